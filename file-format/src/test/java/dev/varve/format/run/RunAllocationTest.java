package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.FileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.PositionOutput;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/**
 * The write and scan hot paths allocate nothing per record (STYLE.md practice 11): measured with
 * the thread's allocation counter over many warm records; per-page buffers are amortized, so the
 * average must stay far below one small object per record.
 */
class RunAllocationTest {
    private static final RowType TYPE = RowType.of(DataType.bigint().notNull(), DataType.bigint(), DataType.doubleType(),
            DataType.string());
    private static final int ROWS = 200_000;

    /** A value row over primitive state (no boxing in the caller); the string column is the subclass's. */
    private abstract static class RowBase implements InternalRow {
        long i;

        @Override public int getArity() { return 4; }
        @Override public RowKind getRowKind() { return RowKind.INSERT; }
        @Override public void setRowKind(RowKind kind) { }
        @Override public boolean isNullAt(int pos) { return false; }
        @Override public Object getField(int pos) { throw new AssertionError("boxing getter used on the hot path"); }
        @Override public long getLong(int pos) { return pos == 0 ? i : i * 31; }
        @Override public double getDouble(int pos) { return i * 0.25; }
    }

    /** Cycles through 64 strings: the column's statistics settle in the first page. */
    private static final class Row extends RowBase {
        final String[] strings = new String[64];

        Row() {
            for (int j = 0; j < strings.length; j++) {
                strings[j] = "string-value-" + j * 7919;
            }
        }

