package dev.varve.props;

import dev.varve.kernel.Catalog;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The inputs the differential generator steers around because Apache Paimon 1.4.2 gets them wrong
 * or schedule-dependent: here Varve must give the result SEMANTICS.md defines (under every
 * compaction schedule), and Paimon's divergent result is pinned too, so the day it changes the
 * generator's exclusions can be revisited. Each test is a minimal script (see {@link DiffCase#script()}).
 */
class KnownPaimonDifferencesTest {
    private Path dir;
    private int run;

    @BeforeEach
    void open() {
        dir = TempDirs.create("known");
    }

    @AfterEach
    void close() {
        TempDirs.deleteRecursively(dir);
    }

    private static GenericRow r(RowKind k, Object... v) {
        return GenericRow.ofKind(k, v);
    }

    private static DiffCase.Batch batch(GenericRow... rows) {
        return new DiffCase.Batch(List.of(rows), null);
    }

    private static DiffCase.Batch rejected(String why, GenericRow... rows) {
        return new DiffCase.Batch(List.of(rows), why);
    }

    private static DiffCase table(String engine, RowType rt, Map<String, String> options, DiffCase.Batch... batches) {
        return new DiffCase(0, engine, rt, List.of("k"), List.of(), options, List.of(batches));
    }

    /** Paimon's merged result (never its error) compacting fully after every commit, as the compact-every-commit schedule. */
    private List<String> paimonCompactingEveryCommit(DiffCase c) {
        boolean[] every = new boolean[c.batches.size()];
        java.util.Arrays.fill(every, true);
        PaimonRunner.Outcome p = PaimonRunner.run(c, dir.resolve("paimon" + run++), PaimonRunner.compactingReferenceOptions(c),
                false, every);
        assertEquals(null, p.error);
        return p.merged;
    }

    /** Paimon's merged result, or its error, with extra table options. */
    private PaimonRunner.Outcome paimon(DiffCase c, Map<String, String> extra) {
        return PaimonRunner.run(c, dir.resolve("paimon" + run++), extra, false);
    }

    /** Asserts Varve gives {@code expected} under every schedule of the differential test. */
    private void assertVarve(DiffCase c, List<String> expected) {
        assertVarve(c, expected, expected);
    }

    /**
     * {@link #assertVarve(DiffCase, List)}, but under the schedule compacting explicitly after every commit Varve gives
     * {@code compactedEveryCommit}: an explicit compaction stores Paimon's merged rows (kernel COMPACTION.md "The
     * explicit compaction stores Paimon's merged rows", sweep 44), so there a late record or a retraction reaching the
     * bottom reads as after Paimon's full compaction (the callers also check that Paimon's answer).
     */
    private void assertVarve(DiffCase c, List<String> expected, List<String> compactedEveryCommit) {
        List<String> problems = new ArrayList<>();
        try (Catalog catalog = Catalog.open(dir.resolve("varve" + run++).toString())) {
            List<VarveRunner.Schedule> schedules = VarveRunner.schedules(c);
            for (int i = 0; i < schedules.size(); i++) {
                VarveRunner.Schedule s = schedules.get(i);
                List<String> want = s.compactAfterEveryCommit ? compactedEveryCommit : expected;
                VarveRunner.Outcome o = VarveRunner.run(c, catalog, "s" + i, s, false);
                if (o.failed() || !o.violations.isEmpty() || !want.equals(o.merged)) {
                    problems.add(s + ": expected " + want + ", " + o);
                }
            }
        }
        assertTrue(problems.isEmpty(), "expected " + expected + " for\n" + c.script() + String.join("\n", problems));
    }

    @Test
    void productRetractionPairInOneCommit() {
        // SEMANTICS §11: "a -U/+U pair for one key in one commit loses a product retraction" in Paimon.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "p", DataType.doubleType());
        DiffCase c = table("aggregation", rt, Map.of("merge-engine", "aggregation",
                        "fields.p.aggregate-function", "product", "bucket", "1"),
                batch(r(RowKind.INSERT, 1, 2.0)),
                batch(r(RowKind.UPDATE_BEFORE, 1, 2.0), r(RowKind.UPDATE_AFTER, 1, 4.0)));
        assertVarve(c, List.of("+I[1, 4.0]"));
        assertEquals(List.of("+I[1, 8.0]"), paimon(c, Map.of()).merged);
    }

