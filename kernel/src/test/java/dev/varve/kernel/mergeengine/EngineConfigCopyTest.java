package dev.varve.kernel.mergeengine;

import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link EngineConfig#withPassThroughSingle} copies the configuration field by field: a field added to the class and
 * forgotten in the copy would give the read engine (TableContext#readEngine) another rule than the table's. Every
 * instance field but {@code passThroughSingle} must be the very same value in the copy.
 */
class EngineConfigCopyTest {

    @Test
    void aCopyWithTheOtherLoneRuleKeepsEveryOtherField() throws Exception {
        RowType rowType = Harness.columns("k INT", "g INT", "a INT", "s INT");
        for (Map<String, String> options : List.of(
                Map.of("merge-engine", "partial-update", "fields.g.sequence-group", "a", "changelog-producer", "lookup"),
                Map.of("merge-engine", "aggregation", "fields.a.aggregate-function", "sum",
                        "aggregation.remove-record-on-delete", "true"),
                Map.of("merge-engine", "deduplicate", "sequence.field", "s", "ignore-delete", "true"))) {
            EngineConfig cfg = EngineConfig.parse(rowType, List.of("k"), options);
            EngineConfig copy = cfg.withPassThroughSingle(!cfg.passThroughSingle);
            assertNotEquals(cfg.passThroughSingle, copy.passThroughSingle);
            int compared = 0;
            for (Field f : EngineConfig.class.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.getName().equals("passThroughSingle")) {
                    continue;
                }
                f.setAccessible(true);
                Object a = f.get(cfg);
                Object b = f.get(copy);
                if (f.getType().isPrimitive()) {
                    assertEquals(a, b, f.getName() + " differs in the copy (" + options + ")");
                } else {
                    assertSame(a, b, f.getName() + " is not the original's in the copy (" + options + ")");
                }
                compared++;
            }
            assertTrue(compared >= 15, "fields compared: " + compared);
            assertSame(cfg, cfg.withPassThroughSingle(cfg.passThroughSingle));
        }
    }
}
