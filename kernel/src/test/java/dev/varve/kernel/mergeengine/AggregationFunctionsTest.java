package dev.varve.kernel.mergeengine;

import dev.varve.kernel.VarveException;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.mergeengine.Harness.nested;
import static dev.varve.kernel.mergeengine.Harness.row;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each aggregate function of SEMANTICS §3: types, nulls, retraction, ignore-retract, write-check errors. */
class AggregationFunctionsTest {

    /** A table (k INT, v type) with {@code fields.v.aggregate-function = fn} plus options. */
    private static Harness agg(String type, String fn, String... more) {
        String[] o = new String[4 + more.length];
        o[0] = "merge-engine";
        o[1] = "aggregation";
        o[2] = "fields.v.aggregate-function";
        o[3] = fn;
        System.arraycopy(more, 0, o, 4, more.length);
        return Harness.of(new String[] {"k INT", "v " + type}, "k", o);
    }

    private static Object value(Harness h) {
        return h.read().getField(1);
    }

    // ---- sum ----------------------------------------------------------------------------------

    @Test
    void sumIntegralTypesWrapLikeTheType() {
        assertEquals((byte) -126, value(agg("TINYINT", "sum").insert(1, (byte) 100).insert(1, (byte) 30)));
        assertEquals((short) 300, value(agg("SMALLINT", "sum").insert(1, (short) 100).insert(1, (short) 200)));
        assertEquals(Integer.MIN_VALUE, value(agg("INT", "sum").insert(1, Integer.MAX_VALUE).insert(1, 1)));
        assertEquals(6L, value(agg("BIGINT", "sum").insert(1, 1L).insert(1, null).insert(1, 5L)));
    }

    @Test
    void sumFloatingTypes() {
        assertEquals(1.5f, value(agg("FLOAT", "sum").insert(1, 1.0f).insert(1, 0.5f)));
        assertEquals(0.5, value(agg("DOUBLE", "sum").insert(1, 1.0).insert(1, -0.5)));
    }

    @Test
    void sumDecimalIsExactAndNullOnOverflow() {
        assertEquals(new BigDecimal("0.30"), value(agg("DECIMAL(5, 2)", "sum")
                .insert(1, new BigDecimal("0.10")).insert(1, new BigDecimal("0.20"))));
        // 999.99 + 0.01 does not fit DECIMAL(5, 2): null, then the next input starts again (Paimon)
        Harness h = agg("DECIMAL(5, 2)", "sum").insert(1, new BigDecimal("999.99")).insert(1, new BigDecimal("0.01"));
        assertNull(value(h));
        h.insert(1, new BigDecimal("1.00"));
        assertEquals(new BigDecimal("1.00"), value(h));
    }

    @Test
    void sumNullsAndRetraction() {
        assertNull(value(agg("INT", "sum").insert(1, (Integer) null).insert(1, (Integer) null)));
        Harness h = agg("INT", "sum").insert(1, 10).insert(1, 5).updateBefore(1, 5).updateAfter(1, 7).delete(1, 10);
        assertEquals(7, value(h));
        assertNull(agg("INT", "sum").updateBefore(1, 3).read(), "a lone retraction reads as no row, as in Paimon");
        assertEquals(-3, value(agg("INT", "sum").updateBefore(1, 3).delete(1, 0)), "retractions merged leave a negative sum");
        assertEquals(15, value(agg("INT", "sum", "fields.v.ignore-retract", "true").insert(1, 10).insert(1, 5)
                .updateBefore(1, 5)));
    }

    @Test
    void deleteRetractsEveryFieldAndKeepsTheRow() {
        Harness h = Harness.of(new String[] {"k INT", "s BIGINT", "p INT"}, "k", "merge-engine", "aggregation",
                "fields.s.aggregate-function", "sum", "fields.p.aggregate-function", "sum")
                .insert(1, 5L, 2).delete(1, 5L, 2);
        assertEquals(row(1, 0L, 0), h.read());
        assertEquals(RowKind.INSERT, h.mergeAll().kind());
    }

