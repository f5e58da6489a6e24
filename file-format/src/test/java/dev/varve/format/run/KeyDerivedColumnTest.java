package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.CorruptFileException;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.PositionOutput;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Version 3's KEY-derived LONG columns (FORMAT.md "LONG values"): a page whose integer column equals
 * the integer its FIXED key encodes (the normalized key of an integer primary key: L bytes big-endian,
 * top bit flipped) stores that column as one tag byte, and every value, cursor and lookup comes back
 * exact; a page where one value differs, a null, or keys that are not FIXED keep the integer block.
 */
class KeyDerivedColumnTest {
    private final MemoryFileIO io = new MemoryFileIO();

    /** The normalized key of the integer v as an L-byte key (v must fit L signed bytes). */
    static byte[] key(long v, int len) {
        long x = v ^ (1L << (8 * len - 1));
        byte[] k = new byte[len];
        for (int j = 0; j < len; j++) {
            k[j] = (byte) (x >>> (8 * (len - 1 - j)));
        }
        return k;
    }

    private static RowType type(DataType keyColumn) {
        return new RowType(List.of(new DataField(0, "id", keyColumn), new DataField(1, "v", DataType.bigint())));
    }

    private static RunWriterOptions opts(int pageBytes) {
        return RunWriterOptions.defaults().withCompression("zstd").withTargetPageBytes(pageBytes);
    }

    private void write(String path, RowType type, RunWriterOptions o, List<RandomRuns.Rec> recs) throws IOException {
        RunWriter w = new RunWriter(io, path, type, o);
        for (RandomRuns.Rec r : recs) {
            w.add(r.key, r.seq, r.kind, r.value);
        }
        w.finish();
    }

    /** Per page, the first byte of value column c's chunk, decompressed, and the chunk's raw length (tag << 32 | length). */
    private long[] chunkTags(String path, int columns, int c) throws IOException {
        byte[] f = io.readFully(path);
        ByteBuffer b = ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN);
        long footer = b.getLong(f.length - RunFormat.TRAILER_SIZE);
        List<Long> out = new ArrayList<>();
        int pos = RunFormat.HEADER_SIZE;
        PageCompression pc = new PageCompression(1);
        try {
            while (pos < footer) {
                pos += RunFormat.PAGE_HEADER_SIZE;
                for (int chunk = 0; chunk < 3 + columns; chunk++) {
                    int codec = f[pos] & 0xFF;
                    int raw = b.getInt(pos + 1);
                    int stored = b.getInt(pos + 5);
                    int data = pos + RunFormat.CHUNK_HEADER_SIZE;
                    if (chunk == 3 + c) {
                        int first;
                        if (codec == RunFormat.CODEC_NONE) {
                            first = f[data] & 0xFF;
                        } else if ((codec & RunFormat.CODEC_RAW_PREFIX) != 0) {
                            first = f[data + 4] & 0xFF;
                        } else {
                            byte[] dst = new byte[raw + RunFormat.SLACK];
                            pc.decompress(codec, f, data, stored, dst, 0, raw);
                            first = dst[0] & 0xFF;
                        }
                        out.add((long) first << 32 | raw);
                    }
                    pos = data + stored;
                }
            }
        } finally {
            pc.close();
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    private static final long KEY_CHUNK = (long) (RunFormat.LONG_KEY << 4) << 32 | 1;

    /** Reads every record back (cursor over all columns, cursor over column 0 alone, lookup of each key). */
    private void assertReadsBack(String path, RowType type, List<RandomRuns.Rec> recs) throws IOException {
        try (RunReader r = RunReader.open(io, path, type)) {
            assertEquals(RunFormat.VERSION_3, r.formatVersion());
            try (RunCursor c = r.cursor(null, null, null)) {
                for (RandomRuns.Rec rec : recs) {
                    assertTrue(c.next());
                    assertEquals(rec.seq, c.sequence());
                    assertTrue(RandomRuns.rowEquals(rec.value, c.value()),
                            RandomRuns.show(rec.value) + " read back as " + RandomRuns.show(c.value()));
                }
                assertFalse(c.next());
            }
            try (RunCursor c = r.cursor(new int[] {0}, null, null)) {
                for (RandomRuns.Rec rec : recs) {
                    assertTrue(c.next());
                    assertTrue(RandomRuns.valueEquals(rec.value.getField(0), c.value().getField(0)));
                }
                assertFalse(c.next());
            }
            for (int i = 0; i < recs.size(); i++) {
                // lookup returns the last version of a key
                if (i + 1 < recs.size() && Arrays.equals(recs.get(i).key, recs.get(i + 1).key)) {
                    continue;
                }
                KeyValue kv = r.lookup(recs.get(i).key);
                assertEquals(recs.get(i).seq, kv.sequence());
                assertTrue(RandomRuns.rowEquals(recs.get(i).value, kv.value()));
            }
        }
    }

    /** Sorted records whose column 0 is the key's integer, column 1 random (with nulls). */
    private static List<RandomRuns.Rec> keyed(long[] sortedValues, int len, SplittableRandom rnd, DataType t) {
        List<RandomRuns.Rec> recs = new ArrayList<>();
        for (int i = 0; i < sortedValues.length; i++) {
            long v = sortedValues[i];
            Object id;
            switch (t.root()) {
                case TINYINT: id = (byte) v; break;
                case SMALLINT: id = (short) v; break;
                case INT: id = (int) v; break;
                case DATE: id = LocalDate.ofEpochDay(v); break;
                default: id = v;
            }
            recs.add(new RandomRuns.Rec(key(v, len), i, RowKind.INSERT,
                    GenericRow.of(id, rnd.nextInt(10) == 0 ? null : rnd.nextLong())));
        }
        return recs;
    }

    /** n values of L signed bytes, sorted as their keys sort (signed order), with the range's edges and duplicates. */
    private static long[] values(SplittableRandom rnd, int len, int n) {
        long min = len == 8 ? Long.MIN_VALUE : -(1L << (8 * len - 1));
        long max = len == 8 ? Long.MAX_VALUE : (1L << (8 * len - 1)) - 1;
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            switch (rnd.nextInt(6)) {
                case 0: v[i] = min; break;
                case 1: v[i] = max; break;
                case 2: v[i] = i > 0 ? v[i - 1] : 0; break;
                default: v[i] = len == 8 ? rnd.nextLong() : rnd.nextLong(min, max + 1);
            }
        }
        Arrays.sort(v);
        return v;
    }

