package dev.varve.memtable;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.UUID;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.row.RowKind;
import dev.varve.row.memory.PagePool;

/**
 * Double-buffered write buffer of one bucket writer: an active {@link OffHeapMemTable} takes puts;
 * when the shared {@link PagePool} has no memory for a put, the active memtable is sealed and
 * handed to the flush executor, and writing continues in a fresh memtable. Several write buffers
 * may share one pool (the {@code write-buffer-size} budget of a writer).
 *
 * <p>Flushing: sealed memtables are passed to the {@link FlushSink}, one call at a time, in seal
 * order, each as its own sorted cursor — or, with spilling enabled ({@link WriteBufferOptions}),
 * first written to local spill files and later merged, together with any sealed memtables, into
 * one sink call (at {@link #flushAll()} or when {@code maxSpillFiles} is reached). A flushed
 * memtable's pages return to the pool and the memtable object is recycled.
 *
 * <p>Blocking: a writer blocks only when the budget is exhausted and its own memory is all in
 * flight (being flushed or spilled); then it waits for pages, and the wait is added to
 * {@link #stallNanos()}. If nothing of its own is pending, it asks the
 * {@link MemoryReclaimer}; if that frees nothing either, it waits at most {@code maxStall} and
 * then fails with an IOException that names the problem.
 *
 * <p>Errors: the first exception of the sink (or of spilling) fails the write buffer; it
 * surfaces as an IOException (with that cause) on the next {@link #put}, {@link #sealActive()} or
 * {@link #flushAll()}, and on every later one. Unflushed data stays in memory until
 * {@link #close()}.
 *
 * <p>Thread-safety: one writer thread calls put, get, sealActive, flushAll, helpFlush and close; the
 * flush executor's threads run the flushes (and the writer thread, in {@link #helpFlush}); the metric getters may be called from any thread. Lookups
 * ({@link #get}) see every put of the writer thread: active memtable first, then sealed ones
 * newest first, in memory or spilled.
 */
public final class WriteBuffer implements AutoCloseable {
    private static final long STALL_SLICE_MILLIS = 10;

    /** A sealed memtable, in memory or spilled, waiting to be flushed. */
    /**
     * A sealed memtable (or its spill file) in {@link #sealed}. Reused: once a flush has removed it from the list it is
     * reachable from the flushing thread's batch only, and goes back to {@link #freeSealed} (under the lock) for a
     * later seal; every read of one is under the lock or by the thread draining ({@link #drainExecuting}) while it is
     * in the list.
     */
    private static final class Sealed {
        long id;
        OffHeapMemTable memTable;
        SpillFile spill;
        /** The next free one (in {@link #freeSealed}'s list). */
        Sealed nextFree;
    }

    private final PagePool pool;
    private final Executor executor;
    private final FlushSink sink;
    private final WriteBufferOptions options;
    private final String spillPrefix;
    private final Runnable drainTask = this::drain;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();

    // writer thread
    private OffHeapMemTable active;
    private final UnsafeBuffer keyWrapper = new UnsafeBuffer(new byte[0]);
    private final UnsafeBuffer valueWrapper = new UnsafeBuffer(new byte[0]);
    private volatile long stallNanos;

    // guarded by lock
    private final ArrayList<Sealed> sealed = new ArrayList<>();
    /** Flushed {@link Sealed} records for the next seals (guarded by the lock). */
    private Sealed freeSealed;
    /**
     * The drain's batch (its first {@link #batchSize}): the draining thread's alone (the one that set
     * {@link #drainExecuting}), reused from flush to flush.
     */
    private Sealed[] batchScratch = new Sealed[1];
    /**
     * {@code sealed.size()}, written under the lock after every change of the list; read without
     * it by {@link #get} to skip the lock when nothing is sealed.
     */
    private volatile int sealedCount;
    private OffHeapMemTable spare;
    private long nextSealId;
    private long flushUpTo;
    /** A drain task was handed to the executor and has not finished (or a helper drained its work). */
    private boolean drainScheduled;
    /**
     * A drain is running right now, on a flush thread or on a helping writer ({@link #helpFlush});
     * only one at a time: a task that finds it set returns, the running drain takes its work.
     */
    private boolean drainExecuting;
    private long flushCount;
    private long spillCount;
    private volatile IOException failure;
    private volatile boolean closed;

