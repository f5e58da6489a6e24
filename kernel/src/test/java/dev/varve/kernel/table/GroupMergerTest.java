package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.mergeengine.MergeEngine;
import dev.varve.merge.MergeFunction;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The latest-version-wins pass-through of {@link GroupMerger} emits what the deduplicate merge
 * function would (seeded random groups of every kind mix, bottom and not; -Dseed=N), and merging
 * groups that way allocates nothing per group.
 */
class GroupMergerTest {
    private static final RowType TYPE = new RowType(List.of(
            new DataField(0, "k", DataType.bigint().notNull()),
            new DataField(1, "v", DataType.string())));

    private static MergeEngine dedupe() {
        MergeEngine e = MergeEngine.create(TYPE, List.of("k"), Map.of("merge-engine", "deduplicate"));
        assertTrue(e.latestVersionWins());
        return e;
    }

    /** What GroupMerger did before the pass-through: the merge function over the whole group. */
    private static List<String> viaMergeFunction(MergeEngine e, List<KeyValue> group, boolean bottom) {
        List<String> out = new ArrayList<>();
        if (group.size() == 1 && !(bottom && group.get(0).kind().isRetract())) {
            out.add(show(group.get(0)));
            return out;
        }
        MergeFunction mf = e.mergeFunctionFactory().create();
        mf.reset();
        for (KeyValue kv : group) {
            mf.add(kv);
        }
        KeyValue r = mf.getResult();
        if (r != null && !(bottom && r.kind().isRetract())) {
            out.add(show(r));
        }
        return out;
    }

    private static String show(KeyValue kv) {
        return kv.sequence() + " " + kv.kind() + " " + GenericRow.copyOf(kv.value()).getField(1);
    }

    @Test
    void passThroughEqualsTheDeduplicateMergeFunction() throws IOException {
        long seed = Long.getLong("seed", 20261130L);
        SplittableRandom r = new SplittableRandom(seed);
        MergeEngine e = dedupe();
        GroupMerger merger = new GroupMerger(e);
        for (int g = 0; g < 2000; g++) {
            List<KeyValue> group = new ArrayList<>();
            int n = 1 + r.nextInt(5);
            for (int i = 0; i < n; i++) {
                RowKind kind = RowKind.fromByteValue((byte) r.nextInt(4));
                group.add(new KeyValue(new byte[] {1, 2}, g * 10L + i, kind,
                        GenericRow.ofKind(kind, (long) g, r.nextInt(3) == 0 ? null : "v" + r.nextInt(100))));
            }
            boolean bottom = r.nextBoolean();
            List<String> got = new ArrayList<>();
            merger.merge(group, bottom, (kv, first) -> got.add(show(kv)));
            assertEquals(viaMergeFunction(e, group, bottom), got, "seed " + seed + " group " + g + " bottom " + bottom);
        }
    }

