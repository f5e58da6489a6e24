package dev.varve.props;

import dev.varve.kernel.Catalog;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The late-record family (SEMANTICS §11, kernel COMPACTION.md "A compaction whose schedule the commits fix"): tables
 * that need lookups compact at every commit, and Apache Paimon 1.4.2 stores a key's versions there as one merged row at
 * its newest sequence, so a record written later with a lower {@code sequence.field} value sorts before that whole
 * row, and order-sensitive functions ({@code listagg}, {@code first_value}, {@code first_non_null_value}, partial-update
 * columns) read differently from a fold of the raw versions. Here every commit's compaction reaches the bottom, in
 * Paimon (run in process) and in Varve alike ({@code num-sorted-run.compaction-trigger} 2 and
 * {@code compaction.max-size-amplification-percent} 0: every pick takes all runs); Varve stores the merged row there
 * too, so the merged reads must be Paimon's for every seeded history (lookup producer, deletion vectors,
 * {@code force-lookup}; aggregation and partial-update; adds only, one record per key and commit, as Paimon's write
 * buffer would merge a commit's versions of a key first). The old code (raw versions kept for non-associative engines)
 * failed most seeds. {@code -Dseed=N} replays one history, {@code -Dseeds=N} runs N of them.
 */
class LookupLateRecordDifferentialTest {
    private Path dir;
    private int run;

    @BeforeEach
    void open() {
        dir = TempDirs.create("late");
    }

    @AfterEach
    void close() {
        TempDirs.deleteRecursively(dir);
    }

    private static final Map<String, String> BOTTOM_EVERY_COMMIT = Map.of("num-sorted-run.compaction-trigger", "2",
            "compaction.max-size-amplification-percent", "0");

    private static final List<Map<String, String>> LAYOUTS = List.of(Map.of("changelog-producer", "lookup"),
            Map.of("deletion-vectors.enabled", "true"), Map.of("force-lookup", "true"));

    private static Integer smallOrNull(SplittableRandom r) {
        return r.nextInt(4) == 0 ? null : r.nextInt(100);
    }

