package dev.varve.kernel.mergeengine;

import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link MergeEngine#holdsSequenceBarrier} (COMPACTION.md "A lone retraction of the sequence field under the lookup
 * compaction"): a group holds a barrier when one of its retractions of system sequence up to {@code marksUpTo} is the
 * newest in {@code sequence.field} order of the versions up to it, for an aggregation table whose sequence field
 * applies retractions (a {@code -D} that {@code aggregation.remove-record-on-delete} makes a removal is none). The
 * rule's edge cases, a seeded comparison with its definition (the round-35 code, quadratic, written out here), and a
 * key with many versions, which the definition's quadratic evaluation did not finish in time (the last test fails on
 * the round-35 code; the others pass there too: the rule is unchanged).
 */
class SequenceBarrierRuleTest {
    private static final String[] COLUMNS = {"k INT", "s BIGINT", "sq INT"};

    private static MergeEngine engine(String... extra) {
        List<String> o = new ArrayList<>(List.of("merge-engine", "aggregation", "sequence.field", "sq",
                "fields.s.aggregate-function", "sum"));
        o.addAll(Arrays.asList(extra));
        return MergeEngine.create(Harness.columns(COLUMNS), List.of("k"), Harness.opts(o.toArray(new String[0])));
    }

    private static KeyValue kv(long seq, RowKind kind, Integer sq) {
        return new KeyValue(Harness.KEY, seq, kind, GenericRow.ofKind(kind, 1, 1L, sq));
    }

    @Test
    void aLoneRetractionUpToTheMarksIsABarrier() {
        MergeEngine e = engine();
        assertTrue(e.holdsSequenceBarrier(List.of(kv(5, RowKind.UPDATE_BEFORE, 6)), 5));
        assertTrue(e.holdsSequenceBarrier(List.of(kv(5, RowKind.DELETE, 6)), 9));
        assertFalse(e.holdsSequenceBarrier(List.of(kv(5, RowKind.UPDATE_BEFORE, 6)), 4), "written after the marks");
        assertFalse(e.holdsSequenceBarrier(List.of(kv(5, RowKind.UPDATE_BEFORE, 6)), Long.MIN_VALUE), "marks off");
        assertFalse(e.holdsSequenceBarrier(List.of(kv(5, RowKind.INSERT, 6), kv(6, RowKind.UPDATE_AFTER, 7)), 9),
                "no retraction");
        assertTrue(e.holdsSequenceBarrier(List.of(kv(5, RowKind.UPDATE_BEFORE, null)), 9),
                "a null sequence sorts first, but the first version leads the versions up to it");
    }

    @Test
    void theRetractionMustLeadTheVersionsUpToIt() {
        MergeEngine e = engine();
        assertFalse(e.holdsSequenceBarrier(List.of(kv(1, RowKind.INSERT, 7), kv(2, RowKind.UPDATE_BEFORE, 6)), 9),
                "an older-sequence retraction after a newer add");
        assertTrue(e.holdsSequenceBarrier(List.of(kv(1, RowKind.INSERT, 5), kv(2, RowKind.UPDATE_BEFORE, 6),
                kv(3, RowKind.INSERT, 9)), 9), "a later, newer add does not undo it (the versions up to it count)");
        assertTrue(e.holdsSequenceBarrier(List.of(kv(1, RowKind.INSERT, 6), kv(2, RowKind.UPDATE_BEFORE, 6)), 9),
                "a tie of the sequence field: the later version in arrival order leads");
        assertFalse(e.holdsSequenceBarrier(List.of(kv(1, RowKind.INSERT, 6), kv(2, RowKind.UPDATE_BEFORE, null)), 9),
                "a null sequence sorts before every value");
        assertFalse(e.holdsSequenceBarrier(List.of(kv(1, RowKind.INSERT, 5), kv(2, RowKind.UPDATE_BEFORE, 6)), 1),
                "the leading retraction was written after the marks");
        assertTrue(e.holdsSequenceBarrier(List.of(kv(1, RowKind.INSERT, 3), kv(2, RowKind.UPDATE_BEFORE, 4),
                kv(3, RowKind.INSERT, 5), kv(4, RowKind.UPDATE_BEFORE, 8)), 2),
                "any one leading retraction up to the marks");
        assertFalse(e.holdsSequenceBarrier(List.of(kv(1, RowKind.INSERT, 3), kv(2, RowKind.UPDATE_BEFORE, 2),
                kv(3, RowKind.INSERT, 5), kv(4, RowKind.UPDATE_BEFORE, 8)), 3),
                "the retraction up to the marks does not lead, the leading one is after them");
    }

