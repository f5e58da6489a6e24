package dev.varve.kernel.mergeengine;

import dev.varve.kernel.VarveException;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.varve.kernel.mergeengine.Harness.columns;
import static dev.varve.kernel.mergeengine.Harness.opts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** CREATE TABLE validation: rejections name the option and the cause; no-effect options warn. */
class ValidationTest {
    private static final RowType T = columns("k INT", "v STRING", "n BIGINT", "d DOUBLE", "ts BIGINT",
            "g1 INT", "g2 INT", "a INT", "b STRING", "arr ARRAY<ROW<id INT, name STRING>>", "m MAP<INT, STRING>",
            "flag BOOLEAN", "c CHAR(3)", "vc VARCHAR(10)", "bin BYTES");
    private static final List<String> PK = List.of("k");

    private static String reject(String... kv) {
        return assertThrows(VarveException.InvalidSchema.class, () -> MergeEngine.validate(T, PK, opts(kv)))
                .getMessage();
    }

    private static List<String> accept(String... kv) {
        return MergeEngine.validate(T, PK, opts(kv));
    }

    private static void assertContains(String haystack, String... needles) {
        for (String n : needles) {
            assertTrue(haystack.contains(n), () -> "expected '" + n + "' in: " + haystack);
        }
    }

    @Test
    void sumOnStringNamesOptionFunctionAndType() {
        assertEquals("fields.v.aggregate-function: 'sum' does not support type STRING",
                reject("merge-engine", "aggregation", "fields.v.aggregate-function", "sum"));
    }

    @Test
    void functionTypeSupport() {
        assertContains(reject("merge-engine", "aggregation", "fields.d.aggregate-function", "count"), "'count'", "DOUBLE");
        accept("merge-engine", "aggregation", "fields.n.aggregate-function", "count");
        assertContains(reject("merge-engine", "aggregation", "fields.flag.aggregate-function", "max"), "BOOLEAN");
        accept("merge-engine", "aggregation", "fields.c.aggregate-function", "max", "fields.v.aggregate-function", "min");
        assertContains(reject("merge-engine", "aggregation", "fields.c.aggregate-function", "listagg"), "CHAR(3)");
        // Paimon 1.4.2: listagg takes STRING only ("must be STRING (unbounded VARCHAR)"); max / min take bytes
        assertContains(reject("merge-engine", "aggregation", "fields.vc.aggregate-function", "listagg"), "VARCHAR(10)");
        accept("merge-engine", "aggregation", "fields.b.aggregate-function", "listagg");
        accept("merge-engine", "aggregation", "fields.bin.aggregate-function", "max");
        assertContains(reject("merge-engine", "aggregation", "fields.n.aggregate-function", "bool_or"), "BIGINT");
        assertContains(reject("merge-engine", "aggregation", "fields.m.aggregate-function", "collect"), "MAP<INT, STRING>");
        assertContains(reject("merge-engine", "aggregation", "fields.m.aggregate-function", "merge_map_with_keytime"),
                "ROW of at least 2 fields");
        assertContains(reject("merge-engine", "aggregation", "fields.v.aggregate-function", "rbm32"), "STRING");
        accept("merge-engine", "aggregation", "fields.bin.aggregate-function", "hll_sketch");
        accept("merge-engine", "aggregation", "fields.flag.aggregate-function", "first_value");
        accept("merge-engine", "aggregation", "fields.m.aggregate-function", "last_non_null_value");
    }

    @Test
    void mergeMapWithKeyTimeNeedsACharacterStringTime() {
        // Paimon 1.4.2 compares entry times with getString: an INT / BIGINT / TIMESTAMP time fails its merge once two
        // timed entries of a key meet (probe ag39 p39_keytime_tsfield, golden sweep39_ag_keytime_int_time_refused)
        RowType t = columns("k INT", "mi MAP<STRING, ROW<v STRING, t INT>>",
                "mt MAP<STRING, ROW<t TIMESTAMP(3), v STRING>>", "ms MAP<STRING, ROW<v INT, t STRING>>",
                "mc MAP<INT, ROW<t CHAR(4), v BIGINT>>");
        String last = assertThrows(VarveException.InvalidSchema.class, () -> MergeEngine.validate(t, PK,
                opts("merge-engine", "aggregation", "fields.mi.aggregate-function", "merge_map_with_keytime")))
                .getMessage();
        assertContains(last, "fields.mi.aggregate-function, column 'mi'", "character-string entry time", "'t'", "INT",
                "the ROW's last field is the time");
        String named = assertThrows(VarveException.InvalidSchema.class, () -> MergeEngine.validate(t, PK,
                opts("merge-engine", "aggregation", "fields.mt.aggregate-function", "merge_map_with_keytime",
                        "fields.mt.ts-field", "t"))).getMessage();
        assertContains(named, "fields.mt.aggregate-function", "TIMESTAMP(3)");
        // the default function reaches every value column: the INT-timed map is refused there too
        assertContains(assertThrows(VarveException.InvalidSchema.class, () -> MergeEngine.validate(t, PK,
                opts("merge-engine", "aggregation", "fields.default-aggregate-function", "merge_map_with_keytime",
                        "fields.mt.ts-field", "v", "fields.mc.ts-field", "t"))).getMessage(), "'mi'", "INT");
        // string times, named or the last field, are accepted (a STRING / CHAR time whatever the other fields)
        assertEquals(List.of(), MergeEngine.validate(t, PK, opts("merge-engine", "aggregation",
                "fields.ms.aggregate-function", "merge_map_with_keytime",
                "fields.mt.aggregate-function", "merge_map_with_keytime", "fields.mt.ts-field", "v",
                "fields.mc.aggregate-function", "merge_map_with_keytime", "fields.mc.ts-field", "t")));
    }

