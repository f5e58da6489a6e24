package dev.varve.kernel.table;

import dev.varve.row.TypeRoot;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

/**
 * Run sizes version 8 (COMPACTION.md "Run sizes"): the bytes of the small ORC file Apache Paimon 1.4.2 writes (ORC
 * 1.9.2's writer, one stripe, one row group) laid out part by part, each compressed part run through the table's codec
 * (lz4 or zstd) as ORC's compression chunks are: {@code ORC}; the stripe (a row index stream per column, then per
 * column its data streams, then the stripe footer: stream list and column encodings); the metadata (stripe
 * statistics); the footer (the stripe's location, the types with Paimon's field-id attributes, the file statistics
 * with each column's bytes on disk, the row index stride, the writer and its version); the uncompressed postscript
 * and its length byte. Protobuf encodings throughout (varints, tags, packed positions).
 *
 * <p>{@link #size} returns -1 for a file this does not lay out (a type other than BOOLEAN, TINYINT ... BIGINT, FLOAT,
 * DOUBLE, DECIMAL, CHAR / VARCHAR / STRING, DATE; the caller keeps the fitted model for it).
 */
final class OrcLayout {
    /** Paimon's ORC codecs weighed here. */
    enum Codec { NONE, LZ4, ZSTD }

    /** ORC's type kinds (OrcProto.Type.Kind). */
    private static final int BOOLEAN = 0, BYTE = 1, SHORT = 2, INT = 3, LONG = 4, FLOAT = 5, DOUBLE = 6, STRING = 7,
            STRUCT = 12, DECIMAL = 14, DATE = 15, VARCHAR = 16, CHAR = 17;
    /** ORC's stream kinds (OrcProto.Stream.Kind). */
    private static final int PRESENT = 0, DATA = 1, LENGTH = 2, DICTIONARY_DATA = 3, SECONDARY = 5, ROW_INDEX = 6;
    /** Paimon's field ids of the key-value file's system columns (SpecialFields). */
    static final int SEQUENCE_ID = Integer.MAX_VALUE - 1, VALUE_KIND_ID = Integer.MAX_VALUE - 2, KEY_ID_START = Integer.MAX_VALUE / 2;

    /** For a probe's comparison with a dissected file: each part's name, its uncompressed bytes and its stored length. */
    static final class Part {
        final String name;
        final byte[] raw;
        final long stored;

        Part(String name, byte[] raw, long stored) {
            this.name = name;
            this.raw = raw;
            this.stored = stored;
        }
    }

    private OrcLayout() {
    }

    /** The size of Paimon's ORC file of {@code rows} (in {@link RunWeigher.Columns#paimonRow} order), or -1. */
    static long size(RunWeigher.Columns cols, List<Object[]> rows, Codec codec) {
        List<Part> parts = parts(cols, rows, codec);
        if (parts == null) {
            return -1;
        }
        long s = 0;
        for (Part p : parts) {
            s += p.stored;
        }
        return s;
    }

    private static int kind(RunWeigher.Column c) {
        if (c.root == null) {
            return c.byteValues ? BYTE : c.width == 8 ? LONG : -1;
        }
        switch (c.root) {
            case BOOLEAN: return BOOLEAN;
            case TINYINT: return BYTE;
            case SMALLINT: return SHORT;
            case INT: return INT;
            case BIGINT: return LONG;
            case FLOAT: return FLOAT;
            case DOUBLE: return DOUBLE;
            case DECIMAL: return DECIMAL;
            case DATE: return DATE;
            case CHAR: return CHAR;
            case VARCHAR: return c.length == dev.varve.row.DataType.MAX_LENGTH ? STRING : VARCHAR;
            default: return -1;
        }
    }

