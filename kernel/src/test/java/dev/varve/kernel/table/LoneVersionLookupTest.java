package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
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
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A key's lone version in a table that needs lookups (COMPACTION.md "A key's lone version"): reads and the lookup
 * changelog's before-image take it as stored; a compaction stores it merged where Apache Paimon 1.4.2's lookup
 * rewriter rewrites a level-0 file, as written where it only upgrades one (probes flink-oracle/probes/lone26, goldens
 * sweep26_ln_*, sweep18_kd_pu_lone_lookup).
 */
class LoneVersionLookupTest {
    @TempDir
    Path dir;

    /** Partial-update with two sequence groups: a null group sequence skips the group when the row is merged. */
    private Table partialUpdate(Catalog c, String name, String... options) {
        var b = schema("k INT", "a INT", "s1 INT", "b INT", "s2 INT").primaryKey("k")
                .option("bucket", "1").option("merge-engine", "partial-update")
                .option("fields.s1.sequence-group", "a").option("fields.s2.sequence-group", "b");
        for (int i = 0; i < options.length; i += 2) {
            b.option(options[i], options[i + 1]);
        }
        return create(c, name, b.build());
    }

    @Test
    void upgradedFileReadsAsWrittenAndARewriteTakingItMergesIt() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = partialUpdate(c, "t", "changelog-producer", "lookup");
            // one level-0 file into an empty bucket: upgraded into the top level, not rewritten
            commit(t, ins(1, 10, null, 20, 1), ins(3, 40, 1, 50, null));
            assertEquals(List.of("L5x2"), layout(dir, "t"));
            assertEquals(List.of("+I[1, 10, null, 20, 1]", "+I[3, 40, 1, 50, null]"), read(t));
            // a level-0 file overlapping it: the rewrite runs every key through the merge function, lone ones too
            commit(t, ins(2, 30, null, 31, 1), ins(4, 41, 1, 42, null), ins(5, 51, 2, 52, 2));
            assertEquals(List.of("L5x5"), layout(dir, "t"));
            assertEquals(List.of("+I[1, null, null, 20, 1]", "+I[2, null, null, 31, 1]", "+I[3, 40, 1, null, null]",
                    "+I[4, 41, 1, null, null]", "+I[5, 51, 2, 52, 2]"), read(t));
        }
    }

    @Test
    void aSingleLevel0FileGoingBelowTheTopIsRewritten() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = partialUpdate(c, "t", "changelog-producer", "lookup");
            commit(t, ins(5, 50, 1, 60, 1), ins(6, 70, 1, 80, 1), ins(7, 90, 1, 91, 1));
            commit(t, ins(1, 10, null, 20, 1));
            assertEquals(List.of("L4x1", "L5x3"), layout(dir, "t"));
            assertEquals("+I[1, null, null, 20, 1]", read(t).get(0));
        }
    }

    @Test
    void aSingleLevel0FileWithARetractionIsRewrittenIntoTheTop() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "n INT").primaryKey("k").option("bucket", "1")
                    .option("merge-engine", "aggregation").option("fields.n.aggregate-function", "sum")
                    .option("changelog-producer", "lookup").build());
            // not upgraded (its -D must not reach the top level): rewritten, the lone -D merged alone
            commit(t, ins(1, 10), row(RowKind.DELETE, 9, 7));
            assertEquals(List.of("+I[1, 10]", "+I[9, -7]"), read(t));
        }
    }

    @Test
    void aLoneVersionOfAKeyStoredBelowTheRewriteStaysAsWritten() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "a STRING", "b INT").primaryKey("k").option("bucket", "1")
                    .option("merge-engine", "partial-update").option("partial-update.remove-record-on-delete", "true")
                    .option("changelog-producer", "lookup").build());
            commit(t, ins(1, "a", 1), ins(2, "b", 2), ins(3, "c", 3));
            // the -D is its key's only version in the rewrite (level 0 into level 4), not in the bucket: merged alone
            // it would remove nothing; kept, the read merges it with the stored row (Paimon: onto the looked-up row)
            commit(t, row(RowKind.DELETE, 2, null, null));
            assertEquals(List.of("L4x1", "L5x3"), layout(dir, "t"));
            assertEquals(List.of("+I[1, a, 1]", "+I[3, c, 3]"), read(t));
        }
    }

    @Test
    void theLookupBeforeImageIsTheStoredRecord() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = partialUpdate(c, "t", "changelog-producer", "lookup");
            commit(t, ins(1, 10, null, 20, 1), ins(2, 30, null, 40, 1), ins(3, 35, null, 45, 1));
            long second = commit(t, ins(1, 11, 2, 21, 2));
            // the stored (upgraded) record as written: the skipped group's written value 10, not null (fzpu_0038)
            assertEquals(List.of("-U[1, 10, null, 20, 1]", "+U[1, 11, 2, 21, 2]"),
                    stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", Long.toString(second)))));
        }
    }

    @Test
    void aLoneRetractionOnLevel0ReadsAsNoRowUntilALookupRewriteMergesIt() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            var b = schema("k INT", "n INT").primaryKey("k").option("bucket", "1")
                    .option("merge-engine", "aggregation").option("fields.n.aggregate-function", "sum")
                    .option("changelog-producer", "lookup");
            Table w = create(c, "w", b.option("write-only", "true").build());
            commit(w, row(RowKind.DELETE, 1, 7), ins(5, 40));
            commit(w, ins(6, 4), ins(6, 5));
            assertEquals(List.of("+I[5, 40]", "+I[6, 9]"), read(w));
            // the lookup compaction of those level-0 files merges the lone -D alone: the sum's negative row
            w.compact(Map.of());
            assertEquals(List.of("+I[1, -7]", "+I[5, 40]", "+I[6, 9]"), read(w));
        }
    }

    @Test
    void anExplicitCompactionUpgradingALevel0FileStillMergesItsLookupChangelog() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = partialUpdate(c, "t", "changelog-producer", "lookup", "write-only", "true");
            commit(t, ins(1, 10, null, 20, 1));
            t.compact(Map.of());
            // the file is upgraded into the top level as written; Paimon's lookup wrapper merges the changelog's record
            assertEquals(List.of("+I[1, 10, null, 20, 1]"), read(t));
            assertEquals(List.of("+I[1, null, null, 20, 1]"),
                    stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
        }
    }

    @Test
    void forceUpLevel0AloneKeepsLoneRecordsAsWritten() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = partialUpdate(c, "t", "compaction.force-up-level-0", "true");
            commit(t, ins(1, 10, null, 20, 1), ins(3, 40, 1, 50, null));
            commit(t, ins(2, 30, null, 31, 1), ins(4, 41, 1, 42, null), ins(5, 51, 2, 52, 2));
            assertEquals(List.of("+I[1, 10, null, 20, 1]", "+I[2, 30, null, 31, 1]", "+I[3, 40, 1, 50, null]",
                    "+I[4, 41, 1, 42, null]", "+I[5, 51, 2, 52, 2]"), read(t));
        }
    }
}