    public WriteBuffer(PagePool pool, Executor flushExecutor, FlushSink sink) {
        this(pool, flushExecutor, sink, WriteBufferOptions.defaults());
    }

    public WriteBuffer(PagePool pool, Executor flushExecutor, FlushSink sink, WriteBufferOptions options) {
        if (pool == null || flushExecutor == null || sink == null || options == null) {
            throw new IllegalArgumentException("a write buffer needs a page pool, a flush executor, a flush sink and options");
        }
        this.pool = pool;
        this.executor = flushExecutor;
        this.sink = sink;
        this.options = options;
        this.spillPrefix = "spill-" + UUID.randomUUID();
        this.active = new OffHeapMemTable(pool);
    }

    /**
     * Buffers one record; seals and flushes, or waits for memory, when needed.
     *
     * @throws IOException if an earlier flush failed, the writer stalled beyond {@code maxStall},
     *                     or the thread was interrupted while waiting
     * @throws IllegalArgumentException for bad input or a record that can never fit in the pool
     */
    public void put(DirectBuffer key, int keyOffset, int keyLength, long sequence, RowKind kind,
            DirectBuffer value, int valueOffset, int valueLength) throws IOException {
        checkUsable();
        if (!active.put(key, keyOffset, keyLength, sequence, kind, value, valueOffset, valueLength)) {
            putSlow(key, keyOffset, keyLength, sequence, kind, value, valueOffset, valueLength);
        }
    }

    /** {@link #put(DirectBuffer, int, int, long, RowKind, DirectBuffer, int, int)} of heap arrays. */
    public void put(byte[] key, long sequence, RowKind kind, byte[] value) throws IOException {
        if (key == null || value == null) {
            throw new IllegalArgumentException("key and value must not be null");
        }
        keyWrapper.wrap(key);
        valueWrapper.wrap(value);
        put(keyWrapper, 0, key.length, sequence, kind, valueWrapper, 0, value.length);
    }