    /** The file's parts in file order (the header, the stripe's streams and footer, metadata, footer, postscript). */
    static List<Part> parts(RunWeigher.Columns cols, List<Object[]> rows, Codec codec) {
        int n = cols.columns.size();
        int[] kinds = new int[n];
        for (int i = 0; i < n; i++) {
            kinds[i] = kind(cols.columns.get(i));
            if (kinds[i] < 0 || cols.columns.get(i).name == null) {
                return null;
            }
        }
        List<Part> parts = new ArrayList<>();
        parts.add(new Part("header", "ORC".getBytes(StandardCharsets.US_ASCII), 3));
        int p = codec == Codec.NONE ? 1 : 2; // positions of a stream in a row index entry
        // per column (0 = the root struct) its streams, encoding, statistics and row index positions
        List<int[]> streamKinds = new ArrayList<>();
        List<byte[][]> streamBytes = new ArrayList<>();
        int[] encodings = new int[n + 1];
        int[] dictionarySizes = new int[n + 1];
        byte[][] stats = new byte[n + 1][];
        int[] positions = new int[n + 1];
        streamKinds.add(new int[0]);
        streamBytes.add(new byte[0][]);
        stats[0] = statistics(STRUCT, null, rows.size(), false, List.of());
        for (int i = 0; i < n; i++) {
            RunWeigher.Column c = cols.columns.get(i);
            List<Object> values = new ArrayList<>();
            boolean[] present = new boolean[rows.size()];
            for (int r = 0; r < rows.size(); r++) {
                Object v = rows.get(r)[i];
                if (v != null) {
                    values.add(v);
                    present[r] = true;
                }
            }
            boolean hasNull = values.size() < rows.size();
            List<Integer> ks = new ArrayList<>();
            List<byte[]> bs = new ArrayList<>();
            if (hasNull) {
                ks.add(PRESENT);
                bs.add(bits(present));
                positions[i + 1] += p + 2;
            }
            int k = kinds[i];
            encodings[i + 1] = 2; // DIRECT_V2
            switch (k) {
                case BOOLEAN: {
                    boolean[] b = new boolean[values.size()];
                    for (int j = 0; j < b.length; j++) {
                        b[j] = Boolean.TRUE.equals(values.get(j));
                    }
                    ks.add(DATA);
                    bs.add(bits(b));
                    positions[i + 1] += p + 2;
                    encodings[i + 1] = 0;
                    break;
                }
                case BYTE: {
                    ByteArrayOutputStream o = new ByteArrayOutputStream();
                    byteRle(o, longs(values));
                    ks.add(DATA);
                    bs.add(o.toByteArray());
                    positions[i + 1] += p + 1;
                    encodings[i + 1] = 0;
                    break;
                }
                case SHORT: case INT: case LONG: case DATE: {
                    ks.add(DATA);
                    bs.add(rle2(k == DATE ? days(values) : longs(values), true));
                    positions[i + 1] += p + 1;
                    break;
                }
                case FLOAT: case DOUBLE: {
                    ByteArrayOutputStream o = new ByteArrayOutputStream();
                    for (Object v : values) {
                        double d = ((Number) v).doubleValue();
                        if (k == FLOAT) {
                            le(o, Float.floatToIntBits((float) d), 4);
                        } else {
                            le(o, Double.doubleToLongBits(d), 8);
                        }
                    }
                    ks.add(DATA);
                    bs.add(o.toByteArray());
                    positions[i + 1] += p;
                    encodings[i + 1] = 0;
                    break;
                }
                case DECIMAL: {
                    ByteArrayOutputStream o = new ByteArrayOutputStream();
                    long[] scales = new long[values.size()];
                    for (int j = 0; j < scales.length; j++) {
                        BigDecimal d = decimal(values.get(j));
                        BigInteger u = d.unscaledValue();
                        BigInteger z = u.shiftLeft(1);
                        if (u.signum() < 0) {
                            z = z.negate().subtract(BigInteger.ONE);
                        }
                        do { // ORC's unbounded zigzag varint
                            int b = z.intValue() & 0x7F;
                            z = z.shiftRight(7);
                            o.write(z.signum() == 0 ? b : b | 0x80);
                        } while (z.signum() != 0);
                        scales[j] = d.scale();
                    }
                    ks.add(DATA);
                    bs.add(o.toByteArray());
                    ks.add(SECONDARY);
                    bs.add(rle2(scales, true));
                    positions[i + 1] += p + p + 1;
                    break;
                }
                default: { // strings: dictionary when at most 80% of the non-null values are distinct (ORC's float ratio)
                    TreeMap<byte[], Integer> dict = new TreeMap<>(Arrays::compareUnsigned);
                    byte[][] utf = new byte[values.size()][];
                    for (int j = 0; j < utf.length; j++) {
                        utf[j] = RunWeigher.utf8(values.get(j));
                        dict.putIfAbsent(utf[j], 0);
                    }
                    // ORC: a float ratio against the double threshold 0.8 (4 of 5 distinct: 0.800000011920929, direct)
                    float ratio = values.isEmpty() ? 0f : (float) dict.size() / values.size();
                    if ((double) ratio <= 0.8) {
                        int id = 0;
                        ByteArrayOutputStream d = new ByteArrayOutputStream();
                        long[] lengths = new long[dict.size()];
                        for (java.util.Map.Entry<byte[], Integer> e : dict.entrySet()) {
                            lengths[id] = e.getKey().length;
                            d.write(e.getKey(), 0, e.getKey().length);
                            e.setValue(id++);
                        }
                        long[] ids = new long[utf.length];
                        for (int j = 0; j < ids.length; j++) {
                            ids[j] = dict.get(utf[j]);
                        }
                        ks.add(DATA);
                        bs.add(rle2(ids, false));
                        ks.add(LENGTH);
                        bs.add(rle2(lengths, false));
                        ks.add(DICTIONARY_DATA);
                        bs.add(d.toByteArray());
                        positions[i + 1] += p + 1;
                        encodings[i + 1] = 3; // DICTIONARY_V2
                        dictionarySizes[i + 1] = dict.size();
                    } else {
                        ByteArrayOutputStream d = new ByteArrayOutputStream();
                        long[] lengths = new long[utf.length];
                        for (int j = 0; j < utf.length; j++) {
                            d.write(utf[j], 0, utf[j].length);
                            lengths[j] = utf[j].length;
                        }
                        ks.add(DATA);
                        bs.add(d.toByteArray());
                        ks.add(LENGTH);
                        bs.add(rle2(lengths, false));
                        positions[i + 1] += p + p + 1;
                    }
                }
            }
            int[] ka = new int[ks.size()];
            for (int j = 0; j < ka.length; j++) {
                ka[j] = ks.get(j);
            }
            streamKinds.add(ka);
            streamBytes.add(bs.toArray(new byte[0][]));
            stats[i + 1] = statistics(k, cols.columns.get(i), values.size(), hasNull, values);
        }
        // the stripe: row indexes, data streams, footer
        List<long[]> streamList = new ArrayList<>(); // kind, column, length
        long indexLength = 0;
        for (int col = 0; col <= n; col++) {
            Pb entry = new Pb();
            if (positions[col] > 0) {
                entry.bytes(1, new byte[positions[col]]);
            }
            entry.bytes(2, stats[col]);
            Pb index = new Pb().message(1, entry);
            Part part = block("index " + col, index.toByteArray(), codec);
            parts.add(part);
            streamList.add(new long[] {ROW_INDEX, col, part.stored});
            indexLength += part.stored;
        }
        long dataLength = 0;
        long[] bytesOnDisk = new long[n + 1];
        for (int col = 0; col <= n; col++) {
            int[] ka = streamKinds.get(col);
            byte[][] ba = streamBytes.get(col);
            for (int j = 0; j < ka.length; j++) {
                Part part = block("stream " + col + " " + ka[j], ba[j], codec);
                parts.add(part);
                streamList.add(new long[] {ka[j], col, part.stored});
                dataLength += part.stored;
                bytesOnDisk[col] += part.stored;
            }
        }
        Pb stripeFooter = new Pb();
        for (long[] s : streamList) {
            stripeFooter.message(1, new Pb().varint(1, s[0]).varint(2, s[1]).varint(3, s[2]));
        }
        for (int col = 0; col <= n; col++) {
            Pb e = new Pb().varint(1, col == 0 ? 0 : encodings[col]);
            if (encodings[col] == 3) {
                e.varint(2, dictionarySizes[col]);
            }
            stripeFooter.message(2, e);
        }
        Part sf = block("stripefooter", stripeFooter.toByteArray(), codec);
        parts.add(sf);
        // metadata: the stripe's statistics
        Pb stripeStats = new Pb();
        for (int col = 0; col <= n; col++) {
            stripeStats.bytes(1, withBytesOnDisk(stats[col], bytesOnDisk[col]));
        }
        Part meta = block("metadata", new Pb().message(1, stripeStats).toByteArray(), codec);
        parts.add(meta);
        // footer
        long content = 3 + indexLength + dataLength + sf.stored;
        Pb footer = new Pb().varint(1, 3).varint(2, content);
        footer.message(3, new Pb().varint(1, 3).varint(2, indexLength).varint(3, dataLength).varint(4, sf.stored)
                .varint(5, rows.size()));
        Pb root = new Pb().varint(1, STRUCT);
        Pb subtypes = new Pb();
        for (int col = 1; col <= n; col++) {
            subtypes.raw(col);
        }
        root.bytes(2, subtypes.toByteArray());
        for (RunWeigher.Column c : cols.columns) {
            root.bytes(3, c.name.getBytes(StandardCharsets.UTF_8));
        }
        footer.message(4, root);
        for (int i = 0; i < n; i++) {
            RunWeigher.Column c = cols.columns.get(i);
            Pb t = new Pb().varint(1, kinds[i]);
            if (kinds[i] == VARCHAR || kinds[i] == CHAR) {
                t.varint(4, c.length);
            }
            if (kinds[i] == DECIMAL) {
                t.varint(5, c.precision).varint(6, c.scale);
            }
            t.message(7, new Pb().bytes(1, "paimon.id".getBytes(StandardCharsets.US_ASCII))
                    .bytes(2, Integer.toString(c.fieldId).getBytes(StandardCharsets.US_ASCII)));
            footer.message(4, t);
        }
        footer.varint(6, rows.size());
        for (int col = 0; col <= n; col++) {
            footer.bytes(7, withBytesOnDisk(stats[col], bytesOnDisk[col]));
        }
        // row index stride, writer (ORC's Java writer), calendar (proleptic Gregorian), software version
        footer.varint(8, 10000).varint(9, 0).varint(11, 1).bytes(12, "1.9.2".getBytes(StandardCharsets.US_ASCII));
        Part ft = block("footer", footer.toByteArray(), codec);
        parts.add(ft);
        Pb ps = new Pb().varint(1, ft.stored).varint(2, codec == Codec.NONE ? 0 : codec == Codec.LZ4 ? 4 : 5);
        if (codec != Codec.NONE) {
            ps.varint(3, 262144);
        }
        ps.bytes(4, new byte[] {0, 12}).varint(5, meta.stored).varint(6, 9).bytes(8000, "ORC".getBytes(StandardCharsets.US_ASCII));
        byte[] psb = ps.toByteArray();
        parts.add(new Part("postscript", psb, psb.length + 1));
        return parts;
    }

