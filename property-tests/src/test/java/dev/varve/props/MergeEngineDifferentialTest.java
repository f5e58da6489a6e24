package dev.varve.props;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Differential test of the merge engines (SEMANTICS §3, §4, §11) against Apache Paimon 1.4.2:
 * random primary-key tables and row-kind sequences over several commits, written to both; the
 * merged batch result must be equal, under each of five Varve flush/compaction schedules (which
 * therefore also agree with each other). Batches with a record Varve must reject at write time
 * are checked for rejection and never given to Paimon.
 *
 * <p>Seeded and replayable: case {@code i} uses seed {@code base + i}; {@code -Dseed=S -Dcases=1}
 * replays one case, {@code -Dcases=N} runs more. A failure prints the case and a shrunk script.
 */
class MergeEngineDifferentialTest {
    static final long DEFAULT_SEED = 0x5eed_2024_0108L;

    @TestFactory
    Stream<DynamicTest> mergedResultsAgreeWithPaimon() {
        long base = Long.getLong("seed", DEFAULT_SEED);
        int cases = Integer.getInteger("cases", 30);
        return LongStream.range(0, cases).mapToObj(i -> {
            long seed = base + i;
            DiffCase c = CaseGenerator.mergeCase(seed);
            return DynamicTest.dynamicTest("seed=" + seed + " " + c.engine, () -> {
                String report = Differential.check(c, VarveRunner.schedules(c), false);
                if (report != null) {
                    fail(report);
                }
            });
        });
    }

    /** A few large cases, so that write buffers flush and spill in the middle of a commit. */
    @TestFactory
    Stream<DynamicTest> bulkMergedResultsAgreeWithPaimon() {
        long base = Long.getLong("seed", DEFAULT_SEED);
        int cases = Integer.getInteger("bulk.cases", 2);
        return LongStream.range(0, cases).mapToObj(i -> {
            long seed = base + 1_000_000 + i;
            DiffCase c = CaseGenerator.bulkMergeCase(seed);
            return DynamicTest.dynamicTest("bulk seed=" + seed + " " + c.engine + " rows=" + c.rowCount(), () -> {
                String report = Differential.check(c, VarveRunner.schedules(c), false, 0);
                if (report != null) {
                    String table = c.script().substring(0, c.script().indexOf(";\n") + 2);
                    int cut = report.indexOf("\nShrunk case");
                    fail(table + (cut > 0 ? report.substring(0, cut) : report));
                }
            });
        });
    }
}