    @Test
    void removeRecordOnDeleteRemovesAndRestartsFromTheDeletesValues() {
        Harness h = Harness.of(new String[] {"k INT", "s BIGINT", "m INT"}, "k", "merge-engine", "aggregation",
                "fields.s.aggregate-function", "sum", "fields.m.aggregate-function", "max",
                "aggregation.remove-record-on-delete", "true");
        h.insert(1, 5L, 9).delete(1, 4L, 9);
        assertNull(h.read());
        dev.varve.row.KeyValue removed = h.mergeAll();
        assertEquals(RowKind.DELETE, removed.kind());
        assertTrue(Harness.sameRow(row(1, 4L, 9), removed.value()), "the removed row carries the -D's values (Paimon): " + removed);
        h.insert(1, 2L, 1);
        // Paimon 1.4.2's row becomes the -D's values: a later add merges onto them (probes fix24 k08, k09)
        assertEquals(row(1, 6L, 9), h.read(), "the add merges onto the -D's values, not the older rows'");
        assertThrows(VarveException.InvalidRecord.class, () -> h.write(RowKind.UPDATE_BEFORE, 1, 2L, 1),
                "max still cannot retract a -U");
        assertFalse(h.engine.preMergeSafe());
    }

    /**
     * Flink 2.0 + Paimon 1.4.2 (probes fix24 k08, k09: {@code +I(1, 10, 100), -D(1, 5, 50), +I(1, 7, 70)} reads
     * {@code [1, 12, 50]}; a lone {@code -D(2, 5, 50), +I(2, 7, 70)} reads {@code [2, 12, 70]}): first_value keeps the
     * -D's value when an add reached it before the removal in the merge, else the next add replaces it.
     */
    @Test
    void removeRecordOnDeleteSeedsFirstValueStartedOnlyAfterAnAdd() {
        String[] cols = {"k INT", "a INT", "b INT"};
        String[] opts = {"merge-engine", "aggregation", "fields.a.aggregate-function", "sum",
                "fields.b.aggregate-function", "first_value", "aggregation.remove-record-on-delete", "true"};
        Harness started = Harness.of(cols, "k", opts).insert(1, 10, 100).delete(1, 5, 50).insert(1, 7, 70);
        assertEquals(row(1, 12, 50), started.read());
        Harness fresh = Harness.of(cols, "k", opts).delete(2, 5, 50).insert(2, 7, 70);
        assertEquals(row(2, 12, 70), fresh.read());
        // with the lookup producer the row starts again from nothing (EngineConfig#aggRemovalSeeds)
        String[] lookup = java.util.Arrays.copyOf(opts, opts.length + 2);
        lookup[opts.length] = "changelog-producer";
        lookup[opts.length + 1] = "lookup";
        assertEquals(row(1, 7, 70), Harness.of(cols, "k", lookup).insert(1, 10, 100).delete(1, 5, 50).insert(1, 7, 70).read());
    }

    // ---- product ------------------------------------------------------------------------------

    @Test
    void productAndItsRetraction() {
        assertEquals(24L, value(agg("BIGINT", "product").insert(1, 2L).insert(1, 3L).insert(1, null).insert(1, 4L)));
        // SEMANTICS §11: a -U/+U pair in one commit must not lose the retraction
        Harness h = agg("INT", "product").insert(1, 2).insert(1, 3).updateBefore(1, 3).updateAfter(1, 5);
        assertEquals(10, value(h));
        assertFalse(h.engine.preMergeSafe(), "the kernel must never pre-merge -U/+U of a product alone");
        assertEquals(1.5, value(agg("DOUBLE", "product").insert(1, 3.0).insert(1, 0.5)));
        assertEquals(new BigDecimal("0.33"), value(agg("DECIMAL(5, 2)", "product")
                .insert(1, new BigDecimal("1.00")).insert(1, new BigDecimal("3.00")).updateBefore(1, new BigDecimal("9.00"))));
        assertNull(value(agg("INT", "product").updateBefore(1, 3).updateBefore(1, 1)), "a retraction of nothing stays null");
        assertNull(value(agg("INT", "product").insert(1, 0).updateBefore(1, 0)), "division by zero: unknown");
        assertEquals(Double.POSITIVE_INFINITY, value(agg("DOUBLE", "product").insert(1, 1.0).updateBefore(1, 0.0)));
        assertEquals((byte) 0, value(agg("TINYINT", "product").insert(1, (byte) 16).insert(1, (byte) 16)
                .updateBefore(1, (byte) 16)), "16 * 16 wraps to 0 in TINYINT; the retraction divides that, as Paimon does");
    }

