package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

class KeyEncoderTest {

    // ---- helpers ----------------------------------------------------------------------------

    /** SQL order of the key tuples: ValueComparator column by column. */
    static int tupleCompare(InternalRow a, InternalRow b, int[] keys) {
        for (int k : keys) {
            int c = ValueComparator.compare(a.getField(k), b.getField(k));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static byte[] key(RowType t, Object... values) {
        int[] all = new int[t.size()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        return new KeyEncoder(t, all).encodeToBytes(GenericRow.of(values));
    }

    private static byte[] key1(DataType t, Object v) {
        return key(RowType.of(t), v);
    }

    /** A value SQL-equal to {@code v} but possibly a different Java object (-0.0 for 0.0, other NaN bits). */
    private static Object equalVariant(RandomValues r, Object v) {
        if (v instanceof Double) {
            double d = (Double) v;
            if (d == 0.0) {
                return r.chance(2) ? 0.0 : -0.0;
            }
            if (Double.isNaN(d)) {
                return r.pick(List.of(Double.NaN, Double.longBitsToDouble(0x7ff0000000000001L),
                        Double.longBitsToDouble(0xfff8000000000123L)));
            }
        }
        if (v instanceof Float) {
            float f = (Float) v;
            if (f == 0.0f) {
                return r.chance(2) ? 0.0f : -0.0f;
            }
            if (Float.isNaN(f)) {
                return r.pick(List.of(Float.NaN, Float.intBitsToFloat(0x7f800001), Float.intBitsToFloat(0xffc00123)));
            }
        }
        if (v instanceof byte[]) {
            return ((byte[]) v).clone();
        }
        if (v instanceof String) {
            return new String((String) v); // not the same instance
        }
        return v;
    }

    /** A key type of 1-4 columns with random rows that often tie on leading columns. */
    private static Map.Entry<RowType, List<GenericRow>> keyCase(RandomValues r) {
        RowType t = r.rowType(4, false);
        List<GenericRow> rows = new ArrayList<>();
        GenericRow first = r.row(t);
        rows.add(first);
        for (int i = 0; i < 12; i++) {
            GenericRow base = rows.get(r.below(rows.size()));
            GenericRow next = r.row(t);
            int shared = r.below(t.size() + 1);
            for (int c = 0; c < shared; c++) {
                next.setField(c, equalVariant(r, base.getField(c)));
            }
            rows.add(next);
        }
        return Map.entry(t, rows);
    }

    private static int[] allFields(RowType t) {
        int[] k = new int[t.size()];
        for (int i = 0; i < k.length; i++) {
            k[i] = i;
        }
        return k;
    }

    // ---- order and equality -----------------------------------------------------------------

    @Test
    void propertyByteOrderIsSqlOrderAndByteEqualityIsSqlEquality() {
        qt().withExamples(600).forAll(RandomValues.gen(KeyEncoderTest::keyCase)).checkAssert(e -> {
            RowType t = e.getKey();
            int[] keys = allFields(t);
            KeyEncoder enc = new KeyEncoder(t, keys);
            List<GenericRow> rows = e.getValue();
            List<byte[]> encoded = new ArrayList<>();
            for (GenericRow row : rows) {
                encoded.add(enc.encodeToBytes(row));
            }
            for (int i = 0; i < rows.size(); i++) {
                for (int j = 0; j < rows.size(); j++) {
                    int sql = Integer.signum(tupleCompare(rows.get(i), rows.get(j), keys));
                    int bytes = Integer.signum(Arrays.compareUnsigned(encoded.get(i), encoded.get(j)));
                    assertEquals(sql, bytes, () -> "type " + t + "\n  a=" + rows.get(0) + "\n  rows=" + rows);
                    if (sql != 0) { // prefix-free: neither is a prefix of the other
                        byte[] a = encoded.get(i);
                        byte[] b = encoded.get(j);
                        int n = Math.min(a.length, b.length);
                        assertTrue(Arrays.mismatch(a, 0, n, b, 0, n) >= 0, () -> "prefix encoding for " + t);
                    }
                }
            }
        });
    }

    @Test
    void propertySubsetAndReorderedKeysFollowTheKeyOrder() {
        qt().withExamples(300).forAll(RandomValues.gen(r -> {
            Map.Entry<RowType, List<GenericRow>> c = keyCase(r);
            int n = c.getKey().size();
            int[] keys = new int[1 + r.below(n)];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = r.below(n);
            }
            return Map.entry(keys, c);
        })).checkAssert(e -> {
            int[] keys = e.getKey();
            RowType t = e.getValue().getKey();
            KeyEncoder enc = new KeyEncoder(t, keys);
            List<GenericRow> rows = e.getValue().getValue();
            for (GenericRow a : rows) {
                for (GenericRow b : rows) {
                    assertEquals(Integer.signum(tupleCompare(a, b, keys)),
                            Integer.signum(Arrays.compareUnsigned(enc.encodeToBytes(a), enc.encodeToBytes(b))));
                }
            }
        });
    }

    @Test
    void propertyPrefixesNeverContradictTheFullOrder() {
        qt().withExamples(600).forAll(RandomValues.gen(KeyEncoderTest::keyCase)).checkAssert(e -> {
            KeyEncoder enc = new KeyEncoder(e.getKey(), allFields(e.getKey()));
            List<byte[]> keys = new ArrayList<>();
            for (GenericRow row : e.getValue()) {
                keys.add(enc.encodeToBytes(row));
            }
            for (byte[] a : keys) {
                for (byte[] b : keys) {
                    int full = Integer.signum(Arrays.compareUnsigned(a, b));
                    int p1 = Integer.signum(Long.compareUnsigned(KeyEncoder.prefix(a), KeyEncoder.prefix(b)));
                    int p2 = Integer.signum(Long.compareUnsigned(KeyEncoder.prefix2(a), KeyEncoder.prefix2(b)));
                    if (p1 != 0) {
                        assertEquals(full, p1);
                    } else if (p2 != 0) {
                        assertEquals(full, p2);
                    }
                    if (full == 0) {
                        assertEquals(0, p1);
                        assertEquals(0, p2);
                    }
                }
            }
        });
    }

    @Test
    void propertyBinaryRowInputEncodesLikeTheGenericRow() {
        UnsafeBuffer mem = new UnsafeBuffer(ByteBuffer.allocateDirect(1 << 16));
        qt().withExamples(300).forAll(RandomValues.gen(KeyEncoderTest::keyCase)).checkAssert(e -> {
            RowType t = e.getKey();
            KeyEncoder enc = new KeyEncoder(t, allFields(t));
            RowSerializer s = new RowSerializer(t);
            BinaryRow view = new BinaryRow(t);
            for (GenericRow row : e.getValue()) {
                int len = s.serialize(row);
                mem.putBytes(5, s.buffer(), 0, len);
                assertArrayEquals(enc.encodeToBytes(row), enc.encodeToBytes(view.pointTo(mem, 5, len)), t::toString);
            }
        });
    }

    @Test
    void sortingByEncodingSortsLikeSql() {
        RowType t = RowType.of(DataType.doubleType(), DataType.string(), DataType.decimal(20, 3).notNull());
        List<GenericRow> rows = new ArrayList<>();
        double[] ds = {Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, -1, 1, Double.MIN_VALUE};
        String[] ss = {null, "", "\u0000", "a", "a\u0000", "a\u0000b", "ab", "\uffff", "\ud83d\ude00", "\ud800"};
        String[] decs = {"-99999999999999999.999", "-0.001", "0.000", "1.000", "99999999999999999.999"};
        for (double d : ds) {
            for (String s : ss) {
                for (String dec : decs) {
                    rows.add(GenericRow.of(d, s, new BigDecimal(dec)));
                }
            }
        }
        rows.add(GenericRow.of(null, "x", BigDecimal.ZERO.setScale(3)));
        KeyEncoder enc = new KeyEncoder(t, new int[] {0, 1, 2});
        int[] keys = {0, 1, 2};
        List<GenericRow> bySql = new ArrayList<>(rows);
        bySql.sort((a, b) -> tupleCompare(a, b, keys));
        List<GenericRow> byBytes = new ArrayList<>(rows);
        byBytes.sort(Comparator.comparing(enc::encodeToBytes, Arrays::compareUnsigned));
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(0, tupleCompare(bySql.get(i), byBytes.get(i), keys), "position " + i);
        }
        assertEquals(null, byBytes.get(0).getField(0)); // nulls first
        assertTrue(Double.isNaN((Double) byBytes.get(byBytes.size() - 1).getField(0))); // NaN last
    }

    @Test
    void floatingPointZerosAndNaNsAreOneKeyEach() {
        assertArrayEquals(key1(DataType.doubleType(), 0.0), key1(DataType.doubleType(), -0.0));
        assertArrayEquals(key1(DataType.floatType(), 0.0f), key1(DataType.floatType(), -0.0f));
        byte[] nan = key1(DataType.doubleType().notNull(), Double.NaN);
        assertArrayEquals(nan, key1(DataType.doubleType().notNull(), Double.longBitsToDouble(0xfff0000000000001L)));
        assertEquals("fff8000000000000", RowSerializerTest.hex(nan).replace(" ", ""));
        assertTrue(Arrays.compareUnsigned(nan, key1(DataType.doubleType().notNull(), Double.POSITIVE_INFINITY)) > 0);
        byte[] fnan = key1(DataType.floatType().notNull(), Float.intBitsToFloat(0xffffffff));
        assertEquals("ffc00000", RowSerializerTest.hex(fnan).replace(" ", ""));
    }

    @Test
    void stringsWithSharedPrefixesAndZerosOrderByCodePoint() {
        String[] ordered = {"", "\u0000", "\u0000\u0000", "\u0000\u0001", "\u0001", "a", "a\u0000", "a\u0000\u0000",
            "a\u0000b", "a\u0001", "ab", "abc", "\u007f", "\u0080", "\ud7ff", "\ud800", "\udbff", "\udfff",
            "\ue000", "\uffff", "\ud800\udc00", "\udbff\udfff"};
        for (int i = 0; i + 1 < ordered.length; i++) {
            byte[] a = key1(DataType.string().notNull(), ordered[i]);
            byte[] b = key1(DataType.string().notNull(), ordered[i + 1]);
            assertTrue(Arrays.compareUnsigned(a, b) < 0, "'" + ordered[i] + "' < '" + ordered[i + 1] + "'");
            assertTrue(ValueComparator.compare(ordered[i], ordered[i + 1]) < 0);
        }
    }

    @Test
    void goldenEncodingsPinTheFormat() {
        RowType t = new RowType(List.of(new DataField(0, "id", DataType.intType().notNull()),
                new DataField(1, "name", DataType.string())));
        assertEquals("80 00 00 01 01 61 00 ff 00 00", RowSerializerTest.hex(key(t, 1, "a\u0000")));
        assertEquals("7f ff ff ff 00", RowSerializerTest.hex(key(t, -1, null)));
        assertEquals("01 00 01 80 01 ff", RowSerializerTest.hex(key(
                RowType.of(DataType.booleanType(), DataType.booleanType().notNull(), DataType.tinyint().notNull(),
                        DataType.tinyint()), false, true, (byte) 0, (byte) 127)));
        assertEquals("7f f6", RowSerializerTest.hex(key1(DataType.decimal(4, 1).notNull(), new BigDecimal("-1.0"))));
        assertEquals("80 00 00 0a", RowSerializerTest.hex(key1(DataType.decimal(9, 0).notNull(), BigDecimal.TEN)));
        assertEquals("7f ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff",
                RowSerializerTest.hex(key1(DataType.decimal(38, 0).notNull(), new BigDecimal("-1"))));
        assertEquals("7f ff ff ff ff ff ff ff 00 00 00 05", RowSerializerTest.hex(
                key1(DataType.timestampLtz(9).notNull(), Instant.ofEpochSecond(-1, 5))));
        assertEquals("80 00 00 00 00 00 00 01", RowSerializerTest.hex(
                key1(DataType.timestamp(3).notNull(), LocalDateTime.of(1970, 1, 1, 0, 0, 0, 1_000_000))));
        assertEquals("80 00 4a e6", RowSerializerTest.hex(key1(DataType.date().notNull(), LocalDate.of(2022, 7, 1))));
        assertEquals("80 00 00 00 00 00 00 00", RowSerializerTest.hex(key1(DataType.time(0).notNull(), LocalTime.MIDNIGHT)));
        assertEquals("00 ff 01 00 00", RowSerializerTest.hex(key1(DataType.bytes().notNull(), new byte[] {0, 1})));
        assertEquals("", RowSerializerTest.hex(new KeyEncoder(t, new int[0]).encodeToBytes(GenericRow.of(1, "x"))));
    }

    @Test
    void decimalsOfEveryWidthOrderByValue() {
        for (int p : new int[] {1, 2, 3, 4, 5, 9, 10, 18, 19, 38}) {
            int s = Math.min(p, 2);
            DataType t = DataType.decimal(p, s).notNull();
            BigDecimal max = new BigDecimal(java.math.BigInteger.TEN.pow(p).subtract(java.math.BigInteger.ONE), s);
            BigDecimal[] ordered = {max.negate(), BigDecimal.ONE.negate().movePointLeft(s), BigDecimal.ZERO.setScale(s),
                BigDecimal.ONE.movePointLeft(s), max};
            for (int i = 0; i + 1 < ordered.length; i++) {
                assertTrue(Arrays.compareUnsigned(key1(t, ordered[i]), key1(t, ordered[i + 1])) < 0, t + " " + ordered[i]);
            }
            assertEquals(KeyEncoder.decimalWidth(p), key1(t, max).length);
        }
    }

    // ---- errors -----------------------------------------------------------------------------

    @Test
    void nestedKeyColumnsAreRejectedAtConstruction() {
        RowType t = new RowType(List.of(new DataField(0, "id", DataType.intType()),
                new DataField(1, "tags", DataType.array(DataType.string())),
                new DataField(2, "m", DataType.map(DataType.intType(), DataType.intType())),
                new DataField(3, "r", DataType.row(List.of(new DataField(0, "x", DataType.intType()))))));
        assertEquals("key field 'tags' has type ARRAY<STRING>; ARRAY, MAP and ROW columns cannot be part of a key",
                assertThrows(IllegalArgumentException.class, () -> new KeyEncoder(t, new int[] {0, 1})).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new KeyEncoder(t, new int[] {2}));
        assertThrows(IllegalArgumentException.class, () -> new KeyEncoder(t, new int[] {3}));
        assertEquals("key field position 4 out of range for a row of 4 fields",
                assertThrows(IllegalArgumentException.class, () -> new KeyEncoder(t, new int[] {4})).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new KeyEncoder(t, null));
    }

    @Test
    void badValuesAreRejectedNamingTheField() {
        RowType t = new RowType(List.of(new DataField(0, "id", DataType.intType().notNull()),
                new DataField(1, "price", DataType.decimal(10, 2)), new DataField(2, "ts", DataType.timestamp(3))));
        KeyEncoder enc = new KeyEncoder(t, new int[] {0, 1, 2});
        assertEquals("field 'id' of type INT NOT NULL is null", assertThrows(IllegalArgumentException.class,
                () -> enc.encode(GenericRow.of(null, null, null))).getMessage());
        assertEquals("field 'id' of type INT NOT NULL expects a value of class Integer, got java.lang.Long: 1",
                assertThrows(IllegalArgumentException.class, () -> enc.encode(GenericRow.of(1L, null, null))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> enc.encode(GenericRow.of(1, new BigDecimal("1.5"), null))).getMessage().contains("scale"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> enc.encode(GenericRow.of(1, null, LocalDateTime.of(2024, 1, 1, 0, 0, 0, 10)))).getMessage()
                .contains("fractional-second digits"));
        assertEquals("row has 1 fields but the key encoder's row type has 3",
                assertThrows(IllegalArgumentException.class, () -> enc.encode(GenericRow.of(1))).getMessage());
    }

    // ---- helpers: prefix, compare, hash -----------------------------------------------------

    @Test
    void prefixesAreBigEndianAndZeroPadded() {
        byte[] k = {1, 2, 3};
        assertEquals(0x0102030000000000L, KeyEncoder.prefix(k));
        assertEquals(0L, KeyEncoder.prefix2(k));
        byte[] l = new byte[12];
        for (int i = 0; i < l.length; i++) {
            l[i] = (byte) (0xF0 + i);
        }
        assertEquals(0xF0F1F2F3F4F5F6F7L, KeyEncoder.prefix(l));
        assertEquals(0xF8F9FAFB00000000L, KeyEncoder.prefix2(l));
        UnsafeBuffer buf = new UnsafeBuffer(new byte[20]);
        buf.putBytes(3, l);
        assertEquals(KeyEncoder.prefix(l), KeyEncoder.prefix(buf, 3, l.length));
        assertEquals(KeyEncoder.prefix2(l), KeyEncoder.prefix2(buf, 3, l.length));
        assertEquals(KeyEncoder.prefix(k), KeyEncoder.prefix(new UnsafeBuffer(k), 0, 3));
    }

    @Test
    void propertyBufferCompareAndHashAgreeWithByteArrayVersions() {
        qt().withExamples(500).forAll(RandomValues.gen(r -> List.of(randomBytes(r), randomBytes(r)))).checkAssert(p -> {
            byte[] a = p.get(0);
            byte[] b = p.get(1);
            UnsafeBuffer ba = new UnsafeBuffer(new byte[a.length + 3]);
            ba.putBytes(3, a);
            UnsafeBuffer bb = new UnsafeBuffer(new byte[b.length + 1]);
            bb.putBytes(1, b);
            assertEquals(Integer.signum(Arrays.compareUnsigned(a, b)),
                    Integer.signum(KeyEncoder.compare(ba, 3, a.length, bb, 1, b.length)));
            assertEquals(KeyEncoder.hash(a), KeyEncoder.hash(ba, 3, a.length));
            assertEquals(KeyEncoder.prefix(a), KeyEncoder.prefix(ba, 3, a.length));
            assertEquals(KeyEncoder.prefix2(a), KeyEncoder.prefix2(ba, 3, a.length));
        });
    }

    private static byte[] randomBytes(RandomValues r) {
        byte[] b = new byte[r.below(24)];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (r.chance(2) ? r.between(0, 2) : r.between(-128, 127));
        }
        return b;
    }