    @Test
    void unknownFunctionSuggests() {
        assertContains(reject("merge-engine", "aggregation", "fields.n.aggregate-function", "summ"),
                "fields.n.aggregate-function", "unknown aggregate function 'summ'", "did you mean 'sum'");
        assertContains(reject("merge-engine", "aggregation", "fields.default-aggregate-function", "avg"),
                "fields.default-aggregate-function", "'avg'");
    }

    @Test
    void aliasAndCaseOfFunctionNames() {
        accept("merge-engine", "aggregation", "fields.v.aggregate-function", "first_not_null_value");
        accept("merge-engine", "Aggregation", "fields.n.aggregate-function", "SUM");
    }

    @Test
    void defaultFunctionTypeErrorNamesTheColumn() {
        assertContains(reject("merge-engine", "aggregation", "fields.default-aggregate-function", "sum"),
                "fields.default-aggregate-function: 'sum' does not support type STRING (column 'v')");
    }

    @Test
    void unknownColumnsAndEngine() {
        assertContains(reject("merge-engine", "aggregation", "fields.nope.aggregate-function", "sum"),
                "fields.nope.aggregate-function", "column 'nope' does not exist");
        assertContains(reject("merge-engine", "dedup"), "merge-engine", "'dedup'", "deduplicate");
        assertContains(assertThrows(VarveException.InvalidSchema.class,
                () -> MergeEngine.validate(T, List.of(), opts())).getMessage(), "primary key");
        assertContains(assertThrows(VarveException.InvalidSchema.class,
                () -> MergeEngine.validate(T, List.of("zz"), opts())).getMessage(), "'zz'");
    }

    @Test
    void sequenceFieldRules() {
        assertContains(reject("merge-engine", "first-row", "sequence.field", "ts"), "sequence.field", "first-row");
        assertContains(reject("sequence.field", "nope"), "sequence.field", "'nope'");
        assertContains(reject("sequence.field", "m"), "sequence.field", "'m'", "MAP<INT, STRING>");
        assertContains(reject("merge-engine", "aggregation", "aggregation.remove-record-on-delete", "true",
                "fields.n.aggregate-function", "sum", "fields.n.ignore-retract", "true"),
                "aggregation.remove-record-on-delete", "fields.n.ignore-retract");
        // Paimon 1.4.2 refuses the pair for every column (FieldAggregatorFactory), the sequence field's and the key's
        assertContains(reject("merge-engine", "aggregation", "sequence.field", "ts", "aggregation.remove-record-on-delete",
                "true", "fields.ts.ignore-retract", "true"), "aggregation.remove-record-on-delete", "fields.ts.ignore-retract");
        assertContains(reject("merge-engine", "aggregation", "aggregation.remove-record-on-delete", "true",
                "fields.k.ignore-retract", "true"), "aggregation.remove-record-on-delete", "fields.k.ignore-retract");
        assertEquals(List.of(), accept("merge-engine", "aggregation", "sequence.field", "ts",
                "fields.ts.ignore-retract", "true"));
        accept("sequence.field", "v,d"); // every atomic type orders, as in Paimon 1.4.2
        assertContains(reject("sequence.field", "ts,ts"), "listed twice");
        assertContains(reject("sequence.field", "ts", "sequence.field.sort-order", "down"), "sequence.field.sort-order", "'down'");
        assertContains(reject("sequence.field", "ts", "sequence.auto-padding", "kind-flag"), "sequence.auto-padding");
        assertContains(reject("merge-engine", "aggregation", "sequence.field", "ts", "fields.ts.aggregate-function", "max"),
                "fields.ts.aggregate-function", "sequence field");
        accept("sequence.field", "ts,g1", "sequence.field.sort-order", "descending",
                "sequence.auto-padding", "row-kind-flag");
        assertContains(String.join("|", accept("sequence.field.sort-order", "descending")), "no effect");
    }