    // ---- count --------------------------------------------------------------------------------

    @Test
    void countCountsNonNullContributions() {
        assertEquals(2, value(agg("INT", "count").insert(1, 7).insert(1, (Integer) null).insert(1, 0)));
        assertEquals(1L, value(agg("BIGINT", "count").insert(1, 7L).insert(1, 8L).updateBefore(1, 8L)));
        assertNull(value(agg("INT", "count").insert(1, (Integer) null)));
        Harness h = agg("INT", "count");
        assertFalse(h.engine.associative(), "a merged row would count once");
        assertFalse(h.engine.preMergeSafe());
    }

    // ---- max / min ----------------------------------------------------------------------------

    @Test
    void maxAndMinOverTypes() {
        assertEquals(9L, value(agg("BIGINT", "max").insert(1, 3L).insert(1, 9L).insert(1, null).insert(1, -2L)));
        assertEquals(-2L, value(agg("BIGINT", "min").insert(1, 3L).insert(1, 9L).insert(1, null).insert(1, -2L)));
        assertEquals(Double.NaN, value(agg("DOUBLE", "max").insert(1, 1.0).insert(1, Double.NaN).insert(1, 5.0)));
        assertEquals(1.0f, value(agg("FLOAT", "min").insert(1, 1.0f).insert(1, Float.NaN)));
        assertEquals("pear", value(agg("STRING", "max").insert(1, "apple").insert(1, "pear").insert(1, "fig")));
        assertEquals("ab ", value(agg("CHAR(3)", "min").insert(1, "b  ").insert(1, "ab ")));
        assertEquals(new BigDecimal("10.5"), value(agg("DECIMAL(4, 1)", "max")
                .insert(1, new BigDecimal("2.0")).insert(1, new BigDecimal("10.5"))));
        assertEquals(LocalDate.of(2024, 1, 8), value(agg("DATE", "max")
                .insert(1, LocalDate.of(2023, 12, 31)).insert(1, LocalDate.of(2024, 1, 8))));
        assertEquals(LocalTime.of(1, 0), value(agg("TIME(0)", "min").insert(1, LocalTime.of(3, 0)).insert(1, LocalTime.of(1, 0))));
        assertEquals(LocalDateTime.of(2024, 1, 1, 0, 0), value(agg("TIMESTAMP(3)", "max")
                .insert(1, LocalDateTime.of(2024, 1, 1, 0, 0)).insert(1, LocalDateTime.of(2023, 1, 1, 0, 0))));
        assertEquals(Instant.ofEpochSecond(5), value(agg("TIMESTAMP_LTZ(3)", "max")
                .insert(1, Instant.ofEpochSecond(5)).insert(1, Instant.ofEpochSecond(1))));
    }

    @Test
    void maxAndMinOrderNegativeZeroBelowZero() {
        // Paimon 1.4.2 compares with Double.compare / Float.compare: -0.0 < 0.0 (golden sweep22_at_max_min_negative_zero)
        assertEquals(0.0, value(agg("DOUBLE", "max").insert(1, -0.0).insert(1, 0.0)));
        assertEquals(0.0, value(agg("DOUBLE", "max").insert(1, 0.0).insert(1, -0.0)));
        assertEquals(-0.0, value(agg("DOUBLE", "min").insert(1, 0.0).insert(1, -0.0)));
        assertEquals(-0.0f, value(agg("FLOAT", "min").insert(1, -0.0f).insert(1, 0.0f)));
        assertEquals(0.0f, value(agg("FLOAT", "max").insert(1, -0.0f).insert(1, 0.0f)));
        assertEquals(Double.NaN, value(agg("DOUBLE", "max").insert(1, Double.NaN).insert(1, Double.POSITIVE_INFINITY)));
    }

