package dev.varve.jmh;

import dev.varve.merge.BatchLoserTree;
import dev.varve.merge.BlockSource;
import dev.varve.merge.KeyValueSource;
import dev.varve.merge.LoserTree;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * Issue 3's merge figure: k sorted sources of 8-byte keys merged by Varve's {@link LoserTree}
 * (prefix-first compare) vs a {@link PriorityQueue} merge of the same sources in the same order
 * (full unsigned key compare, then sequence, then source index), vs floors. Both merges pull the
 * same sources (reused holders over pre-generated arrays, {@link #layout}), hand out each merged
 * {@link KeyValue} before pulling its source's next one, and consume it the same way
 * ({@link #consume}: sequence, kind, first and last key byte). The floors, all per merged record:
 * <ul>
 *   <li>{@code memcpy}: copies 16 bytes (an 8-byte key and an 8-byte sequence) of a flat array;
 *   <li>{@code memcpyRecords}: copies 25 bytes, the merged records as they exist in the merged
 *       output (filled in setup, in merge order): 8-byte key, 8-byte sequence, 1-byte row kind,
 *       8-byte BIGINT value ({@link #record} {@code narrow}; {@code w1}: W1's rows, 58 bytes on
 *       average);
 *   <li>{@code pullInMergeOrder}: pulls every record from the same {@link KeyValueSource}s in the
 *       merged order (precomputed in setup), no compares — what any merge over these sources
 *       pays at least (source calls, and reading k interleaved streams of key arrays).
 * </ul>
 *
 * <p>{@code batchLoserTree} (for {@link #record} {@code w1}: the W1-shaped records, as {@code memcpyRecords}) is the batch merge ({@link BatchLoserTree} over {@link BlockSource}s):
 * the same sources as decoded blocks of {@link #BLOCK} rows (prefix, sequence, kind and value
 * vectors, decoded inside the measurement), merged into positions, and the merged records' 25 bytes
 * written to the output from those vectors — the bytes {@code memcpyRecords} copies (setup checks
 * they are equal). It runs for both layouts but reads the packed keys in both.
 *
 * <p>Where {@code batchLoserTree}'s time goes: {@code batchDecodeOnly} (the block decode alone) and
 * {@code batchPositionsOnly} (decode and merge into positions, no copy); the copy is the rest. The
 * floor of any tree merge of these records: {@code treeFloor} (the tournament alone over
 * precomputed node keys, no blocks, ties or copy) and {@code treeFloorTwoLanes} (two such trees
 * over the two key halves stepped in one loop, two overlapping dependency chains).
 *
 * <p>Every benchmark also reports its own thread's CPU time ({@link Cpu}: {@code cpuNanos} and
 * {@code records} per iteration), which other processes on a shared machine do not inflate.
 * {@code jmh/loser-tree-summary.py} turns a JSON result into the goal's two ratios, per k:
 * PriorityQueue / loser tree (goal &ge; 2) and loser tree / memcpyRecords (goal &le; 3), and
 * the same for the batch merge (batchLoserTree / memcpyRecords, loser tree / batchLoserTree).
 *
 * <p>What bounds the merge here: {@code pullInMergeOrder} alone (no compares) already costs 2-15x
 * {@code memcpyRecords}, because every record is a call on a source and a read from one of k
 * interleaved streams. The loser tree pays more than that floor mainly because the next winner
 * depends on the key just pulled, so a miss on a source's key stream (k = 32 streams and more defeat
 * the hardware prefetcher; {@code objects} also misses on every fresh key object) cannot overlap
 * with the next record's work as it does in {@code pullInMergeOrder}; the tree's own replay is
 * about a quarter of its CPU samples (JFR, k = 32, packed).
 *
 * <pre>
 * java --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED -jar jmh/target/benchmarks.jar LoserTreeBench \
 *     -prof gc -f 1 -wi 2 -i 3 -rf json -rff /tmp/loser.json
 * python3 jmh/loser-tree-summary.py /tmp/loser.json
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19", "-Xmx2g"})
public class LoserTreeBench {
    static final int RECORDS = 1 << 20;

    @Param({"8", "16", "32"})
    public int k;

    /**
     * How the sources hold their records: {@code packed}, each source's keys back to back in one
     * {@code byte[]} (as a decoded run page holds them), handed out in two alternating reused key
     * arrays and holders, as the run-file sources do; {@code objects}, one fresh {@code byte[]}
     * object per key (24 heap bytes each, read through a reference array), the fresh-key contract.
     */
    @Param({"packed", "objects"})
    public String layout;

    /**
     * What one merged record of the batch merge carries ({@code batchLoserTree}, its split
     * {@code batchDecodeOnly} / {@code batchPositionsOnly}, and its floor {@code memcpyRecords}; the
     * other benchmarks do not read it): {@code narrow} (the default, the issue-3 figure), 25 bytes —
     * 8-byte key, 8-byte sequence, 1-byte row kind, 8-byte BIGINT value; {@code w1}, a row of
     * BENCHMARKS.md's W1 table (k BIGINT, v1 BIGINT, v2 DOUBLE, v3 STRING of 16..32 letters, values
     * drawn as {@link Dataset} draws them, keys the same as {@code narrow}'s; a block's decode copies
     * its v3 bytes into the block, as a page decode leaves them in the page's buffer), 58 bytes on average —
     * 8-byte key, 8-byte sequence, 1-byte kind, 8-byte v1, 8-byte v2, 1-byte v3 length, v3's bytes.
     * Only those four benchmarks are worth running with {@code w1}
     * ({@code -p record=w1 'LoserTreeBench.(batch.*|memcpyRecords)$'}).
     */
    @Param({"narrow", "w1"})
    public String record = "narrow";

    byte[][][] keys;
    /** Per source, its keys back to back, 8 bytes each ({@code packed} layout). */
    byte[][] packedKeys;
    long[][] seqs;
    byte[] scratch;
    byte[] flat;

    /** The benchmark thread's CPU time and merged records, summed over an iteration. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Cpu {
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
        public long cpuNanos;
        public long records;
        private long start;

        @Setup(Level.Iteration)
        public void reset() {
            cpuNanos = 0;
            records = 0;
        }

        void begin() {
            start = THREADS.getCurrentThreadCpuTime();
        }

        void end() {
            cpuNanos += THREADS.getCurrentThreadCpuTime() - start;
            records += RECORDS;
        }
    }

    @Setup
    public void setup() {
        SplittableRandom rnd = new SplittableRandom(42);
        keys = new byte[k][][];
        packedKeys = new byte[k][];
        seqs = new long[k][];
        int per = RECORDS / k;
        long seq = 0;
        for (int s = 0; s < k; s++) {
            long[] raw = new long[per];
            for (int i = 0; i < per; i++) {
                raw[i] = rnd.nextLong() >>> 1;
            }
            Arrays.sort(raw);
            keys[s] = new byte[per][];
            packedKeys[s] = new byte[per * 8];
            seqs[s] = new long[per];
            ByteBuffer packed = ByteBuffer.wrap(packedKeys[s]);
            for (int i = 0; i < per; i++) {
                keys[s][i] = ByteBuffer.allocate(8).putLong(raw[i]).array();
                packed.putLong(raw[i]);
                seqs[s][i] = seq++;
            }
        }
        mergeOrder = mergeOrder();
        kinds = new byte[k][];
        values = new long[k][];
        for (int s = 0; s < k; s++) {
            kinds[s] = new byte[per];
            Arrays.fill(kinds[s], RowKind.INSERT.toByteValue());
            values[s] = new long[per];
        }
        boolean w1 = record.equals("w1");
        if (!w1 && !record.equals("narrow")) {
            throw new IllegalArgumentException("record is narrow or w1, not " + record);
        }
        long recordBytes = (long) RECORDS * RECORD_BYTES;
        if (w1) {
            recordBytes = setupW1();
        }
        flat = new byte[RECORDS * 16];
        scratch = new byte[RECORDS * 16];
        flatRecords = new byte[Math.toIntExact(recordBytes)];
        scratchRecords = new byte[flatRecords.length + (w1 ? W1_V3_MAX : 0)]; // w1: slack for the word copy of the last v3
        ByteBuffer pairs = ByteBuffer.wrap(flat);
        ByteBuffer records = ByteBuffer.wrap(flatRecords);
        int[] at = new int[k];
        for (int n = 0; n < RECORDS; n++) {
            int s = mergeOrder[n];
            int i = at[s]++;
            pairs.put(keys[s][i]).putLong(seqs[s][i]);
            records.put(keys[s][i]).putLong(seqs[s][i]).put(RowKind.INSERT.toByteValue());
            if (w1) {
                int from = v3Offsets[s][i];
                int len = v3Offsets[s][i + 1] - from;
                records.putLong(v1s[s][i]).putLong(v2s[s][i]).put((byte) len).put(v3Bytes[s], from, len);
            } else {
                records.putLong(0L);
            }
        }
        setupFloor();
        blockSources = new PackedBlockSource[k];
        for (int s = 0; s < k; s++) {
            blockSources[s] = w1
                    ? new PackedBlockSource(packedKeys[s], seqs[s], kinds[s], v1s[s], v2s[s], v3Bytes[s], v3Offsets[s])
                    : new PackedBlockSource(packedKeys[s], seqs[s], kinds[s], values[s]);
        }
        try {
            batchLoserTree(new Cpu());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        if (!Arrays.equals(scratchRecords, 0, flatRecords.length, flatRecords, 0, flatRecords.length)) {
            throw new IllegalStateException("batchLoserTree does not produce the merged records");
        }
    }

    /** Bytes of one merged {@code narrow} record: 8-byte key, 8-byte sequence, 1-byte kind, 8-byte value. */
    static final int RECORD_BYTES = 25;

    /** Per source, its W1 columns ({@code record = w1}): v1, v2 (the double's bits), v3 back to back with row offsets. */
    long[][] v1s;
    long[][] v2s;
    byte[][] v3Bytes;
    int[][] v3Offsets;

    /**
     * The W1 columns of every source's rows, drawn as {@link Dataset} draws a W1 row (its own
     * seed, so the keys stay {@code narrow}'s); returns the merged records' total bytes.
     */
    private long setupW1() {
        int per = RECORDS / k;
        Dataset.Row row = new Dataset.Row();
        SplittableRandom rnd = new SplittableRandom(43);
        v1s = new long[k][per];
        v2s = new long[k][per];
        v3Bytes = new byte[k][];
        v3Offsets = new int[k][per + 1];
        long bytes = 0;
        for (int s = 0; s < k; s++) {
            byte[] v3 = new byte[per * 32];
            int o = 0;
            for (int i = 0; i < per; i++) {
                row.next(rnd);
                v1s[s][i] = row.v1;
                v2s[s][i] = Double.doubleToRawLongBits(row.v2);
                v3Offsets[s][i] = o;
                System.arraycopy(row.v3, 0, v3, o, row.len);
                o += row.len;
            }
            v3Offsets[s][per] = o;
            v3Bytes[s] = Arrays.copyOf(v3, o);

            bytes += (long) per * W1_FIXED_BYTES + o;
        }
        return bytes;
    }

    /** Bytes of a merged {@code w1} record before v3's: key, sequence, kind, v1, v2, v3's length. */
    static final int W1_FIXED_BYTES = 8 + 8 + 1 + 8 + 8 + 1;
    /** The longest v3 (W1's strings are 16..32 letters). */
    static final int W1_V3_MAX = 32;
    private static final VarHandle NATIVE_LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.nativeOrder());

    byte[] flatRecords;
    byte[] scratchRecords;
    /** Source index of each merged record, in merge order (key unsigned, then sequence). */
    byte[] mergeOrder;

    /** The merged order by a plain k-way selection (independent of the merges measured). */
    private byte[] mergeOrder() {
        byte[] order = new byte[RECORDS];
        int[] at = new int[k];
        for (int n = 0; n < RECORDS; n++) {
            int best = -1;
            for (int s = 0; s < k; s++) {
                if (at[s] == keys[s].length) {
                    continue;
                }
                if (best < 0) {
                    best = s;
                    continue;
                }
                int c = Arrays.compareUnsigned(keys[s][at[s]], keys[best][at[best]]);
                if (c < 0 || (c == 0 && seqs[s][at[s]] < seqs[best][at[best]])) {
                    best = s;
                }
            }
            order[n] = (byte) best;
            at[best]++;
        }
        return order;
    }

    /** Per source, its records' row kinds and BIGINT values (the columns the batch merge's consumer copies). */
    byte[][] kinds;
    long[][] values;
    /** The batch merge's sources, reset before each merge (their block vectors are reused). */
    PackedBlockSource[] blockSources;

    /**
     * Rows of one decoded block of a {@link PackedBlockSource} (a run page's worth): 1024, or
     * {@code -DloserTree.block=} (a JVM argument: {@code -jvmArgsAppend -DloserTree.block=256}).
     */
    static final int BLOCK = Integer.getInteger("loserTree.block", 1024);

    private static final VarHandle BIG_ENDIAN_LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /**
     * A block source over one source's columns: each {@link #nextBlock()} decodes the next
     * {@link #BLOCK} rows into reused vectors, as a run page is decoded: the packed keys into a
     * {@code long[]} of prefixes (big-endian reads), sequences, row kinds and values copied. The
     * key bytes stay in place ({@link #keyBytes()}, for the merge's tie path).
     */
    static final class PackedBlockSource implements BlockSource {
        private final byte[] keys;
        private final long[] seqs;
        private final byte[] kindColumn;
        private final long[] valueColumn;
        private final long[] v1Column;
        private final long[] v2Column;
        private final int[] v3OffsetColumn;
        final long[] prefixes = new long[BLOCK];
        final long[] sequences = new long[BLOCK];
        final byte[] kinds = new byte[BLOCK];
        final long[] values;
        /**
         * {@code w1}: the block's v1 and v2 vectors, its v3 bytes copied into {@link #v3} (as a page
         * decode leaves a page's strings in its buffer) and their offsets there (rows 0..count).
         */
        final long[] v1;
        final long[] v2;
        final int[] v3Offsets;
        final byte[] v3;
        private final byte[] v3Column;
        private int start;
        private int count;

        /** A {@code narrow} source: one BIGINT value column. */
        PackedBlockSource(byte[] keys, long[] seqs, byte[] kinds, long[] values) {
            this.keys = keys;
            this.seqs = seqs;
            this.kindColumn = kinds;
            this.valueColumn = values;
            this.values = new long[BLOCK];
            this.v1Column = null;
            this.v2Column = null;
            this.v3OffsetColumn = null;
            this.v1 = null;
            this.v2 = null;
            this.v3Offsets = null;
            this.v3 = null;
            this.v3Column = null;
        }

        /** A {@code w1} source: v1, v2 (bits) and v3 (bytes back to back, {@code v3Offsets} per row and one past the last). */
        PackedBlockSource(byte[] keys, long[] seqs, byte[] kinds, long[] v1, long[] v2, byte[] v3, int[] v3Offsets) {
            this.keys = keys;
            this.seqs = seqs;
            this.kindColumn = kinds;
            this.valueColumn = null;
            this.values = null;
            this.v1Column = v1;
            this.v2Column = v2;
            this.v3OffsetColumn = v3Offsets;
            this.v1 = new long[BLOCK];
            this.v2 = new long[BLOCK];
            this.v3Offsets = new int[BLOCK + 1];
            this.v3Column = v3;
            this.v3 = new byte[BLOCK * W1_V3_MAX + W1_V3_MAX]; // slack: the consumer copies v3 as four 8-byte words
        }

        /** Back to the first block (the benchmark reuses its sources and their vectors). */
        void reset() {
            start = 0;
            count = 0;
        }

        @Override
        public int nextBlock() {
            start += count;
            count = Math.min(BLOCK, seqs.length - start);
            for (int i = 0; i < count; i++) {
                prefixes[i] = (long) BIG_ENDIAN_LONG.get(keys, (start + i) << 3);
            }
            System.arraycopy(seqs, start, sequences, 0, count);
            System.arraycopy(kindColumn, start, kinds, 0, count);
            if (valueColumn != null) {
                System.arraycopy(valueColumn, start, values, 0, count);
            } else if (count > 0) {
                System.arraycopy(v1Column, start, v1, 0, count);
                System.arraycopy(v2Column, start, v2, 0, count);
                int base = v3OffsetColumn[start];
                for (int i = 0; i <= count; i++) {
                    v3Offsets[i] = v3OffsetColumn[start + i] - base;
                }
                System.arraycopy(v3Column, base, v3, 0, v3Offsets[count]);
            }
            return count;
        }

        @Override
        public long[] prefixes() {
            return prefixes;
        }

        @Override
        public long[] sequences() {
            return sequences;
        }

        @Override
        public byte[] keyBytes() {
            return keys;
        }

        @Override
        public int keyOffset(int row) {
            return (start + row) << 3;
        }

        @Override
        public int keyLength(int row) {
            return 8;
        }

        @Override
        public void close() {
        }
    }

    /** Positions per {@link BatchLoserTree#merge} call. */
    static final int BATCH = 1024;
    private final long[] positions = new long[BATCH];

    /**
     * The batch merge: the same sources as decoded blocks ({@link PackedBlockSource}) merged by
     * {@link BatchLoserTree} into positions, then every merged record's 25 bytes (the ones
     * {@code memcpyRecords} copies: key, sequence, kind, value) written to the output array from
     * the sources' block vectors — the 8-byte key from the prefix vector (for keys of at most 8
     * bytes the normalized prefix is the zero-padded key) — and consumed as {@link #consume} does
     * (sequence, kind, first and last key byte). Setup checks that the output equals the merged
     * records.
     */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long batchLoserTree(Cpu cpu) throws IOException {
        cpu.begin();
        PackedBlockSource[] blocks = blockSources;
        for (PackedBlockSource source : blocks) {
            source.reset();
        }
        byte[] out = scratchRecords;
        long[] pos = positions;
        long sum = 0;
        int o = 0;
        if (blocks[0].v3 != null) {
            sum = batchW1(blocks, out, pos);
            cpu.end();
            return sum;
        }
        try (BatchLoserTree tree = new BatchLoserTree(Arrays.asList(blocks))) {
            int n;
            while ((n = tree.merge(pos)) > 0) {
                for (int i = 0; i < n; i++) {
                    long p = pos[i];
                    int s = BatchLoserTree.source(p);
                    int row = BatchLoserTree.row(p);
                    PackedBlockSource src = blocks[s];
                    long key = src.prefixes[row];
                    long seq = src.sequences[row];
                    byte kind = src.kinds[row];
                    BIG_ENDIAN_LONG.set(out, o, key);
                    BIG_ENDIAN_LONG.set(out, o + 8, seq);
                    out[o + 16] = kind;
                    BIG_ENDIAN_LONG.set(out, o + 17, src.values[row]);
                    o += RECORD_BYTES;
                    sum += seq + kind + (byte) (key >>> 56) + (byte) key;
                }
            }
        }
        cpu.end();
        return sum;
    }

    /**
     * {@link #batchLoserTree} for {@code w1} records: every merged record's bytes as
     * {@link #setupW1} lays them out (key, sequence, kind, v1, v2, v3's length and bytes) written
     * from the sources' block vectors (v3 from the block's copy of its bytes), consumed as for {@code narrow}.
     */
    private static long batchW1(PackedBlockSource[] blocks, byte[] out, long[] pos) throws IOException {
        long sum = 0;
        int o = 0;
        try (BatchLoserTree tree = new BatchLoserTree(Arrays.asList(blocks))) {
            int n;
            while ((n = tree.merge(pos)) > 0) {
                for (int i = 0; i < n; i++) {
                    long p = pos[i];
                    PackedBlockSource src = blocks[BatchLoserTree.source(p)];
                    int row = BatchLoserTree.row(p);
                    long key = src.prefixes[row];
                    long seq = src.sequences[row];
                    byte kind = src.kinds[row];
                    BIG_ENDIAN_LONG.set(out, o, key);
                    BIG_ENDIAN_LONG.set(out, o + 8, seq);
                    out[o + 16] = kind;
                    BIG_ENDIAN_LONG.set(out, o + 17, src.v1[row]);
                    BIG_ENDIAN_LONG.set(out, o + 25, src.v2[row]);
                    int from = src.v3Offsets[row];
                    int len = src.v3Offsets[row + 1] - from;
                    out[o + 33] = (byte) len;
                    // v3 as four 8-byte words, whatever its length (16..32): no call, no length-dependent branch;
                    // the bytes past its end land in the next record's place (or the output's slack) and are overwritten
                    byte[] v3 = src.v3;
                    int to = o + W1_FIXED_BYTES;
                    NATIVE_LONG.set(out, to, (long) NATIVE_LONG.get(v3, from));
                    NATIVE_LONG.set(out, to + 8, (long) NATIVE_LONG.get(v3, from + 8));
                    NATIVE_LONG.set(out, to + 16, (long) NATIVE_LONG.get(v3, from + 16));
                    NATIVE_LONG.set(out, to + 24, (long) NATIVE_LONG.get(v3, from + 24));
                    o += W1_FIXED_BYTES + len;
                    sum += seq + kind + (byte) (key >>> 56) + (byte) key;
                }
            }
        }
        return sum;
    }

    /**
     * The floor of a loser tree on this data: per source its node keys (the 8-byte key, sign bit
     * flipped, low ⌈log2 k⌉ bits the source index) precomputed in setup with an end sentinel, and
     * a tree that does nothing but the tournament — no blocks, no tie path, no copy: per merged
     * record one position stored, the winner's next node key loaded and ⌈log2 k⌉ min/max matches.
     * Every tree merge of these records pays at least this ({@link #treeFloor}); two such trees
     * over the two key halves stepped in one loop ({@link #treeFloorTwoLanes}) show how much two
     * overlapping dependency chains could gain.
     */
    long[][] floorKeys;
    /** Per source, its node keys below 2^62 (lane A) and from 2^62 on (lane B), each with an end sentinel. */
    long[][] floorLaneA;
    long[][] floorLaneB;
    long[] floorOut;

    private void setupFloor() {
        int bits = 32 - Integer.numberOfLeadingZeros(k - 1);
        long mask = (1L << bits) - 1;
        int per = RECORDS / k;
        floorKeys = new long[k][];
        floorLaneA = new long[k][];
        floorLaneB = new long[k][];
        for (int s = 0; s < k; s++) {
            ByteBuffer packed = ByteBuffer.wrap(packedKeys[s]);
            long[] nodeKeys = new long[per + 1];
            int half = 0;
            for (int i = 0; i < per; i++) {
                long key = packed.getLong(i * 8);
                nodeKeys[i] = ((key ^ Long.MIN_VALUE) & ~mask) | s;
                half += key < (1L << 62) ? 1 : 0;
            }
            long sentinel = (Long.MAX_VALUE & ~mask) | s;
            nodeKeys[per] = sentinel;
            floorKeys[s] = nodeKeys;
            floorLaneA[s] = Arrays.copyOf(nodeKeys, half + 1);
            floorLaneA[s][half] = sentinel;
            floorLaneB[s] = Arrays.copyOfRange(nodeKeys, half, per + 1);
        }
        floorOut = new long[RECORDS];
    }

    /** Plays every match of a tree over the heads (row 0) of {@code keys}; returns the winner's node key. */
    private long floorBuild(long[][] keys, long[] nodes, int[] rows) {
        long[] winners = new long[2 * k];
        for (int s = 0; s < k; s++) {
            rows[s] = 0;
            winners[k + s] = keys[s][0];
        }
        for (int node = k - 1; node >= 1; node--) {
            long left = winners[2 * node];
            long right = winners[2 * node + 1];
            winners[node] = Math.min(left, right);
            nodes[node] = Math.max(left, right);
        }
        return winners[1];
    }

    /** The tournament alone, one tree (see {@link #floorKeys}). */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long treeFloor(Cpu cpu) {
        cpu.begin();
        final long[][] keys = floorKeys;
        final long[] nodes = new long[k];
        final int[] rows = new int[k];
        final long mask = (1L << (32 - Integer.numberOfLeadingZeros(k - 1))) - 1;
        final int leaves = k;
        final long[] out = floorOut;
        long wk = floorBuild(keys, nodes, rows);
        for (int n = 0; n < RECORDS; n++) {
            int w = (int) (wk & mask);
            int r = rows[w];
            out[n] = ((long) w << 32) | r;
            rows[w] = ++r;
            long x = keys[w][r];
            for (int node = (leaves + w) >>> 1; node >= 1; node >>>= 1) {
                long lk = nodes[node];
                nodes[node] = Math.max(lk, x);
                x = Math.min(lk, x);
            }
            wk = x;
        }
        cpu.end();
        return wk + out[RECORDS - 1];
    }

    /**
     * The tournament alone, two trees over the two key halves stepped in one loop (lane A writes
     * positions from the front, lane B from where lane A's records end); the lanes' last few
     * records, when one lane has more than the other, are left out (a floor, not a merge).
     */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long treeFloorTwoLanes(Cpu cpu) {
        if (Integer.bitCount(k) != 1) {
            throw new IllegalStateException("treeFloorTwoLanes steps both lanes' paths together: k must be a power of two, not " + k);
        }
        cpu.begin();
        final long[][] keysA = floorLaneA;
        final long[][] keysB = floorLaneB;
        final long[] nodesA = new long[k];
        final long[] nodesB = new long[k];
        final int[] rowsA = new int[k];
        final int[] rowsB = new int[k];
        final long mask = (1L << (32 - Integer.numberOfLeadingZeros(k - 1))) - 1;
        final int leaves = k;
        final long[] out = floorOut;
        long wa = floorBuild(keysA, nodesA, rowsA);
        long wb = floorBuild(keysB, nodesB, rowsB);
        int inA = 0;
        for (long[] lane : keysA) {
            inA += lane.length - 1;
        }
        int pairs = Math.min(inA, RECORDS - inA);
        int b = inA;
        for (int n = 0; n < pairs; n++) {
            int w = (int) (wa & mask);
            int r = rowsA[w];
            out[n] = ((long) w << 32) | r;
            rowsA[w] = ++r;
            long x = keysA[w][r];
            int v = (int) (wb & mask);
            int q = rowsB[v];
            out[b++] = ((long) v << 32) | q;
            rowsB[v] = ++q;
            long y = keysB[v][q];
            for (int node = (leaves + w) >>> 1, nodeB = (leaves + v) >>> 1; node >= 1; node >>>= 1, nodeB >>>= 1) {
                long lk = nodesA[node];
                nodesA[node] = Math.max(lk, x);
                x = Math.min(lk, x);
                long lb = nodesB[nodeB];
                nodesB[nodeB] = Math.max(lb, y);
                y = Math.min(lb, y);
            }
            wa = x;
            wb = y;
        }
        cpu.end();
        return wa + wb + out[pairs];
    }

    /**
     * The split of {@link #batchLoserTree}, part 1: the block decode alone (every source's blocks
     * decoded in turn, as the merge decodes them, nothing merged or copied).
     */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long batchDecodeOnly(Cpu cpu) {
        cpu.begin();
        long sum = 0;
        for (PackedBlockSource source : blockSources) {
            source.reset();
            int n;
            while ((n = source.nextBlock()) > 0) {
                sum += source.prefixes[n - 1];
            }
        }
        cpu.end();
        return sum;
    }

    /**
     * The split of {@link #batchLoserTree}, part 2: decode and merge into positions, no copy of the
     * records (the positions are only summed).
     */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long batchPositionsOnly(Cpu cpu) throws IOException {
        cpu.begin();
        for (PackedBlockSource source : blockSources) {
            source.reset();
        }
        long[] pos = positions;
        long sum = 0;
        try (BatchLoserTree tree = new BatchLoserTree(Arrays.asList(blockSources))) {
            int n;
            while ((n = tree.merge(pos)) > 0) {
                sum += pos[n - 1] + n;
            }
        }
        cpu.end();
        return sum;
    }

    /** A source over one pre-sorted array; hands out one reused holder (fresh-key contract). */
    static final class ArraySource implements KeyValueSource {
        private static final InternalRow VALUE = GenericRow.of(0L);
        private final byte[][] keys;
        private final long[] seqs;
        private final KeyValue holder = new KeyValue();
        private int i;

        ArraySource(byte[][] keys, long[] seqs) {
            this.keys = keys;
            this.seqs = seqs;
        }

        @Override
        public KeyValue next() {
            if (i == keys.length) {
                return null;
            }
            holder.replace(keys[i], seqs[i], RowKind.INSERT, VALUE);
            i++;
            return holder;
        }

        @Override
        public boolean reusesKeyAndValue() {
            return false;
        }

        @Override
        public void close() {
        }
    }

    /**
     * A source over one source's packed keys: copies each key into one of two alternating reused
     * key arrays and holders, so a returned version stays valid until the call after the next
     * (like the run-file sources); reuses its keys.
     */
    static final class PackedSource implements KeyValueSource {
        private static final InternalRow VALUE = GenericRow.of(0L);
        private static final VarHandle LONG_VIEW = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.nativeOrder());
        private final byte[] keys;
        private final long[] seqs;
        private final KeyValue[] holders = {new KeyValue(), new KeyValue()};
        private final byte[][] keyArrays = {new byte[8], new byte[8]};
        private int i;
        private int slot;

        PackedSource(byte[] keys, long[] seqs) {
            this.keys = keys;
            this.seqs = seqs;
        }

        @Override
        public KeyValue next() {
            if (i == seqs.length) {
                return null;
            }
            slot ^= 1;
            byte[] key = keyArrays[slot];
            LONG_VIEW.set(key, 0, (long) LONG_VIEW.get(keys, i << 3)); // one long move, as the run-file sources copy 8-byte keys
            KeyValue kv = holders[slot].replace(key, seqs[i], RowKind.INSERT, VALUE);
            i++;
            return kv;
        }

        @Override
        public void close() {
        }
    }

    private List<KeyValueSource> sources() {
        boolean packed = layout.equals("packed");
        List<KeyValueSource> sources = new ArrayList<>(k);
        for (int s = 0; s < k; s++) {
            sources.add(packed ? new PackedSource(packedKeys[s], seqs[s]) : new ArraySource(keys[s], seqs[s]));
        }
        return sources;
    }

    /** What every merge does with a merged record: reads its sequence, kind and key. */
    private static long consume(KeyValue kv) {
        byte[] key = kv.key();
        return kv.sequence() + kv.kind().ordinal() + key[0] + key[key.length - 1];
    }

    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long loserTree(Cpu cpu) throws Exception {
        cpu.begin();
        long sum = 0;
        try (LoserTree tree = new LoserTree(sources())) {
            KeyValue kv;
            while ((kv = tree.peek()) != null) {
                sum += consume(kv);
                tree.advance();
            }
        }
        cpu.end();
        return sum;
    }

    /** A cursor of the PriorityQueue merge: a source, its index and its head. */
    static final class Cursor {
        final KeyValueSource source;
        final int index;
        KeyValue head;

        Cursor(KeyValueSource source, int index) {
            this.source = source;
            this.index = index;
        }
    }

    /** The loser tree's order: key unsigned, then sequence, then source index (arrival order). */
    static final Comparator<Cursor> MERGE_ORDER = (a, b) -> {
        int c = Arrays.compareUnsigned(a.head.key(), b.head.key());
        if (c != 0) {
            return c;
        }
        c = Long.compare(a.head.sequence(), b.head.sequence());
        return c != 0 ? c : Integer.compare(a.index, b.index);
    };

    /**
     * The textbook merge: a binary heap of cursors over the same sources with a full comparator,
     * the merged record handed out (and consumed) before its source is pulled again.
     */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long priorityQueue(Cpu cpu) throws Exception {
        cpu.begin();
        List<KeyValueSource> sources = sources();
        PriorityQueue<Cursor> pq = new PriorityQueue<>(k, MERGE_ORDER);
        for (int s = 0; s < k; s++) {
            Cursor c = new Cursor(sources.get(s), s);
            c.head = c.source.next();
            if (c.head != null) {
                pq.add(c);
            }
        }
        long sum = 0;
        Cursor c;
        while ((c = pq.poll()) != null) {
            sum += consume(c.head);
            c.head = c.source.next();
            if (c.head != null) {
                pq.add(c);
            }
        }
        for (KeyValueSource source : sources) {
            source.close();
        }
        cpu.end();
        return sum;
    }

    /** The floor of pulling: the same sources, the merged order, no compares. */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long pullInMergeOrder(Cpu cpu) throws Exception {
        cpu.begin();
        KeyValueSource[] sources = sources().toArray(new KeyValueSource[0]);
        byte[] order = mergeOrder;
        long sum = 0;
        for (int n = 0; n < RECORDS; n++) {
            sum += consume(sources[order[n]].next());
        }
        cpu.end();
        return sum;
    }

    /**
     * Copying the merged records as they exist in the merged output: {@link #RECORD_BYTES} each
     * ({@code narrow}), or the {@code w1} records ({@link #setupW1}: 58 bytes on average).
     */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long memcpyRecords(Cpu cpu) {
        cpu.begin();
        System.arraycopy(flatRecords, 0, scratchRecords, 0, flatRecords.length);
        cpu.end();
        return scratchRecords[flatRecords.length - 1];
    }

    /** The physical floor: copying the merged records' bytes (8-byte key + 8-byte sequence each). */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long memcpy(Cpu cpu) {
        cpu.begin();
        System.arraycopy(flat, 0, scratch, 0, flat.length);
        cpu.end();
        return scratch[scratch.length - 1];
    }
}
