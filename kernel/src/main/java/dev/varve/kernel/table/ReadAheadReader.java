package dev.varve.kernel.table;

import dev.varve.kernel.RecordReader;
import dev.varve.kernel.VarveException;
import dev.varve.row.BytesView;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@link RecordReader} that reads segments (e.g. the buckets of a scan, each a reader of its
 * own) on background threads and hands their rows over in blocks: a background thread copies the
 * rows of its segments (decode, merge, filter, projection all happen there) into column arrays of
 * a block, hands full blocks over through a queue, and reuses the blocks the caller has finished
 * with. So a scan uses more than one core, and the calling thread only consumes. With W threads,
 * segment {@code i} is read by thread {@code i % W}, and the caller takes the blocks segment after
 * segment: the rows come in exactly the order of the segments read one after the other (same
 * values, same row kinds). {@link #next()} returns a reused view of the current block, valid until
 * the following {@code next()} (the segment readers' contract). After warm-up nothing is allocated
 * per row: {@value #BLOCKS} blocks of {@value #BLOCK_ROWS} rows per thread circulate, their byte
 * arrays grow to the largest block's strings and stay.
 *
 * <p>Only rows whose fields are all of {@link #supports supported} types (booleans, integers,
 * floating point, strings and binaries) are read ahead; others need canonical objects per value,
 * and their scans read on the calling thread.
 *
 * <p>The segment readers are only ever touched by their background thread: they are opened by the
 * caller but read and closed there. An error of a segment (or of its close) is rethrown to the
 * caller by the {@code hasNext()} that reaches it in order, after the rows before it: the original
 * exception with its cause, marked as rethrown (a suppressed {@link VarveException}).
 * {@link #close()} (also early, or after an error) stops the background threads, waits until they
 * closed every segment, and drops the blocks but the one of the row handed out last, which stays
 * readable. Background threads come from a shared pool of daemon threads
 * ({@code varve-read-ahead-N}), which keeps idle threads for a minute. Not thread-safe (one consumer).
 */
final class ReadAheadReader implements RecordReader {
    /** Rows per block. */
    static final int BLOCK_ROWS = 1024;
    /** Blocks per reader: one being filled, one being read, the rest queued. */
    static final int BLOCKS = 4;

    private static final ExecutorService THREADS = Executors.newCachedThreadPool(new ThreadFactory() {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, "varve-read-ahead-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        }
    });

    /** Markers: {@code STOP} in a free queue; {@code SEGMENT_END} and {@code END} in a full queue. */
    private static final Block STOP = new Block();
    private static final Block SEGMENT_END = new Block();
    private static final Block END = new Block();

    /**
     * One background thread's share: the segments {@code w, w + W, w + 2W, ...} (W workers), its
     * blocks, and the queues it shares with the caller.
     */
    private static final class Worker {
        /** Its segments' sources in order; an entry is nulled once closed. */
        final RecordReader[] sources;
        /** Full blocks of its segments in order, {@link #SEGMENT_END} after each, {@link #END} after a failure. */
        final BlockingQueue<Block> full = new LinkedBlockingQueue<>();
        /** Blocks the caller is done with; {@link #STOP} tells the thread to end. */
        final BlockingQueue<Block> free = new ArrayBlockingQueue<>(BLOCKS + 1);

        Worker(int index, RecordReader[] sources, RowType type) {
            this.sources = sources;
            for (int i = 0; i < BLOCKS; i++) {
                Block b = new Block(type);
                b.worker = index;
                free.add(b);
            }
        }
    }

    private final Worker[] workers;
    private final int segments;
    private final CountDownLatch stopped;
    private volatile boolean closing;
    /** The first failure of a source (a read or its close), set before {@link #END} is queued. */
    private volatile Throwable error;
    /** Whether {@link #error} is the failure of a source's close (its reads went fine). */
    private volatile boolean sourceCloseFailed;

    private final BlockRow view = new BlockRow();
    /** The segment whose rows come next (its worker: {@code segment % workers.length}). */
    private int segment;
    private Block current;
    /** The block of the row returned last when {@link #current} moved on; freed by the next {@code next()}. */
    private Block retired;
    private int pos;
    private boolean ended;
    private boolean closed;

    /**
     * Starts reading {@code source}, whose rows have type {@code rowType} (all fields
     * {@linkplain #supports supported}), on a background thread. The reader owns the source.
     */
    ReadAheadReader(RecordReader source, RowType rowType) {
        this(List.of(source), rowType, 1);
    }

    /**
     * Starts reading {@code segments} (readers of rows of type {@code rowType}, all fields
     * {@linkplain #supports supported}) on up to {@code threads} background threads, segment
     * {@code i} on thread {@code i % threads}; the rows come segment after segment, each in its
     * reader's order. The reader owns the segments' readers (unread ones are closed unread).
     */
    ReadAheadReader(List<RecordReader> segments, RowType rowType, int threads) {
        this.segments = segments.size();
        int n = Math.max(1, Math.min(threads, segments.size()));
        this.workers = new Worker[n];
        for (int w = 0; w < n; w++) {
            RecordReader[] mine = new RecordReader[(segments.size() - w + n - 1) / n];
            for (int i = 0; i < mine.length; i++) {
                mine[i] = segments.get(w + i * n);
            }
            workers[w] = new Worker(w, mine, rowType);
        }
        this.stopped = new CountDownLatch(n);
        for (int w = 0; w < n; w++) {
            Worker worker = workers[w];
            try {
                THREADS.execute(() -> produce(worker));
            } catch (RuntimeException e) {
                for (int v = w; v < n; v++) {
                    closeAll(workers[v], null);
                    stopped.countDown();
                }
                close();
                throw e;
            }
        }
    }

    /** Whether rows of {@code type} can be read ahead: every field of a type copied without objects. */
    static boolean supports(RowType type) {
        for (int i = 0; i < type.size(); i++) {
            if (Block.kindOf(type.type(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * A background thread: fills its free blocks from its segments in order (a block holds rows
     * of one segment), until they end, one fails or the reader closes; closes every source.
     */
    private void produce(Worker w) {
        BytesView bytes = new BytesView();
        Throwable failure = null;
        boolean closeFailed = false;
        Block b = null;
        try {
            segments:
            for (int s = 0; s < w.sources.length; s++) {
                RecordReader src = w.sources[s];
                while (true) {
                    if (b == null) {
                        b = w.free.take();
                        if (b == STOP || closing) {
                            b = null;
                            break segments;
                        }
                        b.rows = 0;
                        b.heapUsed = 0;
                    }
                    while (b.rows < BLOCK_ROWS && src.hasNext()) {
                        b.add(src.next(), bytes);
                        if (closing) {
                            break segments;
                        }
                    }
                    if (b.rows == BLOCK_ROWS) {
                        w.full.add(b);
                        b = null;
                        continue;
                    }
                    if (b.rows > 0) {
                        w.full.add(b); // the segment's last rows
                        b = null;
                    }
                    break;
                }
                w.sources[s] = null;
                try {
                    src.close();
                } catch (Throwable t) {
                    closeFailed = true;
                    throw t;
                }
                w.full.add(SEGMENT_END);
            }
        } catch (Throwable t) {
            failure = t;
            if (b != null && b.rows > 0) {
                w.full.add(b); // the rows before the failure come first, as from the source itself
            }
        }
        if (failure == null) {
            failure = closeAll(w, null);
            closeFailed = failure != null;
        } else {
            closeAll(w, failure);
        }
        if (failure != null) {
            synchronized (this) {
                if (error == null) {
                    sourceCloseFailed = closeFailed;
                    error = failure;
                }
            }
            w.full.add(END);
        }
        stopped.countDown();
    }

    /** Closes the worker's sources not closed yet; returns {@code failure}, or the first close failure if it is null. */
    private static Throwable closeAll(Worker w, Throwable failure) {
        for (int s = 0; s < w.sources.length; s++) {
            RecordReader src = w.sources[s];
            if (src == null) {
                continue;
            }
            w.sources[s] = null;
            try {
                src.close();
            } catch (Throwable t) {
                if (failure == null) {
                    failure = t;
                } else if (failure != t) {
                    failure.addSuppressed(t);
                }
            }
        }
        return failure;
    }

    @Override
    public boolean hasNext() {
        if (closed) {
            return false;
        }
        if (current != null && pos + 1 < current.rows) {
            return true;
        }
        while (!ended) {
            if (segment >= segments) {
                ended = true;
                break;
            }
            Block b;
            try {
                b = workers[segment % workers.length].full.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new VarveException("interrupted while waiting for the scan's next rows", e);
            }
            if (b == SEGMENT_END) {
                segment++;
                continue;
            }
            if (b == END) {
                ended = true;
                Throwable t = error;
                if (t != null) {
                    rethrow(t);
                }
                break;
            }
            if (current != null) {
                if (retired != null) {
                    workers[retired.worker].free.add(retired);
                }
                retired = current; // its last row stays valid until the next next()
            }
            current = b;
            pos = -1;
            return true;
        }
        return false;
    }

    private static void rethrow(Throwable t) {
        t.addSuppressed(new VarveException("rethrown on the reading thread by the scan's read-ahead"));
        if (t instanceof RuntimeException) {
            throw (RuntimeException) t;
        }
        if (t instanceof Error) {
            throw (Error) t;
        }
        throw new VarveException("the scan failed: " + t, t);
    }

    @Override
    public InternalRow next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        if (retired != null) {
            workers[retired.worker].free.add(retired);
            retired = null;
        }
        pos++;
        view.block = current;
        view.row = pos;
        return view;
    }

    /**
     * Stops the background threads, waits until they closed every source, and drops the blocks
     * (but the last row's). Idempotent. Rethrows a failure of a source's close the caller has not seen.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        closing = true;
        for (Worker w : workers) {
            w.free.offer(STOP);
        }
        boolean interrupted = false;
        while (true) {
            try {
                stopped.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        // the row handed out last stays readable after close (as for scans read inline): the view
        // keeps its block; the others go
        current = null;
        retired = null;
        for (Worker w : workers) {
            w.full.clear();
            w.free.clear();
        }
        Throwable t = error;
        if (t != null && !ended && sourceCloseFailed) {
            // a source failed to close (a synchronous reader's close would throw it too); a read
            // failure ahead of rows the caller never asked for is not reported
            ended = true;
            rethrow(t);
        }
    }

    /**
     * Rows of one block, field by field: {@code longs[f]} for integer fields, {@code doubles[f]},
     * {@code floats[f]}, {@code bools[f]}, and for strings and binaries offsets and lengths into
     * {@code heap}. Filled by the background thread, read by the caller; the queues order the two.
     */
    static final class Block {
        static final int LONG = 0;
        static final int INT = 1;
        static final int SHORT = 2;
        static final int BYTE = 3;
        static final int DOUBLE = 4;
        static final int FLOAT = 5;
        static final int BOOLEAN = 6;
        static final int STRING = 7;
        static final int BINARY = 8;

        final int[] kinds;
        final long[][] longs;
        final double[][] doubles;
        final float[][] floats;
        final boolean[][] bools;
        final boolean[][] nulls;
        final int[][] offs;
        final int[][] lens;
        final byte[] rowKinds = new byte[BLOCK_ROWS];
        byte[] heap = new byte[0];
        int heapUsed;
        int rows;
        /** The index of the worker whose block it is. */
        int worker;

        /** A marker. */
        private Block() {
            this(RowType.of());
        }

        Block(RowType type) {
            int n = type.size();
            kinds = new int[n];
            longs = new long[n][];
            doubles = new double[n][];
            floats = new float[n][];
            bools = new boolean[n][];
            nulls = new boolean[n][];
            offs = new int[n][];
            lens = new int[n][];
            for (int f = 0; f < n; f++) {
                int k = kindOf(type.type(f));
                kinds[f] = k;
                nulls[f] = new boolean[BLOCK_ROWS];
                switch (k) {
                    case LONG: case INT: case SHORT: case BYTE: longs[f] = new long[BLOCK_ROWS]; break;
                    case DOUBLE: doubles[f] = new double[BLOCK_ROWS]; break;
                    case FLOAT: floats[f] = new float[BLOCK_ROWS]; break;
                    case BOOLEAN: bools[f] = new boolean[BLOCK_ROWS]; break;
                    default:
                        offs[f] = new int[BLOCK_ROWS];
                        lens[f] = new int[BLOCK_ROWS];
                }
            }
        }

        /** The storage kind of a field of type {@code t}, or -1 if it is not supported. */
        static int kindOf(DataType t) {
            switch (t.root()) {
                case BIGINT: return LONG;
                case INT: return INT;
                case SMALLINT: return SHORT;
                case TINYINT: return BYTE;
                case DOUBLE: return DOUBLE;
                case FLOAT: return FLOAT;
                case BOOLEAN: return BOOLEAN;
                case CHAR: case VARCHAR: return STRING;
                case BINARY: case VARBINARY: return BINARY;
                default: return -1;
            }
        }

        /** Appends a copy of {@code r} as row {@link #rows}. */
        void add(InternalRow r, BytesView bytes) {
            int i = rows;
            rowKinds[i] = r.getRowKind().toByteValue();
            int[] ks = kinds;
            for (int f = 0; f < ks.length; f++) {
                boolean isNull = r.isNullAt(f);
                nulls[f][i] = isNull;
                if (isNull) {
                    continue;
                }
                switch (ks[f]) {
                    case LONG: longs[f][i] = r.getLong(f); break;
                    case INT: longs[f][i] = r.getInt(f); break;
                    case SHORT: longs[f][i] = r.getShort(f); break;
                    case BYTE: longs[f][i] = r.getByte(f); break;
                    case DOUBLE: doubles[f][i] = r.getDouble(f); break;
                    case FLOAT: floats[f][i] = r.getFloat(f); break;
                    case BOOLEAN: bools[f][i] = r.getBoolean(f); break;
                    default: {
                        BytesView v = r.getBytesView(f, bytes);
                        int len = v.length();
                        int at = heapUsed;
                        if (at + len > heap.length) {
                            heap = Arrays.copyOf(heap, Math.max(at + len, Math.max(4096, heap.length * 2)));
                        }
                        System.arraycopy(v.array(), v.offset(), heap, at, len);
                        offs[f][i] = at;
                        lens[f][i] = len;
                        heapUsed = at + len;
                    }
                }
            }
            rows = i + 1;
        }
    }

    /** The caller's view of row {@code row} of {@code block}. */
    static final class BlockRow implements InternalRow {
        Block block;
        int row;

        @Override
        public int getArity() {
            return block.kinds.length;
        }

        @Override
        public RowKind getRowKind() {
            return RowKind.fromByteValue(block.rowKinds[row]);
        }

        @Override
        public void setRowKind(RowKind kind) {
            block.rowKinds[row] = kind.toByteValue();
        }

        @Override
        public boolean isNullAt(int pos) {
            return block.nulls[pos][row];
        }

        @Override
        public Object getField(int pos) {
            Block b = block;
            if (b.nulls[pos][row]) {
                return null;
            }
            switch (b.kinds[pos]) {
                case Block.LONG: return b.longs[pos][row];
                case Block.INT: return (int) b.longs[pos][row];
                case Block.SHORT: return (short) b.longs[pos][row];
                case Block.BYTE: return (byte) b.longs[pos][row];
                case Block.DOUBLE: return b.doubles[pos][row];
                case Block.FLOAT: return b.floats[pos][row];
                case Block.BOOLEAN: return b.bools[pos][row];
                case Block.STRING: return getString(pos);
                default: return Arrays.copyOfRange(b.heap, b.offs[pos][row], b.offs[pos][row] + b.lens[pos][row]);
            }
        }

        @Override
        public boolean getBoolean(int pos) {
            boolean[] v = block.bools[pos];
            return v != null ? v[row] : (Boolean) getField(pos);
        }

        // integer getters read any integer field, as the run files' column rows do

        @Override
        public byte getByte(int pos) {
            long[] v = block.longs[pos];
            return v != null ? (byte) v[row] : (Byte) getField(pos);
        }

        @Override
        public short getShort(int pos) {
            long[] v = block.longs[pos];
            return v != null ? (short) v[row] : (Short) getField(pos);
        }

        @Override
        public int getInt(int pos) {
            long[] v = block.longs[pos];
            return v != null ? (int) v[row] : (Integer) getField(pos);
        }

        @Override
        public long getLong(int pos) {
            long[] v = block.longs[pos];
            return v != null ? v[row] : (Long) getField(pos);
        }

        @Override
        public float getFloat(int pos) {
            float[] v = block.floats[pos];
            return v != null ? v[row] : (Float) getField(pos);
        }

        @Override
        public double getDouble(int pos) {
            double[] v = block.doubles[pos];
            return v != null ? v[row] : (Double) getField(pos);
        }

        @Override
        public String getString(int pos) {
            Block b = block;
            if (b.kinds[pos] != Block.STRING) {
                return (String) getField(pos);
            }
            return b.nulls[pos][row] ? null : new String(b.heap, b.offs[pos][row], b.lens[pos][row], StandardCharsets.UTF_8);
        }

        @Override
        public byte[] getBinary(int pos) {
            return (byte[]) getField(pos);
        }

        /** Zero-copy for string and binary fields: a view of the block's bytes, valid while this row is. */
        @Override
        public BytesView getBytesView(int pos, BytesView reuse) {
            Block b = block;
            if (b.offs[pos] == null) {
                return InternalRow.super.getBytesView(pos, reuse);
            }
            if (b.nulls[pos][row]) {
                throw new IllegalArgumentException("field " + pos + " is null: it has no bytes");
            }
            return reuse.set(b.heap, b.offs[pos][row], b.lens[pos][row]);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(getRowKind().shortString()).append('[');
            for (int i = 0; i < getArity(); i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                Object v = getField(i);
                sb.append(v instanceof byte[] ? Arrays.toString((byte[]) v) : String.valueOf(v));
            }
            return sb.append(']').toString();
        }
    }
}