    @Test
    void maxAndMinOverBytesCompareUnsignedThenByLength() {
        // Paimon 1.4.2 takes BINARY / VARBINARY for max / min (its byte comparison: unsigned bytes, then length)
        assertArrayEquals(new byte[] {(byte) 0xff}, (byte[]) value(agg("BYTES", "max")
                .insert(1, new byte[] {1}).insert(1, new byte[] {(byte) 0xff}).insert(1, new byte[] {1, 0})));
        assertArrayEquals(new byte[0], (byte[]) value(agg("VARBINARY(4)", "min")
                .insert(1, new byte[] {(byte) 0xff}).insert(1, new byte[0]).insert(1, new byte[] {1})));
        assertArrayEquals(new byte[] {1, 0}, (byte[]) value(agg("BINARY(2)", "max")
                .insert(1, new byte[] {0, 5}).insert(1, new byte[] {1, 0}).insert(1, new byte[] {0, (byte) 0x80})));
    }

    @Test
    void maxRejectsRetractionUnlessIgnored() {
        Harness h = agg("INT", "max").insert(1, 5);
        VarveException.InvalidRecord e = assertThrows(VarveException.InvalidRecord.class,
                () -> h.write(RowKind.UPDATE_BEFORE, 1, 5));
        assertTrue(e.getMessage().contains("column 'v' uses aggregate function 'max'"), e.getMessage());
        assertTrue(e.getMessage().contains("fields.<column>.ignore-retract"), e.getMessage());
        assertThrows(VarveException.InvalidRecord.class, () -> h.write(RowKind.DELETE, 1, 5));
        Harness ok = agg("INT", "max", "fields.v.ignore-retract", "true").insert(1, 5).updateBefore(1, 5).insert(1, 3);
        assertEquals(5, value(ok));
        assertTrue(ok.engine.preMergeSafe());
    }

    // ---- value pickers ------------------------------------------------------------------------

    @Test
    void firstAndLastValues() {
        assertNull(value(agg("STRING", "first_value").insert(1, (String) null).insert(1, "b")), "first_value keeps a first null");
        assertEquals("b", value(agg("STRING", "first_non_null_value").insert(1, (String) null).insert(1, "b").insert(1, "c")));
        assertEquals("b", value(agg("STRING", "first_not_null_value").insert(1, (String) null).insert(1, "b")));
        assertNull(value(agg("STRING", "last_value").insert(1, "a").insert(1, (String) null)));
        assertEquals("a", value(agg("STRING", "last_non_null_value").insert(1, "a").insert(1, (String) null)));
    }

    @Test
    void defaultIsLastNonNullValue() {
        Harness h = Harness.of(new String[] {"k INT", "v STRING", "n INT"}, "k", "merge-engine", "aggregation")
                .insert(1, "a", 1).insert(1, null, 2);
        assertEquals(row(1, "a", 2), h.read());
        Harness d = Harness.of(new String[] {"k INT", "n INT", "m INT"}, "k", "merge-engine", "aggregation",
                "fields.default-aggregate-function", "sum", "fields.m.aggregate-function", "max")
                .insert(1, 1, 1).insert(1, 2, 2);
        assertEquals(row(1, 3, 2), d.read());
    }

    @Test
    void lastValueRetractionSetsNull() {
        assertNull(value(agg("STRING", "last_value").insert(1, "a").updateBefore(1, "a")));
        assertNull(value(agg("STRING", "last_non_null_value").insert(1, "a").updateBefore(1, "a")));
        assertEquals("a", value(agg("STRING", "last_non_null_value").insert(1, "a").updateBefore(1, (String) null)),
                "retracting null changes nothing");
        assertEquals("b", value(agg("STRING", "last_value").insert(1, "a").updateBefore(1, "a").updateAfter(1, "b")));
        assertThrows(VarveException.InvalidRecord.class, () -> agg("STRING", "first_value").write(RowKind.DELETE, 1, "a"));
    }

    // ---- listagg ------------------------------------------------------------------------------

    @Test
    void listagg() {
        assertEquals("a, ,b,a", value(agg("STRING", "listagg").insert(1, "a").insert(1, (String) null)
                .insert(1, " ").insert(1, "").insert(1, "b").insert(1, "a")), "a blank string is a value, an empty one is skipped");
        assertEquals("a; b", value(agg("STRING", "listagg", "fields.v.list-agg-delimiter", "; ")
                .insert(1, "a").insert(1, "b")));
        assertEquals("a,b,c", value(agg("STRING", "listagg", "fields.v.distinct", "true")
                .insert(1, "a").insert(1, "b,a").insert(1, "c,,b").insert(1, "a")));
        assertEquals("x,x", value(agg("STRING", "listagg", "fields.v.distinct", "true", "changelog-producer", "lookup")
                .insert(1, "x,x")), "the first value is taken as is (Paimon)");
        // the function itself on one value (the lookup producer merges a lone record; otherwise it passes as written)
        assertEquals("", value(agg("STRING", "listagg", "changelog-producer", "lookup").insert(1, "")),
                "the first non-null input is taken as it is");
        assertEquals("", value(agg("STRING", "listagg").insert(1, "")), "a lone record passes through unmerged");
    }

