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
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@link RecordReader} that runs another one on a background thread and hands its rows over in
 * blocks: the background thread copies rows of the source (decode, merge, filter, projection all
 * happen there) into column arrays of a block, hands full blocks over through a bounded queue,
 * and reuses the blocks the caller has finished with. So a scan uses two cores: the calling thread
 * only consumes. The rows come in the source's order, exactly as the source returns them (same
 * values, same row kinds); {@link #next()} returns a reused view of the current block, valid until
 * the following {@code next()} (the source reader's contract). After warm-up nothing is allocated
 * per row: {@value #BLOCKS} blocks of {@value #BLOCK_ROWS} rows circulate, their byte arrays grow
 * to the largest block's strings and stay.
 *
 * <p>Only rows whose fields are all of {@link #supports supported} types (booleans, integers,
 * floating point, strings and binaries) are read ahead; others need canonical objects per value,
 * and their scans read on the calling thread.
 *
 * <p>The source is only ever touched by the background thread: it is opened by the caller but
 * read and closed there. An error of the source (or of its close) is rethrown to the caller by the
 * {@code hasNext()} that reaches it, the original exception with its cause, marked as rethrown
 * (a suppressed {@link VarveException} with the caller's stack). {@link #close()} (also early, or
 * after an error) stops the background thread, waits until it closed the source, and drops the
 * blocks but the one of the row handed out last, which stays readable. Background threads come from a shared pool of daemon threads ({@code varve-read-ahead}),
 * which keeps idle threads for a minute. Not thread-safe (one consumer).
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

    /** Full blocks, then {@link #END} when the source ended or failed ({@link #error}). */
    private final BlockingQueue<Block> full = new ArrayBlockingQueue<>(BLOCKS + 1);
    /** Blocks the caller is done with; {@link #STOP} tells the background thread to end. */
    private final BlockingQueue<Block> free = new ArrayBlockingQueue<>(BLOCKS + 1);
    /** Markers: {@code STOP} in {@link #free}, {@code END} in {@link #full} (after the source is closed). */
    private static final Block STOP = new Block();
    private static final Block END = new Block();
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile boolean closing;
    /** The source's failure (of a read or of its close), set before {@link #END} is queued. */
    private volatile Throwable error;
    /** Whether {@link #error} is the failure of the source's close (a read went fine). */
    private volatile boolean sourceCloseFailed;

    private final BlockRow view = new BlockRow();
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
        for (int i = 0; i < BLOCKS; i++) {
            free.add(new Block(rowType));
        }
        try {
            THREADS.execute(() -> produce(source));
        } catch (RuntimeException e) {
            source.close();
            throw e;
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

    /** The background thread: fills free blocks from the source until it ends, fails or the reader closes. */
    private void produce(RecordReader source) {
        BytesView bytes = new BytesView();
        Throwable failure = null;
        boolean reachedEnd = false;
        Block b = null;
        try {
            fill:
            while (true) {
                b = free.take();
                if (b == STOP || closing) {
                    break;
                }
                b.rows = 0;
                b.heapUsed = 0;
                while (b.rows < BLOCK_ROWS && source.hasNext()) {
                    b.add(source.next(), bytes);
                    if (closing) {
                        break fill;
                    }
                }
                if (b.rows == 0) {
                    reachedEnd = true;
                    break;
                }
                full.add(b);
                b = null;
            }
        } catch (Throwable t) {
            failure = t;
            if (b != null && b != STOP && b.rows > 0) {
                full.add(b); // the rows before the failure come first, as from the source itself
            }
        }
        try {
            source.close();
        } catch (Throwable t) {
            if (failure == null) {
                failure = t;
                sourceCloseFailed = true;
            } else if (failure != t) {
                failure.addSuppressed(t);
            }
        }
        error = failure;
        if (reachedEnd || failure != null) {
            full.add(END); // room: at most BLOCKS blocks are ever queued
        }
        stopped.countDown();
    }

    @Override
    public boolean hasNext() {
        if (closed) {
            return false;
        }
        if (current != null && pos + 1 < current.rows) {
            return true;
        }
        if (ended) {
            return false;
        }
        Block b;
        try {
            b = full.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new VarveException("interrupted while waiting for the scan's next rows", e);
        }
        if (b == END) {
            ended = true;
            Throwable t = error;
            if (t != null) {
                rethrow(t);
            }
            return false;
        }
        if (current != null) {
            if (retired != null) {
                free.add(retired);
            }
            retired = current; // its last row stays valid until the next next()
        }
        current = b;
        pos = -1;
        return true;
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
            free.add(retired);
            retired = null;
        }
        pos++;
        view.block = current;
        view.row = pos;
        return view;
    }

    /**
     * Stops the background thread, waits until it closed the source, and drops the blocks (but the
     * last row's). Idempotent. Rethrows a failure of the source's close the caller has not seen.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        closing = true;
        free.offer(STOP);
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
        full.clear();
        free.clear();
        Throwable t = error;
        if (t != null && !ended && sourceCloseFailed) {
            // the source failed to close (a synchronous reader's close would throw it too); a read
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

        @Override
        public byte getByte(int pos) {
            return block.kinds[pos] == Block.BYTE ? (byte) block.longs[pos][row] : (Byte) getField(pos);
        }

        @Override
        public short getShort(int pos) {
            return block.kinds[pos] == Block.SHORT ? (short) block.longs[pos][row] : (Short) getField(pos);
        }

        @Override
        public int getInt(int pos) {
            return block.kinds[pos] == Block.INT ? (int) block.longs[pos][row] : (Integer) getField(pos);
        }

        @Override
        public long getLong(int pos) {
            return block.kinds[pos] == Block.LONG ? block.longs[pos][row] : (Long) getField(pos);
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