    /** A seeded history: one table, 3-7 commits of adds over keys 1-3 with sequence values 1-9. */
    static DiffCase history(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        boolean aggregation = r.nextBoolean();
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "l", DataType.string(),
                "f", DataType.intType(), "fn", DataType.intType(), "ln", DataType.intType(), "sq", DataType.intType());
        Map<String, String> opts = new LinkedHashMap<>();
        if (aggregation) {
            opts.put("merge-engine", "aggregation");
            opts.put("fields.l.aggregate-function", "listagg");
            opts.put("fields.f.aggregate-function", "first_value");
            opts.put("fields.fn.aggregate-function", "first_non_null_value");
            opts.put("fields.ln.aggregate-function", "last_non_null_value");
        } else {
            opts.put("merge-engine", "partial-update"); // every column the last non-null value in sequence order
        }
        opts.put("sequence.field", "sq");
        opts.put("bucket", "1");
        opts.putAll(LAYOUTS.get(r.nextInt(LAYOUTS.size())));
        List<DiffCase.Batch> batches = new ArrayList<>();
        int commits = 3 + r.nextInt(5);
        int token = 0;
        for (int c = 0; c < commits; c++) {
            List<GenericRow> rows = new ArrayList<>();
            for (int k = 1; k <= 3; k++) {
                if (c > 0 && r.nextInt(3) == 0) {
                    continue; // one record per key and commit at most
                }
                String l = r.nextInt(5) == 0 ? null : "t" + token++;
                rows.add(GenericRow.ofKind(RowKind.INSERT, k, l, smallOrNull(r), smallOrNull(r), smallOrNull(r),
                        1 + r.nextInt(9)));
            }
            if (!rows.isEmpty()) {
                batches.add(new DiffCase.Batch(rows, null));
            }
        }
        return new DiffCase(seed, aggregation ? "aggregation" : "partial-update", rt, List.of("k"), List.of(), opts,
                batches);
    }

    @Test
    void lateRecordsAfterCommitCompactionsReachingTheBottomReadAsPaimons() {
        List<Long> seeds = new ArrayList<>();
        Long one = Long.getLong("seed");
        if (one != null) {
            seeds.add(one);
        } else {
            int n = Integer.getInteger("seeds", 24);
            for (long s = 0; s < n; s++) {
                seeds.add(20261205L + s);
            }
        }
        List<String> problems = new ArrayList<>();
        VarveRunner.Schedule schedule = new VarveRunner.Schedule("bottom-every-commit", BOTTOM_EVERY_COMMIT, false, 0,
                false);
        try (Catalog catalog = Catalog.open(dir.resolve("varve").toString())) {
            for (long seed : seeds) {
                DiffCase c = history(seed);
                PaimonRunner.Outcome paimon = PaimonRunner.run(c, dir.resolve("paimon" + run++), BOTTOM_EVERY_COMMIT,
                        false);
                VarveRunner.Outcome varve = VarveRunner.run(c, catalog, "s" + run++, schedule, false);
                if (paimon.failed() || varve.failed() || !varve.violations.isEmpty()
                        || !paimon.merged.equals(varve.merged)) {
                    problems.add("seed " + seed + " (-Dseed=" + seed + "): Paimon " + paimon + ", Varve " + varve
                            + "\n" + c.script());
                }
            }
        }
        assertTrue(problems.isEmpty(), problems.size() + " of " + seeds.size() + " histories differ:\n"
                + String.join("\n", problems));
    }

    /**
     * A seeded partial-update history (every column the last non-null value under {@code sequence.field}) whose
     * commit compactions stay above the bottom: the first commit writes keys 1-3 with a long {@code pad}, so later
     * one-to-three-row commits stack above it under the default compaction options (whatever the picks, Paimon's
     * answer is its chain of cumulative rows, COMPACTION.md "Above the bottom: the cumulative row under
     * {@code sequence.field}").
     */
    static DiffCase historyAboveTheBottom(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "l", DataType.string(),
                "f", DataType.intType(), "fn", DataType.intType(), "pad", DataType.string(), "sq", DataType.intType());
        Map<String, String> opts = new LinkedHashMap<>();
        opts.put("merge-engine", "partial-update");
        opts.put("sequence.field", "sq");
        opts.put("bucket", "1");
        opts.putAll(LAYOUTS.get(r.nextInt(LAYOUTS.size())));
        List<DiffCase.Batch> batches = new ArrayList<>();
        int commits = 3 + r.nextInt(5);
        int token = 0;
        for (int c = 0; c < commits; c++) {
            List<GenericRow> rows = new ArrayList<>();
            for (int k = 1; k <= 3; k++) {
                if (c > 0 && r.nextInt(3) == 0) {
                    continue; // one record per key and commit at most
                }
                String l = r.nextInt(4) == 0 ? null : "t" + token++;
                String pad = c == 0 ? "p" + k + "-" + "x".repeat(300 + r.nextInt(100))
                        : r.nextInt(6) == 0 ? "q" + token++ : null;
                rows.add(GenericRow.ofKind(RowKind.INSERT, k, l, smallOrNull(r), smallOrNull(r), pad,
                        1 + r.nextInt(9)));
            }
            if (!rows.isEmpty()) {
                batches.add(new DiffCase.Batch(rows, null));
            }
        }
        return new DiffCase(seed, "partial-update", rt, List.of("k"), List.of(), opts, batches);
    }

    /**
     * Partial-update histories whose commit compactions stay above the bottom (Varve and Paimon 1.4.2 under the
     * default options): Varve's commit compaction stores Paimon's cumulative row there, so a later record with a lower
     * sequence reads as in Paimon. The old code (raw versions above the bottom, sweep 40) fails most seeds.
     */
    @Test
    void lateRecordsAfterPartialUpdateCommitCompactionsAboveTheBottomReadAsPaimons() {
        List<Long> seeds = new ArrayList<>();
        Long one = Long.getLong("seed");
        if (one != null) {
            seeds.add(one);
        } else {
            int n = Integer.getInteger("seeds", 24);
            for (long s = 0; s < n; s++) {
                seeds.add(20261241L + s);
            }
        }
        List<String> problems = new ArrayList<>();
        VarveRunner.Schedule schedule = new VarveRunner.Schedule("default", Map.of(), false, 0, false);
        try (Catalog catalog = Catalog.open(dir.resolve("varve").toString())) {
            for (long seed : seeds) {
                DiffCase c = historyAboveTheBottom(seed);
                PaimonRunner.Outcome paimon = PaimonRunner.run(c, dir.resolve("paimon" + run++), Map.of(), false);
                VarveRunner.Outcome varve = VarveRunner.run(c, catalog, "a" + run++, schedule, false);
                if (paimon.failed() || varve.failed() || !varve.violations.isEmpty()
                        || !paimon.merged.equals(varve.merged)) {
                    problems.add("seed " + seed + " (-Dseed=" + seed + "): Paimon " + paimon + ", Varve " + varve
                            + "\n" + c.script());
                }
            }
        }
        assertTrue(problems.isEmpty(), problems.size() + " of " + seeds.size() + " histories differ:\n"
                + String.join("\n", problems));
    }
}
