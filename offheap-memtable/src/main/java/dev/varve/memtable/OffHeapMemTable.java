package dev.varve.memtable;

import static dev.varve.memtable.RecordDescriptor.KEY_OFFSET;
import static dev.varve.memtable.RecordDescriptor.ORDER;

import java.io.IOException;

import org.agrona.DirectBuffer;
import org.agrona.UnsafeApi;
import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.format.FileIO;
import dev.varve.row.RowKind;
import dev.varve.row.memory.MemoryPage;
import dev.varve.row.memory.PagePool;

/**
 * An append-only write buffer of records encoded once, straight into off-heap pages from a
 * {@link PagePool} (layout: {@link RecordDescriptor}, MEMTABLE.md). Besides the pages it keeps a
 * sort index of (normalized 8-byte key prefix, record address) pairs in two {@code long[]}
 * arrays, and — built lazily on the first lookup — a {@link KeyIndex} hash for read-your-writes.
 * There is no heap object per record.
 *
 * <p>Record address: {@code (pageIndex << 32) | offsetInPage}. A record never spans pages; a
 * record larger than a page gets a dedicated oversized block of the pool.
 *
 * <p>Life cycle: OPEN (puts) → SEALED ({@link #seal()}, or implicitly by {@link #sortedCursor()} /
 * {@link #spill}) → RELEASED ({@link #release()}, pages back to the pool). {@link #reset()} makes a
 * released (or any) memtable empty and OPEN again, keeping its heap arrays, so a writer can
 * recycle memtables without allocating.
 *
 * <p>Thread-safety: not thread-safe, with one documented exception used by {@link WriteBuffer}:
 * once SEALED, {@link #get} (in one thread) may run concurrently with {@link #sortedCursor()}
 * and its iteration, or with {@link #writeSpill} (in another thread) — they touch disjoint state
 * and only read the pages. {@link #release()} must not race with anything. The caller provides
 * the happens-before edges (e.g. hand-off through a lock or an executor).
 */
public final class OffHeapMemTable {
    private static final int INITIAL_INDEX_CAPACITY = 1024;

    private enum State { OPEN, SEALED, RELEASED }

    private final PagePool pool;

    private MemoryPage[] pages = new MemoryPage[8];
    private UnsafeBuffer[] buffers = new UnsafeBuffer[8];
    private int[] pageLimits = new int[8];
    private int pageCount;
    private UnsafeBuffer current;
    private int currentOffset;
    private int currentCapacity;
    private long pageBytes;
    private long recordBytes;

    private long[] prefixes = new long[INITIAL_INDEX_CAPACITY];
    private long[] addresses = new long[INITIAL_INDEX_CAPACITY];
    private long[] scratchPrefixes = new long[0];
    private long[] scratchAddresses = new long[0];
    private int count;
    private boolean sorted;
    /**
     * Whether every key put so far has the same length of at most 8 bytes (the prefix is then the
     * whole key) and every sequence is at least the one put before it: the stable radix sort of
     * the prefixes is then the whole merge order, with no record to compare ({@link #sort()}).
     */
    private boolean prefixOrderComplete = true;
    private int firstKeyLength = -1;
    private long lastSequence = Long.MIN_VALUE;
    private volatile State state = State.OPEN;

    private final KeyIndex keyIndex = new KeyIndex();
    private int hashedPage;
    private int hashedOffset;

    private final UnsafeBuffer keyWrapper = new UnsafeBuffer(new byte[0]);
    private final UnsafeBuffer valueWrapper = new UnsafeBuffer(new byte[0]);

    public OffHeapMemTable(PagePool pool) {
        if (pool == null) {
            throw new IllegalArgumentException("page pool must not be null");
        }
        this.pool = pool;
    }