    @Test
    void hashMatchesPublishedMurmur3Vectors() {
        assertEquals(0x00000000, Murmur3.hash32(new byte[0], 0, 0, 0));
        assertEquals(0x514E28B7, Murmur3.hash32(new byte[0], 0, 0, 1));
        assertEquals(0x81F16F39, Murmur3.hash32(new byte[0], 0, 0, 0xffffffff));
        assertEquals(0x2362F9DE, Murmur3.hash32(new byte[4], 0, 4, 0));
        assertEquals(0xB3DD93FA, Murmur3.hash32(ascii("abc"), 0, 3, 0));
        byte[] fox = ascii("The quick brown fox jumps over the lazy dog");
        assertEquals(0x2E4FF723, Murmur3.hash32(fox, 0, fox.length, 0));
        assertEquals(0x2FA826CD, Murmur3.hash32(fox, 0, fox.length, 0x9747b28c));
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    /** These values decide which bucket existing data lives in: they must never change. */
    @Test
    void hashAndBucketValuesArePinned() {
        RowType t = new RowType(List.of(new DataField(0, "id", DataType.bigint().notNull()),
                new DataField(1, "name", DataType.string())));
        KeyEncoder enc = new KeyEncoder(t, new int[] {0, 1});
        int h1 = KeyEncoder.hash(enc.encodeToBytes(GenericRow.of(1L, "apple")));
        int h2 = KeyEncoder.hash(enc.encodeToBytes(GenericRow.of(2L, null)));
        int h3 = KeyEncoder.hash(key1(DataType.intType().notNull(), 42));
        assertEquals(PINNED[0], h1, String.format("0x%08x", h1));
        assertEquals(PINNED[1], h2, String.format("0x%08x", h2));
        assertEquals(PINNED[2], h3, String.format("0x%08x", h3));
        assertEquals(Math.floorMod(PINNED[0], 7), KeyEncoder.bucket(h1, 7));
        assertThrows(IllegalArgumentException.class, () -> KeyEncoder.bucket(h1, 0));
    }

    private static final int[] PINNED = {0x86073de0, 0x74085a56, 0x0d796584};

    @Test
    void encodingAllocatesNothingOnceWarm() {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        if (!(mx instanceof com.sun.management.ThreadMXBean)
                || !((com.sun.management.ThreadMXBean) mx).isThreadAllocatedMemorySupported()) {
            return;
        }
        com.sun.management.ThreadMXBean alloc = (com.sun.management.ThreadMXBean) mx;
        RowType t = RowType.of(DataType.intType().notNull(), DataType.string(), DataType.doubleType(), DataType.bigint());
        KeyEncoder enc = new KeyEncoder(t, new int[] {1, 0, 2, 3});
        GenericRow row = GenericRow.of(7, "k\u00e9y\u0000", -0.0, 99L);
        RowSerializer s = new RowSerializer(t);
        int len = s.serialize(row);
        BinaryRow view = new BinaryRow(t).pointTo(s.buffer(), 0, len);
        long sink = 0;
        for (int i = 0; i < 20_000; i++) {
            sink += encodeTwice(enc, row, view);
        }
        long tid = Thread.currentThread().getId();
        alloc.getThreadAllocatedBytes(tid);
        long before = alloc.getThreadAllocatedBytes(tid);
        for (int i = 0; i < 10_000; i++) {
            sink += encodeTwice(enc, row, view);
        }
        long allocated = alloc.getThreadAllocatedBytes(tid) - before;
        assertTrue(sink != 0);
        assertTrue(allocated < 10_000, "allocated " + allocated + " bytes in 10,000 iterations");
    }

    private static long encodeTwice(KeyEncoder enc, GenericRow row, BinaryRow view) {
        int a = enc.encode(row);
        long h = KeyEncoder.hash(enc.buffer(), 0, a) + KeyEncoder.prefix(enc.buffer(), 0, a);
        int b = enc.encode(view);
        return h + b + KeyEncoder.prefix2(enc.buffer(), 0, b);
    }

    /** A row whose values are the given row's, read only through its primitive getters (nothing boxed). */
    private static final class Unboxed implements InternalRow {
        final long[] bits;
        final boolean[] nulls;
        final DataType[] types;

        Unboxed(RowType t, GenericRow of) {
            int n = t.size();
            bits = new long[n];
            nulls = new boolean[n];
            types = new DataType[n];
            for (int i = 0; i < n; i++) {
                types[i] = t.type(i);
                Object v = of.getField(i);
                nulls[i] = v == null;
                if (v instanceof Boolean) {
                    bits[i] = (Boolean) v ? 1 : 0;
                } else if (v instanceof Float) {
                    bits[i] = Float.floatToRawIntBits((Float) v);
                } else if (v instanceof Double) {
                    bits[i] = Double.doubleToRawLongBits((Double) v);
                } else if (v != null) {
                    bits[i] = ((Number) v).longValue();
                }
            }
        }

        @Override public int getArity() { return bits.length; }
        @Override public RowKind getRowKind() { return RowKind.INSERT; }
        @Override public void setRowKind(RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return nulls[pos]; }
        @Override public Object getField(int pos) { throw new AssertionError("getField boxes: field " + pos); }
        @Override public boolean getBoolean(int pos) { return bits[pos] != 0; }
        @Override public byte getByte(int pos) { return (byte) bits[pos]; }
        @Override public short getShort(int pos) { return (short) bits[pos]; }
        @Override public int getInt(int pos) { return (int) bits[pos]; }
        @Override public long getLong(int pos) { return bits[pos]; }
        @Override public float getFloat(int pos) { return Float.intBitsToFloat((int) bits[pos]); }
        @Override public double getDouble(int pos) { return Double.longBitsToDouble(bits[pos]); }
    }

    @Test
    void aRowOfPrimitiveGettersEncodesAsItsBoxedValuesWithoutBoxing() {
        RowType t = RowType.of(DataType.booleanType(), DataType.tinyint().notNull(), DataType.smallint(),
                DataType.intType(), DataType.bigint().notNull(), DataType.floatType(), DataType.doubleType());
        KeyEncoder enc = new KeyEncoder(t, new int[] {4, 0, 1, 2, 3, 5, 6});
        java.util.SplittableRandom r = new java.util.SplittableRandom(32);
        for (int i = 0; i < 2_000; i++) {
            GenericRow g = GenericRow.of(r.nextInt(3) == 0 ? null : r.nextBoolean(), (byte) r.nextInt(),
                    r.nextInt(4) == 0 ? null : (short) r.nextInt(), r.nextInt(4) == 0 ? null : r.nextInt(),
                    r.nextLong(), r.nextInt(4) == 0 ? null : Float.intBitsToFloat(r.nextInt()),
                    r.nextInt(4) == 0 ? null : (i % 3 == 0 ? -0.0 : r.nextDouble() * 1e6 - 5e5));
            byte[] boxed = enc.encodeToBytes(g);
            // getField is never called: it throws
            assertArrayEquals(boxed, enc.encodeToBytes(new Unboxed(t, g)), "row " + g);
        }
        // nothing allocated per key
        com.sun.management.ThreadMXBean alloc = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Unboxed u = new Unboxed(t, GenericRow.of(true, (byte) 1, (short) 2, 3, 4L, 5f, 6.0));
        long sink = 0;
        for (int i = 0; i < 20_000; i++) {
            u.bits[4] = i;
            sink += enc.encode(u);
        }
        long tid = Thread.currentThread().getId();
        long before = alloc.getThreadAllocatedBytes(tid);
        for (int i = 0; i < 10_000; i++) {
            u.bits[4] = i;
            sink += enc.encode(u);
        }
        long allocated = alloc.getThreadAllocatedBytes(tid) - before;
        assertTrue(sink != 0);
        assertTrue(allocated < 1_000, "allocated " + allocated + " bytes for 10,000 keys");
    }

    @Test
    void aValueOfTheWrongClassInARowOfAnotherClassIsReportedAsForAGenericRow() {
        RowType t = RowType.of(DataType.bigint().notNull(), DataType.string());
        KeyEncoder enc = new KeyEncoder(t, new int[] {0});
        GenericRow wrong = GenericRow.of(7, "x"); // an Integer for a BIGINT column
        InternalRow other = new InternalRow() { // not a GenericRow: getLong casts the Integer to Long and fails
            @Override public int getArity() { return 2; }
            @Override public RowKind getRowKind() { return RowKind.INSERT; }
            @Override public void setRowKind(RowKind kind) { }
            @Override public boolean isNullAt(int pos) { return wrong.isNullAt(pos); }
            @Override public Object getField(int pos) { return wrong.getField(pos); }
        };
        String want = assertThrows(RuntimeException.class, () -> enc.encode(wrong)).getMessage();
        assertEquals(want, assertThrows(RuntimeException.class, () -> enc.encode(other)).getMessage());
    }
}
