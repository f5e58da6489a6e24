package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code ALTER TABLE SET ('changelog-producer' = 'lookup')} on a table with level-0 files written under another
 * producer: Paimon's lookup compaction produces a key's changelog when it compacts level-0 records, against the
 * levels above level 0, so the first lookup commit also emits the older level-0 files' records (flink-oracle REPORT
 * "Sweep 22 fz", golden sweep22_fz_lookup_after_input).
 */
class LookupProducerSwitchTest {
    @TempDir
    Path dir;

    private List<String> switchToLookup(String before) {
        return switchToLookup(before, true);
    }

    private List<String> switchToLookup(String before, boolean lookupWait) {
        Identifier id = Identifier.of("default", "t");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "v STRING").primaryKey("k")
                    .option("bucket", "1").option("changelog-producer", before).build());
            commit(t, ins(1, "a"), ins(2, "b"), ins(4, "x"));
            commit(t, row(RowKind.DELETE, 4, "x"));
            c.alterTable(id, List.of(SchemaChange.setOption("changelog-producer", "lookup"),
                    SchemaChange.setOption("lookup-wait", Boolean.toString(lookupWait))), false);
            Table l = c.getTable(id);
            long first = lookupWait ? commit(l, ins(2, "c"), ins(3, "d")) : commitEndOfInput(l, ins(2, "c"), ins(3, "d"));
            assertEquals(List.of("+I[1, a]", "+I[2, c]", "+I[3, d]"), read(l));
            return stream(l.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(first))));
        }
    }

    @Test
    void inputProducersLevel0FilesAreChangesOfTheFirstLookupCommit() {
        // key 2 was (2, b) in level 0 only: no value above level 0, so +I of the merged row, not -U/+U;
        // key 4 inserted and deleted in level 0: nothing
        assertEquals(List.of("+I[1, a]", "+I[2, c]", "+I[3, d]"), switchToLookup("input"));
    }

    @Test
    void noProducersLevel0FilesAreChangesOfTheFirstLookupCommit() {
        assertEquals(List.of("+I[1, a]", "+I[2, c]", "+I[3, d]"), switchToLookup("none"));
    }

    @Test
    void aKeyAboveLevel0IsTheBeforeImage() {
        Identifier id = Identifier.of("default", "u");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "u", schema("k INT", "v STRING").primaryKey("k")
                    .option("bucket", "1").option("changelog-producer", "input").build());
            commit(t, ins(1, "a"), ins(2, "b"));
            t.compact(Map.of()); // (1, a), (2, b) above level 0
            commit(t, ins(1, "a2"));
            c.alterTable(id, List.of(SchemaChange.setOption("changelog-producer", "lookup")), false);
            Table l = c.getTable(id);
            long first = commit(l, ins(3, "d"));
            assertEquals(List.of("-U[1, a]", "+U[1, a2]", "+I[3, d]"),
                    stream(l.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(first)))));
            // the next lookup commit does not emit them again
            long second = commit(l, ins(3, "e"));
            assertEquals(List.of("-U[3, d]", "+U[3, e]"),
                    stream(l.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(second)))));
        }
    }

    /** A batch statement's commit (the end of input: the commit waits for its compaction, also without lookup-wait). */
    private static long commitEndOfInput(Table table, dev.varve.row.InternalRow... rows) {
        try (dev.varve.kernel.TableWriter w = table.newWriter("test-user-" + System.nanoTime())) {
            for (dev.varve.row.InternalRow r : rows) {
                w.write(r);
            }
            return w.commit(Long.MAX_VALUE);
        }
    }

    @Test
    void withoutLookupWaitInputProducersLevel0FilesAreChangesToo() {
        // lookup-wait = false: a statement's commit still waits for its compaction (flink-oracle sweep23_fx_lookup_wait_false_*)
        assertEquals(List.of("+I[1, a]", "+I[2, c]", "+I[3, d]"), switchToLookup("input", false));
    }

    @Test
    void withoutLookupWaitNoProducersLevel0FilesAreChangesToo() {
        assertEquals(List.of("+I[1, a]", "+I[2, c]", "+I[3, d]"), switchToLookup("none", false));
    }
}
