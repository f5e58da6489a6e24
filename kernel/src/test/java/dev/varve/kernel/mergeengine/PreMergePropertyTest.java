package dev.varve.kernel.mergeengine;

import dev.varve.row.KeyValue;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seeded, replayable property tests (run one case with {@code -Dseed=N}): for a random table and a
 * random group of versions of one key, merging any run of consecutive versions first and then
 * merging that result, in its place, with the other versions equals merging everything at once —
 * for add-only groups whenever {@link MergeEngine#associative()} holds, and for groups with
 * retractions whenever {@link MergeEngine#preMergeSafe()} holds. Every case also checks that the
 * full merge itself never fails.
 */
class PreMergePropertyTest {
    private static final long BASE_SEED = 0x5EED_0000L;
    private static final int CASES = 400;

    private static Stream<Long> seeds(long salt) {
        Long fixed = Long.getLong("seed");
        if (fixed != null) {
            return Stream.of(fixed);
        }
        return LongStream.range(0, CASES).mapToObj(i -> BASE_SEED + salt + i);
    }

    @TestFactory
    Stream<DynamicTest> addOnlyGroupsSplitFreelyWhenAssociative() {
        return seeds(0).map(seed -> DynamicTest.dynamicTest("seed=" + seed, () -> run(seed, false)));
    }

    @TestFactory
    Stream<DynamicTest> groupsWithRetractionsSplitFreelyWhenPreMergeSafe() {
        return seeds(1_000_000).map(seed -> DynamicTest.dynamicTest("seed=" + seed, () -> run(seed, true)));
    }

    /**
     * {@link MergeEngine#preMergesRetractions}: a run of consecutive versions holding a retraction that the engine
     * pre-merges although it is not pre-merge safe (an aggregation write buffer's {@code -U}, {@code +U} of a key,
     * merged as Paimon's buffer merges it) splits freely: merged first, then with the rest, it equals one merge.
     * Every seed's case is checked at each such run; the cases checked are counted so the generator stays wide enough.
     * Partial-update's runs ({@link PartialUpdatePreMerge}: a {@code -D} and the adds after it, sequence groups' {@code
     * -U}/{@code -D} after an add) are counted apart, with and without sequence groups.
     */
    @org.junit.jupiter.api.Test
    void groupsWhoseRetractionsTheMergedRowCarriesSplitFreely() {
        int checked = 0;
        int lastNonNull = 0;
        int partialPlain = 0;
        int partialGroups = 0;
        int partialDeleteThenAdd = 0;
        for (int i = 0; i < 4 * CASES; i++) {
            long seed = BASE_SEED + 2_000_000 + i;
            RandomCase c = RandomCase.draw(new SplittableRandom(seed), true);
            if (c.engine.preMergeSafe()) {
                continue;
            }
            List<KeyValue> v = c.versions;
            for (int a = 0; a < v.size(); a++) {
                for (int b = a + 2; b <= v.size(); b++) {
                    List<KeyValue> run = v.subList(a, b);
                    if (run.stream().noneMatch(x -> x.kind().isRetract()) || !c.engine.preMergesRetractions(run)) {
                        continue;
                    }
                    KeyValue premerged = Harness.merge(c.engine, run);
                    // every read after the run, before or after later versions came (a later add may hide a loss)
                    for (int end = b; end <= v.size(); end++) {
                        KeyValue full = Harness.merge(c.engine, v.subList(0, end));
                        List<KeyValue> combined = new ArrayList<>(v.subList(0, a));
                        if (premerged != null) {
                            combined.add(premerged);
                        }
                        combined.addAll(v.subList(b, end));
                        KeyValue split = Harness.merge(c.engine, combined);
                        if (!same(full, split)) {
                            throw new AssertionError("seed=" + seed + ": merging versions [" + a + ", " + b
                                    + ") first gives " + split + " (pre-merged: " + premerged + ") but one merge of the"
                                    + " first " + end + " gives " + full + "\n" + c);
                        }
                    }
                    checked++;
                    if (c.engine.kind() == MergeEngineKind.PARTIAL_UPDATE) {
                        if (c.options.keySet().stream().anyMatch(k -> k.endsWith(".sequence-group"))) {
                            partialGroups++;
                        } else {
                            partialPlain++;
                            boolean deleteThenAdd = false;
                            for (int d = a; d < b - 1 && !deleteThenAdd; d++) {
                                deleteThenAdd = v.get(d).kind() == dev.varve.row.RowKind.DELETE
                                        && v.subList(d + 1, b).stream().anyMatch(x -> x.kind().isAdd());
                            }
                            partialDeleteThenAdd += deleteThenAdd ? 1 : 0;
                        }
                        continue;
                    }
                    // (a value column without a function takes last_non_null_value; a sequence field counts as none)
                    if (c.options.containsValue("last_non_null_value") || c.options.keySet().stream()
                            .filter(k -> k.endsWith(".aggregate-function")).count() < c.rowType.size() - 1) {
                        lastNonNull++;
                    }
                }
            }
        }
        assertTrue(checked >= 100, "pre-merged runs with retractions checked: " + checked);
        assertTrue(lastNonNull >= 20, "of them with a last_non_null_value column: " + lastNonNull);
        assertTrue(partialPlain >= 50 && partialDeleteThenAdd >= 10 && partialGroups >= 50,
                "partial-update runs checked without sequence groups: " + partialPlain + " (a -D then an add: "
                        + partialDeleteThenAdd + "), with: " + partialGroups);
    }

    /** Guards the generator: the checked cases really cover retractions in the folding engines. */
    @org.junit.jupiter.api.Test
    void checkedCasesCoverRetractionsInEveryEngine() {
        java.util.Map<MergeEngineKind, Integer> withRetraction = new java.util.EnumMap<>(MergeEngineKind.class);
        java.util.Map<MergeEngineKind, Integer> associativeCases = new java.util.EnumMap<>(MergeEngineKind.class);
        for (int i = 0; i < CASES; i++) {
            RandomCase c = RandomCase.draw(new SplittableRandom(BASE_SEED + 1_000_000 + i), true);
            if (c.engine.preMergeSafe() && c.versions.stream().anyMatch(v -> v.kind().isRetract())) {
                withRetraction.merge(c.engine.kind(), 1, Integer::sum);
            }
            RandomCase a = RandomCase.draw(new SplittableRandom(BASE_SEED + i), false);
            if (a.engine.associative() && a.versions.size() > 2) {
                associativeCases.merge(a.engine.kind(), 1, Integer::sum);
            }
        }
        // partial-update is pre-merge safe only when its retractions are dropped or rejected at write (with sequence
        // groups a first retraction starts the row from its values, fzpu_1346): no checked case holds one
        for (MergeEngineKind k : new MergeEngineKind[] {MergeEngineKind.DEDUPLICATE, MergeEngineKind.AGGREGATION}) {
            assertTrue(withRetraction.getOrDefault(k, 0) >= 10, "retraction cases for " + k + ": " + withRetraction);
        }
        for (MergeEngineKind k : MergeEngineKind.values()) {
            assertTrue(associativeCases.getOrDefault(k, 0) >= 10, "add-only cases for " + k + ": " + associativeCases);
        }
    }

    /** Draws cases from the seed until one has the property to check (bounded), then checks it. */
    private static void run(long seed, boolean retractions) {
        SplittableRandom r = new SplittableRandom(seed);
        RandomCase c = null;
        for (int attempt = 0; attempt < 50; attempt++) {
            RandomCase candidate = RandomCase.draw(r, retractions);
            Harness.merge(candidate.engine, candidate.versions); // never fails, whatever the flags
            if (retractions ? candidate.engine.preMergeSafe() : candidate.engine.associative()) {
                c = candidate;
                break;
            }
        }
        assertTrue(c != null, "no case with the property in 50 draws (generator too narrow), seed=" + seed);
        checkAllSplits(c, seed);
    }

    static void checkAllSplits(RandomCase c, long seed) {
        List<KeyValue> v = c.versions;
        KeyValue full = Harness.merge(c.engine, v);
        for (int i = 0; i < v.size(); i++) {
            for (int j = i + 1; j <= v.size(); j++) {
                if (i == 0 && j == v.size()) {
                    continue;
                }
                if (c.engine.endsWithSequenceRetraction(v.subList(i, j))) {
                    // merged, such a run stores a null sequence that sorts before every other version: Paimon 1.4.2
                    // folds the aggregation's sequence field with last_value, and Varve merges such a run where
                    // Paimon does (MergeEngine#endsWithSequenceRetraction, COMPACTION.md), so it does not split freely
                    continue;
                }
                KeyValue premerged = Harness.merge(c.engine, v.subList(i, j));
                List<KeyValue> combined = new ArrayList<>(v.subList(0, i));
                if (premerged != null) {
                    combined.add(premerged);
                }
                combined.addAll(v.subList(j, v.size()));
                KeyValue split = Harness.merge(c.engine, combined);
                if (!same(full, split)) {
                    throw new AssertionError("seed=" + seed + ": merging versions [" + i + ", " + j
                            + ") first gives " + split + " (pre-merged: " + premerged + ") but one merge gives "
                            + full + "\n" + c);
                }
            }
        }
    }

    static boolean same(KeyValue a, KeyValue b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.kind() == b.kind() && a.sequence() == b.sequence() && Harness.sameRow(a.value(), b.value());
    }
}
