package dev.varve.kernel.options;

import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

class OptionsPropertiesTest {

    @Test
    void memorySizesRoundTripThroughTheirPrintedForm() {
        qt().withExamples(2000).forAll(longs().between(0, Long.MAX_VALUE / 2), integers().between(0, 4))
                .checkAssert((n, shift) -> {
                    long bytes = shift == 0 ? n : (n >> (10 * shift)) << (10 * shift);
                    assertEquals(bytes, OptionValues.parseMemorySize(OptionValues.formatMemorySize(bytes)));
                });
    }

    @Test
    void durationsRoundTripThroughTheirPrintedForm() {
        qt().withExamples(2000).forAll(longs().between(0, Long.MAX_VALUE / 1_000_000))
                .checkAssert(ms -> assertEquals(Duration.ofMillis(ms),
                        OptionValues.parseDuration(OptionValues.formatDuration(Duration.ofMillis(ms)))));
    }

    /** Every key, written with underscores or in upper case, is recognised as that key in the hint. */
    @Test
    void everyKeyIsSuggestedForItsMisspelledForm() {
        OptionsRegistry r = OptionsRegistry.get();
        List<String> wrong = new ArrayList<>();
        for (ConfigOption<?> o : r.options()) {
            for (String k : o.allKeys()) {
                String typo = k.replace('-', '_').toUpperCase(java.util.Locale.ROOT);
                if (typo.equals(k)) {
                    continue;
                }
                String s = r.suggest(typo);
                if (s == null || !OptionsRegistry.normalize(s).equals(OptionsRegistry.normalize(k))) {
                    wrong.add(k + " -> " + s);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** Single-character slips in a key are either still the key's own spelling or rejected, never silently accepted as another key. */
    @Test
    void typosAreRejectedWithAHint() {
        RowType row = new RowType(List.of(new DataField(0, "id", DataType.intType()), new DataField(1, "v", DataType.intType())));
        List<ConfigOption<?>> options = OptionsRegistry.get().options();
        qt().withExamples(500).forAll(integers().between(0, options.size() - 1), integers().between(0, 1000), integers().between(0, 25))
                .checkAssert((i, pos, letter) -> {
                    String key = options.get(i).key();
                    int p = pos % key.length();
                    String typo = key.substring(0, p) + (char) ('a' + letter) + key.substring(p + 1);
                    if (OptionsRegistry.get().resolve(typo).kind() != OptionsRegistry.Resolved.Kind.UNKNOWN) {
                        return; // the slip produced another real key
                    }
                    VarveException e = assertThrows(VarveException.InvalidSchema.class,
                            () -> OptionsValidator.validate(Map.of(typo, "1"), row, List.of("id"), List.of()));
                    assertTrue(e.getMessage().startsWith("unknown option '" + typo + "'"), e.getMessage());
                    assertTrue(e.getMessage().contains("(did you mean '"), e.getMessage());
                });
    }
}