    /**
     * Appends one record. Allocation-free except when the index arrays or the page table grow.
     *
     * @return {@code false} when the pool has no memory for the record (nothing was written; the
     *         caller seals and flushes, then retries in a fresh memtable)
     * @throws IllegalArgumentException for a bad range or a record that can never fit in the pool
     * @throws IllegalStateException if the memtable is sealed or released
     */
    public boolean put(DirectBuffer key, int keyOffset, int keyLength, long sequence, RowKind kind,
            DirectBuffer value, int valueOffset, int valueLength) {
        if (state != State.OPEN) {
            throw new IllegalStateException("cannot put into a " + state + " memtable");
        }
        checkRange("key", key, keyOffset, keyLength);
        checkRange("value", value, valueOffset, valueLength);
        if (kind == null) {
            throw new IllegalArgumentException("row kind must not be null");
        }
        long length = RecordDescriptor.length(keyLength, valueLength);
        if (length > currentCapacity - currentOffset && !nextPage(length, keyLength, valueLength)) {
            return false;
        }
        if (count == prefixes.length) {
            growIndex();
        }
        UnsafeBuffer page = current;
        int at = currentOffset;
        page.putInt(at, keyLength, ORDER);
        copy(page, at + KEY_OFFSET, key, keyOffset, keyLength);
        page.putLong(at + RecordDescriptor.sequenceOffset(keyLength), sequence, ORDER);
        page.putByte(at + RecordDescriptor.kindOffset(keyLength), kind.toByteValue());
        page.putInt(at + RecordDescriptor.valueLengthOffset(keyLength), valueLength, ORDER);
        copy(page, at + RecordDescriptor.valueOffset(keyLength), value, valueOffset, valueLength);
        prefixes[count] = DirectKeys.prefix(key, keyOffset, keyLength);
        if (prefixOrderComplete) {
            if (firstKeyLength < 0) {
                firstKeyLength = keyLength;
            }
            prefixOrderComplete = keyLength == firstKeyLength && keyLength <= 8 && sequence >= lastSequence;
            lastSequence = sequence;
        }
        addresses[count] = sortEntry(pageCount - 1, at, length);
        count++;
        currentOffset = at + (int) length;
        pageLimits[pageCount - 1] = currentOffset;
        recordBytes += length;
        return true;
    }

    /** Values up to this many bytes are copied a word at a time rather than by Unsafe.copyMemory. */
    private static final int SMALL_COPY = 64;

    /** Copies {@code len} bytes (ranges already checked); short ones word by word, which is much cheaper. */
    private static void copy(UnsafeBuffer dst, int at, DirectBuffer src, int off, int len) {
        if (len > SMALL_COPY) {
            dst.putBytes(at, src, off, len);
            return;
        }
        // both ranges are checked once by put (checkRange; the record fits the page), so the words
        // go through UnsafeApi as Agrona's accessors do, without their bounds check per access
        byte[] srcArray = src.byteArray();
        long from = src.addressOffset() + off;
        byte[] dstArray = dst.byteArray();
        long to = dst.addressOffset() + at;
        int i = 0;
        for (; i + 8 <= len; i += 8) {
            UnsafeApi.putLong(dstArray, to + i, UnsafeApi.getLong(srcArray, from + i));
        }
        for (; i < len; i++) {
            UnsafeApi.putByte(dstArray, to + i, UnsafeApi.getByte(srcArray, from + i));
        }
    }

    /** {@link #put(DirectBuffer, int, int, long, RowKind, DirectBuffer, int, int)} of heap arrays. */
    public boolean put(byte[] key, long sequence, RowKind kind, byte[] value) {
        if (key == null || value == null) {
            throw new IllegalArgumentException("key and value must not be null");
        }
        keyWrapper.wrap(key);
        valueWrapper.wrap(value);
        return put(keyWrapper, 0, key.length, sequence, kind, valueWrapper, 0, value.length);
    }

    public int recordCount() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    /** Off-heap bytes held: the capacity of all pages of this memtable. */
    public long memoryBytes() {
        return pageBytes;
    }

    /** Bytes of the encoded records (without page tails left unused). */
    public long recordBytes() {
        return recordBytes;
    }

    /** Heap bytes of the sort index, its scratch arrays and the lookup hash (not in the pool budget). */
    public long heapIndexBytes() {
        return (prefixes.length + addresses.length + scratchPrefixes.length + scratchAddresses.length) * 8L
                + keyIndex.heapBytes();
    }

    public boolean isSealed() {
        return state != State.OPEN;
    }

    /** Stops further puts. Idempotent. */
    public void seal() {
        if (state == State.OPEN) {
            state = State.SEALED;
        }
    }

    /**
     * The highest-sequence version of {@code key} in this memtable (equal sequences: the later
     * put), copied into {@code out}.
     */
    public boolean get(byte[] key, LookupResult out) {
        DirectBuffer view = out.wrapKey(key);
        return get(view, 0, key.length, out);
    }

    /** {@link #get(byte[], LookupResult)} of a key range. */
    public boolean get(DirectBuffer key, int keyOffset, int keyLength, LookupResult out) {
        checkNotReleased();
        checkRange("key", key, keyOffset, keyLength);
        catchUpKeyIndex();
        long address = keyIndex.find(this, DirectKeys.hash(key, keyOffset, keyLength), key, keyOffset, keyLength);
        if (address < 0) {
            return false;
        }
        UnsafeBuffer page = buffers[(int) (address >>> 32)];
        int at = (int) address;
        int keyLen = page.getInt(at, ORDER);
        out.set(page.getLong(at + RecordDescriptor.sequenceOffset(keyLen), ORDER),
                RowKind.fromByteValue(page.getByte(at + RecordDescriptor.kindOffset(keyLen))),
                page, at + RecordDescriptor.valueOffset(keyLen),
                page.getInt(at + RecordDescriptor.valueLengthOffset(keyLen), ORDER));
        return true;
    }

