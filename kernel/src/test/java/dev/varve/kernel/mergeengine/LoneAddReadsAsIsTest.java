package dev.varve.kernel.mergeengine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link MergeEngine#loneAddReadsAsIs()}: where it holds, merging a key's only version, an add,
 * gives that version's values, with its own kind where {@link MergeEngine#loneAddKeepsKind()} (a lone version
 * passes through unmerged), else +I (what lets a merged read hand the version out in place).
 * Random tables and versions ({@link RandomCase}); seeded (-Dseed=N).
 */
class LoneAddReadsAsIsTest {
    private static final long SEED = Long.getLong("seed", 20261201L);

    @Test
    void aLoneAddMergesToItselfWhereTheEngineSaysSo() {
        SplittableRandom r = new SplittableRandom(SEED);
        int asIs = 0;
        int notAsIs = 0;
        for (int c = 0; c < 3000; c++) {
            RandomCase rc = RandomCase.draw(r, false);
            if (!rc.engine.loneAddReadsAsIs()) {
                notAsIs++;
                continue;
            }
            asIs++;
            for (KeyValue v : rc.versions) {
                if (!v.kind().isAdd()) {
                    continue;
                }
                KeyValue merged = Harness.merge(rc.engine, List.of(v));
                String msg = "seed " + SEED + " case " + c + ": " + rc + "\nlone version " + v;
                assertEquals(rc.engine.loneAddKeepsKind() ? v.kind() : RowKind.INSERT, merged.kind(), msg);
                GenericRow expected = Values.copyRow(v.value());
                GenericRow actual = Values.copyRow(merged.value());
                expected.setRowKind(RowKind.INSERT);
                actual.setRowKind(RowKind.INSERT);
                // exact canonical values (Double.equals, BigDecimal scale), not only SQL equality
                assertEquals(expected, actual, msg);
            }
        }
        assertTrue(asIs > 100 && notAsIs > 100, "both kinds of tables are drawn: " + asIs + " / " + notAsIs);
    }

    @Test
    void onlyAggregationWithFunctionsThatKeepOneInput() {
        String[] cols = {"k INT", "v BIGINT", "s STRING"};
        // without the lookup producer a lone version passes through unmerged, whatever the functions, kind kept
        assertTrue(Harness.of(cols, "k", "merge-engine", "aggregation", "fields.v.aggregate-function", "product")
                .engine.loneAddReadsAsIs());
        assertTrue(Harness.of(cols, "k", "merge-engine", "aggregation", "fields.v.aggregate-function", "product")
                .engine.loneAddKeepsKind());
        // with it (a lone version is merged), only functions that keep one input unchanged, as +I
        assertTrue(Harness.of(cols, "k", "merge-engine", "aggregation", "fields.v.aggregate-function", "sum",
                "fields.s.aggregate-function", "last_non_null_value", "changelog-producer", "lookup").engine.loneAddReadsAsIs());
        assertFalse(Harness.of(cols, "k", "merge-engine", "aggregation", "fields.v.aggregate-function", "sum",
                "changelog-producer", "lookup").engine.loneAddKeepsKind());
        assertFalse(Harness.of(cols, "k", "merge-engine", "aggregation", "fields.v.aggregate-function", "product",
                "changelog-producer", "lookup").engine.loneAddReadsAsIs());
        assertFalse(Harness.of(cols, "k", "merge-engine", "aggregation", "fields.v.aggregate-function", "count",
                "changelog-producer", "lookup").engine.loneAddReadsAsIs());
        assertFalse(Harness.of(cols, "k", "merge-engine", "aggregation", "fields.s.aggregate-function", "listagg",
                "changelog-producer", "lookup").engine.loneAddReadsAsIs());
        assertFalse(Harness.of(cols, "k").engine.loneAddReadsAsIs());
        assertFalse(Harness.of(cols, "k", "merge-engine", "partial-update").engine.loneAddReadsAsIs());
    }
}