    /** Paimon 1.4.2's listagg on blank and empty strings (Flink's output of golden sweep22_at_listagg_blank). */
    @Test
    void listaggBlankAndEmptyStrings() {
        String[][] inputs = {{" ", " ", "y"}, {null, " ", ""}, {" ", "x", " "}, {"x", " ", "x"}, {"", "x", "  "},
            {"a,,b", "b, ,c", "a"}};
        String[] plain = {" , ,y", " ", " ,x, ", "x, ,x", "x,  ", "a,,b,b, ,c,a"};
        String[] distinct = {" ,y", " ", " ,x", "x, ", "x,  ", "a,,b, ,c"};
        for (int i = 0; i < inputs.length; i++) {
            Harness p = agg("STRING", "listagg");
            Harness d = agg("STRING", "listagg", "fields.v.distinct", "true");
            for (String v : inputs[i]) {
                p.insert(1, v);
                d.insert(1, v);
            }
            assertEquals(plain[i], value(p), "plain " + i);
            assertEquals(distinct[i], value(d), "distinct " + i);
        }
        // an empty delimiter: distinct splits on spaces, so appended tokens join the last one
        assertEquals("abbca", value(agg("STRING", "listagg", "fields.v.distinct", "true", "fields.v.list-agg-delimiter", "")
                .insert(1, "ab").insert(1, "bc").insert(1, "a")));
        assertEquals(" y", value(agg("STRING", "listagg", "fields.v.distinct", "true", "fields.v.list-agg-delimiter", "")
                .insert(1, " ").insert(1, " ").insert(1, "y")));
        assertEquals("abbcab", value(agg("STRING", "listagg", "fields.v.distinct", "true", "fields.v.list-agg-delimiter", "")
                .insert(1, "ab").insert(1, "bc").insert(1, "ab")), "'ab' is no token of 'abbc'");
        assertEquals("", value(agg("STRING", "listagg").insert(1, "").insert(1, (String) null)), "empty, not null");
    }

    // ---- bool ---------------------------------------------------------------------------------

    @Test
    void boolAndOr() {
        assertEquals(false, value(agg("BOOLEAN", "bool_and").insert(1, true).insert(1, null).insert(1, false)));
        assertEquals(true, value(agg("BOOLEAN", "bool_and").insert(1, true).insert(1, true)));
        assertEquals(true, value(agg("BOOLEAN", "bool_or").insert(1, false).insert(1, true)));
        assertNull(value(agg("BOOLEAN", "bool_or").insert(1, (Boolean) null)));
    }

    // ---- collect ------------------------------------------------------------------------------