    /**
     * Seals the memtable, sorts it once (LSD radix sort on prefixes, then runs of equal prefixes
     * by full key and sequence, unless every key has one length of at most 8 bytes and sequences
     * never decreased from put to put: the prefix order is then complete), and returns a cursor over the sorted records. Each call returns
     * a new cursor over the same order. The cursor's views point into this memtable's pages:
     * release only after iteration.
     */
    public SortedCursor sortedCursor() {
        return sortedCursor(TOUCH_BLOCK);
    }

    /** Records per block of the sorted walk's touch-ahead ({@link MemTableCursor}). */
    static final int TOUCH_BLOCK = 16;

    /**
     * {@link #sortedCursor()} touching ahead in blocks of {@code touchBlock} records (0: not at
     * all); for tests and measurements.
     */
    SortedCursor sortedCursor(int touchBlock) {
        if (touchBlock < 0) {
            throw new IllegalArgumentException("touch block must be >= 0, got " + touchBlock);
        }
        checkNotReleased();
        seal();
        sort();
        return new MemTableCursor(touchBlock);
    }

    /**
     * Writes the sorted records to a spill file (MEMTABLE.md §3) and releases the pages.
     * On failure the memtable is left intact (sealed) and a partial file is deleted if possible.
     */
    public SpillFile spill(FileIO io, String path) throws IOException {
        SpillFile file = writeSpill(io, path, SpillFormat.DEFAULT_BLOCK_SIZE);
        release();
        return file;
    }

    /** Writes the sorted records to a spill file with the given block size, keeping the pages. */
    public SpillFile writeSpill(FileIO io, String path, int blockSize) throws IOException {
        if (io == null || path == null) {
            throw new IllegalArgumentException("spill needs a FileIO and a path");
        }
        checkNotReleased();
        seal();
        sort();
        SpillWriter writer = new SpillWriter(io, path, blockSize);
        boolean done = false;
        try {
            for (int i = 0; i < count; i++) {
                long address = addresses[i];
                UnsafeBuffer page = buffers[pageOf(address)];
                int at = (int) address;
                writer.add(page, at, recordLength(page, at));
            }
            SpillFile file = writer.finish();
            done = true;
            return file;
        } finally {
            if (!done) {
                writer.abort();
            }
        }
    }

    /** Returns all pages to the pool. Idempotent. Cursors and views of this memtable become invalid. */
    public void release() {
        if (state == State.RELEASED) {
            return;
        }
        state = State.RELEASED;
        pool.releaseAll(pages, pageCount);
        for (int i = 0; i < pageCount; i++) {
            pages[i] = null;
            buffers[i] = null;
        }
        current = null;
    }

    /** Releases the pages (if not yet released) and makes this memtable empty and OPEN again. */
    public void reset() {
        release();
        pageCount = 0;
        currentOffset = 0;
        currentCapacity = 0;
        pageBytes = 0;
        recordBytes = 0;
        count = 0;
        sorted = false;
        prefixOrderComplete = true;
        firstKeyLength = -1;
        lastSequence = Long.MIN_VALUE;
        keyIndex.clear();
        hashedPage = 0;
        hashedOffset = 0;
        state = State.OPEN;
    }

    @Override
    public String toString() {
        return "OffHeapMemTable{" + state + ", records=" + count + ", pages=" + pageCount + ", bytes=" + pageBytes + "}";
    }

    // ---- used by KeyIndex ----

    boolean keyEquals(long address, DirectBuffer key, int keyOffset, int keyLength) {
        UnsafeBuffer page = buffers[(int) (address >>> 32)];
        int at = (int) address;
        return DirectKeys.equals(page, at + KEY_OFFSET, page.getInt(at, ORDER), key, keyOffset, keyLength);
    }

    long sequenceAt(long address) {
        UnsafeBuffer page = buffers[(int) (address >>> 32)];
        int at = (int) address;
        return page.getLong(at + RecordDescriptor.sequenceOffset(page.getInt(at, ORDER)), ORDER);
    }

    // ---- internals ----

