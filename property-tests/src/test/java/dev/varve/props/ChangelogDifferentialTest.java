package dev.varve.props;

import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
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
        int cases = Integer.getInteger("changelog.cases", Integer.getInteger("cases", 16));
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