    @Test
    void collect() {
        assertEquals(List.of(1, 2, 2, 3), value(agg("ARRAY<INT>", "collect")
                .insert(1, List.of(1, 2)).insert(1, (Object) null).insert(1, List.of(2, 3))));
        assertEquals(List.of(1, 2, 3), value(agg("ARRAY<INT>", "collect", "fields.v.distinct", "true")
                .insert(1, List.of(1, 2, 1)).insert(1, List.of(2, 3))));
        // retraction removes one occurrence (SEMANTICS §11)
        assertEquals(List.of(1, 2, 3), value(agg("ARRAY<INT>", "collect")
                .insert(1, List.of(1, 2, 2)).insert(1, List.of(3)).updateBefore(1, List.of(2))));
        assertEquals(List.of(new byte[] {2}).size(), ((List<?>) value(agg("ARRAY<BYTES>", "collect")
                .insert(1, list(new byte[] {1}, new byte[] {2})).updateBefore(1, list((Object) new byte[] {1})))).size());
        List<Object> withNull = new ArrayList<>(Arrays.asList(1, null, 1));
        assertEquals(Arrays.asList(null, 1), value(agg("ARRAY<INT>", "collect", "fields.v.distinct", "true",
                "changelog-producer", "lookup").insert(1, withNull)), "in the order of Paimon's hash set (null first)");
        assertEquals(withNull, value(agg("ARRAY<INT>", "collect", "fields.v.distinct", "true").insert(1, withNull)),
                "a lone record passes through unmerged, duplicates kept (Paimon 1.4.2)");
        assertEquals(Arrays.asList(null, 1, 2), value(agg("ARRAY<INT>", "collect", "fields.v.distinct", "true")
                .insert(1, withNull).insert(1, List.of(2))), "a second record merges both");
        assertEquals(List.of("a", "d", "c", "b"), value(agg("ARRAY<STRING>", "collect", "fields.v.distinct", "true")
                .insert(1, List.of("a", "b")).insert(1, List.of("c", "d", "a"))), "Paimon 1.4.2 prints [a, d, c, b]");
        assertEquals(List.of(0.0), value(agg("ARRAY<DOUBLE>", "collect", "fields.v.distinct", "true", "changelog-producer", "lookup")
                .insert(1, List.of(0.0, -0.0))), "distinct uses SQL equality");
    }

    private static List<Object> list(Object... values) {
        return new ArrayList<>(Arrays.asList(values));
    }

    // ---- merge_map ----------------------------------------------------------------------------

    @Test
    void mergeMap() {
        Map<Object, Object> expected = new LinkedHashMap<>();
        expected.put(1, "A2");
        expected.put(2, "B");
        expected.put(3, "C");
        assertEquals(expected, value(agg("MAP<INT, STRING>", "merge_map")
                .insert(1, Map.of(1, "A")).insert(1, map(2, "B", 1, "A2")).insert(1, Map.of(3, "C"))));
        assertEquals(Map.of(2, "B"), value(agg("MAP<INT, STRING>", "merge_map")
                .insert(1, map(1, "A", 2, "B")).updateBefore(1, Map.of(1, "whatever"))), "retraction removes the key");
    }

