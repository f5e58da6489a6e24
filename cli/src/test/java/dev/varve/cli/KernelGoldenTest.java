package dev.varve.cli;

import dev.varve.cli.sql.CatalogOpener;
import dev.varve.kernel.catalog.TableLoaders;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * End-to-end golden scripts through the real kernel: the seed examples of /work/shared/examples
 * (resources/examples) and the SEMANTICS §3/§5/§10 scenarios (resources/kernel-golden).
 */
class KernelGoldenTest {
    @TempDir
    Path tmp;

    static boolean kernelAvailable() {
        try {
            Class.forName(TableLoaders.DEFAULT_TABLE_CLASS);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    @TestFactory
    List<DynamicTest> examplesAndScenarios() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String dir : new String[]{"examples", "kernel-golden"}) {
            for (Path script : Golden.scripts(dir)) {
                tests.add(DynamicTest.dynamicTest(dir + "/" + script.getFileName(), () -> {
                    assumeTrue(kernelAvailable(), "the kernel's table layer (FileStoreTable) has not landed in this build");
                    Golden.check(CatalogOpener.kernel(), script, tmp.resolve(script.getFileName().toString()));
                }));
            }
        }
        return tests;
    }

    @Test
    void failedStatementCommitsNothingAndEarlierOnesStay() {
        assumeTrue(kernelAvailable(), "the kernel's table layer has not landed in this build");
        CatalogOpener kernel = CatalogOpener.kernel();
        Golden.Run r = Golden.sql(kernel, tmp, "CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) "
                + "WITH ('merge-engine' = 'first-row'); INSERT INTO t VALUES (1, 'kept'); "
                + "INSERT INTO t VALUES (2, 'lost'), (3, 'lost'), -D(1, 'kept'); INSERT INTO t VALUES (4, 'never run')");
        assertEquals(1, r.exit);
        assertTrue(r.err.contains("ERROR: statement 3"), r.err);
        Golden.Run q = Golden.sql(kernel, tmp, "SELECT * FROM t; SELECT COUNT(*) FROM t$snapshots");
        assertEquals(0, q.exit, q.err);
        // the first INSERT's snapshots: APPEND, then its first-row lookup compaction's COMPACT (as Paimon)
        assertEquals("+I[1, kept]\n+I[2]\n", q.out);
    }
}
