package dev.varve.jmh;

import dev.varve.merge.KeyValueSource;
import dev.varve.merge.LoserTree;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * Issue 3's merge figure: k sorted sources of 8-byte keys merged by Varve's {@link LoserTree}
 * (prefix-first compare) vs a {@link PriorityQueue} merge with the same order (full unsigned key
 * compare, then sequence), vs floors. Sources hand out reused holders over pre-generated arrays,
 * so only the merge is measured. The floors, all per merged record:
 * <ul>
 *   <li>{@code memcpy}: copies 16 bytes (an 8-byte key and an 8-byte sequence) of a flat array;
 *   <li>{@code memcpyRecords}: copies 25 bytes, the merged record as it exists in the merged
 *       output: 8-byte key, 8-byte sequence, 1-byte row kind, 8-byte BIGINT value;
 *   <li>{@code pullInMergeOrder}: pulls every record from the same {@link KeyValueSource}s in the
 *       merged order (precomputed in setup), no compares — what any merge over these sources
 *       pays at least (source calls, and reading k interleaved streams of key arrays).
 * </ul>
 *
 * <pre>
 * java --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED -jar jmh/target/benchmarks.jar LoserTreeBench -prof gc
 * </pre>
 * On a shared machine, compare CPU time rather than wall time: add
 * {@code -prof "perfnorm:events=task-clock" -rf json -rff out.json} (the JSON keeps the
 * per-record task-clock, in ms, at full precision; the table rounds it away).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-Xmx2g"})
public class LoserTreeBench {
    static final int RECORDS = 1 << 20;

    @Param({"8", "16", "32"})
    public int k;

    byte[][][] keys;
    long[][] seqs;
    byte[] scratch;
    byte[] flat;

    @Setup
    public void setup() {
        SplittableRandom rnd = new SplittableRandom(42);
        keys = new byte[k][][];
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
            seqs[s] = new long[per];
            for (int i = 0; i < per; i++) {
                keys[s][i] = java.nio.ByteBuffer.allocate(8).putLong(raw[i]).array();
                seqs[s][i] = seq++;
            }
        }
        flat = new byte[RECORDS * 16];
        scratch = new byte[RECORDS * 16];
        flatRecords = new byte[RECORDS * RECORD_BYTES];
        scratchRecords = new byte[RECORDS * RECORD_BYTES];
        mergeOrder = mergeOrder();
    }

    /** Bytes of one merged record: 8-byte key, 8-byte sequence, 1-byte kind, 8-byte value. */
    static final int RECORD_BYTES = 25;

    byte[] flatRecords;
    byte[] scratchRecords;
    /** Source index of each merged record, in merge order (key unsigned, then sequence). */
    byte[] mergeOrder;

    /** The merged order by a plain k-way selection (independent of the trees measured). */
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

    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long loserTree() throws Exception {
        List<KeyValueSource> sources = new ArrayList<>(k);
        for (int s = 0; s < k; s++) {
            sources.add(new ArraySource(keys[s], seqs[s]));
        }
        long sum = 0;
        try (LoserTree tree = new LoserTree(sources)) {
            KeyValue kv;
            while ((kv = tree.peek()) != null) {
                sum += kv.sequence();
                tree.advance();
            }
        }
        return sum;
    }

    /** The textbook merge: a binary heap of cursors with a full comparator. */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long priorityQueue() {
        final class Cursor {
            final byte[][] ks;
            final long[] ss;
            int i;

            Cursor(byte[][] ks, long[] ss) {
                this.ks = ks;
                this.ss = ss;
            }
        }
        PriorityQueue<Cursor> pq = new PriorityQueue<>(k, (a, b) -> {
            int c = Arrays.compareUnsigned(a.ks[a.i], b.ks[b.i]);
            return c != 0 ? c : Long.compare(a.ss[a.i], b.ss[b.i]);
        });
        for (int s = 0; s < k; s++) {
            pq.add(new Cursor(keys[s], seqs[s]));
        }
        long sum = 0;
        while (!pq.isEmpty()) {
            Cursor c = pq.poll();
            sum += c.ss[c.i];
            c.i++;
            if (c.i < c.ks.length) {
                pq.add(c);
            }
        }
        return sum;
    }

    /** The floor of pulling: the same sources, the merged order, no compares. */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long pullInMergeOrder() throws Exception {
        KeyValueSource[] sources = new KeyValueSource[k];
        for (int s = 0; s < k; s++) {
            sources[s] = new ArraySource(keys[s], seqs[s]);
        }
        byte[] order = mergeOrder;
        long sum = 0;
        for (int n = 0; n < RECORDS; n++) {
            KeyValue kv = sources[order[n]].next();
            sum += kv.sequence() + LoserTree.prefix(kv.key());
        }
        return sum;
    }

    /** Copying the merged records as they exist in the merged output: {@link #RECORD_BYTES} each. */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long memcpyRecords() {
        System.arraycopy(flatRecords, 0, scratchRecords, 0, flatRecords.length);
        return scratchRecords[scratchRecords.length - 1];
    }

    /** The physical floor: copying the merged records' bytes (8-byte key + 8-byte sequence each). */
    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public long memcpy() {
        System.arraycopy(flat, 0, scratch, 0, flat.length);
        return scratch[scratch.length - 1];
    }
}
