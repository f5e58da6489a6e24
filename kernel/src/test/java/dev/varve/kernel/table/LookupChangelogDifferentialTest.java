package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.kinds;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lookup changelog of tables whose newest version wins (deduplicate without sequence field or
 * input filters) is produced without the merge function ({@code KeyValueBucketWriter#latestWinsChangelog}:
 * the newest old run holding a key gives the before-image; one fresh file is read without a merge reader): the
 * same seeded writes, with that path, with it through a merge reader ({@code mergeFreshFilesForTest}) and with
 * every key merged by the merge function ({@code generalLookupChangelogForTest}), give the same
 * changelog (records, kinds, order), snapshots and rows. Dense (linear) and sparse probes, deletes and
 * retractions, several versions of a key per commit, and old runs of an older schema (padded, not
 * arena-copied) are covered.
 */
class LookupChangelogDifferentialTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"1, true, false, false", "2, false, false, false", "3, true, true, false", "4, true, false, true",
            "5, false, false, true"})
    void latestWinsPathGivesTheMergeFunctionsChangelog(long seed, boolean lookupWait, boolean rowDeduplicate,
                                                        boolean smallBuffer) {
        Outcome general = run("general", seed, lookupWait, rowDeduplicate, smallBuffer, Mode.GENERAL);
        check(general, run("merged", seed, lookupWait, rowDeduplicate, smallBuffer, Mode.MERGED), lookupWait);
        check(general, run("fast", seed, lookupWait, rowDeduplicate, smallBuffer, Mode.FAST), lookupWait);
    }

    /** The merge function per key; the latest-wins path through a merge reader; the latest-wins path as shipped. */
    private enum Mode { GENERAL, MERGED, FAST }

    private static void check(Outcome general, Outcome fast, boolean lookupWait) {
        if (lookupWait) {
            for (int i = 0; i < Math.min(general.changelog.size(), fast.changelog.size()); i++) {
                assertEquals(general.changelog.get(i), fast.changelog.get(i), "changelog record " + i);
            }
            assertEquals(general.changelog.size(), fast.changelog.size());
            assertEquals(general.snapshots, fast.snapshots);
        } else {
            // the background production's timing decides which commit publishes a batch's changelog: each
            // key's changes, in order, are what both give
            assertEquals(perKey(general.changelog), perKey(fast.changelog));
        }
        assertEquals(general.rows, fast.rows);
        if (lookupWait) { // with lookup-wait = false, background compaction's timing decides what level keeps a -D
            assertEquals(general.auditLog, fast.auditLog);
        }
        String all = String.join("\n", fast.changelog);
        assertTrue(all.contains("-U[") && all.contains("+U[") && all.contains("-D[") && all.contains("+I["), "a changelog of every kind");
    }

    private static Map<String, List<String>> perKey(List<String> changelog) {
        Map<String, List<String>> out = new java.util.TreeMap<>();
        for (String r : changelog) {
            out.computeIfAbsent(r.substring(3, r.indexOf(',')), k -> new ArrayList<>()).add(r);
        }
        return out;
    }

    private record Outcome(List<String> changelog, List<String> snapshots, List<String> rows, List<String> auditLog) {
    }

    private Outcome run(String name, long seed, boolean lookupWait, boolean rowDeduplicate, boolean smallBuffer, Mode mode) {
        KeyValueBucketWriter.generalLookupChangelogForTest = mode == Mode.GENERAL;
        KeyValueBucketWriter.mergeFreshFilesForTest = mode == Mode.MERGED;
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, name, schema("k INT", "v STRING").primaryKey("k")
                    .option("bucket", "2")
                    // the smallest write buffer and long values: several level-0 files per commit and bucket
                    .option("write-buffer-size", smallBuffer ? "1 mb" : "256 mb")
                    .option("changelog-producer", "lookup")
                    .option("lookup-wait", Boolean.toString(lookupWait))
                    .option("changelog-producer.row-deduplicate", Boolean.toString(rowDeduplicate))
                    .option("num-sorted-run.compaction-trigger", "3")
                    .build());
            SplittableRandom rnd = new SplittableRandom(seed);
            long id = 1;
            try (TableWriter w = t.newWriter("u")) {
                // a large first commit (several pages per run), then dense and sparse ones
                String pad = smallBuffer ? "-".repeat(300) : "";
                for (int k = 0; k < 16_000; k += 2) {
                    w.write(GenericRow.ofKind(RowKind.INSERT, k, "v" + k + pad));
                }
                w.commit(id++);
                for (int round = 0; round < 5; round++) {
                    writeRound(w, rnd, round % 2 == 0 ? 2_500 : 15, 2, round, pad);
                    w.commit(id++);
                }
                w.commit(Long.MAX_VALUE);
            }
            // older runs of another schema: their rows are padded, not arena-copied
            c.alterTable(Identifier.of("default", name), List.of(SchemaChange.addColumn("w", DataType.parse("BIGINT"), null)), false);
            t = c.getTable(Identifier.of("default", name));
            String pad2 = smallBuffer ? "-".repeat(300) : "";
            try (TableWriter w = t.newWriter("u2")) {
                for (int round = 5; round < 10; round++) {
                    writeRound(w, rnd, round % 2 == 0 ? 2_000 : 10, 3, round, pad2);
                    w.commit(id++);
                }
                w.commit(Long.MAX_VALUE);
            }
            List<String> changelog = stream(t.copy(Map.of("scan.mode", "earliest")));
            List<String> snapshots = new ArrayList<>();
            for (SnapshotInfo s : t.snapshots()) {
                snapshots.add(s.snapshotId + s.commitKind + " changelog " + s.changelogRecordCount + " delta " + s.deltaRecordCount);
            }
            snapshots.add(kinds(t));
            return new Outcome(changelog, snapshots, read(t), read(t, true));
        } finally {
            KeyValueBucketWriter.generalLookupChangelogForTest = false;
            KeyValueBucketWriter.mergeFreshFilesForTest = false;
        }
    }

    /** {@code ops} random writes over keys 0 .. 23 999 (some keys several times), rows of {@code arity} fields. */
    private static void writeRound(TableWriter w, SplittableRandom rnd, int ops, int arity, int round, String pad) {
        for (int i = 0; i < ops; i++) {
            int k = rnd.nextInt(24_000);
            int op = rnd.nextInt(10);
            RowKind kind = op < 6 ? RowKind.INSERT : op < 8 ? RowKind.UPDATE_AFTER : op < 9 ? RowKind.DELETE : RowKind.UPDATE_BEFORE;
            String v = (kind.isRetract() ? "old" + k : "r" + round + "-" + i) + pad;
            Object[] values = arity == 2 ? new Object[] {k, v} : new Object[] {k, v, (long) i};
            w.write(GenericRow.ofKind(kind, values));
            if (rnd.nextInt(20) == 0) { // another version of the same key in this commit
                values = arity == 2 ? new Object[] {k, v + "b"} : new Object[] {k, v + "b", (long) -i};
                w.write(GenericRow.ofKind(RowKind.INSERT, values));
            }
        }
    }
}
