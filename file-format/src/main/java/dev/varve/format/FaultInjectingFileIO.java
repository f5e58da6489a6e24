package dev.varve.format;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * Wraps any {@link FileIO} and fails chosen operations with an {@link InjectedFaultException}.
 *
 * <p>Every operation, including each {@code write}, {@code sync}, {@code close} of an output and
 * each positional {@code read} of an input, is counted (only the kinds in {@link #countOnly}, all
 * by default), so a test can first run a workload to learn how many operations it makes and then
 * rerun it once per operation with {@link #failAtOperation(long)} — "crash at every file
 * operation". Finer faults go through {@link #inject(Fault)}: the nth matching operation or every
 * matching one, by kind and path, failing before the operation runs or after it (an ambiguous
 * outcome: done but reported as failed). With {@link #tornWrites(boolean)} a failing write first
 * writes the first half of its bytes.
 *
 * <p>Thread-safety: safe for concurrent use if the wrapped FileIO is.
 */
public final class FaultInjectingFileIO implements FileIO {

    /** The kinds of operation that are counted and can fail. */
    public enum Op {
        CREATE, OPEN, EXISTS, SIZE, LIST, DELETE, DELETE_RECURSIVELY, MKDIRS, TRY_CREATE_ATOMICALLY,
        OVERWRITE_ATOMICALLY, READ_FULLY, SYNC_DIRECTORY, WRITE, SYNC, CLOSE, READ;

        /** Whether the operation changes files or their durability. */
        public boolean isMutation() {
            switch (this) {
                case OPEN: case EXISTS: case SIZE: case LIST: case READ_FULLY: case READ:
                    return false;
                default:
                    return true;
            }
        }
    }

    /** The exception an injected fault throws. */
    public static final class InjectedFaultException extends IOException {
        private static final long serialVersionUID = 1L;

        public InjectedFaultException(String message) {
            super(message);
        }
    }

    /** A fault rule; build with {@link #on(Op...)}. Immutable. */
    public static final class Fault {
        private final Set<Op> ops;
        private final Predicate<String> path;
        private final long nth;
        private final boolean afterOperation;

        private Fault(Set<Op> ops, Predicate<String> path, long nth, boolean afterOperation) {
            this.ops = ops;
            this.path = path;
            this.nth = nth;
            this.afterOperation = afterOperation;
        }

        /** A fault on every operation of these kinds (all kinds if none given). */
        public static Fault on(Op... ops) {
            Set<Op> s = ops.length == 0 ? EnumSet.allOf(Op.class) : EnumSet.noneOf(Op.class);
            for (Op o : ops) {
                s.add(o);
            }
            return new Fault(s, p -> true, 0, false);
        }

        /** Only operations whose path matches. */
        public Fault path(Predicate<String> pathPredicate) {
            return new Fault(ops, Objects.requireNonNull(pathPredicate), nth, afterOperation);
        }

        /** Only the nth matching operation (1-based), once; without this every match fails. */
        public Fault nth(long n) {
            if (n < 1) {
                throw new IllegalArgumentException("nth must be at least 1, got " + n);
            }
            return new Fault(ops, path, n, afterOperation);
        }

        /** Run the operation, then throw (the caller cannot tell whether it happened). */
        public Fault afterOperation() {
            return new Fault(ops, path, nth, true);
        }
    }

    private static final class ActiveFault {
        final Fault fault;
        final AtomicLong matches = new AtomicLong();

        ActiveFault(Fault fault) {
            this.fault = fault;
        }
    }

    private final FileIO inner;
    private final AtomicLong operations = new AtomicLong();
    private final AtomicLong injected = new AtomicLong();
    private final List<ActiveFault> faults = new CopyOnWriteArrayList<>();
    private volatile Set<Op> counted = EnumSet.allOf(Op.class);
    private volatile long failFrom = Long.MAX_VALUE;
    private volatile boolean tornWrites;

    public FaultInjectingFileIO(FileIO inner) {
        this.inner = Objects.requireNonNull(inner, "inner");
    }

    public FileIO delegate() {
        return inner;
    }

    /** Counts only these operation kinds (for {@link #operationCount()} and {@link #failAtOperation}). */
    public FaultInjectingFileIO countOnly(Set<Op> ops) {
        this.counted = EnumSet.copyOf(ops);
        return this;
    }

    /** The nth counted operation (1-based) and every counted one after it fail, as after a crash. */
    public FaultInjectingFileIO failAtOperation(long n) {
        if (n < 1) {
            throw new IllegalArgumentException("operation number must be at least 1, got " + n);
        }
        this.failFrom = n;
        return this;
    }

    public FaultInjectingFileIO inject(Fault fault) {
        faults.add(new ActiveFault(fault));
        return this;
    }

    /** When a write fails, first write the first half of its bytes. */
    public FaultInjectingFileIO tornWrites(boolean torn) {
        this.tornWrites = torn;
        return this;
    }

    /** Removes every fault; counters keep running. */
    public FaultInjectingFileIO clearFaults() {
        faults.clear();
        failFrom = Long.MAX_VALUE;
        return this;
    }

    /** Counted operations so far. */
    public long operationCount() {
        return operations.get();
    }

    /** Faults thrown so far. */
    public long injectedCount() {
        return injected.get();
    }

    /** Decides whether this operation fails: 0 = no, 1 = before, 2 = after it runs. */
    private int decide(Op op, String path) {
        int verdict = 0;
        if (counted.contains(op)) {
            long n = operations.incrementAndGet();
            if (n >= failFrom) {
                verdict = 1;
            }
        }
        for (ActiveFault af : faults) {
            Fault f = af.fault;
            if (!f.ops.contains(op) || !f.path.test(path)) {
                continue;
            }
            long m = af.matches.incrementAndGet();
            if (f.nth == 0 || f.nth == m) {
                int v = f.afterOperation ? 2 : 1;
                verdict = verdict == 1 ? 1 : v;
            }
        }
        return verdict;
    }

    private InjectedFaultException fault(Op op, String path) {
        injected.incrementAndGet();
        return new InjectedFaultException("injected fault: " + op + " " + path + " (operation " + operations.get() + ")");
    }

    private void before(int verdict, Op op, String path) throws InjectedFaultException {
        if (verdict == 1) {
            throw fault(op, path);
        }
    }

    private void after(int verdict, Op op, String path) throws InjectedFaultException {
        if (verdict == 2) {
            throw fault(op, path);
        }
    }

    /**
     * False: a batch's syncs run on the committing thread in order, so "fail at operation n" names the same
     * operation in every run (with concurrent syncs it landed on whichever sync a helper thread reached first).
     */
    @Override
    public boolean concurrentSyncs() {
        return false;
    }

    @Override
    public PositionOutput create(String path) throws IOException {
        int v = decide(Op.CREATE, path);
        before(v, Op.CREATE, path);
        PositionOutput out = inner.create(path);
        after(v, Op.CREATE, path);
        return new FaultyOutput(path, out);
    }

    @Override
    public PositionInput open(String path) throws IOException {
        int v = decide(Op.OPEN, path);
        before(v, Op.OPEN, path);
        PositionInput in = inner.open(path);
        after(v, Op.OPEN, path);
        return new FaultyInput(path, in);
    }

    @Override
    public boolean exists(String path) throws IOException {
        int v = decide(Op.EXISTS, path);
        before(v, Op.EXISTS, path);
        boolean r = inner.exists(path);
        after(v, Op.EXISTS, path);
        return r;
    }

    @Override
    public long size(String path) throws IOException {
        int v = decide(Op.SIZE, path);
        before(v, Op.SIZE, path);
        long r = inner.size(path);
        after(v, Op.SIZE, path);
        return r;
    }

    @Override
    public List<FileStatus> list(String dir) throws IOException {
        int v = decide(Op.LIST, dir);
        before(v, Op.LIST, dir);
        List<FileStatus> r = inner.list(dir);
        after(v, Op.LIST, dir);
        return r;
    }

    @Override
    public boolean delete(String path) throws IOException {
        int v = decide(Op.DELETE, path);
        before(v, Op.DELETE, path);
        boolean r = inner.delete(path);
        after(v, Op.DELETE, path);
        return r;
    }

    @Override
    public void deleteRecursively(String dir) throws IOException {
        int v = decide(Op.DELETE_RECURSIVELY, dir);
        before(v, Op.DELETE_RECURSIVELY, dir);
        inner.deleteRecursively(dir);
        after(v, Op.DELETE_RECURSIVELY, dir);
    }

    @Override
    public void mkdirs(String dir) throws IOException {
        int v = decide(Op.MKDIRS, dir);
        before(v, Op.MKDIRS, dir);
        inner.mkdirs(dir);
        after(v, Op.MKDIRS, dir);
    }

    @Override
    public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
        int v = decide(Op.TRY_CREATE_ATOMICALLY, path);
        before(v, Op.TRY_CREATE_ATOMICALLY, path);
        boolean r = inner.tryCreateAtomically(path, content);
        after(v, Op.TRY_CREATE_ATOMICALLY, path);
        return r;
    }

    @Override
    public boolean tryCreateAtomically(String path, byte[] content, int off, int len, boolean durable) throws IOException {
        int v = decide(Op.TRY_CREATE_ATOMICALLY, path);
        before(v, Op.TRY_CREATE_ATOMICALLY, path);
        boolean r = inner.tryCreateAtomically(path, content, off, len, durable);
        after(v, Op.TRY_CREATE_ATOMICALLY, path);
        return r;
    }

    @Override
    public void overwriteAtomically(String path, byte[] content) throws IOException {
        int v = decide(Op.OVERWRITE_ATOMICALLY, path);
        before(v, Op.OVERWRITE_ATOMICALLY, path);
        inner.overwriteAtomically(path, content);
        after(v, Op.OVERWRITE_ATOMICALLY, path);
    }

    /** Fails as {@link Op#OVERWRITE_ATOMICALLY} (a hint replacement is an atomic overwrite). */
    @Override
    public void replaceHint(String path, byte[] content, int off, int len) throws IOException {
        int v = decide(Op.OVERWRITE_ATOMICALLY, path);
        before(v, Op.OVERWRITE_ATOMICALLY, path);
        inner.replaceHint(path, content, off, len);
        after(v, Op.OVERWRITE_ATOMICALLY, path);
    }

    /** Fails as {@link Op#OVERWRITE_ATOMICALLY}. */
    @Override
    public void replaceHint(String path, byte[] content, int off, int len, boolean synced) throws IOException {
        int v = decide(Op.OVERWRITE_ATOMICALLY, path);
        before(v, Op.OVERWRITE_ATOMICALLY, path);
        inner.replaceHint(path, content, off, len, synced);
        after(v, Op.OVERWRITE_ATOMICALLY, path);
    }

    @Override
    public byte[] readFully(String path) throws IOException {
        int v = decide(Op.READ_FULLY, path);
        before(v, Op.READ_FULLY, path);
        byte[] r = inner.readFully(path);
        after(v, Op.READ_FULLY, path);
        return r;
    }

    @Override
    public void syncDirectory(String dir) throws IOException {
        int v = decide(Op.SYNC_DIRECTORY, dir);
        before(v, Op.SYNC_DIRECTORY, dir);
        inner.syncDirectory(dir);
        after(v, Op.SYNC_DIRECTORY, dir);
    }

    private final class FaultyOutput implements PositionOutput {
        private final String path;
        private final PositionOutput out;

        FaultyOutput(String path, PositionOutput out) {
            this.path = path;
            this.out = out;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            int v = decide(Op.WRITE, path);
            if (v == 1) {
                if (tornWrites && len > 1) {
                    out.write(b, off, len / 2);
                }
                throw fault(Op.WRITE, path);
            }
            out.write(b, off, len);
            after(v, Op.WRITE, path);
        }

        @Override
        public void write(ByteBuffer buffer) throws IOException {
            int v = decide(Op.WRITE, path);
            if (v == 1) {
                if (tornWrites && buffer.remaining() > 1) {
                    ByteBuffer half = buffer.duplicate();
                    half.limit(half.position() + buffer.remaining() / 2);
                    out.write(half);
                }
                throw fault(Op.WRITE, path);
            }
            out.write(buffer);
            after(v, Op.WRITE, path);
        }

        @Override
        public long position() {
            return out.position();
        }

        @Override
        public void sync() throws IOException {
            int v = decide(Op.SYNC, path);
            before(v, Op.SYNC, path);
            out.sync();
            after(v, Op.SYNC, path);
        }

        /** Not counted, no fault: hands bytes to the wrapped output, durable only through a later {@link #sync}. */
        @Override
        public void flush() throws IOException {
            out.flush();
        }

        /** No fault here: an early write-back promises nothing ({@link #sync} is where a fault is injected). */
        @Override
        public void writeBackEarly() throws IOException {
            out.writeBackEarly();
        }

        @Override
        public void close() throws IOException {
            int v = decide(Op.CLOSE, path);
            if (v == 1) {
                out.close(); // release the resource anyway; the caller sees a failed close
                throw fault(Op.CLOSE, path);
            }
            out.close();
            after(v, Op.CLOSE, path);
        }
    }

    private final class FaultyInput implements PositionInput {
        private final String path;
        private final PositionInput in;

        FaultyInput(String path, PositionInput in) {
            this.path = path;
            this.in = in;
        }

        @Override
        public long length() throws IOException {
            return in.length();
        }

        @Override
        public void readFully(long position, byte[] b, int off, int len) throws IOException {
            int v = decide(Op.READ, path);
            before(v, Op.READ, path);
            in.readFully(position, b, off, len);
            after(v, Op.READ, path);
        }

        @Override
        public void readFully(long position, ByteBuffer dst) throws IOException {
            int v = decide(Op.READ, path);
            before(v, Op.READ, path);
            in.readFully(position, dst);
            after(v, Op.READ, path);
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