    @Test
    void descendingOrderAndOptions() {
        MergeEngine desc = engine("sequence.field.sort-order", "descending");
        assertTrue(desc.holdsSequenceBarrier(List.of(kv(1, RowKind.INSERT, 7), kv(2, RowKind.UPDATE_BEFORE, 6)), 9));
        assertFalse(desc.holdsSequenceBarrier(List.of(kv(1, RowKind.INSERT, 5), kv(2, RowKind.UPDATE_BEFORE, 6)), 9));

        MergeEngine removes = engine("aggregation.remove-record-on-delete", "true");
        assertFalse(removes.holdsSequenceBarrier(List.of(kv(1, RowKind.DELETE, 6)), 9), "a -D that removes the row");
        assertTrue(removes.holdsSequenceBarrier(List.of(kv(1, RowKind.UPDATE_BEFORE, 6)), 9));
        assertTrue(removes.holdsSequenceBarrier(List.of(kv(1, RowKind.DELETE, 6), kv(2, RowKind.UPDATE_BEFORE, 7)), 9),
                "a leading -U after a removing -D");

        MergeEngine ignores = engine("fields.sq.ignore-retract", "true");
        assertFalse(ignores.holdsSequenceBarrier(List.of(kv(1, RowKind.UPDATE_BEFORE, 6)), 9),
                "the sequence field ignores retractions");

        MergeEngine noSequence = MergeEngine.create(Harness.columns(COLUMNS), List.of("k"),
                Harness.opts("merge-engine", "aggregation", "fields.s.aggregate-function", "sum"));
        assertFalse(noSequence.holdsSequenceBarrier(List.of(kv(1, RowKind.UPDATE_BEFORE, 6)), 9));
        MergeEngine partial = MergeEngine.create(Harness.columns(COLUMNS), List.of("k"),
                Harness.opts("merge-engine", "partial-update", "sequence.field", "sq",
                        "partial-update.remove-record-on-delete", "true"));
        assertFalse(partial.holdsSequenceBarrier(List.of(kv(1, RowKind.DELETE, 6)), 9));
    }

    /** Seeded random groups against the rule's definition (the round-35 evaluation). */
    @Test
    void agreesWithTheDefinitionOnRandomGroups() {
        MergeEngine[] engines = {engine(), engine("sequence.field.sort-order", "descending"),
                engine("aggregation.remove-record-on-delete", "true")};
        boolean[] removes = {false, false, true};
        RowKind[] kinds = RowKind.values();
        Random rnd = new Random(36);
        int barriers = 0;
        for (int round = 0; round < 20_000; round++) {
            int which = rnd.nextInt(engines.length);
            int n = 1 + rnd.nextInt(rnd.nextBoolean() ? 4 : 40);
            List<KeyValue> group = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                group.add(kv(10 + i, kinds[rnd.nextInt(kinds.length)], rnd.nextInt(8) == 0 ? null : rnd.nextInt(6)));
            }
            long marks = rnd.nextInt(4) == 0 ? Long.MIN_VALUE : 8 + rnd.nextInt(n + 4);
            boolean expected = definition(engines[which], removes[which], group, marks);
            barriers += expected ? 1 : 0;
            assertEquals(expected, engines[which].holdsSequenceBarrier(group, marks), () -> group + " marks " + marks);
        }
        assertTrue(barriers > 1_000 && barriers < 19_000, "both answers drawn: " + barriers);
    }

    /** 10 000 versions of one key: the answer of the definition, evaluated in the test. */
    @Test
    void tenThousandVersionsOfOneKey() {
        MergeEngine e = engine();
        List<KeyValue> group = new ArrayList<>();
        group.add(kv(1, RowKind.INSERT, 1_000_000));
        for (int i = 1; i < 10_000; i++) {
            group.add(kv(1 + i, i % 2 == 0 ? RowKind.UPDATE_BEFORE : RowKind.INSERT, i));
        }
        assertFalse(definition(e, false, group, Long.MAX_VALUE));
        assertFalse(e.holdsSequenceBarrier(group, Long.MAX_VALUE));
        group.add(kv(10_001, RowKind.UPDATE_BEFORE, 2_000_000));
        assertTrue(definition(e, false, group, Long.MAX_VALUE));
        assertTrue(e.holdsSequenceBarrier(group, Long.MAX_VALUE));
        assertFalse(e.holdsSequenceBarrier(group, 10_000), "the leading retraction is after the marks");
    }

    /**
     * 300 000 versions of one key, every one a retraction that does not lead: one pass over them. The round-35 code
     * evaluated the rule from the start for each retraction (some 10^11 comparisons here) and did not finish in time.
     */
    @Test
    void manyVersionsOfOneKeyInOnePass() {
        MergeEngine e = engine();
        List<KeyValue> group = new ArrayList<>();
        group.add(kv(1, RowKind.INSERT, Integer.MAX_VALUE));
        for (int i = 1; i < 300_000; i++) {
            group.add(kv(1 + i, RowKind.UPDATE_BEFORE, i));
        }
        boolean held = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> e.holdsSequenceBarrier(group, Long.MAX_VALUE));
        assertFalse(held);
    }

    /** The rule as written in round 35: for each retraction, the newest of the versions up to it, from the start. */
    private static boolean definition(MergeEngine e, boolean removeOnDelete, List<KeyValue> group, long marks) {
        if (marks == Long.MIN_VALUE) {
            return false;
        }
        for (int m = 0; m < group.size(); m++) {
            KeyValue kv = group.get(m);
            if (!kv.kind().isRetract() || kv.sequence() > marks) {
                continue;
            }
            int newest = 0;
            for (int i = 1; i <= m; i++) {
                KeyValue a = group.get(i);
                KeyValue b = group.get(newest);
                if (e.compareVersions(a.value(), a.sequence(), b.value(), b.sequence()) > 0) {
                    newest = i;
                }
            }
            if (newest == m && !(kv.kind() == RowKind.DELETE && removeOnDelete)) {
                return true;
            }
        }
        return false;
    }
}