    /** Fields 1 and 2 of {@code m} (sint64): the minimum and maximum of {@code v}, when it has values. */
    private static void minMax(Pb m, long[] v) {
        if (v.length > 0) {
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            for (long x : v) {
                min = Math.min(min, x);
                max = Math.max(max, x);
            }
            m.svarint(1, min).svarint(2, max);
        }
    }

    /** A column's statistics (OrcProto.ColumnStatistics) of {@code count} non-null values. */
    private static byte[] statistics(int kind, RunWeigher.Column c, int count, boolean hasNull, List<Object> values) {
        Pb s = new Pb().varint(1, count);
        switch (kind) {
            case BYTE: case SHORT: case INT: case LONG: {
                Pb i = new Pb();
                long[] v = longs(values);
                minMax(i, v);
                long sum = 0;
                boolean overflow = false;
                for (long x : v) {
                    long t = sum + x;
                    overflow |= ((sum ^ t) & (x ^ t)) < 0;
                    sum = t;
                }
                if (!overflow) {
                    i.svarint(3, sum);
                }
                s.message(2, i);
                break;
            }
            case FLOAT: case DOUBLE: {
                Pb d = new Pb();
                double sum = 0;
                if (!values.isEmpty()) {
                    double min = Double.MAX_VALUE;
                    double max = -Double.MAX_VALUE;
                    for (Object o : values) {
                        double x = ((Number) o).doubleValue();
                        if (kind == FLOAT) {
                            x = (float) x;
                        }
                        min = Math.min(min, x);
                        max = Math.max(max, x);
                    }
                    d.fixed64(1, Double.doubleToLongBits(min)).fixed64(2, Double.doubleToLongBits(max));
                }
                for (Object o : values) {
                    double x = ((Number) o).doubleValue();
                    sum += kind == FLOAT ? (float) x : x;
                }
                d.fixed64(3, Double.doubleToLongBits(sum));
                s.message(3, d);
                break;
            }
            case BOOLEAN: {
                long trues = 0;
                for (Object o : values) {
                    trues += Boolean.TRUE.equals(o) ? 1 : 0;
                }
                Pb packed = new Pb().raw(trues);
                s.message(5, new Pb().bytes(1, packed.toByteArray()));
                break;
            }
            case DECIMAL: {
                Pb d = new Pb();
                if (!values.isEmpty()) {
                    BigDecimal min = null;
                    BigDecimal max = null;
                    for (Object o : values) {
                        BigDecimal x = decimal(o);
                        min = min == null || x.compareTo(min) < 0 ? x : min;
                        max = max == null || x.compareTo(max) > 0 ? x : max;
                    }
                    d.bytes(1, text(min)).bytes(2, text(max));
                }
                BigDecimal sum = BigDecimal.ZERO;
                for (Object o : values) {
                    sum = sum.add(decimal(o));
                }
                d.bytes(3, text(sum));
                s.message(6, d);
                break;
            }
            case DATE: {
                Pb d = new Pb();
                long[] v = days(values);
                minMax(d, v);
                s.message(7, d);
                break;
            }
            case STRING: case VARCHAR: case CHAR: {
                Pb str = new Pb();
                long sum = 0;
                byte[] min = null;
                byte[] max = null;
                for (Object o : values) {
                    byte[] b = RunWeigher.utf8(o);
                    sum += b.length;
                    min = min == null || Arrays.compareUnsigned(b, min) < 0 ? b : min;
                    max = max == null || Arrays.compareUnsigned(b, max) > 0 ? b : max;
                }
                if (min != null) { // no values: empty string statistics
                    str.bytes(1, min).bytes(2, max).svarint(3, sum);
                }
                s.message(4, str);
                break;
            }
            default:
                break;
        }
        s.varint(10, hasNull ? 1 : 0);
        return s.toByteArray();
    }

