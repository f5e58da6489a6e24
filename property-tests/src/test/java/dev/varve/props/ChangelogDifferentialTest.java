package dev.varve.props;

import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Differential test of the changelog producers (SEMANTICS §5, §11) against Apache Paimon 1.4.2 on
 * tables of every merge engine ({@link CaseGenerator#changelogCase}): a streaming read from
 * snapshot 1 must give, per primary key, the same sequence of changes (changes of different keys
 * may interleave differently), and the merged result must agree.
 *
 * <p>Lookup changelogs describe each commit's net change, {@code input} changelogs the records as
 * written and {@code none} streaming reads each commit's merged delta, so none of them may depend
 * on compaction: those cases also run with a writer per commit and random explicit compactions
 * (lookup also under eager compaction). Full-compaction changelogs describe what changed between
 * full compactions, so those cases run with the default schedule only. Seeded:
 * {@code -Dseed=S -Dchangelog.cases=1} replays one case.
 */
class ChangelogDifferentialTest {
    static final long DEFAULT_SEED = 0xc4a1_9e10_9L;

    @TestFactory
    Stream<DynamicTest> changelogsAgreeWithPaimon() {
        long base = Long.getLong("seed", DEFAULT_SEED);
        int cases = Integer.getInteger("changelog.cases", Integer.getInteger("cases", 32));
        return LongStream.range(0, cases).mapToObj(i -> {
            long seed = base + i;
            DiffCase c = CaseGenerator.changelogCase(seed);
            String name = "seed=" + seed + " " + c.engine + " " + c.options.get("changelog-producer");
            return DynamicTest.dynamicTest(name, () -> {
                String report = Differential.check(c, schedules(c), true);
                if (report != null) {
                    fail(report);
                }
            });
        });
    }

    /** Paimon (Flink's sink) compacts all buckets every N checkpoints, whichever writer runs them. */
    @Test
    void fullCompactionEveryTwoCommitsWithAWriterPerCommit() {
        RowType rt = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.string());
        DiffCase c = new DiffCase(0, "deduplicate", rt, List.of("k"), List.of(),
                Map.of("changelog-producer", "full-compaction", "full-compaction.delta-commits", "2", "bucket", "1"),
                List.of(new DiffCase.Batch(List.of(GenericRow.of(1, "a")), null),
                        new DiffCase.Batch(List.of(GenericRow.of(2, "b")), null),
                        new DiffCase.Batch(List.of(GenericRow.of(1, "c")), null),
                        new DiffCase.Batch(List.of(GenericRow.of(3, "d")), null)));
        String report = Differential.check(c, List.of(new VarveRunner.Schedule("writer-per-commit", Map.of(),
                false, 0, true)), true, 0);
        assertNull(report, report);
    }

    /**
     * Shrunk cases of the Varve divergences the changelog soaks found (fixed), compared with Paimon
     * under their schedules: a full-compaction changelog of an engine that keeps versions unmerged
     * (partial-update with an aggregating sequence group, aggregation with {@code sequence.field})
     * reported the oldest version instead of the merged row; the input changelog of a
     * {@code sequence.field} table was in arrival instead of sequence-field order; a {@code none}
     * streaming read gave every record of a commit instead of each key's merged delta, and an
     * emptied row instead of the {@code -D} written.
     */
    @TestFactory
    Stream<DynamicTest> casesFoundBySoaks() {
        RowType groups = PaimonOracleTest.type("k", DataType.intType().notNull(), "g1", DataType.intType(),
                "a", DataType.string(), "g2", DataType.bigint(), "c", DataType.bigint());
        RowType aggSeq = PaimonOracleTest.type("k", DataType.intType().notNull(), "v0", DataType.decimal(10, 2),
                "v1", DataType.string(), "ts", DataType.bigint());
        RowType dedupSeq = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.string(),
                "ts", DataType.bigint());
        RowType agg = PaimonOracleTest.type("k", DataType.intType().notNull(), "f", DataType.intType(),
                "l", DataType.booleanType());
        List<DiffCase> cases = List.of(
                pinned("partial-update+groups", groups, Map.of("merge-engine", "partial-update",
                                "fields.g1.sequence-group", "a", "fields.g2.sequence-group", "c",
                                "fields.c.aggregate-function", "last_non_null_value",
                                "changelog-producer", "full-compaction", "bucket", "1"),
                        List.of(GenericRow.of(4, 1, "apple", 1L, 12L)),
                        List.of(GenericRow.of(4, 2, "fig", null, null)),
                        List.of(GenericRow.ofKind(RowKind.DELETE, 4, 5, "kiwi", 3L, 1L))),
                pinned("aggregation", aggSeq, Map.of("merge-engine", "aggregation",
                                "fields.v0.aggregate-function", "sum", "fields.v1.aggregate-function", "max",
                                "sequence.field", "ts", "changelog-producer", "full-compaction",
                                "full-compaction.delta-commits", "2", "bucket", "1"),
                        List.of(GenericRow.of(2, new java.math.BigDecimal("7.66"), "apple", 2L)),
                        List.of(GenericRow.of(2, new java.math.BigDecimal("16.23"), "banana", 3L)),
                        List.of(GenericRow.of(5, new java.math.BigDecimal("11.50"), "apple", 0L)),
                        List.of(GenericRow.of(3, new java.math.BigDecimal("-1.97"), "fig", 3L)),
                        List.of(GenericRow.of(2, new java.math.BigDecimal("1.00"), "fig", 1L))),
                pinned("aggregation", aggSeq, Map.of("merge-engine", "aggregation",
                                "fields.v1.aggregate-function", "max", "sequence.field", "ts",
                                "changelog-producer", "full-compaction", "full-compaction.delta-commits", "2",
                                "bucket", "1"),
                        List.of(GenericRow.of(3, null, "fig", 3L)),
                        List.of(GenericRow.of(3, new java.math.BigDecimal("24.86"), "apple", 0L)),
                        List.of(GenericRow.of(3, new java.math.BigDecimal("-1.50"), "kiwi", 2L))),
                pinned("deduplicate", dedupSeq, Map.of("sequence.field", "ts", "changelog-producer", "input",
                                "bucket", "1"),
                        List.of(GenericRow.of(1, "fig", 5L), GenericRow.ofKind(RowKind.UPDATE_AFTER, 1, "cherry", 1L),
                                GenericRow.of(2, "kiwi", 3L), GenericRow.of(2, "lime", 3L)),
                        List.of(GenericRow.of(1, "apple", 2L))),
                pinned("aggregation", agg, Map.of("merge-engine", "aggregation",
                                "fields.f.aggregate-function", "first_value", "fields.l.aggregate-function", "last_value",
                                "aggregation.remove-record-on-delete", "true", "changelog-producer", "none", "bucket", "1"),
                        List.of(GenericRow.ofKind(RowKind.UPDATE_AFTER, 7, 33, null)),
                        List.of(GenericRow.ofKind(RowKind.UPDATE_AFTER, 6, 5, true), GenericRow.of(7, 1, false),
                                GenericRow.ofKind(RowKind.DELETE, 6, 12, false))));
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.engine + " " + c.options.get("changelog-producer"),
                () -> {
                    String report = Differential.check(c, schedules(c), true, 0);
                    if (report != null) {
                        fail(report);
                    }
                }));
    }

    @SafeVarargs
    private static DiffCase pinned(String engine, RowType rt, Map<String, String> options, List<GenericRow>... batches) {
        List<DiffCase.Batch> bs = new ArrayList<>();
        for (List<GenericRow> b : batches) {
            bs.add(new DiffCase.Batch(b, null));
        }
        return new DiffCase(0, engine, rt, List.of("k"), List.of(), options, bs);
    }

    static List<VarveRunner.Schedule> schedules(DiffCase c) {
        List<VarveRunner.Schedule> out = new ArrayList<>();
        out.add(new VarveRunner.Schedule("default", Map.of(), false, 0, false));
        String producer = c.options.get("changelog-producer");
        if ("lookup".equals(producer)) {
            out.add(new VarveRunner.Schedule("eager", Map.of("num-sorted-run.compaction-trigger", "2",
                    "target-file-size", "1 kb"), false, 0, false));
        }
        if (!"full-compaction".equals(producer)) {
            out.add(new VarveRunner.Schedule("restart-random-compact", Map.of("target-file-size", "1 kb"),
                    false, 0.5, true));
        }
        return out;
    }
}