        @Override public String getString(int pos) { return strings[(int) (i & 63)]; }
    }

    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }

    /** An output that counts and drops its bytes, so that only the writer's own allocations count. */
    private static final class DiscardingOutput implements PositionOutput {
        long position;

        @Override public void write(byte[] b, int off, int len) { position += len; }
        @Override public void write(ByteBuffer buffer) { position += buffer.remaining(); buffer.position(buffer.limit()); }
        @Override public long position() { return position; }
        @Override public void sync() { }
        @Override public void close() { }
    }

    /** A FileIO (in memory) whose create() discards what is written. */
    private static FileIO discarding() {
        MemoryFileIO mem = new MemoryFileIO();
        return (FileIO) java.lang.reflect.Proxy.newProxyInstance(FileIO.class.getClassLoader(), new Class<?>[] {FileIO.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("create")) {
                        return new DiscardingOutput();
                    }
                    try {
                        return method.invoke(mem, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private static void write(FileIO io, String path, Row row, byte[] key) throws IOException {
        write(io, path, row, key, ROWS);
    }

    private static void write(FileIO io, String path, Row row, byte[] key, int rows) throws IOException {
        write(io, path, row, key, rows, null);
    }

    private static void write(FileIO io, String path, RowBase row, byte[] key, int rows, RunWriterScratch scratch)
            throws IOException {
        RunWriter w = new RunWriter(io, path, TYPE, RunWriterOptions.defaults(), scratch);
        for (long i = 0; i < rows; i++) {
            row.i = i;
            for (int j = 0; j < 8; j++) {
                key[j] = (byte) (i >>> (56 - 8 * j));
            }
            w.add(key, i, RowKind.INSERT, row);
        }
        w.finish();
    }

    @Test
    void writerAndCursorAllocateNothingPerRecord() throws IOException {
        Row row = new Row();
        byte[] key = new byte[8];
        FileIO sink = discarding();
        for (int warm = 0; warm < 3; warm++) {
            write(sink, "/warm-" + warm + ".vrf", row, key);
        }
        // marginal allocation per record: writing 2N records minus writing N (per-file buffers cancel out)
        long before = allocated();
        write(sink, "/measured-1.vrf", row, key, ROWS);
        long once = allocated() - before;
        before = allocated();
        write(sink, "/measured-2.vrf", row, key, 2 * ROWS);
        long twice = allocated() - before;
        double writePerRow = (twice - once) / (double) ROWS;
        MemoryFileIO io = new MemoryFileIO();
        write(io, "/n.vrf", row, key, ROWS);
        write(io, "/2n.vrf", row, key, 2 * ROWS);
        long[] sum = new long[1];
        double scanPerRow = 0;
        for (int rep = 0; rep < 4; rep++) {
            long a1 = scanAllocation(io, "/n.vrf", sum);
            long a2 = scanAllocation(io, "/2n.vrf", sum);
            scanPerRow = (a2 - a1) / (double) ROWS;
        }
        assertTrue(sum[0] != 0);
        // per distinct key: an 8-byte hash kept for the bloom filter and its 10 bits; nothing per record
        assertTrue(writePerRow < 8 + 1.25 + 1.5, "write allocates " + writePerRow + " bytes per row");
        // per distinct key: the bloom filter read at open with the footer; nothing per record
        assertTrue(scanPerRow < 1.25 + 1, "scan allocates " + scanPerRow + " bytes per row");
    }

    @Test
    void aWriterOnAWarmScratchAllocatesNothingPerRecordOrKey() throws IOException {
        Row row = new Row();
        byte[] key = new byte[8];
        FileIO sink = discarding();
        RunWriterScratch scratch = new RunWriterScratch(TYPE);
        for (int warm = 0; warm < 3; warm++) {
            write(sink, "/warm-" + warm + ".vrf", row, key, 2 * ROWS, scratch);
        }
        long before = allocated();
        write(sink, "/measured.vrf", row, key, 2 * ROWS, scratch);
        double perRow = (allocated() - before) / (2.0 * ROWS);
        // only per-file objects remain (writer, flusher, metadata): no key hashes, bloom bits or page buffers
        assertTrue(perRow < 0.1, "a writer on a warm scratch allocates " + perRow + " bytes per row");
    }

    @Test
    void keyHashCapacityIsWhatAWriterCanHashWithoutGrowing() throws IOException {
        Row row = new Row();
        byte[] key = new byte[8];
        FileIO sink = discarding();
        RunWriterScratch scratch = new RunWriterScratch(TYPE);
        assertTrue(scratch.keyHashCapacity() == 0, "a fresh scratch holds no key hashes");
        write(sink, "/big.vrf", row, key, 2 * ROWS, scratch);
        long grown = scratch.keyHashCapacity();
        assertTrue(grown >= 2 * ROWS && grown < 2 * ROWS + RunWriter.HASH_CHUNK, "capacity " + grown);
        write(sink, "/small.vrf", row, key, ROWS / 10, scratch);
        assertTrue(scratch.keyHashCapacity() == grown, "a smaller file keeps the grown chunks");
    }

    /** A row whose string grows with {@code i}: every page of a file raises the column's maximum. */
    private static final class RisingRow extends RowBase {
        final String[] strings = new String[8192];

        RisingRow() {
            for (int j = 0; j < strings.length; j++) {
                strings[j] = String.format("rising-%08d", j);
            }
        }

        @Override public String getString(int pos) { return strings[(int) (i / 64)]; }
    }

    @Test
    void columnStatisticsCostNothingPerPage() throws IOException {
        RisingRow row = new RisingRow();
        byte[] key = new byte[8];
        FileIO sink = discarding();
        RunWriterScratch scratch = new RunWriterScratch(TYPE);
        long once = Long.MAX_VALUE;
        long twice = Long.MAX_VALUE;
        for (int round = 0; round < 4; round++) {
            // the minimum over rounds: warm buffers, and no stray allocation (JIT, class loading) counts
            long before = allocated();
            write(sink, "/once-" + round + ".vrf", row, key, ROWS, scratch);
            once = Math.min(once, allocated() - before);
            before = allocated();
            write(sink, "/twice-" + round + ".vrf", row, key, 2 * ROWS, scratch);
            twice = Math.min(twice, allocated() - before);
        }
        // the second file has about a hundred pages more, each with a new string maximum: the running
        // minimum and maximum live in the column's buffers, copied out once per file
        assertTrue(twice - once < 512, "the extra pages allocate " + (twice - once) + " bytes");
    }

    /** A small file written on a warm scratch, finished with {@code finishRun} (true) or {@code finish}; its bytes allocated, the least of five. */
    private static long smallFileAllocation(FileIO sink, RunWriterScratch scratch, boolean finishRun) throws IOException {
        Row row = new Row();
        byte[] key = new byte[8];
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 8; round++) {
            long before = allocated();
            RunWriter w = new RunWriter(sink, "/small.vrf", TYPE, RunWriterOptions.defaults(), scratch);
            for (long i = 0; i < 100; i++) {
                row.i = i;
                key[7] = (byte) i;
                w.add(key, i, RowKind.INSERT, row);
            }
            if (finishRun) {
                w.finishRun();
            } else {
                w.finish();
            }
            least = Math.min(least, allocated() - before);
        }
        return least;
    }

    @Test
    void finishRunOnAScratchBuildsNoMetadataObjects() throws IOException {
        FileIO sink = discarding();
        RunWriterScratch scratch = new RunWriterScratch(TYPE);
        smallFileAllocation(sink, scratch, true); // warm: buffers, flusher
        long run = smallFileAllocation(sink, scratch, true);
        long meta = smallFileAllocation(sink, scratch, false);
        // finish() adds the metadata object, the statistics list and objects, the file name and key copies
        assertTrue(meta - run >= 300, "finish " + meta + " B vs finishRun " + run + " B per file");
        // what is left per file (JDK 17: ~1.5 KB): the writer and its cleaner registration, the
        // output, the footer's statistics values, the two key copies the caller keeps
        assertTrue(run < 1800, "a file finished with finishRun allocates " + run + " B");
    }

    @Test
    void openingAFileOnAScratchWrapsNoBuffers() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        Row row = new Row();
        byte[] key = new byte[8];
        write(io, "/f.vrf", row, key, 1000);
        RunReadScratch scratch = new RunReadScratch();
        long withScratch = Long.MAX_VALUE;
        long plain = Long.MAX_VALUE;
        for (int round = 0; round < 8; round++) {
            long before = allocated();
            RunReader.open(io, "/f.vrf", TYPE, scratch).close();
            withScratch = Math.min(withScratch, allocated() - before);
            before = allocated();
            RunReader.open(io, "/f.vrf", TYPE).close();
            plain = Math.min(plain, allocated() - before);
        }
        // header, trailer and footer are read into the scratch through its views, checked with its
        // CRC (JDK 17: ~2.2 KB left, the reader, footer and input objects; ~2.45 KB with a buffer
        // wrapped per read and new header, trailer and CRC objects)
        assertTrue(withScratch < plain, "open on a scratch " + withScratch + " B, plain " + plain + " B");
        assertTrue(withScratch < 2300, "an open on a warm scratch allocates " + withScratch + " B");
    }

    /**
     * A compaction input (a file opened on a warm scratch, its all-columns cursor on the scratch, both closed) builds no
     * decoder queue (made when a decoder is first pooled: lookups) and no identity projection of its own (one per
     * column count for every reader): 80 bytes less per input file than with both.
     */
    @Test
    void aCompactionInputBuildsNoDecoderQueueNorProjection() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        Row row = new Row();
        byte[] key = new byte[8];
        write(io, "/c.vrf", row, key, 1000);
        RunReadScratch scratch = new RunReadScratch();
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 2_000; round++) {
            long before = allocated();
            try (RunReader r = RunReader.open(io, "/c.vrf", TYPE, scratch);
                 RunCursor c = r.cursor(null, null, null, scratch)) {
                least = Math.min(least, allocated() - before + (c.next() ? 0 : 1));
            }
        }
        assertTrue(least <= BOUND_INPUT, "an input opened, its cursor made, on a warm scratch: " + least + " B");
        assertSame(RunReader.identity(TYPE.size()), RunReader.identity(TYPE.size()));
        int[] id = RunReader.identity(TYPE.size());
        for (int i = 0; i < id.length; i++) {
            assertEquals(i, id[i]);
        }
    }

    /**
     * JDK 17 with compressed oops: 2 296 B (the reader, footer, cursor and input objects, the key copies); 2 376 B with
     * a decoder queue (its object and first node) and an identity projection per reader.
     */
    private static final long BOUND_INPUT = 2_330;

    /** Bytes allocated by opening and fully scanning a file. */
    private static long scanAllocation(MemoryFileIO io, String path, long[] sum) throws IOException {
        long b = allocated();
        try (RunReader r = RunReader.open(io, path, TYPE); RunCursor c = r.cursor(null, null, null)) {
            InternalRow v = c.value();
            while (c.next()) {
                sum[0] += v.getLong(0) + v.getLong(1) + (long) v.getDouble(2) + c.bytesLength(3) + c.sequence();
            }
        }
        return allocated() - b;
    }
}