    /**
     * The latest buffered version of {@code key} (highest sequence): searches the active memtable,
     * then the sealed, not yet flushed ones newest first (including spilled ones). Holds the
     * buffer's lock while it searches sealed memtables (a lookup in a spill file reads a block),
     * so a finishing flush waits for it rather than releasing memory under it; with nothing
     * buffered it takes no lock and hashes nothing.
     */
    public boolean get(byte[] key, LookupResult out) throws IOException {
        if (closed) {
            throw new IllegalStateException("the write buffer is closed");
        }
        if (!active.isEmpty() && active.get(key, out)) {
            return true;
        }
        if (sealedCount == 0) {
            // nothing sealed as of this read: a memtable sealed by this (the writer) thread is
            // counted already; one a flush removes concurrently has reached the sink
            return false;
        }
        lock.lock();
        try {
            for (int i = sealed.size() - 1; i >= 0; i--) {
                Sealed entry = sealed.get(i);
                boolean found = entry.memTable != null ? entry.memTable.get(key, out) : entry.spill.get(key, out);
                if (found) {
                    return true;
                }
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Seals the active memtable (if it holds records) and schedules it for flushing or spilling;
     * writing continues in a fresh memtable. Writer thread only; a {@link MemoryReclaimer} may
     * call it on another bucket's write buffer written by the same thread.
     *
     * @return whether anything was sealed
     */
    public boolean sealActive() throws IOException {
        return seal(false);
    }

    /**
     * Seals the active memtable and marks everything sealed for flushing now (never for spilling),
     * without waiting. A commit calls it on every bucket's buffer first, so the flush thread works
     * on all of them while the committer waits on each with {@link #flushAll()}; sealing with
     * {@link #sealActive()} instead could let the flush thread spill a memtable that is about to
     * be flushed anyway, writing its records twice. Writer thread only.
     */
    public void sealForFlush() throws IOException {
        seal(true);
    }

    private boolean seal(boolean flushNow) throws IOException {
        checkUsable();
        if (active.isEmpty()) {
            if (flushNow) {
                boolean start;
                lock.lock();
                try {
                    flushUpTo = nextSealId;
                    start = markDrainLocked();
                } finally {
                    lock.unlock();
                }
                if (start) {
                    startDrain();
                }
            }
            return false;
        }
        OffHeapMemTable full = active;
        full.seal();
        OffHeapMemTable next;
        boolean start;
        lock.lock();
        try {
            sealed.add(sealedLocked(nextSealId++, full));
            sealedCount = sealed.size();
            if (flushNow || !options.spillEnabled() || unflushedCountLocked() >= options.maxSpillFiles()) {
                flushUpTo = nextSealId;
            }
            next = spare;
            spare = null;
            start = markDrainLocked();
        } finally {
            lock.unlock();
        }
        active = next != null ? next : new OffHeapMemTable(pool);
        if (start) {
            startDrain();
        }
        return true;
    }

    /**
     * Seals the active memtable and waits until everything buffered has reached the sink (used at
     * commit). With spilling, all spill files and sealed memtables go to the sink in one call.
     */
    public void flushAll() throws IOException {
        seal(true);
        lock.lock();
        try {
            while (!sealed.isEmpty() && failure == null) {
                changed.await();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the write buffer to flush");
        } finally {
            lock.unlock();
        }
        checkUsable();
    }

    /** Whether nothing is buffered (active empty, nothing sealed and unflushed). */
    public boolean isEmpty() {
        if (!active.isEmpty()) {
            return false;
        }
        lock.lock();
        try {
            return sealed.isEmpty();
        } finally {
            lock.unlock();
        }
    }

    /** Off-heap bytes of the active memtable (writer thread). */
    public long activeMemoryBytes() {
        return active.memoryBytes();
    }

    /** Records in the active memtable (writer thread). */
    public int activeRecordCount() {
        return active.recordCount();
    }

    /** Off-heap bytes of the sealed memtables still in memory. */
    public long sealedMemoryBytes() {
        lock.lock();
        try {
            long bytes = 0;
            for (Sealed entry : sealed) {
                if (entry.memTable != null) {
                    bytes += entry.memTable.memoryBytes();
                }
            }
            return bytes;
        } finally {
            lock.unlock();
        }
    }

    /** Sealed memtables (in memory or spilled) not yet flushed. */
    public int pendingCount() {
        lock.lock();
        try {
            return sealed.size();
        } finally {
            lock.unlock();
        }
    }

    /** Nanoseconds the writer spent blocked waiting for memory. */
    public long stallNanos() {
        return stallNanos;
    }

    /** Completed sink calls. */
    public long flushCount() {
        lock.lock();
        try {
            return flushCount;
        } finally {
            lock.unlock();
        }
    }

    /** Memtables written to spill files. */
    public long spillCount() {
        lock.lock();
        try {
            return spillCount;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Discards everything not yet flushed (call {@link #flushAll()} first to keep it): waits for a
     * running flush to finish, releases all memory and deletes spill files. Idempotent.
     */
    @Override
    public void close() throws IOException {
        IOException error = null;
        lock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            changed.signalAll();
            while (drainExecuting) { // a scheduled task that has not started will see 'closed' and do nothing
                changed.awaitUninterruptibly();
            }
            for (Sealed entry : sealed) {
                if (entry.memTable != null) {
                    entry.memTable.release();
                }
                if (entry.spill != null) {
                    try {
                        entry.spill.delete();
                    } catch (IOException e) {
                        if (error == null) {
                            error = e;
                        }
                    }
                }
            }
            sealed.clear();
            sealedCount = 0;
            if (spare != null) {
                spare.release();
                spare = null;
            }
        } finally {
            lock.unlock();
        }
        active.release();
        if (error != null) {
            throw error;
        }
    }

    @Override
    public String toString() {
        return "WriteBuffer{active=" + active + ", pending=" + pendingCount() + ", " + options + "}";
    }

    // ---- writer side ----

    private void putSlow(DirectBuffer key, int keyOffset, int keyLength, long sequence, RowKind kind,
            DirectBuffer value, int valueOffset, int valueLength) throws IOException {
        long needed = RecordDescriptor.length(keyLength, valueLength);
        long waitStart = 0;
        long idleSince = 0;
        try {
            while (true) {
                if (!active.isEmpty()) {
                    sealActive();
                    if (active.put(key, keyOffset, keyLength, sequence, kind, value, valueOffset, valueLength)) {
                        return;
                    }
                    continue;
                }
                checkUsable();
                boolean freeing = ownMemoryPending()
                        || (options.reclaimer() != null && options.reclaimer().reclaim(this, needed));
                long now = System.nanoTime();
                if (waitStart == 0) {
                    waitStart = now;
                }
                if (freeing) {
                    idleSince = 0;
                } else if (idleSince == 0) {
                    idleSince = now;
                } else if (now - idleSince > options.maxStallNanos()) {
                    throw new IOException("write buffer stalled for " + TimeUnit.NANOSECONDS.toMillis(now - idleSince)
                            + " ms: the memory budget of " + pool.budgetBytes() + " bytes is exhausted ("
                            + pool.outstandingBytes() + " outstanding) and nothing of this writer can be freed; "
                            + "a record of " + needed + " bytes is waiting");
                }
                try {
                    pool.awaitAvailable(needed, STALL_SLICE_MILLIS, TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("interrupted while waiting for write buffer memory");
                }
                if (active.put(key, keyOffset, keyLength, sequence, kind, value, valueOffset, valueLength)) {
                    return;
                }
            }
        } finally {
            if (waitStart != 0) {
                stallNanos += System.nanoTime() - waitStart;
            }
        }
    }

    /** Whether sealed memtables of this buffer still hold memory that a flush or spill will free. */
    private boolean ownMemoryPending() throws IOException {
        boolean start;
        boolean pending = false;
        lock.lock();
        try {
            for (Sealed entry : sealed) {
                if (entry.memTable != null) {
                    pending = true;
                    break;
                }
            }
            start = markDrainLocked();
        } finally {
            lock.unlock();
        }
        if (start) {
            startDrain();
        }
        return pending;
    }

    private void checkUsable() throws IOException {
        if (closed) {
            throw new IllegalStateException("the write buffer is closed");
        }
        IOException f = failure;
        if (f != null) {
            throw new IOException("the write buffer failed earlier: " + f.getMessage(), f);
        }
    }

    // ---- flush side ----

    private long unflushedCountLocked() {
        long n = 0;
        for (Sealed entry : sealed) {
            if (entry.id >= flushUpTo) {
                n++;
            }
        }
        return n;
    }

    /** Marks the drain as running if there is work and it is not; the caller then starts it. */
    private boolean markDrainLocked() {
        if (drainScheduled || failure != null || closed || !hasWorkLocked()) {
            return false;
        }
        drainScheduled = true;
        return true;
    }

    private boolean hasWorkLocked() {
        if (sealed.isEmpty()) {
            return false;
        }
        if (sealed.get(0).id < flushUpTo) {
            return true;
        }
        return options.spillEnabled() && nextToSpillLocked() != null;
    }

    /** A {@link Sealed} for a newly sealed memtable: a flushed one again, else new. */
    private Sealed sealedLocked(long id, OffHeapMemTable memTable) {
        Sealed s = freeSealed;
        if (s != null) {
            freeSealed = s.nextFree;
            s.nextFree = null;
        } else {
            s = new Sealed();
        }
        s.id = id;
        s.memTable = memTable;
        s.spill = null;
        return s;
    }

    private Sealed nextToSpillLocked() {
        for (Sealed entry : sealed) {
            if (entry.memTable != null && entry.id >= flushUpTo) {
                return entry;
            }
        }
        return null;
    }

    private void startDrain() {
        try {
            executor.execute(drainTask);
        } catch (RejectedExecutionException e) {
            fail(new IOException("the flush executor rejected the flush task", e));
        }
    }

    /** The flush executor's task: drains unless another thread (a helping writer) is draining. */
    private void drain() {
        lock.lock();
        try {
            if (drainExecuting) {
                return; // that drain runs until nothing is left
            }
            drainExecuting = true;
        } finally {
            lock.unlock();
        }
        drainClaimed();
    }

    /**
     * Runs this buffer's scheduled flushes on the calling thread if no flush thread has started
     * them yet, and returns at once otherwise (or if nothing is scheduled). A committer that
     * would only wait for the flush threads ({@link #flushAll()}) takes a share of the
     * checkpoint's flushes this way; flushes of one buffer still run one at a time and in seal
     * order, whichever thread runs them. Writer thread only; a failure is reported as for a
     * flush thread's (the next {@link #put}, {@link #flushAll()} ... throws it).
     */
    public void helpFlush() {
        lock.lock();
        try {
            if (!drainScheduled || drainExecuting || failure != null || closed) {
                return;
            }
            drainExecuting = true;
        } finally {
            lock.unlock();
        }
        drainClaimed();
    }

    /** The drain loop; the caller has set {@link #drainExecuting} (under the lock). */
    private void drainClaimed() {
        while (true) {
            Sealed[] batch = null;
            int batchSize = 0;
            Sealed toSpill = null;
            lock.lock();
            try {
                if (failure == null && !closed && !sealed.isEmpty()) {
                    if (sealed.get(0).id < flushUpTo) {
                        int n = 1;
                        if (options.spillEnabled()) {
                            while (n < sealed.size() && sealed.get(n).id < flushUpTo) {
                                n++;
                            }
                        }
                        if (batchScratch.length < n) {
                            batchScratch = new Sealed[Math.max(n, 2 * batchScratch.length)];
                        }
                        batch = batchScratch;
                        for (int i = 0; i < n; i++) {
                            batch[i] = sealed.get(i);
                        }
                        batchSize = n;
                    } else if (options.spillEnabled()) {
                        toSpill = nextToSpillLocked();
                    }
                }
                if (batch == null && toSpill == null) {
                    drainScheduled = false;
                    drainExecuting = false;
                    changed.signalAll();
                    return;
                }
            } finally {
                lock.unlock();
            }
            try {
                if (batch != null) {
                    flushBatch(batch, batchSize);
                } else {
                    spill(toSpill);
                }
            } catch (Throwable t) {
                fail(t instanceof IOException ? (IOException) t
                        : new IOException("flush failed: " + t, t));
                if (t instanceof Error) {
                    throw (Error) t;
                }
                return;
            }
        }
    }

    /** Flushes the first {@code n} of {@code batch} (the drain's {@link #batchScratch}), then frees them. */
    private void flushBatch(Sealed[] batch, int n) throws IOException {
        SortedCursor cursor = n == 1 ? openCursor(batch[0]) : openMerged(java.util.Arrays.copyOf(batch, n));
        try {
            sink.flush(cursor);
        } finally {
            cursor.close();
        }
        IOException deleteError = null;
        lock.lock();
        try {
            for (int i = n - 1; i >= 0; i--) {
                sealed.remove(i); // the first n, last first (no sub-list view)
            }
            sealedCount = sealed.size();
            flushCount++;
            for (int i = 0; i < n; i++) {
                Sealed entry = batch[i];
                batch[i] = null;
                if (entry.memTable != null) {
                    recycleLocked(entry.memTable);
                    entry.memTable = null;
                }
                if (entry.spill != null) {
                    try {
                        entry.spill.delete();
                    } catch (IOException e) {
                        deleteError = e;
                    }
                    entry.spill = null;
                }
                entry.nextFree = freeSealed; // out of the list, and this thread's batch no longer holds it
                freeSealed = entry;
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        if (deleteError != null) {
            throw deleteError;
        }
    }

    private SortedCursor openCursor(Sealed entry) throws IOException {
        return entry.memTable != null ? entry.memTable.sortedCursor() : entry.spill.cursor();
    }

    private SortedCursor openMerged(Sealed[] batch) throws IOException {
        SortedCursor[] cursors = new SortedCursor[batch.length];
        try {
            for (int i = 0; i < batch.length; i++) {
                cursors[i] = openCursor(batch[i]);
            }
        } catch (IOException | RuntimeException e) {
            for (SortedCursor c : cursors) {
                if (c != null) {
                    try {
                        c.close();
                    } catch (IOException suppressed) {
                        e.addSuppressed(suppressed);
                    }
                }
            }
            throw e;
        }
        return new MergingCursor(cursors);
    }

    private void spill(Sealed entry) throws IOException {
        String path = options.spillDirectory() + "/" + spillPrefix + "-" + entry.id + ".spill";
        SpillFile file = entry.memTable.writeSpill(options.spillIo(), path, options.spillBlockSize());
        lock.lock();
        try {
            OffHeapMemTable memTable = entry.memTable;
            entry.spill = file;
            entry.memTable = null;
            recycleLocked(memTable);
            spillCount++;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Returns a flushed memtable's pages and keeps it (its heap arrays) for the next seal. */
    private void recycleLocked(OffHeapMemTable memTable) {
        if (spare == null && !closed) {
            memTable.reset();
            spare = memTable;
        } else {
            memTable.release();
        }
    }

    private void fail(IOException e) {
        lock.lock();
        try {
            if (failure == null) {
                failure = e;
            }
            drainScheduled = false;
            drainExecuting = false;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
