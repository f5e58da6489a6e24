package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code Table.rollbackTo} (Paimon's {@code rollback_to}; Paimon 1.4.2 on the same commits: rows of
 * the target, latest = target, the next commit takes target + 1, a missing id is refused), plus
 * what Varve adds: the files only the removed snapshots referenced are gone, files the target still
 * uses survive even when a later compaction replaced them; consumers are left as they were (as Paimon).
 */
class SnapshotRollbackTest {
    @TempDir
    Path dir;

    private Table table(Catalog c, String... options) {
        var b = schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "1").option("changelog-producer", "input");
        for (int i = 0; i < options.length; i += 2) {
            b.option(options[i], options[i + 1]);
        }
        return create(c, "t", b.build());
    }

    /** Every file under the table directory except consumer progress and hints, relative. */
    private Set<String> files(Path table) throws IOException {
        try (Stream<Path> s = Files.walk(table)) {
            return s.filter(Files::isRegularFile).map(p -> table.relativize(p).toString())
                    .filter(p -> !p.startsWith("consumer") && !p.endsWith("LATEST") && !p.endsWith("EARLIEST"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    @Test
    void rollsBackRowsSnapshotsAndFiles() throws IOException {
        try (Catalog c = catalog(dir)) {
            Table t = table(c);
            Path tableDir = dir.resolve("warehouse").resolve("default.db").resolve("t");
            commit(t, ins(0L, "v0"));
            commit(t, ins(1L, "v1"));
            Set<String> atTwo = files(tableDir);
            commit(t, ins(2L, "v2"));
            commit(t, ins(3L, "v3"));
            assertEquals(2, t.rollbackTo(2));
            assertEquals(List.of("+I[0, v0]", "+I[1, v1]"), read(t));
            assertEquals(2, t.snapshots().size());
            assertEquals(atTwo, files(tableDir), "the removed snapshots' files are gone, the rest untouched");
            assertEquals(3, commit(t, ins(9L, "v9")));
            assertEquals(List.of("+I[0, v0]", "+I[1, v1]", "+I[9, v9]"), read(t));
            assertEquals(List.of("+I[0, v0]", "+I[1, v1]", "+I[9, v9]"),
                    stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
            assertEquals(0, t.rollbackTo(3), "rolling back to the latest changes nothing");
            for (long missing : new long[] {0, 7, -1}) {
                VarveException e = assertThrows(VarveException.NotFound.class, () -> t.rollbackTo(missing));
                assertTrue(e.getMessage().contains("snapshot " + missing + ": it does not exist (snapshots 1..3)"), e.getMessage());
            }
        }
    }

    @Test
    void filesTheTargetUsesSurviveALaterCompaction() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c, "num-sorted-run.compaction-trigger", "2");
            for (int i = 0; i < 6; i++) {
                commit(t, ins((long) (i % 3), "v" + i));
            }
            t.compact(Map.of());
            long latest = t.snapshots().get(t.snapshots().size() - 1).snapshotId;
            assertTrue(latest >= 6);
            t.rollbackTo(2);
            assertEquals(List.of("+I[0, v0]", "+I[1, v1]"), read(t));
            commit(t, ins(0L, "w"));
            assertEquals(List.of("+I[0, w]", "+I[1, v1]"), read(t));
        }
    }

    /**
     * As Paimon 1.4.2 (Flink-checked, golden sweep19_fz_rollback_consumers): a rollback leaves consumers as
     * they are; one past the target fails its next read until commits reach its id, then skips the ids
     * reused before it.
     */
    @Test
    void consumersAreLeftAsTheyWere() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c);
            commit(t, ins(0L, "v0"));
            commit(t, ins(1L, "v1"));
            commit(t, ins(2L, "v2"));
            assertEquals(List.of("+I[0, v0]", "+I[1, v1]", "+I[2, v2]"), stream(t.copy(Map.of("consumer-id", "c"))));
            assertEquals(4, t.consumers().get(0).nextSnapshotId);
            t.rollbackTo(1);
            assertEquals(4, t.consumers().get(0).nextSnapshotId, "not moved");
            commit(t, ins(5L, "v5"));
            VarveException e = assertThrows(VarveException.class, () -> stream(t.copy(Map.of("consumer-id", "c"))));
            assertTrue(e.getMessage().contains("cannot start at snapshot 4"), e.getMessage());
            commit(t, ins(6L, "v6"));
            commit(t, ins(7L, "v7"));
            assertEquals(List.of("+I[7, v7]"), stream(t.copy(Map.of("consumer-id", "c"))), "snapshots 2 and 3 skipped");
            assertEquals(5, t.consumers().get(0).nextSnapshotId);
        }
    }
}