    @Test
    void firstRowIgnoreDeleteIsAccepted() {
        assertEquals(List.of(), accept("merge-engine", "first-row", "first-row.ignore-delete", "true"));
    }

    @Test
    void booleansAndAliasConflicts() {
        assertContains(reject("ignore-delete", "yes"), "ignore-delete", "'yes'");
        assertContains(reject("ignore-delete", "false", "partial-update.ignore-delete", "true"),
                "ignore-delete", "partial-update.ignore-delete");
        assertContains(reject("merge-engine", "aggregation", "fields.n.ignore-retract", "maybe"), "fields.n.ignore-retract");
    }

    @Test
    void partialUpdateConflicts() {
        assertContains(reject("merge-engine", "partial-update", "ignore-delete", "true",
                "partial-update.remove-record-on-delete", "true"), "ignore-delete", "partial-update.remove-record-on-delete");
        assertContains(reject("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "partial-update.remove-record-on-delete", "true"), "partial-update.remove-record-on-delete", "sequence group");
        assertContains(reject("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "partial-update.remove-record-on-sequence-group", "a"), "'a'", "not the sequence field");
        accept("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "partial-update.remove-record-on-sequence-group", "g1");
    }

    @Test
    void sequenceGroupRules() {
        assertContains(reject("merge-engine", "partial-update", "fields.g1.sequence-group", "a,zz"),
                "fields.g1.sequence-group", "column 'zz' does not exist");
        assertContains(reject("merge-engine", "partial-update", "fields.gx.sequence-group", "a"),
                "fields.gx.sequence-group", "column 'gx' does not exist");
        assertContains(reject("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "fields.g2.sequence-group", "a,b"), "'a'", "two sequence groups");
        assertContains(reject("merge-engine", "partial-update", "fields.m.sequence-group", "a"), "MAP<INT, STRING>");
        accept("merge-engine", "partial-update", "fields.v.sequence-group", "a");
        assertContains(reject("merge-engine", "partial-update", "fields.g1.sequence-group", "k"), "primary-key");
        assertContains(reject("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "fields.g1.aggregate-function", "max"), "fields.g1.aggregate-function", "sequence field of a sequence group");
        accept("merge-engine", "partial-update", "fields.g1,g2.sequence-group", "a,b");
    }

    @Test
    void partialUpdateFunctionsNeedAGroup() {
        assertContains(reject("merge-engine", "partial-update", "fields.n.aggregate-function", "sum"),
                "fields.n.aggregate-function", "sequence group", "'n' is in none");
        accept("merge-engine", "partial-update", "fields.n.aggregate-function", "last_non_null_value");
        accept("merge-engine", "partial-update", "fields.g1.sequence-group", "n", "fields.n.aggregate-function", "sum");
        assertContains(reject("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "fields.default-aggregate-function", "sum"), "fields.default-aggregate-function");
        accept("merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "fields.default-aggregate-function", "last_non_null_value");
    }

    @Test
    void nestedKeys() {
        assertContains(reject("merge-engine", "aggregation", "fields.arr.aggregate-function", "nested_partial_update"),
                "nested_partial_update", "fields.arr.nested-key");
        assertContains(reject("merge-engine", "aggregation", "fields.arr.aggregate-function", "nested_update",
                "fields.arr.nested-key", "idd"), "fields.arr.nested-key", "'idd'");
        accept("merge-engine", "aggregation", "fields.arr.aggregate-function", "nested_update", "fields.arr.nested-key", "ID");
        accept("merge-engine", "aggregation", "fields.arr.aggregate-function", "nested_update");
    }

    @Test
    void noEffectOptionsWarn() {
        assertContains(String.join("|", accept("fields.n.aggregate-function", "sum")),
                "fields.n.aggregate-function has no effect with merge-engine 'deduplicate'");
        assertContains(String.join("|", accept("merge-engine", "aggregation", "fields.k.aggregate-function", "sum")),
                "primary-key column 'k'");
        assertContains(String.join("|", accept("merge-engine", "aggregation", "fields.n.aggregate-function", "sum",
                "fields.n.list-agg-delimiter", ";")), "fields.n.list-agg-delimiter has no effect");
        assertContains(String.join("|", accept("merge-engine", "aggregation", "fields.g1.sequence-group", "a")),
                "fields.g1.sequence-group has no effect");
        assertContains(String.join("|", accept("merge-engine", "deduplicate",
                "aggregation.remove-record-on-delete", "true")), "aggregation.remove-record-on-delete has no effect");
        assertEquals(List.of(), accept("merge-engine", "aggregation", "fields.n.aggregate-function", "sum"));
    }

    @Test
    void optionsOfOtherFeaturesAreNotOurs() {
        // fields.<col>.default-value etc. belong to the options registry: not rejected here
        accept("fields.v.default-value", "x", "bucket", "4");
    }
}
