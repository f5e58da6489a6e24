package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RowLevelRulesTest {
    @Test
    void deleteFollowsPaimonsMergeEngineRules() {
        assertNull(RowLevelRules.deleteRefusal(Map.of()));
        assertNull(RowLevelRules.deleteRefusal(Map.of("merge-engine", "deduplicate", "ignore-delete", "true")));
        assertNull(RowLevelRules.deleteRefusal(Map.of("merge-engine", "partial-update",
                "partial-update.remove-record-on-delete", "true")));
        assertNull(RowLevelRules.deleteRefusal(Map.of("merge-engine", "partial-update",
                "partial-update.remove-record-on-sequence-group", "g", "fields.g.sequence-group", "v")));
        assertNull(RowLevelRules.deleteRefusal(Map.of("merge-engine", "aggregation",
                "aggregation.remove-record-on-delete", "true")));
    }

    @Test
    void ignoreDeleteDoesNotMakeAnEngineDeletable() {
        String firstRow = RowLevelRules.deleteRefusal(Map.of("merge-engine", "first-row", "first-row.ignore-delete", "true"));
        assertNotNull(firstRow);
        assertTrue(firstRow.contains("'first-row' does not support DELETE"), firstRow);
        assertNotNull(RowLevelRules.deleteRefusal(Map.of("merge-engine", "partial-update", "ignore-delete", "true")));
        String agg = RowLevelRules.deleteRefusal(Map.of("merge-engine", "aggregation", "ignore-delete", "true"));
        assertNotNull(agg);
        assertTrue(agg.contains("aggregation.remove-record-on-delete"), agg);
    }

    @Test
    void updateRunsOnDeduplicateAndPartialUpdateOnly() {
        assertNull(RowLevelRules.updateRefusal(Map.of()));
        assertNull(RowLevelRules.updateRefusal(Map.of("merge-engine", "partial-update")));
        assertNotNull(RowLevelRules.updateRefusal(Map.of("merge-engine", "aggregation",
                "aggregation.remove-record-on-delete", "true")));
        assertNotNull(RowLevelRules.updateRefusal(Map.of("merge-engine", "first-row")));
    }
}