    private boolean nextPage(long length, int keyLength, int valueLength) {
        if (length > PagePool.MAX_BLOCK_SIZE || length > pool.budgetBytes()) {
            throw new IllegalArgumentException("a record of " + length + " bytes (key " + keyLength + ", value "
                    + valueLength + ") can never fit in the write buffer of " + pool.budgetBytes() + " bytes");
        }
        if (pageCount == MAX_PAGES) {
            return false; // full: the page index of a sort index entry has 24 bits
        }
        MemoryPage page = pool.tryAllocate((int) length);
        if (page == null) {
            return false;
        }
        if (pageCount == pages.length) {
            int n = pages.length * 2;
            pages = java.util.Arrays.copyOf(pages, n);
            buffers = java.util.Arrays.copyOf(buffers, n);
            pageLimits = java.util.Arrays.copyOf(pageLimits, n);
        }
        pages[pageCount] = page;
        buffers[pageCount] = page.buffer();
        pageLimits[pageCount] = 0;
        pageCount++;
        current = page.buffer();
        currentOffset = 0;
        currentCapacity = page.capacity();
        pageBytes += page.capacity();
        return true;
    }

    /*
     * A sort index entry (addresses[]): bits 0-31 the record's offset in its page, bits 32-55 the
     * page index, bits 56-63 the offset of the record's last byte from its first, capped at 255,
     * which tells the sorted walk's touch-ahead which cache lines the record occupies.
     */
    private static final int LAST_BYTE_SHIFT = 56;
    /** Pages a memtable may hold: the page index of a sort index entry has 24 bits. */
    static final int MAX_PAGES = 1 << 24;

    private static long sortEntry(int page, int at, long length) {
        return (Math.min(length - 1, 255) << LAST_BYTE_SHIFT) | ((long) page << 32) | at;
    }

    /** The page index of a sort index entry. */
    private static int pageOf(long entry) {
        return (int) (entry >>> 32) & (MAX_PAGES - 1);
    }

    private void growIndex() {
        int n = prefixes.length * 2;
        prefixes = java.util.Arrays.copyOf(prefixes, n);
        addresses = java.util.Arrays.copyOf(addresses, n);
    }

    private static int recordLength(UnsafeBuffer page, int at) {
        int keyLength = page.getInt(at, ORDER);
        return RecordDescriptor.valueOffset(keyLength) + page.getInt(at + RecordDescriptor.valueLengthOffset(keyLength), ORDER);
    }

    /** Hashes the records appended since the last lookup, walking the pages in append order. */
    private void catchUpKeyIndex() {
        if (pageCount == 0) {
            return;
        }
        while (true) {
            UnsafeBuffer page = buffers[hashedPage];
            int limit = pageLimits[hashedPage];
            int at = hashedOffset;
            while (at < limit) {
                int keyLength = page.getInt(at, ORDER);
                int keyAt = at + KEY_OFFSET;
                keyIndex.insert(this, ((long) hashedPage << 32) | at, DirectKeys.hash(page, keyAt, keyLength),
                        page, keyAt, keyLength, page.getLong(at + RecordDescriptor.sequenceOffset(keyLength), ORDER));
                at += recordLength(page, at);
            }
            hashedOffset = at;
            if (hashedPage + 1 >= pageCount) {
                return;
            }
            hashedPage++;
            hashedOffset = 0;
        }
    }

    private void sort() {
        if (sorted) {
            return;
        }
        if (scratchPrefixes.length < count) {
            scratchPrefixes = new long[prefixes.length];
            scratchAddresses = new long[prefixes.length];
        }
        if (PrefixRadixSort.sort(prefixes, addresses, scratchPrefixes, scratchAddresses, count)) {
            long[] t = prefixes;
            prefixes = scratchPrefixes;
            scratchPrefixes = t;
            t = addresses;
            addresses = scratchAddresses;
            scratchAddresses = t;
        }
        if (prefixOrderComplete) {
            // equal prefixes are equal keys, already in sequence order (the radix sort is stable)
            sorted = true;
            return;
        }
        long[] p = prefixes;
        int i = 0;
        while (i < count) {
            int j = i + 1;
            while (j < count && p[j] == p[i]) {
                j++;
            }
            if (j - i > 1) {
                mergeSort(addresses, scratchAddresses, i, j);
            }
            i = j;
        }
        sorted = true;
    }

