package dev.varve.cli;

import dev.varve.cli.fake.FakeCatalog;
import dev.varve.cli.sql.CatalogOpener;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** The SQL layer's golden scripts (resources/golden-sql) against the in-memory fake kernel. */
class FakeGoldenTest {
    @TempDir
    Path tmp;

    @TestFactory
    List<DynamicTest> goldenScripts() {
        return Golden.scripts("golden-sql").stream().map(script -> DynamicTest.dynamicTest(
                script.getFileName().toString(), () -> {
                    CatalogOpener fake = FakeCatalog::new;
                    Golden.check(fake, script, tmp.resolve(script.getFileName().toString()));
                })).collect(Collectors.toList());
    }
}
