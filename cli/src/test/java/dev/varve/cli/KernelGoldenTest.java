package dev.varve.cli;

import dev.varve.cli.sql.CatalogOpener;
import dev.varve.kernel.catalog.TableLoaders;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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
}