    @Test
    void productTwoRetractionsInOneCommit() {
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "s", DataType.intType(),
                "p", DataType.doubleType());
        DiffCase c = table("aggregation", rt, Map.of("merge-engine", "aggregation",
                        "fields.s.aggregate-function", "sum", "fields.p.aggregate-function", "product", "bucket", "1"),
                batch(r(RowKind.INSERT, 6, 5, -1.0)),
                batch(r(RowKind.UPDATE_BEFORE, 6, 15, -2.0), r(RowKind.DELETE, 6, 11, -2.0)));
        assertVarve(c, List.of("+I[6, -21, -0.25]"));
        assertEquals(List.of("+I[6, -21, -1.0]"), paimon(c, Map.of()).merged);
    }

    @Test
    void lastNonNullValueRetractionAfterAnAddInOneCommit() {
        // Sequentially: apple, then null (ignored), then -D apple retracts -> null. Paimon pre-merges
        // the commit's two records into one add of null and keeps apple.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.string(),
                "s", DataType.bigint());
        DiffCase c = table("aggregation", rt, Map.of("merge-engine", "aggregation",
                        "fields.v.aggregate-function", "last_non_null_value", "fields.s.aggregate-function", "sum",
                        "bucket", "1"),
                batch(r(RowKind.INSERT, 1, "apple", 10L)),
                batch(r(RowKind.INSERT, 1, null, 66L), r(RowKind.DELETE, 1, "apple", 26L)));
        assertVarve(c, List.of("+I[1, null, 50]"));
        assertEquals(List.of("+I[1, apple, 50]"), paimon(c, Map.of()).merged);
    }

    @Test
    void groupLastNonNullValueWithOlderGroupSequencePreMergedInOneCommit() {
        // An older group sequence only fills a null c (both agree when commits are separate); Paimon
        // pre-merges a commit's records first, so the older record's value lands in c.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "g2", DataType.bigint(),
                "c", DataType.bigint());
        Map<String, String> opts = Map.of("merge-engine", "partial-update", "fields.g2.sequence-group", "c",
                "fields.c.aggregate-function", "last_non_null_value", "bucket", "1");
        DiffCase separate = table("partial-update+groups", rt, opts,
                batch(r(RowKind.INSERT, 3, 4L, 4L)), batch(r(RowKind.INSERT, 3, 5L, null)),
                batch(r(RowKind.INSERT, 3, 3L, 19L)));
        assertEquals(List.of("+I[3, 5, 4]"), paimon(separate, Map.of()).merged);
        assertVarve(separate, List.of("+I[3, 5, 4]"));
        DiffCase together = table("partial-update+groups", rt, opts,
                batch(r(RowKind.INSERT, 3, 4L, 4L)),
                batch(r(RowKind.INSERT, 3, 5L, null), r(RowKind.INSERT, 3, 3L, 19L)));
        assertVarve(together, List.of("+I[3, 5, 4]"));
        assertEquals(List.of("+I[3, 5, 19]"), paimon(together, Map.of()).merged);
    }

    @Test
    void sequenceGroupAggregateLosesRetractionsPreMergedInOneCommit() {
        // Older group sequence: the aggregated column is still retracted (last_non_null_value -> null),
        // as Paimon does for a lone retraction, but not when two retractions share a commit.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "g1", DataType.intType(),
                "a", DataType.string(), "g2", DataType.bigint(), "c", DataType.bigint());
        Map<String, String> opts = Map.of("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "fields.g2.sequence-group", "c", "fields.c.aggregate-function", "last_non_null_value", "bucket", "1");
        GenericRow base = r(RowKind.UPDATE_AFTER, 2, 1, "apple", 2L, 9L);
        DiffCase lone = table("partial-update+groups", rt, opts, batch(base),
                batch(r(RowKind.UPDATE_BEFORE, 2, 1, "apple", 0L, -1L)));
        assertEquals(List.of("+I[2, 1, null, 2, null]"), paimon(lone, Map.of()).merged);
        assertVarve(lone, List.of("+I[2, 1, null, 2, null]"));
        DiffCase pair = table("partial-update+groups", rt, opts, batch(base),
                batch(r(RowKind.UPDATE_BEFORE, 2, 1, "banana", 0L, null), r(RowKind.UPDATE_BEFORE, 2, 1, "apple", 0L, -1L)));
        assertVarve(pair, List.of("+I[2, 1, null, 2, null]"));
        assertEquals(List.of("+I[2, 1, null, 2, 9]"), paimon(pair, Map.of()).merged);
    }

    @Test
    void aggregationLastValueUnderSequenceFieldPreMergedInOneCommit() {
        // SEMANTICS §11: last_* take the value of the highest sequence. Paimon first merges a
        // commit's records of a key into one row carrying the commit's highest sequence, so a later
        // record with a lower sequence loses to every value of that commit, even older ones:
        // ts 3 -> 22, ts 5 -> null (first commit), then ts 3 -> -25. Sequentially the highest
        // sequence with a non-null v is 3, and of the two records there the later write wins.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.intType(),
                "ts", DataType.intType());
        Map<String, String> opts = Map.of("merge-engine", "aggregation",
                "fields.v.aggregate-function", "last_non_null_value", "sequence.field", "ts", "bucket", "1");
        DiffCase together = table("aggregation", rt, opts,
                batch(r(RowKind.INSERT, 4, 22, 3), r(RowKind.INSERT, 4, null, 5)),
                batch(r(RowKind.INSERT, 4, -25, 3)));
        assertVarve(together, List.of("+I[4, -25, 5]"));
        assertEquals(List.of("+I[4, 22, 5]"), paimon(together, Map.of()).merged);
        DiffCase separate = table("aggregation", rt, opts,
                batch(r(RowKind.INSERT, 4, 22, 3)), batch(r(RowKind.INSERT, 4, null, 5)),
                batch(r(RowKind.INSERT, 4, -25, 3)));
        assertEquals(List.of("+I[4, -25, 5]"), paimon(separate, Map.of()).merged);
        // an explicit compaction after the second commit stores (22, ts 5), which the late ts-3 record sorts before, as
        // Paimon's does (sweep 44)
        assertEquals(List.of("+I[4, 22, 5]"), paimonCompactingEveryCommit(separate));
        assertVarve(separate, List.of("+I[4, -25, 5]"), List.of("+I[4, 22, 5]"));
    }

    @Test
    void deduplicateSequenceFieldDeleteIsNotUndoneByCompaction() {
        // SEMANTICS §4: a late record (lower sequence.field) loses to the stored one, here a delete;
        // results must not depend on background compaction. Paimon drops the delete in a full compaction, and so does
        // Varve's explicit compaction since sweep 44.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.string(),
                "ts", DataType.bigint());
        DiffCase c = table("deduplicate", rt, Map.of("sequence.field", "ts", "bucket", "1"),
                batch(r(RowKind.INSERT, 1, "a", 1L)),
                batch(r(RowKind.DELETE, 1, "a", 4L)),
                batch(r(RowKind.INSERT, 1, "late", 2L)));
        // an explicit compaction after every commit drops the delete as Paimon's does (sweep 44)
        assertVarve(c, List.of(), List.of("+I[1, late, 2]"));
        assertEquals(List.of(), paimon(c, Map.of("write-only", "true")).merged);
        assertEquals(List.of("+I[1, late, 2]"), paimon(c, Map.of("full-compaction.delta-commits", "1")).merged);
        assertEquals(List.of("+I[1, late, 2]"), paimonCompactingEveryCommit(c));
    }

    @ParameterizedTest
    @ValueSource(strings = {"lookup", "full-compaction"})
    void lateRecordThatLosesYieldsAnUnchangedPairAsInPaimon(String producer) {
        // Once a difference, now matched: a record with a lower sequence.field value changes nothing
        // (SEMANTICS §4), yet Paimon emits -U/+U of the unchanged row, as for an identical rewrite
        // (commit 3, §11); row-deduplicate would drop both.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.doubleType(),
                "ts", DataType.intType());
        DiffCase c = table("deduplicate", rt, Map.of("sequence.field", "ts", "changelog-producer", producer,
                        "bucket", "1"),
                batch(r(RowKind.INSERT, 2, -2.0, 5)),
                batch(r(RowKind.INSERT, 2, -3.0, 0)),
                batch(r(RowKind.INSERT, 2, -2.0, 5)));
        List<String> twice = List.of("+I[2, -2.0, 5]", "-U[2, -2.0, 5]", "+U[2, -2.0, 5]", "-U[2, -2.0, 5]",
                "+U[2, -2.0, 5]");
        try (Catalog catalog = Catalog.open(dir.resolve("varve" + run++).toString())) {
            VarveRunner.Outcome v = VarveRunner.run(c, catalog, "t",
                    new VarveRunner.Schedule("default", Map.of(), false, 0, false), true);
            assertEquals(Map.of("[2]", twice), v.changelog, String.valueOf(v));
        }
        PaimonRunner.Outcome p = PaimonRunner.run(c, dir.resolve("paimon" + run++), Map.of(), true);
        assertEquals(Map.of("[2]", twice), p.changelog);
    }

    @Test
    void partialUpdateRemoveRecordOnDeleteThenRewrite() {
        // SEMANTICS §11: "with remove-record-on-delete, writing a deleted key again brings old values back".
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "a", DataType.string(),
                "b", DataType.bigint());
        DiffCase c = table("partial-update", rt, Map.of("merge-engine", "partial-update",
                        "partial-update.remove-record-on-delete", "true", "bucket", "1"),
                batch(r(RowKind.INSERT, 1, "old", 10L)),
                batch(r(RowKind.DELETE, 1, "old", 10L)),
                batch(r(RowKind.INSERT, 1, null, 20L)));
        assertVarve(c, List.of("+I[1, null, 20]"));
        assertEquals(List.of("+I[1, old, 20]"), paimon(c, Map.of()).merged);
    }

    @Test
    void partialUpdateRemoveRecordOnDeleteUpdateBeforeFirstInCommit() {
        // The same bug through -U: Paimon's merge starts from its first record's non-null fields
        // when that record is a retraction, so a -U first in a commit and followed by an add puts
        // the -U's values into the row. SEMANTICS §3: remove-record-on-delete skips -U.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "v0", DataType.doubleType(),
                "v1", DataType.string());
        DiffCase c = table("partial-update", rt, Map.of("merge-engine", "partial-update",
                        "partial-update.remove-record-on-delete", "true", "bucket", "1"),
                batch(r(RowKind.INSERT, 3, null, "cherry")),
                batch(r(RowKind.UPDATE_BEFORE, 3, null, "kiwi"), r(RowKind.INSERT, 3, 10.5, null)));
        assertVarve(c, List.of("+I[3, 10.5, cherry]"));
        assertEquals(List.of("+I[3, 10.5, kiwi]"), paimon(c, Map.of()).merged);
    }

    @Test
    void loneUpdateBeforeIntoNonRetractableColumn() {
        // SEMANTICS §2/§11: Paimon commits it and every read fails; Varve rejects it at write time.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "m", DataType.bigint());
        Map<String, String> opts = Map.of("merge-engine", "aggregation", "fields.m.aggregate-function", "max",
                "bucket", "1");
        DiffCase varve = table("aggregation", rt, opts,
                batch(r(RowKind.INSERT, 1, 5L)),
                rejected("max takes no retraction", r(RowKind.UPDATE_BEFORE, 1, 5L)),
                batch(r(RowKind.INSERT, 1, 7L)));
        assertVarve(varve, List.of("+I[1, 7]"));
        DiffCase paimon = table("aggregation", rt, opts,
                batch(r(RowKind.INSERT, 1, 5L)),
                batch(r(RowKind.UPDATE_BEFORE, 1, 5L)));
        PaimonRunner.Outcome p = paimon(paimon, Map.of());
        assertTrue(p.failed() && p.error.contains("does not support retraction"), String.valueOf(p));
    }

    @Test
    void loneRecordWithNullGroupSequencePassesThroughAsPaimonDoes() {
        // Once a difference, now matched: Paimon passes a key's only record through unmerged, so
        // the columns of a group whose sequence is null stay; merged with a later record they go.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "g1", DataType.intType(),
                "a", DataType.string(), "u", DataType.intType());
        Map<String, String> opts = Map.of("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "bucket", "1");
        DiffCase alone = table("partial-update+groups", rt, opts, batch(r(RowKind.INSERT, 4, null, "kiwi", 7)));
        assertVarve(alone, List.of("+I[4, null, kiwi, 7]"));
        assertEquals(List.of("+I[4, null, kiwi, 7]"), paimon(alone, Map.of()).merged);
        DiffCase twice = table("partial-update+groups", rt, opts, batch(r(RowKind.INSERT, 4, null, "kiwi", 7)),
                batch(r(RowKind.INSERT, 4, null, "fig", 8)));
        assertVarve(twice, List.of("+I[4, null, null, 8]"));
        assertEquals(List.of("+I[4, null, null, 8]"), paimon(twice, Map.of()).merged);
    }

    @Test
    void partialUpdateGroupsMergeFromAFirstRecordThatIsARetraction() {
        // Once a difference (fzpu_1346, REPORT Sweep 28 fz), now matched: Paimon's partial-update merge fills its row
        // from a first record that is a retraction, then retracts it; a group whose sequence the retraction leaves null
        // keeps its values, the sum is retracted from the retraction's own value, and the later add merges onto that.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "g1", DataType.intType(),
                "a", DataType.string(), "g2", DataType.intType(), "c", DataType.bigint(), "e", DataType.intType());
        Map<String, String> opts = Map.of("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "fields.g2.sequence-group", "c", "fields.c.aggregate-function", "sum", "bucket", "1");
        DiffCase c = table("partial-update+groups", rt, opts,
                batch(r(RowKind.DELETE, 1, null, "y", 5, 10L, 5), r(RowKind.UPDATE_BEFORE, 2, 3, "y", 5, 10L, 5)),
                batch(r(RowKind.INSERT, 1, null, "z", 7, 1L, null), r(RowKind.INSERT, 2, 1, "z", 4, 1L, null)));
        List<String> expected = List.of("+I[1, null, y, 7, 1, 5]", "+I[2, 3, null, 5, 1, 5]");
        assertEquals(expected, paimon(c, Map.of()).merged);
        // an explicit compaction after the first commit drops each key's lone retraction as Paimon's does (sweep 44)
        List<String> compacted = List.of("+I[1, null, z, 7, 1, null]", "+I[2, 1, z, 4, 1, null]");
        assertEquals(compacted, paimonCompactingEveryCommit(c));
        assertVarve(c, expected, compacted);
    }

    @Test
    void partialUpdateGroupsKeyStartedByTwoRetractionsIsNotForgottenByCompaction() {
        // Once a difference (MergeEngineDifferentialTest seed 104372539490627, REPORT Sweep 30 fz), now matched: two
        // retractions of a key merge to a retraction (Paimon's partial-update merge met no add) that reads as no row,
        // yet carries the group sequence g1 = 5 a later add must meet. Varve's bottom compaction dropped it (eager,
        // compact-every-commit schedules: g1 4, a 'z'); Paimon's merge of every version at once keeps it, and its own
        // full compaction drops it as Varve did (schedule-dependent in Paimon, SEMANTICS §3).
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "g1", DataType.intType(),
                "a", DataType.string(), "g2", DataType.intType(), "c", DataType.bigint());
        Map<String, String> opts = Map.of("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "fields.g2.sequence-group", "c", "bucket", "1");
        DiffCase c = table("partial-update+groups", rt, opts,
                batch(r(RowKind.DELETE, 1, 3, "x", 2, 10L)),
                batch(r(RowKind.DELETE, 1, 5, "y", 0, 20L)),
                batch(r(RowKind.INSERT, 1, 4, "z", 3, 30L)));
        List<String> expected = List.of("+I[1, 5, null, 3, 30]");
        assertEquals(expected, paimon(c, Map.of()).merged);
        assertEquals(List.of("+I[1, 4, z, 3, 30]"), paimon(c, Map.of("full-compaction.delta-commits", "1")).merged);
        // an explicit compaction after every commit drops the retractions as Paimon's does (sweep 44)
        assertEquals(List.of("+I[1, 4, z, 3, 30]"), paimonCompactingEveryCommit(c));
        assertVarve(c, expected, List.of("+I[1, 4, z, 3, 30]"));
    }

    @Test
    void aggregationLoneRetractionReadsAsNoRowAndIsNotForgotten() {
        // Once a difference, now matched: Paimon runs no merge for a key whose only record is a
        // retraction, so it reads as no row; a later add still meets it (-12 + 5), whether or not a
        // background compaction ran in between. Paimon's full compaction drops it, and so does Varve's explicit
        // compaction since sweep 44 (5).
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "s", DataType.bigint());
        Map<String, String> opts = Map.of("merge-engine", "aggregation", "fields.s.aggregate-function", "sum",
                "bucket", "1");
        DiffCase lone = table("aggregation", rt, opts, batch(r(RowKind.INSERT, 1, 5L)), batch(r(RowKind.DELETE, 3, 12L)));
        assertVarve(lone, List.of("+I[1, 5]"));
        assertEquals(List.of("+I[1, 5]"), paimon(lone, Map.of()).merged);
        DiffCase later = table("aggregation", rt, opts, batch(r(RowKind.DELETE, 3, 12L)), batch(r(RowKind.INSERT, 3, 5L)));
        // an explicit compaction after the first commit drops the lone retraction as Paimon's does (sweep 44)
        assertVarve(later, List.of("+I[3, -7]"), List.of("+I[3, 5]"));
        assertEquals(List.of("+I[3, -7]"), paimon(later, Map.of()).merged);
        assertEquals(List.of("+I[3, 5]"), paimon(later, Map.of("full-compaction.delta-commits", "1")).merged);
        assertEquals(List.of("+I[3, 5]"), paimonCompactingEveryCommit(later));
    }

    /** Varve's and Paimon's streamed changelogs of {@code c} (default schedule), per key. */
    private List<Map<String, List<String>>> changelogs(DiffCase c) {
        try (Catalog catalog = Catalog.open(dir.resolve("varve" + run++).toString())) {
            VarveRunner.Outcome v = VarveRunner.run(c, catalog, "t",
                    new VarveRunner.Schedule("default", Map.of(), false, 0, false), true);
            assertTrue(!v.failed() && v.violations.isEmpty(), String.valueOf(v));
            PaimonRunner.Outcome p = PaimonRunner.run(c, dir.resolve("paimon" + run++), Map.of(), true);
            assertTrue(!p.failed(), String.valueOf(p));
            return List.of(v.changelog, p.changelog);
        }
    }

    @Test
    void firstRowLookupChangelogOfAFirstUpdateAfter() {
        // Once a difference, now matched (sweep 37 fz, fuzz16_1625 on Flink 2.0 + Paimon 1.4.2): a first-row
        // changelog holds only first-seen keys (SEMANTICS §5), each with the kind it was written with: Paimon passes
        // a key's first record through, so a first +U is streamed as +U. Varve used to stream it as +I.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.string());
        DiffCase c = table("first-row", rt, Map.of("merge-engine", "first-row", "changelog-producer", "lookup",
                        "bucket", "1"),
                batch(r(RowKind.UPDATE_AFTER, 1, "a")),
                batch(r(RowKind.INSERT, 1, "b"), r(RowKind.UPDATE_AFTER, 2, "c")));
        List<Map<String, List<String>>> vp = changelogs(c);
        assertEquals(Map.of("[1]", List.of("+U[1, a]"), "[2]", List.of("+U[2, c]")), vp.get(1));
        assertEquals(vp.get(1), vp.get(0));
    }

    @ParameterizedTest
    @ValueSource(strings = {"lookup", "full-compaction", "input"})
    void partialUpdateRemoveRecordOnDeleteUpdateBeforeIsAChangeAsInPaimon(String producer) {
        // Once a difference, now matched: with remove-record-on-delete the merge ignores a -U, yet
        // the key was written in that commit, so Paimon emits the -U/+U pair of the unchanged row
        // (as for an identical rewrite, SEMANTICS §11), and the input changelog holds the -U.
        // Varve used to drop the -U at write and emitted nothing.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "a", DataType.string(),
                "b", DataType.smallint());
        DiffCase c = table("partial-update", rt, Map.of("merge-engine", "partial-update",
                        "partial-update.remove-record-on-delete", "true", "changelog-producer", producer, "bucket", "1"),
                batch(r(RowKind.INSERT, 0, "x", null)),
                batch(r(RowKind.UPDATE_BEFORE, 0, null, (short) 68)));
        List<String> expected = producer.equals("input")
                ? List.of("+I[0, x, null]", "-U[0, null, 68]")
                : List.of("+I[0, x, null]", "-U[0, x, null]", "+U[0, x, null]");
        List<Map<String, List<String>>> vp = changelogs(c);
        assertEquals(Map.of("[0]", expected), vp.get(1));
        assertEquals(Map.of("[0]", expected), vp.get(0));
        assertVarve(c, List.of("+I[0, x, null]"));
    }

    @Test
    void aggregationSequenceFieldAfterARetractionIsNullAsInPaimon() {
        // Once a difference, now matched (sweep 34 sq): Paimon folds the sequence column with last_value,
        // so a retraction newest in sequence order nulls it; Varve used to keep the retraction's value.
        // A row stored merged then sorts before every later record, in both (where Varve merges such a
        // group: COMPACTION.md); CaseGenerator still writes adds only to aggregation tables with
        // sequence.field, since which groups Paimon merges depends on its compactions.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "s", DataType.bigint(),
                "ts", DataType.bigint());
        DiffCase c = table("aggregation", rt, Map.of("merge-engine", "aggregation", "fields.s.aggregate-function", "sum",
                        "sequence.field", "ts", "bucket", "1"),
                batch(r(RowKind.INSERT, 1, 5L, 10L)),
                batch(r(RowKind.DELETE, 1, 2L, 11L)));
        assertVarve(c, List.of("+I[1, 3, null]"));
        assertEquals(List.of("+I[1, 3, null]"), paimon(c, Map.of()).merged);
    }

    @Test
    void descendingSequenceOrderWithinOneCommit() {
        // SEMANTICS §4: 'descending' reverses the order, so the lowest ts wins. Paimon honours it
        // across commits but merges one commit's records of a key in ascending order.
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.string(),
                "ts", DataType.bigint());
        Map<String, String> opts = Map.of("sequence.field", "ts", "sequence.field.sort-order", "descending",
                "bucket", "1");
        DiffCase oneCommit = table("deduplicate", rt, opts,
                batch(r(RowKind.INSERT, 1, "a", 5L), r(RowKind.INSERT, 1, "b", 2L), r(RowKind.INSERT, 1, "c", 9L)));
        assertVarve(oneCommit, List.of("+I[1, b, 2]"));
        assertEquals(List.of("+I[1, c, 9]"), paimon(oneCommit, Map.of("write-only", "true")).merged);
        DiffCase separate = table("deduplicate", rt, opts, batch(r(RowKind.INSERT, 1, "a", 5L)),
                batch(r(RowKind.INSERT, 1, "b", 2L)), batch(r(RowKind.INSERT, 1, "c", 9L)));
        assertVarve(separate, List.of("+I[1, b, 2]"));
        assertEquals(List.of("+I[1, b, 2]"), paimon(separate, Map.of("write-only", "true")).merged);
    }

    @Test
    void aggregationLookupChangelogLateRecord() {
        // Seed 7500041. The lookup producer's compaction merges every commit into one stored row under
        // the newest sequence (cherry, ts 5); the later banana (ts 3) sorts before it and loses. Varve stores that row
        // where its commit compaction holds the key's whole history (kernel COMPACTION.md "A compaction whose schedule
        // the commits fix", sweep 40): under the eager schedule every commit's compaction reaches the bottom and Varve
        // reads cherry, as Paimon does. Under the other schedules the second commit stacks into level 4 above the
        // first: Paimon stores the cumulative row there (its lookup merges onto the level-5 row), Varve keeps the
        // version (its reads fold every stored version) and the third commit's merge of the raw versions gives banana,
        // the non-null value of the highest sequence (SEMANTICS §11). Before sweep 40 every schedule gave banana. An explicit
        // compaction after every commit stores Paimon's merged row at the bottom (sweep 44): cherry; restart-random-compact's
        // points leave the second commit above the first (banana, the above-the-bottom family).
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "s", DataType.bigint(),
                "v", DataType.string(), "ts", DataType.bigint());
        DiffCase c = table("aggregation", rt, Map.of("merge-engine", "aggregation", "fields.s.aggregate-function", "sum",
                        "sequence.field", "ts", "changelog-producer", "lookup", "bucket", "1"),
                batch(r(RowKind.INSERT, 2, 99L, "cherry", 1L)),
                batch(r(RowKind.INSERT, 2, 19L, null, 5L)),
                batch(r(RowKind.INSERT, 2, 28L, "banana", 3L)));
        List<String> problems = new ArrayList<>();
        try (Catalog catalog = Catalog.open(dir.resolve("varve" + run++).toString())) {
            List<VarveRunner.Schedule> schedules = VarveRunner.schedules(c);
            for (int i = 0; i < schedules.size(); i++) {
                VarveRunner.Schedule s = schedules.get(i);
                // an explicit compaction after every commit reaches the bottom and stores Paimon's merged row (sweep 44)
                List<String> expected = List.of(s.name.equals("eager") || s.compactAfterEveryCommit
                        ? "+I[2, 146, cherry, 5]" : "+I[2, 146, banana, 5]");
                VarveRunner.Outcome o = VarveRunner.run(c, catalog, "s" + i, s, false);
                if (o.failed() || !o.violations.isEmpty() || !expected.equals(o.merged)) {
                    problems.add(s + ": expected " + expected + ", " + o);
                }
            }
        }
        assertTrue(problems.isEmpty(), c.script() + String.join("\n", problems));
        assertEquals(List.of("+I[2, 146, cherry, 5]"), paimon(c, Map.of()).merged);
        assertEquals(List.of("+I[2, 146, cherry, 5]"), paimon(c, VarveRunner.schedules(c).get(1).options).merged);
        assertEquals(List.of("+I[2, 146, cherry, 5]"), paimonCompactingEveryCommit(c));
    }

    @ParameterizedTest
    @ValueSource(strings = {"none", "lookup"})
    void partialUpdateRemovalAndAddInOneCommitBringOldValuesBackInPaimon(String producer) {
        // Probes lookup25 n02 / fix24 k11 (Flink 2.0 + Paimon 1.4.2: [1, 3, 22, 100] with either producer). Paimon's
        // write buffer merges a commit's records of a key first (MergeTreeWriter#flushWriteBuffer with the table's
        // merge function), so the removal -D and the newer add become one add (sum 12, first_value 70) that the read
        // or the lookup compaction then merges onto the stored row: the removed values 10 and 100 come back, the
        // SEMANTICS §11 bug "with remove-record-on-delete, writing a deleted key again brings old values back".
        // Varve merges the -D with the stored row: sum 5 + 7, first_value kept at the -D's 50 (an add reached it).
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "s1", DataType.intType(),
                "a", DataType.intType(), "b", DataType.intType());
        DiffCase c = table("partial-update+groups", rt, Map.of("merge-engine", "partial-update",
                        "fields.s1.sequence-group", "a,b", "fields.a.aggregate-function", "sum",
                        "fields.b.aggregate-function", "first_value",
                        "partial-update.remove-record-on-sequence-group", "s1",
                        "changelog-producer", producer, "bucket", "1"),
                batch(r(RowKind.INSERT, 1, 1, 10, 100)),
                batch(r(RowKind.DELETE, 1, 2, 5, 50), r(RowKind.INSERT, 1, 3, 7, 70)));
        assertVarve(c, List.of("+I[1, 3, 12, 50]"));
        assertEquals(List.of("+I[1, 3, 22, 100]"), paimon(c, Map.of()).merged);
    }

    @Test
    void aggregationRemovalAndAddInOneCommitBringOldValuesBackInPaimon() {
        // Probe lookup25 n01 (Flink: [1, 22, 100]): as above for aggregation.remove-record-on-delete without a
        // producer; Varve seeds the functions with the -D's values over the stored row (sum 5 + 7, first_value 50).
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "a", DataType.intType(),
                "b", DataType.intType());
        DiffCase c = table("aggregation", rt, Map.of("merge-engine", "aggregation",
                        "fields.a.aggregate-function", "sum", "fields.b.aggregate-function", "first_value",
                        "aggregation.remove-record-on-delete", "true", "bucket", "1"),
                batch(r(RowKind.INSERT, 1, 10, 100)),
                batch(r(RowKind.DELETE, 1, 5, 50), r(RowKind.INSERT, 1, 7, 70)));
        assertVarve(c, List.of("+I[1, 12, 50]"));
        assertEquals(List.of("+I[1, 22, 100]"), paimon(c, Map.of()).merged);
    }
}
