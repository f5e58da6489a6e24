package dev.varve.props;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The generator only produces what the oracle can judge: Paimon accepts every generated table and
 * valid batch, and its merged result does not depend on its own compaction schedule.
 */
class CaseGeneratorTest {
    @TempDir
    Path dir;

    static final Map<String, String> PAIMON_EAGER_COMPACTION = Map.of("num-sorted-run.compaction-trigger", "2");

    @Test
    void sameSeedSameCase() {
        assertEquals(CaseGenerator.mergeCase(42).script(), CaseGenerator.mergeCase(42).script());
        assertEquals(CaseGenerator.changelogCase(42).script(), CaseGenerator.changelogCase(42).script());
    }

    @Test
    void paimonAcceptsGeneratedCasesAndIsScheduleIndependent() {
        long base = Long.getLong("seed", 20240108L);
        int n = Integer.getInteger("generator.cases", 12);
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            DiffCase c = i % 3 == 2 ? CaseGenerator.changelogCase(base + i) : CaseGenerator.mergeCase(base + i);
            PaimonRunner.Outcome a = PaimonRunner.run(c, dir.resolve("a" + i), PaimonRunner.referenceOptions(c), false);
            PaimonRunner.Outcome b = PaimonRunner.run(c, dir.resolve("b" + i), PAIMON_EAGER_COMPACTION, false);
            if (a.failed()) {
                problems.add("Paimon refused:\n" + c.script() + "-> " + a.error);
            } else if (!a.merged.equals(b.merged) && c.knownPaimonScheduleDependence() == null) {
                problems.add("Paimon schedule-dependent:\n" + c.script() + "-> " + a + "\n   vs " + b);
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n\n", problems));
    }
}
