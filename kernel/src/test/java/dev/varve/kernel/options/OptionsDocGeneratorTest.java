package dev.varve.kernel.options;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

class OptionsDocGeneratorTest {
    private static final String REGENERATE = "varve.regenerateOptionsDoc";

    /** The repository root: the first ancestor of the working directory holding docs/ and kernel/. */
    private static Path repoRoot() {
        Path p = Paths.get("").toAbsolutePath();
        while (p != null) {
            if (Files.isDirectory(p.resolve("kernel")) && Files.exists(p.resolve("pom.xml")) && Files.exists(p.resolve("kernel/pom.xml"))) {
                return p;
            }
            p = p.getParent();
        }
        throw new AssertionError("repository root not found from " + Paths.get("").toAbsolutePath());
    }

    @Test
    void committedDocMatchesRegistry() throws IOException {
        Path doc = repoRoot().resolve(OptionsDocGenerator.DOC_PATH);
        String expected = OptionsDocGenerator.render();
        if (Boolean.getBoolean(REGENERATE)) {
            Files.createDirectories(doc.getParent());
            Files.write(doc, expected.getBytes(StandardCharsets.UTF_8));
            return;
        }
        String actual = Files.exists(doc) ? new String(Files.readAllBytes(doc), StandardCharsets.UTF_8) : "(missing)";
        if (!actual.equals(expected)) {
            fail(OptionsDocGenerator.DOC_PATH + " is out of date with the options registry (CoreOptions); regenerate it with:"
                    + " mvn -o -B -q -pl kernel -am verify -D" + REGENERATE + "=true");
        }
    }

    @Test
    void docListsOptionsTemplatesAndFunctions() {
        String doc = OptionsDocGenerator.render();
        assertTrue(doc.contains("| `merge-engine` | ENUM (deduplicate, partial-update, aggregation, first-row) | deduplicate | implemented |"), doc);
        assertTrue(doc.contains("| `ignore-delete`<br>aliases: `first-row.ignore-delete`, `deduplicate.ignore-delete`, `partial-update.ignore-delete` |"));
        assertTrue(doc.contains("| `file.format` | STRING | parquet | ignored: "));
        assertTrue(doc.contains("| `fields.<col>.aggregate-function` |"));
        assertTrue(doc.contains("| `first_non_null_value` (alias `first_not_null_value`) |"));
        assertTrue(doc.contains("| `parquet.*` | ignored: "));
    }
}