    /**
     * Aggregation with {@code sequence.field} and a value-picking column is not associative: an
     * ordinary bottom merge keeps the versions, the full-compaction producer's collapsing merger
     * stores one row under the newest sequence (as Paimon 1.4.2 does; seed 93100 of the changelog
     * differential), except with Varve's own {@code count}.
     */
    @Test
    void collapsingMergerMergesNonAssociativeGroupsAtTheBottomOnly() throws IOException {
        RowType t = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "v", DataType.intType()), new DataField(2, "ts", DataType.bigint())));
        MergeEngine e = MergeEngine.create(t, List.of("k"), Map.of("merge-engine", "aggregation", "sequence.field", "ts"));
        assertTrue(!e.associative() && e.collapsesAtFullCompaction());
        List<KeyValue> group = List.of(
                new KeyValue(new byte[] {1}, 1, RowKind.INSERT, GenericRow.of(1L, null, 3L)),
                new KeyValue(new byte[] {1}, 2, RowKind.INSERT, GenericRow.of(1L, 24, 0L)));
        List<String> plain = new ArrayList<>();
        new GroupMerger(e).merge(group, true, (kv, first) -> plain.add(GenericRow.copyOf(kv.value()).toString()));
        assertEquals(2, plain.size(), plain.toString());
        for (boolean bottom : new boolean[] {false, true}) {
            List<String> got = new ArrayList<>();
            GroupMerger.collapsing(e).merge(group, bottom, (kv, first) -> got.add(kv.sequence() + " "
                    + GenericRow.copyOf(kv.value()).getField(1) + " " + GenericRow.copyOf(kv.value()).getField(2)));
            assertEquals(bottom ? List.of("2 24 3") : List.of("1 null 3", "2 24 0"), got, "bottom " + bottom);
        }
        MergeEngine counting = MergeEngine.create(t, List.of("k"), Map.of("merge-engine", "aggregation",
                "fields.v.aggregate-function", "count"));
        assertTrue(!counting.associative() && !counting.collapsesAtFullCompaction());
    }

    /**
     * Deduplicate with {@code sequence.field}: an ordinary bottom merge keeps a retraction result (a
     * later, lower-sequence record must still lose to it), the full-compaction producer's collapsing
     * merger drops it as Paimon 1.4.2's full compaction does (its file holds added rows only; checked
     * on Flink 2.0 + Paimon 1.4.2: `$audit_log` after the scheduled compaction has no `-U` row).
     */
    @Test
    void collapsingMergerDropsRetractionResultsAtTheBottomDespiteASequenceField() throws IOException {
        RowType t = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "v", DataType.intType()), new DataField(2, "ts", DataType.bigint())));
        MergeEngine e = MergeEngine.create(t, List.of("k"), Map.of("merge-engine", "deduplicate", "sequence.field", "ts"));
        List<KeyValue> group = List.of(
                new KeyValue(new byte[] {1}, 1, RowKind.INSERT, GenericRow.of(1L, 3, 3L)),
                new KeyValue(new byte[] {1}, 2, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1L, 9, 25L)));
        for (boolean bottom : new boolean[] {false, true}) {
            List<String> plain = new ArrayList<>();
            new GroupMerger(e).merge(group, bottom, (kv, first) -> plain.add(kv.sequence() + " " + kv.kind()));
            assertEquals(List.of("2 " + RowKind.UPDATE_BEFORE), plain, "plain, bottom " + bottom);
            List<String> collapsed = new ArrayList<>();
            GroupMerger.collapsing(e).merge(group, bottom, (kv, first) -> collapsed.add(kv.sequence() + " " + kv.kind()));
            assertEquals(bottom ? List.of() : List.of("2 " + RowKind.UPDATE_BEFORE), collapsed, "collapsing, bottom " + bottom);
            // the lookup tables' commit-time compaction drops it at the bottom too (golden sweep16_fz_lookup_seq_delete_late)
            List<String> commitTime = new ArrayList<>();
            GroupMerger.endOfInput(e).merge(group, bottom, (kv, first) -> commitTime.add(kv.sequence() + " " + kv.kind()));
            assertEquals(collapsed, commitTime, "endOfInput, bottom " + bottom);
        }
    }

    /**
     * A key whose only version is a retraction, with nothing older below (fuzz17 fzag_0010): an
     * ordinary bottom merge of aggregation, or of partial-update with sequence groups, keeps it as
     * written (a later version must still meet it, whenever compactions ran); the full-compaction
     * producer's collapsing merger drops it, as Paimon 1.4.2's scheduled full compaction does
     * (checked on Flink 2.0 + Paimon 1.4.2: a later {@code +I(2, 10)} into a sum reads 10, not 5).
     */
    @Test
    void collapsingMergerDropsALoneRetractionAtTheBottom() throws IOException {
        RowType t = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "g", DataType.intType()), new DataField(2, "v", DataType.bigint())));
        List<MergeEngine> engines = List.of(
                MergeEngine.create(t, List.of("k"), Map.of("merge-engine", "aggregation", "fields.v.aggregate-function", "sum")),
                MergeEngine.create(t, List.of("k"), Map.of("merge-engine", "partial-update", "fields.g.sequence-group", "v")));
        List<KeyValue> lone = List.of(new KeyValue(new byte[] {2}, 7, RowKind.DELETE, GenericRow.ofKind(RowKind.DELETE, 2L, 5, 5L)));
        for (MergeEngine e : engines) {
            assertTrue(e.keepsLoneRetractions() && e.collapsesAtFullCompaction());
            for (boolean bottom : new boolean[] {false, true}) {
                List<String> plain = new ArrayList<>();
                new GroupMerger(e).merge(lone, bottom, (kv, first) -> plain.add(kv.sequence() + " " + kv.kind()));
                assertEquals(List.of("7 " + RowKind.DELETE), plain, "plain, bottom " + bottom);
                List<String> collapsed = new ArrayList<>();
                GroupMerger.collapsing(e).merge(lone, bottom, (kv, first) -> collapsed.add(kv.sequence() + " " + kv.kind()));
                assertEquals(bottom ? List.of() : List.of("7 " + RowKind.DELETE), collapsed, "collapsing, bottom " + bottom);
            }
        }
    }

    /**
     * A key whose versions are all retractions (property-tests MergeEngineDifferentialTest seed 104372539490627, REPORT
     * sweep 30 fz): partial-update with sequence groups merges them to a retraction, which an ordinary bottom merge
     * dropped, so a later add no longer met the group sequence they set (Paimon's merge of every version at once
     * does). It is kept as written there, as a lone retraction is; the full-compaction producer's collapsing merger and
     * the end of input's still drop it, as Paimon's compactions do. Fails on the old code (plain bottom: nothing).
     */
    @Test
    void ordinaryBottomMergeKeepsAKeyWhoseVersionsAreAllRetractions() throws IOException {
        RowType t = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "g", DataType.intType()), new DataField(2, "v", DataType.bigint())));
        MergeEngine e = MergeEngine.create(t, List.of("k"),
                Map.of("merge-engine", "partial-update", "fields.g.sequence-group", "v"));
        assertTrue(e.keepsLoneRetractions());
        List<KeyValue> two = List.of(
                new KeyValue(new byte[] {2}, 7, RowKind.DELETE, GenericRow.ofKind(RowKind.DELETE, 2L, 3, 10L)),
                new KeyValue(new byte[] {2}, 8, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 2L, 5, 20L)));
        for (boolean bottom : new boolean[] {false, true}) {
            List<String> plain = new ArrayList<>();
            List<Integer> unmerged = new ArrayList<>();
            new GroupMerger(e).merge(two, bottom, new GroupMerger.Sink() {
                @Override
                public void accept(KeyValue kv, boolean first) {
                    plain.add(kv.sequence() + " " + kv.kind() + " " + first);
                }

                @Override
                public void unmerged(List<KeyValue> group) {
                    unmerged.add(group.size());
                }
            });
            assertEquals(List.of("7 " + RowKind.DELETE + " true", "8 " + RowKind.UPDATE_BEFORE + " false"), plain,
                    "plain, bottom " + bottom);
            assertEquals(List.of(2), unmerged, "plain, bottom " + bottom);
            for (GroupMerger m : List.of(GroupMerger.collapsing(e), GroupMerger.endOfInput(e))) {
                List<String> collapsed = new ArrayList<>();
                m.merge(two, true, (kv, first) -> collapsed.add(kv.sequence() + " " + kv.kind()));
                assertEquals(List.of(), collapsed);
            }
        }
        // one add among them: merged and stored as the add it is, as before
        List<KeyValue> withAdd = List.of(two.get(0),
                new KeyValue(new byte[] {2}, 9, RowKind.INSERT, GenericRow.ofKind(RowKind.INSERT, 2L, 6, 1L)));
        List<String> merged = new ArrayList<>();
        new GroupMerger(e).merge(withAdd, true, (kv, first) -> merged.add(kv.sequence() + " " + kv.kind()));
        assertEquals(List.of("9 " + RowKind.INSERT), merged);
    }

    /**
     * fzag_1572 (sweep 36 cx): an aggregation table's lone {@code -U(3, null, 0.50, 7)} of a key no file holds
     * ({@code last_non_null_value}, DECIMAL {@code product}, {@code max} with ignore-retract): merged from nothing it
     * leaves every function where it starts, so a later version of the key merges as if it were never written, and
     * Apache Paimon 1.4.2 drops it at the maximum level (checked on Flink: {@code $audit_log} lists it until a full
     * compaction, then not; probes cx36). An ordinary bottom merge now drops it too (the old code kept it as written);
     * above the bottom it stays. A {@code sum} retraction of a value stays at the bottom (a later add still subtracts
     * it), one of a null input goes. Several such retractions of a non-associative engine go as one.
     */
    @Test
    void aBottomMergeDropsRetractionsThatLeaveNothing() throws IOException {
        RowType t = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "v0", DataType.intType()), new DataField(2, "v1", DataType.decimal(10, 2)),
                new DataField(3, "v2", DataType.intType())));
        MergeEngine agg = MergeEngine.create(t, List.of("k"), Map.of("merge-engine", "aggregation",
                "fields.v0.aggregate-function", "last_non_null_value", "fields.v1.aggregate-function", "product",
                "fields.v2.aggregate-function", "max", "fields.v2.ignore-retract", "true"));
        assertTrue(agg.keepsLoneRetractions() && agg.dropsSpentRetractions() && !agg.associative());
        KeyValue lone = new KeyValue(new byte[] {3}, 6, RowKind.UPDATE_BEFORE,
                GenericRow.ofKind(RowKind.UPDATE_BEFORE, 3L, null, new java.math.BigDecimal("0.50"), 7));
        assertEquals(List.of(), written(agg, List.of(lone), true));
        assertEquals(List.of("6 " + RowKind.UPDATE_BEFORE), written(agg, List.of(lone), false));
        KeyValue second = new KeyValue(new byte[] {3}, 7, RowKind.DELETE,
                GenericRow.ofKind(RowKind.DELETE, 3L, 2, new java.math.BigDecimal("0.50"), 0));
        assertEquals(List.of(), written(agg, List.of(lone, second), true));
        assertEquals(List.of("6 " + RowKind.UPDATE_BEFORE, "7 " + RowKind.DELETE), written(agg, List.of(lone, second), false));

        RowType s = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "v", DataType.bigint())));
        MergeEngine sum = MergeEngine.create(s, List.of("k"), Map.of("merge-engine", "aggregation",
                "fields.v.aggregate-function", "sum"));
        KeyValue five = new KeyValue(new byte[] {2}, 4, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 2L, 5L));
        assertEquals(List.of("4 " + RowKind.UPDATE_BEFORE), written(sum, List.of(five), true));
        KeyValue none = new KeyValue(new byte[] {2}, 4, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 2L, null));
        assertEquals(List.of(), written(sum, List.of(none), true));
        // with sequence.field a retraction still outlives the bottom (SEMANTICS §4): unchanged
        RowType q = new RowType(List.of(new DataField(0, "k", DataType.bigint().notNull()),
                new DataField(1, "v", DataType.bigint()), new DataField(2, "sq", DataType.intType())));
        MergeEngine seq = MergeEngine.create(q, List.of("k"), Map.of("merge-engine", "aggregation",
                "fields.v.aggregate-function", "sum", "sequence.field", "sq"));
        KeyValue noneSeq = new KeyValue(new byte[] {2}, 4, RowKind.UPDATE_BEFORE,
                GenericRow.ofKind(RowKind.UPDATE_BEFORE, 2L, null, 1));
        assertEquals(List.of("4 " + RowKind.UPDATE_BEFORE), written(seq, List.of(noneSeq), true));
    }

    private static List<String> written(MergeEngine e, List<KeyValue> group, boolean bottom) throws IOException {
        List<String> out = new ArrayList<>();
        new GroupMerger(e).merge(group, bottom, (kv, first) -> out.add(kv.sequence() + " " + kv.kind()));
        return out;
    }

    @Test
    void mergingGroupsAllocatesNothing() throws IOException {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        GroupMerger merger = new GroupMerger(dedupe());
        List<KeyValue> group = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            group.add(new KeyValue(new byte[] {1}, i, i == 1 ? RowKind.DELETE : RowKind.INSERT, GenericRow.of(1L, "x")));
        }
        long[] emitted = new long[1];
        GroupMerger.Sink sink = (kv, first) -> emitted[0] += kv.sequence();
        int groups = 50_000;
        for (int warm = 0; warm < 3; warm++) {
            for (int i = 0; i < groups; i++) {
                merger.merge(group, (i & 1) == 0, sink);
            }
        }
        emitted[0] = 0;
        long before = mx.getThreadAllocatedBytes(Thread.currentThread().getId());
        for (int i = 0; i < groups; i++) {
            merger.merge(group, (i & 1) == 0, sink);
        }
        long allocated = mx.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertEquals(2L * groups, emitted[0]);
        assertTrue(allocated < groups / 10, "allocated " + allocated + " bytes for " + groups + " groups");
    }

    /**
     * An aggregation table's write buffer merges a key's {@code -U}, {@code +U} of one commit into one {@code +I}
     * (retract, then add: {@code sum} 2 - 2 + 20 = 18 carried, {@code last_non_null_value} the add's), as Paimon
     * 1.4.2's buffer does (probe {@code flink-oracle/probes/ag32}), and keeps a group apart where the merged row
     * would lose the retraction: a group ending in one, or whose add after it leaves the last_non_null_value column
     * null. Fails on the old code (every group holding a retraction was kept apart: 2 records).
     */
    @Test
    void aggregationMergesARetractionThenAddWhereTheMergedRowCarriesIt() throws IOException {
        RowType type = new RowType(List.of(
                new DataField(0, "k", DataType.intType().notNull()),
                new DataField(1, "v", DataType.string()),
                new DataField(2, "n", DataType.intType())));
        MergeEngine e = MergeEngine.create(type, List.of("k"), Map.of("merge-engine", "aggregation",
                "fields.n.aggregate-function", "sum"));
        GroupMerger merger = new GroupMerger(e.withLonePassThrough(true));
        byte[] key = {0, 2};
        List<String> got = new ArrayList<>();
        GroupMerger.Sink sink = (kv, first) -> got.add(kv.kind().shortString() + GenericRow.copyOf(kv.value()));
        merger.merge(List.of(
                new KeyValue(key, 10, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 2, "b", 2)),
                new KeyValue(key, 11, RowKind.UPDATE_AFTER, GenericRow.ofKind(RowKind.UPDATE_AFTER, 2, "b2", 20))),
                false, sink);
        assertEquals(1, got.size(), got.toString());
        assertTrue(got.get(0).startsWith("+I") && got.get(0).contains("b2") && got.get(0).contains("18"), got.toString());
        got.clear();
        // the add after the retraction leaves v null: merged, v would be null and a stored 'b' would show through
        merger.merge(List.of(
                new KeyValue(key, 10, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 2, "b", 2)),
                new KeyValue(key, 11, RowKind.UPDATE_AFTER, GenericRow.ofKind(RowKind.UPDATE_AFTER, 2, null, 20))),
                false, sink);
        assertEquals(2, got.size(), got.toString());
        got.clear();
        // ending in a retraction: kept apart
        merger.merge(List.of(
                new KeyValue(key, 10, RowKind.INSERT, GenericRow.ofKind(RowKind.INSERT, 2, "b", 2)),
                new KeyValue(key, 11, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 2, "b", 2))),
                false, sink);
        assertEquals(2, got.size(), got.toString());
        got.clear();
        // a product column does not carry a retraction in a merged row: kept apart
        RowType arr = new RowType(List.of(
                new DataField(0, "k", DataType.intType().notNull()),
                new DataField(1, "n", DataType.intType())));
        MergeEngine product = MergeEngine.create(arr, List.of("k"), Map.of("merge-engine", "aggregation",
                "fields.n.aggregate-function", "product"));
        new GroupMerger(product).merge(List.of(
                new KeyValue(key, 10, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 2, 2)),
                new KeyValue(key, 11, RowKind.UPDATE_AFTER, GenericRow.ofKind(RowKind.UPDATE_AFTER, 2, 20))),
                false, sink);
        assertEquals(2, got.size(), got.toString());
    }

    /**
     * An aggregation {@code nested_update} column (nested key {@code id}) does not carry a retraction in a merged row:
     * a key's {@code -U, +U, +I} of one commit above older data stay apart, so the {@code -U} still removes the stored
     * nested rows. Paimon 1.4.2's write buffer merges them from a null accumulator, where {@code retract(null, x)} is
     * null, and the retracted nested row comes back (fzag_1477; golden sweep34_ag_nested_update_retract_premerged,
     * a known difference: SEMANTICS §3 keeps retractions). Fails if the group is merged (one record).
     */
    @Test
    void nestedUpdateRetractionGroupAboveOlderDataIsKeptApart() throws IOException {
        RowType nested = new RowType(List.of(new DataField(0, "id", DataType.intType()),
                new DataField(1, "v", DataType.string())));
        RowType type = new RowType(List.of(new DataField(0, "k", DataType.intType().notNull()),
                new DataField(1, "n", DataType.array(DataType.row(nested.fields()))),
                new DataField(2, "s", DataType.intType())));
        MergeEngine e = MergeEngine.create(type, List.of("k"), Map.of("merge-engine", "aggregation",
                "fields.n.aggregate-function", "nested_update", "fields.n.nested-key", "id",
                "fields.s.aggregate-function", "sum"));
        List<String> got = written(e,
                version(10, RowKind.UPDATE_BEFORE, 3, List.of(GenericRow.of(3, "x"), GenericRow.of(1, "y")), 1),
                version(11, RowKind.UPDATE_AFTER, 3, List.of(GenericRow.of(2, "y")), 5),
                version(12, RowKind.INSERT, 3, List.of(GenericRow.of(3, "x"), GenericRow.of(2, "x,y")), 0));
        assertTrue(got.size() > 1 && got.get(0).startsWith("-U"), "the -U stays a retraction: " + got);
    }

    private static KeyValue version(long seq, RowKind kind, Object... values) {
        return new KeyValue(new byte[] {0, 2}, seq, kind, GenericRow.ofKind(kind, values));
    }

    /** Merges {@code group} (not at the bottom) and returns what was written, one string per record. */
    private static List<String> written(MergeEngine e, KeyValue... group) throws IOException {
        List<String> got = new ArrayList<>();
        new GroupMerger(e.withLonePassThrough(true)).merge(List.of(group), false,
                (kv, first) -> {
                    String row = GenericRow.copyOf(kv.value()).toString();
                    got.add(kv.kind().shortString() + row.substring(row.indexOf('[')));
                });
        return got;
    }

    /** A partial-update engine over {@code (k INT NOT NULL, v STRING, n INT)} with {@code remove-record-on-delete}. */
    private static MergeEngine partialUpdateRemovingOnDelete() {
        RowType type = new RowType(List.of(
                new DataField(0, "k", DataType.intType().notNull()),
                new DataField(1, "v", DataType.string()),
                new DataField(2, "n", DataType.intType())));
        return MergeEngine.create(type, List.of("k"), Map.of("merge-engine", "partial-update",
                "partial-update.remove-record-on-delete", "true"));
    }

    /**
     * A partial-update table ({@code remove-record-on-delete}, no sequence groups) merges a key's versions of one
     * commit holding a retraction into one record where the merged row loses nothing, as Paimon 1.4.2's write buffer
     * stores one record per key (probe {@code flink-oracle/probes/pu34}): a {@code -D} then an add setting every value
     * column (the merged {@code +I} replaces the older row as the {@code -D} did), {@code -U} then {@code +U} (the
     * {@code -U} is ignored), an add then {@code -D} (the merged {@code -D} removes the row). Kept apart: an add after
     * the {@code -D} leaving a column null (merged, the older value would show through) and a group of {@code -U}
     * only (merged, it would be a {@code -D}). Fails on the old code (every group holding a retraction was kept
     * apart: 2 records).
     */
    @Test
    void partialUpdateMergesARetractionGroupWhereTheMergedRowLosesNothing() throws IOException {
        MergeEngine e = partialUpdateRemovingOnDelete();
        assertEquals(List.of("+I[2, b2, 20]"), written(e, version(10, RowKind.DELETE, 2, "b", 2),
                version(11, RowKind.INSERT, 2, "b2", null), version(12, RowKind.UPDATE_AFTER, 2, null, 20)));
        assertEquals(List.of("+I[2, b2, 30]"), written(e, version(10, RowKind.UPDATE_BEFORE, 2, "b", 2),
                version(11, RowKind.UPDATE_AFTER, 2, "b2", 30)));
        List<String> removed = written(e, version(10, RowKind.INSERT, 2, "x", 40), version(11, RowKind.DELETE, 2, "x", 40));
        assertEquals(1, removed.size(), removed.toString());
        assertTrue(removed.get(0).startsWith("-D"), removed.toString());
        // kept apart: the add after the -D leaves v null (a stored 'b' would show through the merged row)
        assertEquals(2, written(e, version(10, RowKind.DELETE, 2, "b", 2), version(11, RowKind.INSERT, 2, null, 20)).size());
        // kept apart: -U only (the merged row would be a -D, removing the row)
        assertEquals(2, written(e, version(10, RowKind.UPDATE_BEFORE, 2, "b", 2),
                version(11, RowKind.UPDATE_BEFORE, 2, "b", 2)).size());
    }

    /**
     * Partial-update without sequence groups ({@code remove-record-on-delete}): a -U is skipped (SEMANTICS §3), so a
     * group starting with one merges into its adds' values, not the -U's (Paimon 1.4.2 starts from the -U's values,
     * the SEMANTICS §11 bug; probe flink-oracle/probes/pu35/pu35_first_retraction); a -U after a removing -D leaves the
     * -D, which removes the row.
     */
    @Test
    void partialUpdateWithoutGroupsSkipsAnUpdateBeforeAtTheStartOfAGroup() throws IOException {
        MergeEngine e = partialUpdateRemovingOnDelete();
        assertEquals(List.of("+I[2, b2, null]"), written(e, version(10, RowKind.UPDATE_BEFORE, 2, "b", 2),
                version(11, RowKind.UPDATE_AFTER, 2, "b2", null)));
        List<String> removed = written(e, version(10, RowKind.INSERT, 4, "a", 1), version(11, RowKind.DELETE, 4, "a", 1),
                version(12, RowKind.UPDATE_BEFORE, 4, "q", 9));
        assertTrue(removed.isEmpty() || removed.get(removed.size() - 1).startsWith("-D"), removed.toString());
    }

    /**
     * With sequence groups (no {@code sequence.field}) a group whose first version is an add is merged also when a
     * retraction follows: the merged row moves the group's sequence and nulls its columns as the retraction did, and a
     * {@code sum} carries it (5 - 5 + 7). A group whose first version is a retraction is kept apart (a merge starting
     * with a retraction starts from its values: merged, they would reach the older versions, as Paimon's buffer
     * does, losing the retraction: probe pu34 t5 reads 13 where the versions give 3). Fails on the old code (3 records).
     */
    @Test
    void partialUpdateWithSequenceGroupsMergesARetractionAfterAnAdd() throws IOException {
        RowType type = new RowType(List.of(
                new DataField(0, "k", DataType.intType().notNull()),
                new DataField(1, "a", DataType.string()),
                new DataField(2, "g1", DataType.intType()),
                new DataField(3, "s", DataType.intType()),
                new DataField(4, "g2", DataType.intType())));
        MergeEngine e = MergeEngine.create(type, List.of("k"), Map.of("merge-engine", "partial-update",
                "fields.g1.sequence-group", "a", "fields.g2.sequence-group", "s", "fields.s.aggregate-function", "sum"));
        assertEquals(List.of("+I[2, a3, 3, 7, 3]"), written(e, version(10, RowKind.INSERT, 2, "a2", 2, 5, 2),
                version(11, RowKind.UPDATE_BEFORE, 2, "a2", 2, 5, 2), version(12, RowKind.UPDATE_AFTER, 2, "a3", 3, 7, 3)));
        assertEquals(List.of("+I[2, null, 2, 0, 2]"), written(e, version(10, RowKind.INSERT, 2, "c2", 2, 4, 2),
                version(11, RowKind.UPDATE_BEFORE, 2, "c2", 2, 4, 2)));
        // a group starting with a retraction: merged as Paimon merges it (sweep 35), from the -U's values: the sum
        // retracts 10 from the -U's 10 and adds 3 (probe pu34 t5 key 2: over a stored 10, Flink reads 13)
        assertEquals(List.of("+I[2, b2, 2, 3, 2]"), written(e, version(10, RowKind.UPDATE_BEFORE, 2, "b", 1, 10, 1),
                version(11, RowKind.UPDATE_AFTER, 2, "b2", 2, 3, 2)));
        // a group of retractions only stays apart
        assertEquals(2, written(e, version(10, RowKind.UPDATE_BEFORE, 2, "b", 1, 10, 1),
                version(11, RowKind.UPDATE_BEFORE, 2, "b", 1, 10, 1)).size());
        // remove-record-on-sequence-group: a group holding a -D stays apart (not covered by the rule)
        MergeEngine removing = MergeEngine.create(type, List.of("k"), Map.of("merge-engine", "partial-update",
                "fields.g1.sequence-group", "a", "fields.g2.sequence-group", "s", "fields.s.aggregate-function", "sum",
                "partial-update.remove-record-on-sequence-group", "g1"));
        assertEquals(2, written(removing, version(10, RowKind.INSERT, 2, "c2", 2, 4, 2),
                version(11, RowKind.DELETE, 2, "c2", 2, 4, 2)).size());
        // also where the grouped functions are not associative (listagg, first_value): probe pu35_group_null_seq key 1,
        // over a stored (x), Flink reads listagg 'x,q,z' (the -U's 'q' starts the merged row)
        RowType lt = new RowType(List.of(
                new DataField(0, "k", DataType.intType().notNull()),
                new DataField(1, "s1", DataType.intType()),
                new DataField(2, "a", DataType.intType()),
                new DataField(3, "b", DataType.string()),
                new DataField(4, "s2", DataType.intType()),
                new DataField(5, "c", DataType.intType())));
        MergeEngine listagg = MergeEngine.create(lt, List.of("k"), Map.of("merge-engine", "partial-update",
                "fields.s1.sequence-group", "a,b", "fields.a.aggregate-function", "first_value",
                "fields.b.aggregate-function", "listagg", "fields.s2.sequence-group", "c"));
        assertEquals(List.of("+I[1, 2, 12, q,z, 3, 102]"), written(listagg,
                version(10, RowKind.UPDATE_BEFORE, 1, null, 11, "q", 2, 101),
                version(11, RowKind.UPDATE_AFTER, 1, 2, 12, "z", 3, 102)));
        assertEquals(3, written(removing, version(10, RowKind.UPDATE_BEFORE, 2, "c2", 2, 4, 2),
                version(11, RowKind.INSERT, 2, "c2", 2, 4, 2), version(12, RowKind.DELETE, 2, "c2", 3, 4, 3)).size());
    }

    /**
     * Aggregation with {@code sequence.field}: a merger (flush or compaction) merges a key's versions whose newest in
     * sequence order is a retraction into one row with a null sequence, as Paimon 1.4.2's write buffer and compactions
     * merge every key they take (its {@code last_value} fold of the sequence field nulls it), also where the engine is
     * not associative (a {@code last_value} column); later versions of the key then sort after that row, as in Paimon
     * (probe sq34 i on Flink 2.0 + Paimon 1.4.2: {@code +I(1, 5, a, sq 5)}, {@code -U(1, 2, b, sq 6)} in one commit,
     * then {@code +I(1, 1, c, sq 3)} reads {@code [1, 4, c, 3]}). A group whose newest version is an add, or whose
     * sequence field ignores retractions, stays apart as before. Fails on the old code (the two versions were kept
     * apart, and merged they carried the retraction's sequence 6).
     */
    @Test
    void aggregationMergesAGroupEndingWithASequenceRetractionAsPaimon() throws IOException {
        RowType t = new RowType(List.of(new DataField(0, "k", DataType.intType().notNull()),
                new DataField(1, "s", DataType.bigint()), new DataField(2, "lv", DataType.string()),
                new DataField(3, "sq", DataType.intType())));
        Map<String, String> opts = Map.of("merge-engine", "aggregation", "sequence.field", "sq",
                "fields.s.aggregate-function", "sum", "fields.lv.aggregate-function", "last_value");
        MergeEngine e = MergeEngine.create(t, List.of("k"), opts);
        byte[] key = {0, 1};
        // arrival order is not sequence order: the -U (sq 6) arrives first, yet is the newest in sequence order
        List<KeyValue> endsRetracted = List.of(
                new KeyValue(key, 1, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, 2L, "b", 6)),
                new KeyValue(key, 2, RowKind.INSERT, GenericRow.ofKind(RowKind.INSERT, 1, 5L, "a", 5)));
        List<KeyValue> endsAdded = List.of(
                new KeyValue(key, 1, RowKind.UPDATE_BEFORE, GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, 2L, "b", 4)),
                new KeyValue(key, 2, RowKind.INSERT, GenericRow.ofKind(RowKind.INSERT, 1, 5L, "a", 5)));
        assertTrue(!e.associative() && e.endsWithSequenceRetraction(endsRetracted)
                && !e.endsWithSequenceRetraction(endsAdded));
        List<String> got = new ArrayList<>();
        GroupMerger.Sink sink = (kv, first) -> got.add(kv.sequence() + " " + kv.kind().shortString()
                + GenericRow.copyOf(kv.value()));
        for (boolean bottom : new boolean[] {false, true}) {
            new GroupMerger(e).merge(endsRetracted, bottom, sink);
            assertEquals(List.of("2 +I" + GenericRow.of(1, 3L, null, null)), got, "bottom " + bottom);
            got.clear();
            new GroupMerger(e).merge(endsAdded, bottom, sink);
            assertEquals(2, got.size(), "the newest version is an add: kept apart as before " + got);
            got.clear();
        }
        java.util.HashMap<String, String> ignoring = new java.util.HashMap<>(opts);
        ignoring.put("fields.sq.ignore-retract", "true");
        MergeEngine ig = MergeEngine.create(t, List.of("k"), ignoring);
        assertTrue(!ig.endsWithSequenceRetraction(endsRetracted));
        new GroupMerger(ig).merge(endsRetracted, false, sink);
        assertEquals(2, got.size(), "ignore-retract keeps the sequence: kept apart as before " + got);
    }

    private static final RowType PU_TYPE = new RowType(List.of(
            new DataField(0, "k", DataType.bigint().notNull()),
            new DataField(1, "c", DataType.intType()),
            new DataField(2, "g", DataType.intType())));

    private static MergeEngine lastNonNullGroup(String... extra) {
        Map<String, String> o = new java.util.HashMap<>(Map.of("merge-engine", "partial-update",
                "fields.g.sequence-group", "c", "fields.c.aggregate-function", "last_non_null_value"));
        for (int i = 0; i < extra.length; i += 2) {
            o.put(extra[i], extra[i + 1]);
        }
        return MergeEngine.create(PU_TYPE, List.of("k"), o);
    }

    private static KeyValue pu(long seq, Integer c, Integer g) {
        return new KeyValue(new byte[] {1}, seq, RowKind.INSERT, GenericRow.ofKind(RowKind.INSERT, 1L, c, g));
    }

    private static List<String> merged(GroupMerger m, List<KeyValue> group, boolean bottom) throws IOException {
        List<String> got = new ArrayList<>();
        m.merge(group, bottom, (kv, first) -> {
            GenericRow v = GenericRow.copyOf(kv.value());
            got.add(kv.kind().shortString() + "(" + v.getField(1) + ", g " + v.getField(2) + ")");
        });
        return got;
    }

    /**
     * The commits' compactions (the lookup layout's commit compaction, the end of input's) store Paimon 1.4.2's merged
     * row of a key's whole history also with {@code sequence.field} (COMPACTION.md "A compaction whose schedule the
     * commits fix"): at the bottom, and above it when no run outside the compaction holds the key (Paimon's lookup finds
     * nothing there). A later record with a lower sequence then sorts before that row, as in Paimon. A key a run below
     * holds stays raw, and so does an ordinary (background) compaction's group. The old code kept the group raw above
     * the bottom ({@code [+I(4, g 4), +I(8, g 2)]}), and its lookup layout merged with the ordinary rule at the bottom.
     */
    @Test
    void aLookupCompactionMergesAKeysWholeHistoryAlsoWithASequenceField() throws IOException {
        MergeEngine e = MergeEngine.create(PU_TYPE, List.of("k"),
                Map.of("merge-engine", "partial-update", "sequence.field", "g"));
        assertTrue(!e.associative() && !e.mergesWholeHistory() && e.collapsesAtFullCompaction());
        List<KeyValue> group = List.of(pu(1, 4, 4), pu(2, 8, 2));
        List<String> raw = List.of("+I(4, g 4)", "+I(8, g 2)");
        assertEquals(List.of("+I(4, g 4)"), merged(GroupMerger.endOfInput(e), group, true));
        assertEquals(raw, merged(new GroupMerger(e), group, true));
        GroupMerger.OlderRuns none = key -> false;
        GroupMerger.OlderRuns holds = key -> true;
        assertEquals(List.of("+I(4, g 4)"), merged(GroupMerger.endOfInput(e).mergingLoneVersions(none), group, false));
        assertEquals(raw, merged(GroupMerger.endOfInput(e).mergingLoneVersions(holds), group, false));
        assertEquals(raw, merged(new GroupMerger(e).mergingLoneVersions(none), group, false));
        assertEquals(raw, merged(GroupMerger.endOfInput(e), group, false));
    }

    /**
     * A partial-update group with {@code last_non_null_value} is not associative, but a merge of the key's whole
     * history ({@code bottom}) stores one row, as Paimon 1.4.2 does (pu37, fzmx_2446); above the bottom the versions
     * stay raw: merged there, the older group sequence's 19 would fill the null of {@code (5, null)} and then beat
     * the stored {@code (4, 4)} below ({@code KnownPaimonDifferencesTest
     * #groupLastNonNullValueWithOlderGroupSequencePreMergedInOneCommit}). The old code kept 3 rows at the bottom too.
     */
    @Test
    void aWholeHistoryMergeOfLastNonNullValueGroupsStoresOneRow() throws IOException {
        MergeEngine e = lastNonNullGroup();
        assertTrue(!e.associative() && e.mergesWholeHistory());
        GroupMerger m = new GroupMerger(e);
        List<KeyValue> history = List.of(pu(1, 4, 4), pu(2, null, 5), pu(3, 19, 3));
        assertEquals(List.of("+I(4, g 5)"), merged(m, history, true));
        List<KeyValue> middle = List.of(pu(2, null, 5), pu(3, 19, 3));
        assertEquals(List.of("+I(null, g 5)", "+I(19, g 3)"), merged(m, middle, false));
        // the commits' compactions (the lookup layout's, the end of input's, the explicit one) merge the same way there
        assertEquals(List.of("+I(4, g 5)"), merged(GroupMerger.endOfInput(e), history, true));
    }

    /**
     * Not with {@code sequence.field}: a later record with a lower sequence sorts among the raw versions, it would sort
     * before a merged row; nor with {@code remove-record-on-sequence-group}.
     */
    @Test
    void aWholeHistoryMergeKeepsRawVersionsWhereTheMergedRowWouldNotContinueAsThem() throws IOException {
        List<KeyValue> history = List.of(pu(1, 4, 4), pu(2, null, 5), pu(3, 19, 3));
        List<String> raw = List.of("+I(4, g 4)", "+I(null, g 5)", "+I(19, g 3)");
        MergeEngine seq = MergeEngine.create(new RowType(List.of(
                        new DataField(0, "k", DataType.bigint().notNull()),
                        new DataField(1, "c", DataType.intType()),
                        new DataField(2, "g", DataType.intType()),
                        new DataField(3, "s", DataType.intType()))), List.of("k"),
                Map.of("merge-engine", "partial-update", "sequence.field", "s",
                        "fields.g.sequence-group", "c", "fields.c.aggregate-function", "last_non_null_value"));
        assertTrue(!seq.mergesWholeHistory());
        MergeEngine removing = lastNonNullGroup("partial-update.remove-record-on-sequence-group", "g");
        assertTrue(!removing.mergesWholeHistory());
        assertEquals(raw, merged(new GroupMerger(removing), history, true));
    }

    private static final RowType PU_SEQ_TYPE = new RowType(List.of(
            new DataField(0, "k", DataType.bigint().notNull()),
            new DataField(1, "a", DataType.intType()),
            new DataField(2, "b", DataType.intType()),
            new DataField(3, "sq", DataType.intType())));

    private static KeyValue puSeq(long seq, Integer a, Integer b, Integer sq) {
        return new KeyValue(new byte[] {1}, seq, RowKind.INSERT, GenericRow.ofKind(RowKind.INSERT, 1L, a, b, sq));
    }

    private static List<String> mergedSeq(GroupMerger m, List<KeyValue> group) throws IOException {
        List<String> got = new ArrayList<>();
        m.merge(group, false, (kv, first) -> got.add(showSeq(kv)));
        return got;
    }

    private static String showSeq(KeyValue kv) {
        GenericRow v = GenericRow.copyOf(kv.value());
        return kv.kind().shortString() + "(" + v.getField(1) + ", " + v.getField(2) + ", sq " + v.getField(3) + ")";
    }

    /** Folds {@code versions} (arrival order) with the engine's merge function, as a read does. */
    private static String read(MergeEngine e, List<KeyValue> versions) {
        dev.varve.merge.MergeFunction f = e.mergeFunctionFactory().create();
        f.reset(versions.size());
        for (KeyValue kv : versions) {
            f.add(kv);
        }
        return showSeq(f.getResult());
    }

    /**
     * Above the bottom, a lookup table's commit compaction of a partial-update table under {@code sequence.field}
     * without sequence groups stores the key's cumulative row (the merge of the older runs' versions and the group), as
     * Apache Paimon 1.4.2's lookup rewrite stores it (COMPACTION.md "Above the bottom: the cumulative row under
     * {@code sequence.field}"), so a later record with a lower sequence reads as in Paimon: the row's values, the older
     * {@code b = 10} included, win over the late record's, where the raw versions let the late {@code b = 70} win.
     * A background compaction keeps the raw version. The old code kept it raw in both (the first assertion fails:
     * {@code [+I(2, null, sq 9)]}).
     */
    @Test
    void aCommitCompactionAboveTheBottomStoresThePartialUpdateCumulativeRowUnderASequenceField() throws IOException {
        MergeEngine e = MergeEngine.create(PU_SEQ_TYPE, List.of("k"),
                Map.of("merge-engine", "partial-update", "sequence.field", "sq", "changelog-producer", "lookup"));
        assertTrue(e.cumulativeRowLeadsLateRecords() && !e.absorbsOlderHistory());
        KeyValue bottom = puSeq(1, 1, 10, 5);
        GroupMerger.OlderRuns below = olderRuns(true, bottom);
        List<KeyValue> commit = List.of(puSeq(2, 2, null, 9));
        assertEquals(List.of("+I(2, 10, sq 9)"), mergedSeq(GroupMerger.endOfInput(e).mergingLoneVersions(below), commit));
        assertEquals(List.of("+I(2, null, sq 9)"), mergedSeq(new GroupMerger(e).mergingLoneVersions(below), commit));
        // a group of two versions, one late: its cumulative row at the newest sequence
        List<KeyValue> two = List.of(puSeq(2, 2, null, 9), puSeq(3, 3, 30, 7));
        assertEquals(List.of("+I(2, 30, sq 9)"), mergedSeq(GroupMerger.endOfInput(e).mergingLoneVersions(below), two));
        // the late record of the next commit: Paimon merges it onto the stored cumulative row (b stays 10)
        KeyValue late = puSeq(4, 7, 70, 7);
        assertEquals("+I(2, 10, sq 9)", read(e, List.of(bottom, puSeq(2, 2, 10, 9), late)));
        assertEquals("+I(2, 70, sq 9)", read(e, List.of(bottom, puSeq(2, 2, null, 9), late)));
        // not with sequence groups, remove-record-on-delete or a function
        assertTrue(!MergeEngine.create(PU_SEQ_TYPE, List.of("k"), Map.of("merge-engine", "partial-update",
                "sequence.field", "sq", "partial-update.remove-record-on-delete", "true"))
                .cumulativeRowLeadsLateRecords());
        assertTrue(!MergeEngine.create(PU_SEQ_TYPE, List.of("k"), Map.of("merge-engine", "partial-update",
                "sequence.field", "sq", "fields.b.sequence-group", "a")).cumulativeRowLeadsLateRecords());
        assertTrue(!MergeEngine.create(PU_SEQ_TYPE, List.of("k"), Map.of("merge-engine", "aggregation",
                "sequence.field", "sq")).cumulativeRowLeadsLateRecords());
    }

    /**
     * Above the bottom, a lookup table's commit compaction of a deduplicate table under {@code sequence.field} stores a
     * commit's version that loses to an older version of its key (a lower sequence value) as a copy of that winner at
     * the commit's system sequence, as Apache Paimon 1.4.2's lookup rewrite stores the row its lookup found
     * (COMPACTION.md "Above the bottom: the older winner under {@code sequence.field}", fzmx_2842: the row's size is
     * Paimon's, which the next commit's size-ratio pick weighs). The old code wrote the losing raw version there,
     * {@code [+I(8, 6, sq 6)]}. A winning version, a background compaction, the bottom, a key no
     * older run holds and a table without {@code sequence.field} keep what they stored before; reads do not change.
     */
    @Test
    void aCommitCompactionAboveTheBottomStoresTheOlderWinnerOfADeduplicateKeyUnderASequenceField() throws IOException {
        MergeEngine e = MergeEngine.create(PU_SEQ_TYPE, List.of("k"),
                Map.of("sequence.field", "sq", "deletion-vectors.enabled", "true"));
        assertTrue(e.storesOlderWinnerAbove() && !e.mergingLoneVersionChangesIt());
        KeyValue stored = puSeq(3, 10, 100, 29);
        GroupMerger.OlderRuns below = olderRuns(true, stored);
        List<KeyValue> losing = List.of(puSeq(7, 8, 6, 6));
        GroupMerger commit = GroupMerger.endOfInput(e).mergingLoneVersions(below);
        List<String> got = new ArrayList<>();
        List<Long> sequences = new ArrayList<>();
        commit.merge(losing, false, (kv, first) -> {
            got.add(showSeq(kv));
            sequences.add(kv.sequence());
        });
        assertEquals(List.of("+I(10, 100, sq 29)"), got);
        assertEquals(List.of(7L), sequences); // the commit's system sequence, above the older row's
        assertTrue(!commit.passesLone(RowKind.INSERT, false) && commit.passesLone(RowKind.INSERT, true));
        // two versions of the commit, both losing: one copy of the winner
        List<KeyValue> two = List.of(puSeq(7, 8, 6, 6), puSeq(8, 9, 7, 20));
        assertEquals(List.of("+I(10, 100, sq 29)"), mergedSeq(GroupMerger.endOfInput(e).mergingLoneVersions(below), two));
        // reads of the raw version and of the copy agree, also with a later lower-sequence or winning record
        for (KeyValue later : List.of(puSeq(9, 1, 1, 5), puSeq(9, 2, 2, 29), puSeq(9, 3, 3, 40))) {
            assertEquals(read(e, List.of(stored, losing.get(0), later)),
                    read(e, List.of(stored, puSeq(7, 10, 100, 29), later)));
        }
        // a winning version is stored as it is
        assertEquals(List.of("+I(5, 5, sq 30)"),
                mergedSeq(GroupMerger.endOfInput(e).mergingLoneVersions(below), List.of(puSeq(7, 5, 5, 30))));
        // a background compaction, the bottom, a key no older run holds: the raw version
        assertEquals(List.of("+I(8, 6, sq 6)"), mergedSeq(new GroupMerger(e).mergingLoneVersions(below), losing));
        List<String> atBottom = new ArrayList<>();
        GroupMerger.endOfInput(e).mergingLoneVersions(below).merge(losing, true, (kv, first) -> atBottom.add(showSeq(kv)));
        assertEquals(List.of("+I(8, 6, sq 6)"), atBottom);
        GroupMerger.OlderRuns none = olderRuns(false);
        assertEquals(List.of("+I(8, 6, sq 6)"), mergedSeq(GroupMerger.endOfInput(e).mergingLoneVersions(none), losing));
        // an older retraction (a deletion-vector mark) keeps the version as written
        GroupMerger.OlderRuns marked = olderRuns(true, stored, new KeyValue(new byte[] {1}, 4, RowKind.DELETE,
                GenericRow.ofKind(RowKind.DELETE, 1L, 10, 100, 29)));
        assertEquals(List.of("+I(8, 6, sq 6)"), mergedSeq(GroupMerger.endOfInput(e).mergingLoneVersions(marked), losing));
        // not without sequence.field (the newest version always wins there)
        assertTrue(!MergeEngine.create(PU_SEQ_TYPE, List.of("k"), Map.of()).storesOlderWinnerAbove());
        assertTrue(!MergeEngine.create(PU_SEQ_TYPE, List.of("k"), Map.of("merge-engine", "partial-update",
                "sequence.field", "sq")).storesOlderWinnerAbove());
    }

    /** Older runs that {@code hold} every key (or none) and hand out {@code versions} for any key. */
    private static GroupMerger.OlderRuns olderRuns(boolean hold, KeyValue... versions) {
        return new GroupMerger.OlderRuns() {
            @Override
            public boolean hold(byte[] key) {
                return hold;
            }

            @Override
            public boolean versions(byte[] key, List<KeyValue> out) {
                out.addAll(List.of(versions));
                return true;
            }
        };
    }
}