    @Test
    void integerKeyColumnsOfEveryKeyLengthAreStoredAsTheKeys() throws IOException {
        SplittableRandom rnd = new SplittableRandom(41);
        for (int len = 1; len <= 8; len++) {
            for (int n : new int[] {1, 2, 17, 1000, 5000}) {
                RowType type = type(len == 8 ? DataType.bigint().notNull() : DataType.bigint());
                List<RandomRuns.Rec> recs = keyed(values(rnd, len, n), len, rnd, DataType.bigint());
                String path = "/k" + len + "-" + n + ".vrf";
                write(path, type, opts(1024 + rnd.nextInt(8192)), recs);
                for (long tag : chunkTags(path, 2, 0)) {
                    assertEquals(KEY_CHUNK, tag, "key length " + len + ", " + n + " rows");
                }
                assertReadsBack(path, type, recs);
            }
        }
    }

    @Test
    void narrowTypesAndAllEqualKeys() throws IOException {
        SplittableRandom rnd = new SplittableRandom(7);
        DataType[] types = {DataType.tinyint(), DataType.smallint(), DataType.intType(), DataType.date()};
        int[] lens = {1, 2, 4, 4};
        for (int t = 0; t < types.length; t++) {
            long[] v = values(rnd, lens[t], 3000);
            if (types[t].root() == dev.varve.row.TypeRoot.DATE) {
                for (int i = 0; i < v.length; i++) {
                    v[i] = v[i] % 3_000_000; // within LocalDate's range
                }
                Arrays.sort(v);
            }
            RowType type = type(types[t]);
            List<RandomRuns.Rec> recs = keyed(v, lens[t], rnd, types[t]);
            write("/n" + t + ".vrf", type, opts(4096), recs);
            for (long tag : chunkTags("/n" + t + ".vrf", 2, 0)) {
                assertEquals(KEY_CHUNK, tag, types[t].toString());
            }
            assertReadsBack("/n" + t + ".vrf", type, recs);
        }
        long[] same = new long[2000];
        Arrays.fill(same, -5);
        List<RandomRuns.Rec> recs = keyed(same, 8, rnd, DataType.bigint());
        write("/same.vrf", type(DataType.bigint()), opts(1024), recs);
        for (long tag : chunkTags("/same.vrf", 2, 0)) {
            assertEquals(KEY_CHUNK, tag);
        }
        assertReadsBack("/same.vrf", type(DataType.bigint()), recs);
    }

    @Test
    void pagesWhereTheColumnDiffersFromTheKeysKeepTheirValues() throws IOException {
        SplittableRandom rnd = new SplittableRandom(3);
        int n = 4000;
        List<RandomRuns.Rec> recs = keyed(values(rnd, 8, n), 8, rnd, DataType.bigint());
        // one value off by one near the end, and a null in the middle: those pages keep integer blocks
        RandomRuns.Rec last = recs.get(n - 3);
        recs.set(n - 3, new RandomRuns.Rec(last.key, last.seq, last.kind,
                GenericRow.of(last.value.getLong(0) + 1, last.value.getField(1))));
        RandomRuns.Rec mid = recs.get(n / 2);
        recs.set(n / 2, new RandomRuns.Rec(mid.key, mid.seq, mid.kind, GenericRow.of(null, mid.value.getField(1))));
        RowType type = type(DataType.bigint());
        write("/mixed.vrf", type, opts(4096), recs);
        long[] tags = chunkTags("/mixed.vrf", 2, 0);
        assertTrue(tags.length >= 4);
        int plain = 0;
        for (long tag : tags) {
            if (tag != KEY_CHUNK) {
                plain++;
                assertTrue((tag >>> 36) == 0, "a page that keeps its values has value encoding 0");
            }
        }
        assertEquals(2, plain, "the page with the changed value and the page with the null");
        assertReadsBack("/mixed.vrf", type, recs);
        // the value column (v) is random: never KEY
        for (long tag : chunkTags("/mixed.vrf", 2, 1)) {
            assertTrue((tag >>> 36) == 0);
        }
    }