    /** Stable sort of {@code a[lo..hi)} by full key then sequence; {@code tmp} is scratch. */
    private void mergeSort(long[] a, long[] tmp, int lo, int hi) {
        if (hi - lo <= 16) {
            for (int i = lo + 1; i < hi; i++) {
                long x = a[i];
                int j = i - 1;
                while (j >= lo && compareRecords(a[j], x) > 0) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = x;
            }
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(a, tmp, lo, mid);
        mergeSort(a, tmp, mid, hi);
        if (compareRecords(a[mid - 1], a[mid]) <= 0) {
            return;
        }
        System.arraycopy(a, lo, tmp, lo, hi - lo);
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
            a[k++] = compareRecords(tmp[j], tmp[i]) < 0 ? tmp[j++] : tmp[i++];
        }
        while (i < mid) {
            a[k++] = tmp[i++];
        }
        while (j < hi) {
            a[k++] = tmp[j++];
        }
    }

    private int compareRecords(long a, long b) {
        UnsafeBuffer pa = buffers[pageOf(a)];
        UnsafeBuffer pb = buffers[pageOf(b)];
        int oa = (int) a;
        int ob = (int) b;
        int la = pa.getInt(oa, ORDER);
        int lb = pb.getInt(ob, ORDER);
        int c = DirectKeys.compare(pa, oa + KEY_OFFSET, la, pb, ob + KEY_OFFSET, lb);
        if (c != 0) {
            return c;
        }
        return Long.compare(pa.getLong(oa + RecordDescriptor.sequenceOffset(la), ORDER),
                pb.getLong(ob + RecordDescriptor.sequenceOffset(lb), ORDER));
    }

    private void checkNotReleased() {
        if (state == State.RELEASED) {
            throw new IllegalStateException("the memtable was released");
        }
    }

    static void checkRange(String what, DirectBuffer buffer, int offset, int length) {
        if (buffer == null) {
            throw new IllegalArgumentException(what + " buffer must not be null");
        }
        if (offset < 0 || length < 0 || (long) offset + length > buffer.capacity()) {
            throw new IllegalArgumentException(what + " range [" + offset + ", " + ((long) offset + length)
                    + ") is outside its buffer of " + buffer.capacity() + " bytes");
        }
    }

    /**
     * Iterates the sorted index; views point into the pages.
     *
     * <p>Sorted order visits the records at random addresses of the pages, and nearly every record
     * is a cache miss. Java has no prefetch instruction, so the cursor loads the first bytes of
     * each cache line of the records of the next block of {@code touchBlock} records (from one to
     * two blocks ahead of the current one) in one tight loop, before they are needed: those loads
     * are independent of each other, so the processor keeps all their misses in flight at once
     * instead of waiting for one record after the other. With {@code touchBlock == 0} nothing is
     * touched ahead (the plain walk); the records yielded are the same either way.
     */
    private final class MemTableCursor extends RecordCursor {
        private final int touchBlock;
        private int position = -1;
        /** Records {@code [0, touchedEnd)} have been touched. */
        private int touchedEnd;
        /** Sink of the touched bytes, so the loads are not optimized away. */
        private int touched;

        MemTableCursor(int touchBlock) {
            this.touchBlock = touchBlock;
        }

        @Override
        public boolean next() {
            checkNotReleased();
            int p = position + 1;
            if (p >= count) {
                position = count;
                clear();
                return false;
            }
            position = p;
            if (p + touchBlock >= touchedEnd && touchedEnd < count && touchBlock > 0) {
                touchAhead(p);
            }
            long address = addresses[p];
            describe(buffers[pageOf(address)], (int) address);
            return true;
        }

        /** Touches whole blocks until records up to {@code p + touchBlock} (at least) are touched. */
        private void touchAhead(int p) {
            long[] a = addresses;
            UnsafeBuffer[] b = buffers;
            int n = count;
            int sum = touched;
            do {
                int from = touchedEnd;
                int to = Math.min(n, from + touchBlock);
                for (int i = from; i < to; i++) {
                    long address = a[i];
                    UnsafeBuffer q = b[pageOf(address)];
                    int at = (int) address;
                    int last = (int) (address >>> LAST_BYTE_SHIFT); // within the record: no line past its end
                    // its first, 65th and last byte: every cache line of a record of up to 129 bytes;
                    // the record lies in its page (put checked it), so no bounds check per byte
                    byte[] array = q.byteArray();
                    long byteAt = q.addressOffset() + at;
                    sum += UnsafeApi.getByte(array, byteAt) + UnsafeApi.getByte(array, byteAt + Math.min(64, last))
                            + UnsafeApi.getByte(array, byteAt + last);
                }
                touchedEnd = to;
            } while (p + touchBlock >= touchedEnd && touchedEnd < n);
            touched = sum;
        }

        @Override
        public long recordCount() {
            return count;
        }

        /** The records stay in the memtable's pages (it is sealed while iterated) until it is released. */
        @Override
        public boolean viewsStableUntilClose() {
            return true;
        }

        @Override
        public void close() {
            clear();
            position = count;
        }
    }
}
