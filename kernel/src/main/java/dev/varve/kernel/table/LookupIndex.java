package dev.varve.kernel.table;

import dev.varve.format.run.RunReader;
import dev.varve.row.RowKind;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An in-memory hash index of one bucket's committed keys for point lookups: each key (as the
 * unsigned big-endian number of its fixed-length normalized bytes, 1..8 bytes) maps to the file,
 * page and row of its newest version — the version {@code lookupLatest}'s file-by-file walk
 * (newest run first, the last version within a file) would find. A lookup is then one probe of
 * this table instead of a key-range check, bloom probe and sparse-index search per file. Nothing
 * is written to disk: the index is built from the files' key chunks when the bucket's lookups
 * have paid for it, and thrown away when the levels change. For lookups that merge a key's
 * versions (merge engines other than deduplicate without options) the index is built for every
 * file instead ({@link #build(RunReader[], boolean)}): an entry per key and file holding it, the
 * location of its newest version there ({@link #findAll}).
 *
 * <p>Layout: open addressing with linear probing over one {@code long[]} of (key, location)
 * pairs, so a probe touches one cache line; at most half the slots are used. A location is
 * {@code (file + 1) << 49 | kind << 47 | page << 24 | row} with the version's
 * {@link RowKind#toByteValue kind} (a lookup of a retracted key needs no page), 0 marking an
 * empty slot.
 *
 * <p>Memory: 16 bytes per slot, slots the power of two ≥ twice the files' distinct keys (the
 * build starts with twice their record count, then moves the keys to the smaller table). All
 * indexes of the JVM together stay within {@link #budget} (system property
 * {@code varve.lookup.index-bytes}, by default an eighth of the maximum heap, at most 512 MiB);
 * a bucket whose index does not fit keeps the file-by-file path. {@link #release} returns the
 * bytes.
 *
 * <p>Thread-safety: built by one thread (the bucket writer's compaction thread, see
 * {@code KeyValueBucketWriter#startIndexBuild}) and published through a volatile field;
 * afterwards {@link #find} is safe for concurrent use.
 * {@link #release} must be called once, when no lookup uses the index any more.
 */
final class LookupIndex {
    /** The default of {@link #budget}. */
    static final long DEFAULT_BUDGET = Long.getLong("varve.lookup.index-bytes",
            Math.min(512L << 20, Runtime.getRuntime().maxMemory() / 8));
    /** Heap bytes all lookup indexes together may hold (tests lower it). */
    static volatile long budget = DEFAULT_BUDGET;
    private static final AtomicLong USED = new AtomicLong();
    private static final AtomicLong BUILT = new AtomicLong();

    static final int MAX_FILES = (1 << 15) - 2;
    static final int MAX_PAGE = (1 << 23) - 1;
    static final int MAX_ROW = (1 << 24) - 1;

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    /** The length in bytes of every key in the indexed files (0 if they hold none). */
    private int keyLength;
    /** Pairs: key at 2i, location at 2i + 1. */
    private final long[] slots;
    private final int mask;
    private final int shift;
    private final long bytes;
    private boolean released;

    private LookupIndex(int slotCount, long bytes) {
        this.slots = new long[2 * slotCount];
        this.mask = slotCount - 1;
        this.shift = 64 - Integer.numberOfTrailingZeros(slotCount);
        this.bytes = bytes;
    }

    /** Indexes built so far in this JVM (for tests and monitoring). */
    static long builtCount() {
        return BUILT.get();
    }

    /** Heap bytes held by all live lookup indexes (for tests and monitoring). */
    static long usedBytes() {
        return USED.get();
    }

    /** The bytes an index over {@code records} records holds, or -1 if it cannot be built. */
    static long bytesFor(long records) {
        long want = Math.max(16, records * 2);
        if (want > 1L << 29) {
            return -1;
        }
        long slotCount = Long.highestOneBit(want - 1) << 1;
        return slotCount * 16 + 16;
    }

    /**
     * Builds the index over {@code readers} (newest first: a key found in an earlier file hides
     * the same key in later ones), or returns null if it cannot be built: a file's keys are not all
     * of one length ≤ 8, the files disagree on the key length, a page or row number is too large
     * for a location, or the index does not fit the {@link #budget}.
     */
    static LookupIndex build(RunReader[] readers) throws IOException {
        return build(readers, false);
    }

    /**
     * {@link #build(RunReader[])}, or with {@code everyFile} an index of every file's newest version of each key (an
     * entry per key and file holding it: {@link #findAll}), for lookups that merge a key's versions from all files.
     */
    static LookupIndex build(RunReader[] readers, boolean everyFile) throws IOException {
        if (readers.length > MAX_FILES) {
            return null;
        }
        long records = 0;
        for (RunReader r : readers) {
            records += r.meta().getRowCount();
        }
        long bytes = bytesFor(records);
        if (bytes < 0 || !reserve(bytes)) {
            return null;
        }
        boolean built = false;
        try {
            int slotCount = (int) ((bytes - 16) / 16);
            LookupIndex index = new LookupIndex(slotCount, bytes);
            int keyLength = 0;
            Builder b = index.new Builder();
            b.everyFile = everyFile;
            for (int f = 0; f < readers.length; f++) {
                if (readers[f].meta().getPageCount() > MAX_PAGE + 1) {
                    return null;
                }
                b.file = (long) (f + 1) << 49;
                int len = readers[f].scanFixedKeys(b);
                if (len < 0 || b.tooLarge || (len > 0 && keyLength != 0 && len != keyLength)) {
                    return null;
                }
                if (len > 0) {
                    keyLength = len;
                }
            }
            index.keyLength = keyLength;
            LookupIndex result = index.shrunkTo(b.distinct);
            built = true;
            BUILT.incrementAndGet();
            return result;
        } finally {
            if (!built) {
                USED.addAndGet(-bytes);
            }
        }
    }

    private static boolean reserve(long bytes) {
        while (true) {
            long used = USED.get();
            if (used + bytes > budget) {
                return false;
            }
            if (USED.compareAndSet(used, used + bytes)) {
                return true;
            }
        }
    }

    /**
     * This index re-hashed into the slots {@code distinct} keys need (see {@link #bytesFor}), when
     * those are fewer than the record count it was sized for (files of overlapping runs hold
     * several versions of a key; a smaller table misses the CPU caches less); else this index.
     * The smaller table is reserved before this one's bytes go back to the budget, and this one is
     * kept when the budget cannot hold both for that moment.
     */
    private LookupIndex shrunkTo(long distinct) {
        long want = bytesFor(distinct);
        if (want < 0 || want >= bytes || !reserve(want)) {
            return this;
        }
        LookupIndex small;
        try {
            small = new LookupIndex((int) ((want - 16) / 16), want);
        } catch (OutOfMemoryError e) {
            USED.addAndGet(-want);
            return this;
        }
        long[] from = slots;
        long[] to = small.slots;
        for (int i = 1; i < from.length; i += 2) {
            long loc = from[i];
            if (loc != 0) {
                long key = from[i - 1];
                int j = small.slot(key);
                while (to[2 * j + 1] != 0) {
                    j = (j + 1) & small.mask;
                }
                to[2 * j] = key;
                to[2 * j + 1] = loc;
            }
        }
        small.keyLength = keyLength;
        USED.addAndGet(-bytes);
        return small;
    }

    /** Inserts the keys of one file (see {@link #build}). */
    private final class Builder implements RunReader.FixedKeySink {
        long file;
        boolean tooLarge;
        /** Whether each file holding a key gets its entry ({@link #build(RunReader[], boolean)}). */
        boolean everyFile;
        /** Entries inserted so far (each key once, whatever its versions, or once per file holding it with everyFile). */
        long distinct;

        @Override
        public void key(long key, int page, int row, byte kind) {
            if (row > MAX_ROW || kind < 0 || kind > 3) {
                tooLarge = true;
                return;
            }
            long loc = file | (long) kind << 47 | (long) page << 24 | row;
            int i = slot(key);
            while (true) {
                long at = slots[2 * i + 1];
                if (at == 0) {
                    slots[2 * i] = key;
                    slots[2 * i + 1] = loc;
                    distinct++;
                    return;
                }
                if (slots[2 * i] == key) {
                    if ((at & FILE_MASK) == file) {
                        slots[2 * i + 1] = loc; // a later version in the same file
                        return;
                    }
                    if (!everyFile) {
                        return; // a newer file holds the key
                    }
                    // with everyFile, another file's entry: this file's is further on (or comes next)
                }
                i = (i + 1) & mask;
            }
        }
    }

    /** The bytes this index holds of the {@link #budget}. */
    long bytes() {
        return bytes;
    }

    /** The length in bytes of every key in the indexed files (0 if they hold none). */
    int keyLength() {
        return keyLength;
    }

    private static final long FILE_MASK = 0x7FFFL << 49;

    private int slot(long key) {
        return (int) ((key * GOLDEN) >>> shift);
    }

    /** The location of {@code key}'s newest version, or -1 if no indexed file holds the key. */
    long find(long key) {
        long[] s = slots;
        int i = slot(key);
        while (true) {
            long at = s[2 * i + 1];
            if (at == 0) {
                return -1;
            }
            if (s[2 * i] == key) {
                return at;
            }
            i = (i + 1) & mask;
        }
    }

    /**
     * With an index built for every file ({@link #build(RunReader[], boolean)}): the location of {@code key}'s newest
     * version in each file holding it, into {@code out} (room for one per indexed file), in no particular order; their
     * count.
     */
    int findAll(long key, long[] out) {
        long[] s = slots;
        int i = slot(key);
        int n = 0;
        while (true) {
            long at = s[2 * i + 1];
            if (at == 0) {
                return n;
            }
            if (s[2 * i] == key) {
                out[n++] = at;
            }
            i = (i + 1) & mask;
        }
    }

    /** The file (index into the readers given to {@link #build}) of a location. */
    static int file(long location) {
        return (int) (location >>> 49) - 1;
    }

    /** The kind of the version at a location. */
    static RowKind kind(long location) {
        return KINDS[(int) (location >>> 47) & 3];
    }

    private static final RowKind[] KINDS = {
        RowKind.fromByteValue((byte) 0), RowKind.fromByteValue((byte) 1),
        RowKind.fromByteValue((byte) 2), RowKind.fromByteValue((byte) 3)};

    static int page(long location) {
        return (int) (location >>> 24) & MAX_PAGE;
    }

    static int row(long location) {
        return (int) location & MAX_ROW;
    }

    /** The key as the unsigned big-endian number the index uses; the caller checks its length. */
    static long number(byte[] key) {
        long v = 0;
        for (byte b : key) {
            v = (v << 8) | (b & 0xFFL);
        }
        return v;
    }

    /** Returns the index's bytes to the budget (idempotent). */
    void release() {
        if (!released) {
            released = true;
            USED.addAndGet(-bytes);
        }
    }
}
