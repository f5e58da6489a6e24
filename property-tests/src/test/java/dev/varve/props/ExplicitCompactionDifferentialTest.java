package dev.varve.props;

import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * An explicit compaction ({@code Table#compact}, {@code CALL sys.compact}) stores what Apache Paimon 1.4.2's full
 * compaction stores (kernel COMPACTION.md "The explicit compaction stores Paimon's merged rows", sweep 44 lt): a later
 * record with a lower {@code sequence.field} value, or one meeting an order-sensitive function, reads as on Paimon. Each
 * case is one whose answer Paimon's compaction changes (checked: Paimon compacting after every commit differs from
 * Paimon without compaction), run through {@link Differential#check} under the merge cases' schedules that compact
 * explicitly, compared with Paimon compacting at the same points, and the default one, compared with Paimon without
 * compaction. The first case was {@code KnownPaimonDifferencesTest#aggregationLateRecordAfterExplicitCompaction}
 * (Varve's explicit compaction kept raw versions then, so it read {@code -1.50} where Paimon's compaction reads
 * {@code 24.86}).
 */
class ExplicitCompactionDifferentialTest {
    private static GenericRow r(RowKind k, Object... v) {
        return GenericRow.ofKind(k, v);
    }

    private static GenericRow i(Object... v) {
        return GenericRow.ofKind(RowKind.INSERT, v);
    }

    private static List<GenericRow> b(GenericRow... rows) {
        return List.of(rows);
    }

    @SafeVarargs
    private static DiffCase table(String engine, RowType rt, Map<String, String> options, List<GenericRow>... batches) {
        List<DiffCase.Batch> bs = new ArrayList<>();
        for (List<GenericRow> rows : batches) {
            bs.add(new DiffCase.Batch(rows, null));
        }
        Map<String, String> opts = new LinkedHashMap<>(options);
        opts.put("bucket", "1");
        return new DiffCase(bs.size(), engine, rt, List.of("k"), List.of(), opts, bs);
    }

    static List<DiffCase> cases() {
        RowType decSeq = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.decimal(10, 2),
                "ts", DataType.bigint());
        RowType orderSeq = PaimonOracleTest.type("k", DataType.intType().notNull(), "l", DataType.string(),
                "f", DataType.intType(), "fn", DataType.string(), "ts", DataType.bigint());
        RowType sumSeq = PaimonOracleTest.type("k", DataType.intType().notNull(), "s", DataType.bigint(),
                "lv", DataType.intType(), "ts", DataType.bigint());
        RowType pu = PaimonOracleTest.type("k", DataType.intType().notNull(), "a", DataType.intType(),
                "b", DataType.string(), "ts", DataType.bigint());
        RowType dedup = PaimonOracleTest.type("k", DataType.intType().notNull(), "v", DataType.string(),
                "ts", DataType.bigint());
        RowType sum = PaimonOracleTest.type("k", DataType.intType().notNull(), "s", DataType.bigint(),
                "p", DataType.bigint());
        return List.of(
                // KnownPaimonDifferencesTest#aggregationLateRecordAfterExplicitCompaction (moved here): the default
                // last_non_null_value; the merged row (24.86, ts 3) is newer than the later ts-2 record
                table("aggregation", decSeq, Map.of("merge-engine", "aggregation", "sequence.field", "ts"),
                        b(i(3, null, 3L)), b(i(3, new BigDecimal("24.86"), 0L)), b(i(3, new BigDecimal("-1.50"), 2L))),
                // listagg / first_value / first_non_null_value: the late record comes before the merged row
                table("aggregation", orderSeq, Map.of("merge-engine", "aggregation", "sequence.field", "ts",
                                "fields.l.aggregate-function", "listagg", "fields.f.aggregate-function", "first_value",
                                "fields.fn.aggregate-function", "first_non_null_value"),
                        b(i(1, "a", 10, null, 5L), i(2, "b", 20, "b", 5L)),
                        b(i(1, "a1", 11, "x", 9L), i(2, "b1", 21, "y", 2L)),
                        b(i(1, "a2", 12, "late", 7L), i(2, "b2", 22, "late", 3L))),
                // descending order (fzat_1743 reduced)
                table("aggregation", orderSeq, Map.of("merge-engine", "aggregation", "sequence.field", "ts",
                                "sequence.field.sort-order", "descending", "fields.l.aggregate-function", "listagg",
                                "fields.f.aggregate-function", "first_value"),
                        b(i(2, "a", 10, null, 4L)), b(i(2, "b", 20, null, 3L)), b(i(2, "c", 30, null, 4L))),
                // a -U merged into the row (newest) and a lone -U dropped at the bottom (lt40_d's table r)
                table("aggregation", sumSeq, Map.of("merge-engine", "aggregation", "sequence.field", "ts",
                                "fields.s.aggregate-function", "sum", "fields.lv.aggregate-function", "last_value"),
                        b(i(1, 5L, 50, 5L), i(2, 5L, 50, 5L)),
                        b(r(RowKind.UPDATE_BEFORE, 1, 2L, 20, 6L), r(RowKind.UPDATE_BEFORE, 3, 2L, 20, 6L)),
                        b(i(1, 1L, 10, 3L), i(3, 1L, 10, 3L))),
                // no sequence field: a key's lone -U / -D reaching the bottom is dropped, a later add starts afresh
                table("aggregation", sum, Map.of("merge-engine", "aggregation", "fields.s.aggregate-function", "sum",
                                "fields.p.aggregate-function", "product"),
                        b(i(1, 5L, 6L)),
                        b(r(RowKind.UPDATE_BEFORE, 3, 2L, 2L), r(RowKind.UPDATE_BEFORE, 1, 2L, 2L)),
                        b(i(3, 1L, 3L), i(1, 1L, 3L))),
                // partial-update under sequence.field (lt40_d's table p): the merged row's values win
                table("partial-update", pu, Map.of("merge-engine", "partial-update", "sequence.field", "ts"),
                        b(i(1, null, "y", 2L), i(2, 1, "w", 1L)),
                        b(i(1, 8, null, 4L), i(2, 5, null, 5L)),
                        b(i(1, 9, "late", 3L), i(2, 7, "late", 3L))),
                // deduplicate under sequence.field: the -D is dropped at the bottom, a late add brings the key back
                table("deduplicate", dedup, Map.of("sequence.field", "ts"),
                        b(i(1, "a", 5L), i(2, "b", 5L)),
                        b(r(RowKind.DELETE, 1, "a", 6L), i(2, "b2", 8L)),
                        b(i(1, "late", 3L), i(2, "late", 7L))));
    }

    @TestFactory
    Stream<DynamicTest> lateRecordsAfterExplicitCompactionsReadAsPaimons() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.engine + " " + c.options, () -> {
            Path dir = TempDirs.create("explicit");
            try {
                boolean[] every = new boolean[c.batches.size()];
                java.util.Arrays.fill(every, true);
                PaimonRunner.Outcome compacting = PaimonRunner.run(c, dir.resolve("c"),
                        PaimonRunner.compactingReferenceOptions(c), false, every);
                PaimonRunner.Outcome writeOnly = PaimonRunner.run(c, dir.resolve("w"), PaimonRunner.referenceOptions(c),
                        false);
                assertEquals(null, compacting.error, c.script());
                // the case is one where Paimon's compaction changes the answer (else it would test nothing)
                assertNotEquals(writeOnly.merged, compacting.merged, c.script());
            } finally {
                TempDirs.deleteRecursively(dir);
            }
            // the schedules that compact explicitly, and the default one (no compaction in three commits): the eager
            // schedule's background compactions meet the aggregation's sequence retraction of the fourth case, which
            // Paimon merges wherever its compactions run (the generator writes adds only to such tables)
            List<VarveRunner.Schedule> schedules = new ArrayList<>();
            for (VarveRunner.Schedule s : VarveRunner.schedules(c)) {
                if (s.compactsExplicitly() || s.name.equals("default")) {
                    schedules.add(s);
                }
            }
            assertEquals(3, schedules.size());
            String report = Differential.check(c, schedules, false, 0);
            if (report != null) {
                fail(report);
            }
        }));
    }
}
