package dev.varve.jmh;

import java.nio.file.Files;
import java.nio.file.Path;
import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.BloomFilter;
import org.rocksdb.CompressionType;
import org.rocksdb.FlushOptions;
import org.rocksdb.LRUCache;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.WriteOptions;

/**
 * RocksDB JNI 10.10 as the R1 baseline of BENCHMARKS.md §3: key = 8-byte big-endian k, value =
 * 8-byte big-endian v1, 8-byte big-endian IEEE-754 bits of v2, then the v3 bytes; one {@code put}
 * per row. {@link #defaults} is R1 (Options defaults + createIfMissing + LZ4); {@link #tunedForGets}
 * is what PL compares against: a full bloom filter of 10 bits/key, a 1 GiB LRU block cache that
 * holds the whole data set, 4 KiB blocks, LZ4. The WAL is off unless {@code wal} is set.
 * Encoding reuses one key buffer and one value buffer per value length (no allocation per put).
 * Not thread-safe.
 */
final class RocksPeer implements AutoCloseable {
    static {
        RocksDB.loadLibrary();
    }

    private final Path dir;
    private final Dataset data;
    private final Options options;
    private final LRUCache cache;
    private final BloomFilter bloom;
    private final WriteOptions writeOptions;
    private final RocksDB db;
    private final byte[] key = new byte[8];
    /** Value buffers by v3 length (16..32): value length 32..48. */
    private final byte[][] values = new byte[17][];
    private final byte[] getBuffer = new byte[64];

    private RocksPeer(Path dir, Dataset data, boolean wal, boolean tuned) throws RocksDBException {
        this.dir = dir;
        this.data = data;
        this.options = new Options().setCreateIfMissing(true).setCompressionType(CompressionType.LZ4_COMPRESSION);
        if (tuned) {
            cache = new LRUCache(1L << 30);
            bloom = new BloomFilter(10, false);
            options.setTableFormatConfig(new BlockBasedTableConfig()
                    .setFilterPolicy(bloom)
                    .setBlockCache(cache)
                    .setBlockSize(4096)
                    .setCacheIndexAndFilterBlocks(false));
        } else {
            cache = null;
            bloom = null;
        }
        this.writeOptions = new WriteOptions().setDisableWAL(!wal);
        for (int len = 16; len <= 32; len++) {
            values[len - 16] = new byte[16 + len];
        }
        try {
            Files.createDirectories(dir);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        this.db = RocksDB.open(options, dir.toString());
    }

    /** R1: Options defaults plus createIfMissing and LZ4. */
    static RocksPeer defaults(Path dir, Dataset data, boolean wal) {
        try {
            return new RocksPeer(dir, data, wal, false);
        } catch (RocksDBException e) {
            throw new IllegalStateException("cannot open RocksDB in " + dir + ": " + e, e);
        }
    }

    /** Tuned for point gets as its users would (bloom filter, block cache holding the data). */
    static RocksPeer tunedForGets(Path dir, Dataset data) {
        try {
            return new RocksPeer(dir, data, false, true);
        } catch (RocksDBException e) {
            throw new IllegalStateException("cannot open RocksDB in " + dir + ": " + e, e);
        }
    }

    Path dir() {
        return dir;
    }

    /** Encodes row {@code i} into the reused key and value buffers and returns the value buffer. */
    byte[] encode(int i) {
        putLong(key, 0, data.k[i]);
        byte[] v3 = data.v3[i];
        byte[] value = values[v3.length - 16];
        putLong(value, 0, data.v1[i]);
        putLong(value, 8, Double.doubleToRawLongBits(data.v2[i]));
        System.arraycopy(v3, 0, value, 16, v3.length);
        return value;
    }

    /** Puts row {@code i} (encoding included). */
    void put(int i) {
        byte[] value = encode(i);
        try {
            db.put(writeOptions, key, value);
        } catch (RocksDBException e) {
            throw new IllegalStateException("RocksDB put failed: " + e, e);
        }
    }

    void flush() {
        try (FlushOptions f = new FlushOptions().setWaitForFlush(true)) {
            db.flush(f);
        } catch (RocksDBException e) {
            throw new IllegalStateException("RocksDB flush failed: " + e, e);
        }
    }

    void compactRange() {
        try {
            db.compactRange();
        } catch (RocksDBException e) {
            throw new IllegalStateException("RocksDB compactRange failed: " + e, e);
        }
    }

    /** v1 of key {@code k}, or {@link Long#MIN_VALUE} if absent. */
    long getV1(long k) {
        putLong(key, 0, k);
        try {
            int len = db.get(key, getBuffer);
            return len == RocksDB.NOT_FOUND ? Long.MIN_VALUE : getLong(getBuffer, 0);
        } catch (RocksDBException e) {
            throw new IllegalStateException("RocksDB get failed: " + e, e);
        }
    }

    /** A full scan from {@code seekToFirst}, key and value copied out of every entry and checked. */
    long scanAndCheck(Expected expected) {
        expected.reset();
        try (RocksIterator it = db.newIterator()) {
            for (it.seekToFirst(); it.isValid(); it.next()) {
                byte[] k = it.key();
                byte[] v = it.value();
                long key = getLong(k, 0);
                byte[] want = expected.v3(key);
                boolean v3Equal = want != null && v.length == 16 + want.length
                        && java.util.Arrays.equals(v, 16, v.length, want, 0, want.length);
                expected.check(key, getLong(v, 0), Double.longBitsToDouble(getLong(v, 8)), v3Equal);
            }
        }
        return expected.finish();
    }

    /** Puts rows 0 .. rows-1 in order (each put timed into {@code perPut} if given); returns the nanoseconds. */
    long putAll(int rows, org.HdrHistogram.Histogram perPut) {
        long start = System.nanoTime();
        for (int i = 0; i < rows; i++) {
            if (perPut == null) {
                put(i);
            } else {
                long t0 = System.nanoTime();
                put(i);
                perPut.recordValue(System.nanoTime() - t0);
            }
        }
        return System.nanoTime() - start;
    }

    /**
     * R1 steps 2, 4 and 5 after the puts: flush (timed), bytes, full scan ({@link RepeatedRead}: as
     * often as Varve's and Paimon's reads), compactRange (timed), bytes.
     */
    void recordAfterPuts(Figures f, Expected expected) {
        long t0 = System.nanoTime();
        flush();
        f.put("flush.ms", (System.nanoTime() - t0) / 1e6);
        f.put("flushed.disk_bytes", diskBytes());
        RepeatedRead.record(f, "full scan", RepeatedRead.reads(), () -> scanAndCheck(expected));
        long c0 = System.nanoTime();
        compactRange();
        f.put("compact_range.ms", (System.nanoTime() - c0) / 1e6);
        f.put("idle.disk_bytes", diskBytes());
    }

    long diskBytes() {
        return TableEngine.diskBytes(dir);
    }

    static void putLong(byte[] b, int off, long x) {
        for (int j = 7; j >= 0; j--) {
            b[off + j] = (byte) x;
            x >>>= 8;
        }
    }

    static long getLong(byte[] b, int off) {
        long x = 0;
        for (int j = 0; j < 8; j++) {
            x = (x << 8) | (b[off + j] & 0xff);
        }
        return x;
    }

    @Override
    public void close() {
        db.close();
        writeOptions.close();
        options.close();
        if (cache != null) {
            cache.close();
        }
        if (bloom != null) {
            bloom.close();
        }
    }
}