    private static Map<Object, Object> map(Object... kv) {
        Map<Object, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    @Test
    void mergeMapWithKeyTime() {
        String type = "MAP<STRING, ROW<val STRING, ts STRING>>";
        Harness h = agg(type, "merge_map_with_keytime")
                .insert(1, map("name", nested("iPhone", "0002"), "color", nested("Black", "0005")))
                .insert(1, map("name", nested("Android", "0001"), "color", nested("White", "0006")))
                .insert(1, map("size", nested("XL", null), "name", nested("tie", "0002")));
        Map<?, ?> m = (Map<?, ?>) value(h);
        assertEquals(row("iPhone", "0002"), m.get("name"), "older time loses; equal time keeps the existing entry");
        assertEquals(row("White", "0006"), m.get("color"));
        assertFalse(m.containsKey("size"), "an entry with a null time is skipped");
        h.insert(1, map("color", null));
        assertFalse(((Map<?, ?>) value(h)).containsKey("color"), "a null value removes the key");
        assertFalse(h.engine.associative());
    }

    @Test
    void mergeMapWithKeyTimeNamedTimeField() {
        // fields.v.ts-field picks the entry time; without it the ROW's last field is the time (Paimon 1.4.2)
        String type = "MAP<STRING, ROW<ts STRING, val STRING>>";
        Harness named = agg(type, "merge_map_with_keytime", "fields.v.ts-field", "ts")
                .insert(1, map("a", nested("0005", "x")))
                .insert(1, map("a", nested("0003", "older"), "b", nested("0001", "y")))
                .insert(1, map("a", nested("0007", "newer")));
        assertEquals(map("a", row("0007", "newer"), "b", row("0001", "y")), value(named));
        Harness last = agg(type, "merge_map_with_keytime")
                .insert(1, map("a", nested("0005", "m")))
                .insert(1, map("a", nested("0001", "z")));
        assertEquals(map("a", row("0001", "z")), value(last), "'val' is the time: 'z' > 'm'");
        assertThrows(VarveException.InvalidSchema.class,
                () -> agg(type, "merge_map_with_keytime", "fields.v.ts-field", "nope"));
    }

    // ---- nested -------------------------------------------------------------------------------

    @Test
    void nestedUpdateWithKey() {
        String type = "ARRAY<ROW<sub_order_id BIGINT, product STRING, price BIGINT>>";
        Harness h = agg(type, "nested_update", "fields.v.nested-key", "sub_order_id")
                .insert(1, list(nested(1L, "apple", 3L), nested(2L, "pear", 4L)))
                .insert(1, list(nested(1L, "apple", 5L), null, nested(3L, "fig", 1L)))
                .updateBefore(1, list(nested(2L, null, null)));
        assertEquals(List.of(row(3L, "fig", 1L), row(1L, "apple", 5L)), value(h), "Paimon's hash-map order");
    }

    @Test
    void nestedUpdateWithoutKeyAppends() {
        String type = "ARRAY<ROW<a INT, b STRING>>";
        Harness h = agg(type, "nested_update")
                .insert(1, list(nested(1, "x"))).insert(1, list(nested(1, "x"), nested(2, "y")))
                .updateBefore(1, list(nested(1, "x")));
        assertEquals(List.of(row(2, "y")), value(h), "retraction removes every equal row");
    }

    @Test
    void nestedPartialUpdate() {
        String type = "ARRAY<ROW<id INT, a STRING, b STRING>>";
        Harness h = agg(type, "nested_partial_update", "fields.v.nested-key", "id")
                .insert(1, list(nested(1, "a1", null), nested(2, "a2", "b2")))
                .insert(1, list(nested(1, null, "b1"), nested(2, "a2x", null)));
        assertEquals(List.of(row(2, "a2x", "b2"), row(1, "a1", "b1")), value(h), "Paimon's hash-map order");
        assertThrows(VarveException.InvalidRecord.class, () -> h.write(RowKind.UPDATE_BEFORE, 1, list()));
    }

    @Test
    void nestedArraysKeepPaimonsHashMapOrderAndTheFirstArrayAsIs() {
        String type = "ARRAY<ROW<id INT, name STRING, n INT>>";
        // expected orders printed by Apache Paimon 1.4.2 (kernel-golden/sweep11_nested_update)
        Harness h = agg(type, "nested_update", "fields.v.nested-key", "id")
                .insert(1, list(nested(1, "a", 1), nested(2, "b", 2)))
                .insert(1, list(nested(2, "bb", null), nested(3, "c", 3)))
                .updateBefore(1, list(nested(1, "zzz", 0)));
        assertEquals(List.of(row(3, "c", 3), row(2, "bb", null)), value(h));
        Harness p = agg(type, "nested_partial_update", "fields.v.nested-key", "id")
                .insert(1, list(nested(1, "a", 1), nested(2, "b", 2)))
                .insert(1, list(nested(2, null, 20), nested(3, "c", null)))
                .insert(1, list(nested(1, "a2", null)));
        assertEquals(List.of(row(3, "c", null), row(2, "b", 20), row(1, "a2", 1)), value(p));
        Harness first = agg(type, "nested_update", "fields.v.nested-key", "id")
                .insert(1, list(nested(1, "x", 1), nested(1, "dup", 1), null));
        assertEquals(list(row(1, "x", 1), row(1, "dup", 1), null), value(first),
                "the first array is taken as is: repeated keys and null elements stay");
    }

    @Test
    void nestedUpdateCountLimitStopsMergesAtTheLimit() {
        // Paimon 1.4.2's count-limit (kernel-golden/sweep11_nested_count_limit)
        String type = "ARRAY<ROW<id INT, s STRING>>";
        Harness h = agg(type, "nested_update", "fields.v.count-limit", "2")
                .insert(1, list(nested(1, "a")))
                .insert(1, list(null, nested(2, "b"), nested(3, "c")));
        assertEquals(List.of(row(1, "a"), row(2, "b")), value(h), "one row of room: the first non-null row");
        h.insert(1, list(nested(4, "d")));
        assertEquals(List.of(row(1, "a"), row(2, "b")), value(h), "a full array takes nothing more");
        Harness over = agg(type, "nested_update", "fields.v.count-limit", "1")
                .insert(1, list(nested(1, "a"), nested(2, "b")));
        assertEquals(List.of(row(1, "a"), row(2, "b")), value(over), "the first array is kept as is");
    }
}
