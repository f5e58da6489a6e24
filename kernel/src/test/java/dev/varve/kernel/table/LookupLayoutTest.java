package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static dev.varve.kernel.table.TableTestSupport.kvStringTable;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The lookup compaction layout (COMPACTION.md): tables that need lookups compact each commit's
 * level-0 files up before the commit, as Apache Paimon 1.4.2's ForceUpLevel0Compaction (checked on
 * Flink by goldens sweep16_lk_*); other tables keep their level-0 files.
 */
class LookupLayoutTest {
    @TempDir
    Path dir;

    @Test
    void eachCommitCompactsItsLevel0FilesUpAcrossWriterRestarts() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "changelog-producer", "lookup");
            // a key inserted and deleted in the first commit leaves nothing: the delete reaches the bottom
            try (TableWriter w = t.newWriter("u1")) {
                w.write(ins(1, "a"));
                w.write(ins(2, "b"));
                w.write(row(dev.varve.row.RowKind.DELETE, 1, "a"));
                w.write(ins(3, "c"));
                w.commit(1);
                assertEquals(List.of("L5x2"), layout(dir, "t"));
                // same writer, next checkpoint
                w.write(ins(4, "d"));
                w.commit(2);
                assertEquals(List.of("L4x1", "L5x2"), layout(dir, "t"), "a smaller level-0 file stays above the run below");
            }
            // a restarted writer finds the levels and goes on
            try (TableWriter w = t.newWriter("u2")) {
                w.write(ins(9, "x"));
                w.commit(3);
            }
            assertEquals(List.of("L5x4"), layout(dir, "t"));
            assertEquals(List.of("+I[2, b]", "+I[3, c]", "+I[4, d]", "+I[9, x]"), read(t, true));
            assertEquals(List.of("+I[2, b]", "+I[3, c]", "+I[4, d]", "+I[9, x]"),
                    sorted(stream(t.copy(Map.of("scan.mode", "earliest")))), "the lookup changelog is unchanged");
        }
    }

    @Test
    void theInputProducersChangelogGoesWithTheDataNotTheCommitsCompaction() {
        // fzmx_1075: a deletion-vectors table with the input producer publishes each commit as APPEND then COMPACT;
        // the input changelog belongs to the APPEND snapshot (Paimon's data increment), so a streaming read from the
        // COMPACT snapshot's id does not see that commit's records again
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "deletion-vectors.enabled", "true", "changelog-producer", "input");
            try (TableWriter w = t.newWriter("u")) {
                w.write(ins(1, "a"));
                w.commit(1); // snapshots 1 APPEND, 2 COMPACT
                w.write(ins(1, "b"));
                w.commit(2); // snapshots 3 APPEND, 4 COMPACT
            }
            Table latest = c.getTable(dev.varve.kernel.Identifier.of("default", "t"));
            assertEquals(List.of("+I[1, b]"),
                    stream(latest.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "2"))));
            assertEquals(List.of("+I[1, a]", "+I[1, b]"),
                    stream(latest.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
            assertEquals(List.of(), stream(latest.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "4"))));
        }
    }

    @Test
    void deletionVectorsFirstRowForceLookupAndForceUpTablesTakeTheLayout() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            String[][] options = {
                {"deletion-vectors.enabled", "true"},
                {"merge-engine", "first-row"},
                {"force-lookup", "true"},
                {"compaction.force-up-level-0", "true"},
            };
            for (int i = 0; i < options.length; i++) {
                Table t = kvStringTable(c, "t" + i, options[i]);
                try (TableWriter w = t.newWriter("u")) {
                    w.write(ins(1, "a"));
                    w.commit(1);
                    // compaction.force-up-level-0 alone does not wait at a checkpoint, only at the end of input
                    assertEquals(List.of(i == 3 ? "L0x1" : "L5x1"), layout(dir, "t" + i), options[i][0]);
                    w.write(ins(2, "b"));
                    w.commit(Long.MAX_VALUE);
                }
                assertEquals(List.of("L5x2"), layout(dir, "t" + i), options[i][0]);
            }
            Table plain = kvStringTable(c, "plain");
            try (TableWriter w = plain.newWriter("u")) {
                w.write(ins(1, "a"));
                w.commit(1);
                w.write(ins(2, "b"));
                w.commit(Long.MAX_VALUE);
            }
            assertEquals(List.of("L0x1", "L0x1"), layout(dir, "plain"), "other tables keep their level-0 files");
        }
    }

    @Test
    void lookupWaitFalseCompactsAtTheEndOfInputOnly() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "changelog-producer", "lookup", "lookup-wait", "false");
            try (TableWriter w = t.newWriter("u")) {
                w.write(ins(1, "a"));
                w.commit(1);
                assertEquals(List.of("L0x1"), layout(dir, "t"), "the changelog is not produced yet: the file waits");
                w.write(ins(2, "b"));
                w.commit(Long.MAX_VALUE);
            }
            assertEquals(List.of("L5x2"), layout(dir, "t"));
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), sorted(stream(t.copy(Map.of("scan.mode", "earliest")))));
        }
    }

    private static List<String> sorted(List<String> rows) {
        List<String> out = new ArrayList<>(rows);
        Collections.sort(out);
        return out;
    }
}