    /** Stripe and file statistics: the row group's, with the column's bytes on disk (field 11) when not zero. */
    private static byte[] withBytesOnDisk(byte[] stats, long bytesOnDisk) {
        if (bytesOnDisk == 0) {
            return stats;
        }
        Pb s = new Pb();
        s.out.write(stats, 0, stats.length);
        return s.varint(11, bytesOnDisk).toByteArray();
    }

    private static byte[] text(BigDecimal d) {
        BigDecimal t = d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
        if (t.scale() < 0) {
            t = t.setScale(0);
        }
        return t.toPlainString().getBytes(StandardCharsets.US_ASCII);
    }

    private static BigDecimal decimal(Object o) {
        BigDecimal d = o instanceof BigDecimal ? (BigDecimal) o : new BigDecimal(o.toString());
        d = d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0) : d;
    }

    private static long[] longs(List<Object> values) {
        long[] a = new long[values.size()];
        for (int i = 0; i < a.length; i++) {
            Object v = values.get(i);
            a[i] = v instanceof Boolean ? ((Boolean) v ? 1 : 0) : ((Number) v).longValue();
        }
        return a;
    }

    private static long[] days(List<Object> values) {
        long[] a = new long[values.size()];
        for (int i = 0; i < a.length; i++) {
            Object v = values.get(i);
            a[i] = v instanceof Number ? ((Number) v).longValue() : java.time.LocalDate.parse(v.toString()).toEpochDay();
        }
        return a;
    }

    private static void le(ByteArrayOutputStream o, long v, int bytes) {
        for (int i = 0; i < bytes; i++) {
            o.write((int) (v >>> (8 * i)) & 0xFF);
        }
    }

    /** A part as ORC's compressed stream stores it: one chunk of a 3-byte header and the codec's bytes, or the raw bytes when they are not longer. */
    private static Part block(String name, byte[] raw, Codec codec) {
        if (codec == Codec.NONE || raw.length == 0) {
            return new Part(name, raw, raw.length);
        }
        int z = codec == Codec.LZ4 ? Lz4.compressedLength(raw) : zstdLength(raw);
        return new Part(name, raw, 3 + Math.min(z, raw.length));
    }

    /** Paimon 1.4.2's ORC zstd codec: zstd-jni at level 1, one shot. */
    private static int zstdLength(byte[] raw) {
        return com.github.luben.zstd.Zstd.compress(raw, 1).length;
    }

    /** ORC's bit field (a PRESENT stream, BOOLEAN data): bits from the high one, bytes through the byte run-length encoding. */
    static byte[] bits(boolean[] b) {
        long[] bytes = new long[(b.length + 7) / 8];
        for (int i = 0; i < b.length; i++) {
            if (b[i]) {
                bytes[i / 8] |= 0x80 >>> (i % 8);
            }
        }
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        byteRle(o, bytes);
        return o.toByteArray();
    }

    /** ORC's byte run-length encoding: runs of 3 to 130 equal bytes as (count - 3, byte), else literal groups of up to 128 as (-count, bytes). */
    static void byteRle(ByteArrayOutputStream o, long[] v) {
        byte[] lit = new byte[128];
        int n = 0;
        boolean repeat = false;
        int tail = 0;
        for (long x : v) {
            byte b = (byte) x;
            if (n == 0) {
                lit[n++] = b;
                tail = 1;
            } else if (repeat) {
                if (b == lit[0]) {
                    if (++n == 130) {
                        o.write(n - 3);
                        o.write(lit[0]);
                        n = 0;
                        repeat = false;
                    }
                } else {
                    o.write(n - 3);
                    o.write(lit[0]);
                    n = 0;
                    repeat = false;
                    lit[n++] = b;
                    tail = 1;
                }
            } else {
                tail = b == lit[n - 1] ? tail + 1 : 1;
                if (tail == 3) {
                    if (n + 1 == 3) {
                        repeat = true;
                        n++;
                    } else {
                        n -= 2;
                        o.write(-n);
                        o.write(lit, 0, n);
                        lit[0] = b;
                        repeat = true;
                        n = 3;
                    }
                } else {
                    lit[n++] = b;
                    if (n == 128) {
                        o.write(-n);
                        o.write(lit, 0, n);
                        n = 0;
                    }
                }
            }
        }
        if (n > 0) {
            if (repeat) {
                o.write(n - 3);
                o.write(lit[0]);
            } else {
                o.write(-n);
                o.write(lit, 0, n);
            }
        }
    }

    /** ORC's integer run-length encoding version 2 of a short column (fewer than 512 values), as its writer runs it. */
    static byte[] rle2(long[] values, boolean signed) {
        Rle2 w = new Rle2(signed);
        for (long v : values) {
            w.write(v);
        }
        w.flush();
        return w.out.toByteArray();
    }

    /**
     * ORC 1.9's RLE v2 writer state for fewer than 512 values: a fixed run (equal values) of at least 3 that ends a
     * variable run flushes the variable part first; a variable part is DIRECT (at most 3 values, or neither of one
     * step nor monotone), DELTA (one step, or monotone from a non-zero first step); a fixed run SHORT_REPEAT (3-10)
     * or DELTA. No PATCHED_BASE: it needs the 90th and 95th percentiles of the widths to differ, which fewer than 20
     * values cannot. Bit widths aligned (ORC's default encoding strategy, speed).
     */
    private static final class Rle2 {
        final boolean signed;
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final long[] lit = new long[512];
        int n;
        int fixed;
        int variable;
        long prevDelta;

        Rle2(boolean signed) {
            this.signed = signed;
        }

        void write(long v) {
            if (n == 0) {
                init(v);
            } else if (n == 1) {
                prevDelta = v - lit[0];
                lit[n++] = v;
                if (v == lit[0]) {
                    fixed = 2;
                    variable = 0;
                } else {
                    fixed = 0;
                    variable = 2;
                }
            } else {
                long delta = v - lit[n - 1];
                if (prevDelta == 0 && delta == 0) {
                    lit[n++] = v;
                    if (variable > 0) {
                        fixed = 2;
                    }
                    fixed++;
                    if (fixed >= 3 && variable > 0) {
                        n -= 3;
                        variable -= 2;
                        long[] tail = Arrays.copyOfRange(lit, n, n + 3);
                        writeVariable();
                        for (long t : tail) {
                            lit[n++] = t;
                        }
                    }
                } else {
                    if (fixed >= 3) {
                        writeFixed();
                    }
                    if (fixed > 0 && fixed < 3 && v != lit[n - 1]) {
                        variable = fixed;
                        fixed = 0;
                    }
                    if (n == 0) {
                        init(v);
                    } else {
                        prevDelta = v - lit[n - 1];
                        lit[n++] = v;
                        variable++;
                    }
                }
            }
        }

        void init(long v) {
            lit[n++] = v;
            fixed = 1;
            variable = 1;
        }

        void flush() {
            if (n == 0) {
                return;
            }
            if (variable != 0) {
                writeVariable();
            } else if (fixed != 0) {
                if (fixed < 3) {
                    variable = fixed;
                    fixed = 0;
                    writeVariable();
                } else {
                    writeFixed();
                }
            }
        }

        long zz(long v) {
            return signed ? (v << 1) ^ (v >> 63) : v;
        }

        /** A fixed run: SHORT_REPEAT of 3-10 values, else DELTA with delta 0. */
        void writeFixed() {
            if (fixed <= 10) {
                long v = zz(lit[0]);
                int bits = closestBits(v);
                int bytes = (bits + 7) / 8;
                out.write(((bytes - 1) << 3) | (fixed - 3));
                for (int i = bytes - 1; i >= 0; i--) {
                    out.write((int) (v >>> (8 * i)) & 0xFF);
                }
            } else {
                deltaHeader(0, fixed);
                writeBase(lit[0]);
                vslong(0);
            }
            n = 0;
            fixed = 0;
            variable = 0;
            prevDelta = 0;
        }

        void deltaHeader(int efb, int len) {
            out.write((3 << 6) | (efb << 1) | (((len - 1) >>> 8) & 1));
            out.write((len - 1) & 0xFF);
        }

        void writeBase(long v) {
            if (signed) {
                vslong(v);
            } else {
                vulong(v);
            }
        }

        void vslong(long v) {
            vulong((v << 1) ^ (v >> 63));
        }

        void vulong(long u) {
            while ((u & ~0x7FL) != 0) {
                out.write((int) ((u & 0x7F) | 0x80));
                u >>>= 7;
            }
            out.write((int) u);
        }

        /** The variable part: DIRECT or DELTA as ORC's determineEncoding picks (no PATCHED_BASE, above). */
        void writeVariable() {
            int count = n;
            if (count > 3) {
                boolean up = true;
                boolean down = true;
                boolean oneStep = true;
                long min = lit[0];
                long max = lit[0];
                long first = lit[1] - lit[0];
                long deltaMax = 0;
                long[] adj = new long[count];
                adj[0] = first;
                for (int i = 1; i < count; i++) {
                    long d = lit[i] - lit[i - 1];
                    min = Math.min(min, lit[i]);
                    max = Math.max(max, lit[i]);
                    up &= lit[i - 1] <= lit[i];
                    down &= lit[i - 1] >= lit[i];
                    oneStep &= d == first;
                    if (i > 1) {
                        adj[i - 1] = Math.abs(d);
                        deltaMax = Math.max(deltaMax, adj[i - 1]);
                    }
                }
                boolean safe = !((max >= 0 && min < 0 && max - min < 0));
                if (safe && (min == max || oneStep)) {
                    deltaHeader(0, count);
                    writeBase(lit[0]);
                    vslong(min == max ? 0 : first);
                    reset();
                    return;
                }
                if (safe && first != 0 && (up || down)) {
                    int fb = alignedBits(closestBits(deltaMax));
                    if (fb == 1) {
                        fb = 2;
                    }
                    deltaHeader(encodeWidth(fb), count);
                    writeBase(lit[0]);
                    vslong(adj[0]);
                    long[] rest = Arrays.copyOfRange(adj, 1, count - 1);
                    pack(rest, fb);
                    reset();
                    return;
                }
            }
            long[] z = new long[count];
            int bits = 1;
            for (int i = 0; i < count; i++) {
                z[i] = zz(lit[i]);
                bits = Math.max(bits, closestBits(z[i]));
            }
            int fb = alignedBits(bits);
            out.write((1 << 6) | (encodeWidth(fb) << 1) | (((count - 1) >>> 8) & 1));
            out.write((count - 1) & 0xFF);
            pack(z, fb);
            reset();
        }

        void reset() {
            n = 0;
            variable = 0;
            prevDelta = 0;
        }

        void pack(long[] v, int width) {
            long acc = 0;
            int used = 0;
            for (long x : v) {
                for (int b = width - 1; b >= 0; b--) {
                    acc = (acc << 1) | ((x >>> b) & 1);
                    if (++used == 8) {
                        out.write((int) acc);
                        acc = 0;
                        used = 0;
                    }
                }
            }
            if (used > 0) {
                out.write((int) (acc << (8 - used)));
            }
        }
    }

    /** ORC's closest fixed bit width of an unsigned value (1 for 0; 1-24, then 26, 28, 30, 32, 40, 48, 56, 64). */
    static int closestBits(long v) {
        int n = 64 - Long.numberOfLeadingZeros(v);
        if (n <= 24) {
            return Math.max(1, n);
        }
        for (int w : new int[] {26, 28, 30, 32, 40, 48, 56}) {
            if (n <= w) {
                return w;
            }
        }
        return 64;
    }

    private static int alignedBits(int n) {
        for (int w : new int[] {1, 2, 4, 8, 16, 24, 32, 40, 48, 56}) {
            if (n <= w) {
                return w;
            }
        }
        return 64;
    }

    private static int encodeWidth(int n) {
        if (n <= 24) {
            return n - 1;
        }
        switch (n) {
            case 26: return 24;
            case 28: return 25;
            case 30: return 26;
            case 32: return 27;
            case 40: return 28;
            case 48: return 29;
            case 56: return 30;
            default: return 31;
        }
    }

    /** A protobuf message under construction. */
    private static final class Pb {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Pb raw(long u) {
            while ((u & ~0x7FL) != 0) {
                out.write((int) ((u & 0x7F) | 0x80));
                u >>>= 7;
            }
            out.write((int) u);
            return this;
        }

        Pb varint(int field, long v) {
            return raw((long) field << 3).raw(v);
        }

        Pb svarint(int field, long v) {
            return varint(field, (v << 1) ^ (v >> 63));
        }

        Pb fixed64(int field, long v) {
            raw(((long) field << 3) | 1);
            le(out, v, 8);
            return this;
        }

        Pb bytes(int field, byte[] b) {
            raw(((long) field << 3) | 2).raw(b.length);
            out.write(b, 0, b.length);
            return this;
        }

        Pb message(int field, Pb m) {
            return bytes(field, m.toByteArray());
        }

        byte[] toByteArray() {
            return out.toByteArray();
        }
    }
}