    @Test
    void keysThatAreNotFixedKeepTheirValues() throws IOException {
        // a 9-byte key (a null marker + 8 bytes) is PREFIX-encoded: the column is written as integers
        SplittableRandom rnd = new SplittableRandom(5);
        long[] v = values(rnd, 8, 500);
        List<RandomRuns.Rec> recs = new ArrayList<>();
        for (int i = 0; i < v.length; i++) {
            byte[] k = new byte[9];
            k[0] = 1;
            System.arraycopy(key(v[i], 8), 0, k, 1, 8);
            recs.add(new RandomRuns.Rec(k, i, RowKind.INSERT, GenericRow.of(v[i], (long) i)));
        }
        RowType type = type(DataType.bigint());
        write("/prefix.vrf", type, opts(65536), recs);
        for (long tag : chunkTags("/prefix.vrf", 2, 0)) {
            assertTrue((tag >>> 36) == 0);
        }
        assertReadsBack("/prefix.vrf", type, recs);
    }

    @Test
    void keyEncodingInAnOlderVersionFileIsCorrupt() throws IOException {
        SplittableRandom rnd = new SplittableRandom(11);
        List<RandomRuns.Rec> recs = keyed(values(rnd, 8, 100), 8, rnd, DataType.bigint());
        RowType type = type(DataType.bigint());
        write("/v3.vrf", type, opts(65536), recs);
        assertEquals(KEY_CHUNK, chunkTags("/v3.vrf", 2, 0)[0]);
        byte[] f = io.readFully("/v3.vrf");
        f[4] = (byte) RunFormat.VERSION_2; // the header carries no checksum: a version-2 file with a KEY chunk
        try (PositionOutput o = io.create("/v2.vrf")) {
            o.write(f, 0, f.length);
        }
        try (RunReader r = RunReader.open(io, "/v2.vrf", type)) {
            assertEquals(RunFormat.VERSION_2, r.formatVersion());
            try (RunCursor c = r.cursor(new int[] {1}, null, null)) {
                assertTrue(c.next()); // the key column is not decoded
            }
            CorruptFileException e = assertThrows(CorruptFileException.class, () -> {
                try (RunCursor c = r.cursor(null, null, null)) {
                    c.next();
                }
            });
            assertTrue(e.getMessage().contains("KEY value encoding in a format version 2 file"), e.getMessage());
        }
    }

    @Test
    void aKeyDerivedColumnOutOfItsTypesRangeIsCorrupt() throws IOException {
        // written as BIGINT = key, read as INT: the file's type string differs, so patch nothing but check
        // the decoder's range check through a SMALLINT column whose 8-byte keys hold large values
        SplittableRandom rnd = new SplittableRandom(13);
        long[] v = {-100_000, 5, 70_000};
        List<RandomRuns.Rec> recs = keyed(v, 8, rnd, DataType.bigint());
        write("/wide.vrf", type(DataType.bigint()), opts(65536), recs);
        assertEquals(KEY_CHUNK, chunkTags("/wide.vrf", 2, 0)[0]);
        // decodeFromKeys with a SMALLINT vector over the same keys
        ColumnVector.LongVector vec = (ColumnVector.LongVector) ColumnVector.create(DataType.smallint());
        long[] keys = new long[v.length];
        for (int i = 0; i < v.length; i++) {
            keys[i] = v[i] ^ Long.MIN_VALUE;
        }
        byte[] chunk = {(byte) (RunFormat.LONG_KEY << 4), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        ByteSource in = new ByteSource("/x", 0, 0, 3, chunk, 0, 1);
        assertThrows(CorruptFileException.class, () -> vec.decodeFromKeys(in, v.length, keys, 8));
        ByteSource in2 = new ByteSource("/x", 0, 0, 3, chunk, 0, 1);
        assertThrows(CorruptFileException.class, () -> vec.decodeFromKeys(in2, v.length, keys, 0));
        ColumnVector.LongVector big = (ColumnVector.LongVector) ColumnVector.create(DataType.bigint());
        ByteSource in3 = new ByteSource("/x", 0, 0, 3, chunk, 0, 1);
        big.decodeFromKeys(in3, v.length, keys, 8);
        for (int i = 0; i < v.length; i++) {
            assertEquals(v[i], big.vals[i]);
            assertFalse(big.isNull[i]);
        }
    }
}
