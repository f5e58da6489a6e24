package dev.varve.kernel.table;

import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReadScratch;
import dev.varve.merge.KeyValueSource;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowType;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** {@link KeyValueSource}s over run files: one file, or the files of one level in key order. */
final class RunSources {
    private RunSources() {
    }

    /** Sources for sorted runs given newest first, returned oldest first (lower index = older, wins ties). */
    static List<KeyValueSource> forRuns(TableContext ctx, Partition p, int bucket, List<Levels.SortedRun> newestFirst) {
        List<KeyValueSource> out = new ArrayList<>();
        for (int i = newestFirst.size() - 1; i >= 0; i--) {
            out.add(new FilesSource(ctx, p, bucket, newestFirst.get(i).files, null, null));
        }
        return out;
    }

    /**
     * Block sources for a compaction's batch merge ({@link CompactionMerge}), for sorted runs given
     * newest first, returned oldest first (lower index = older, wins ties). Their decode scratches
     * and copy arenas come from and go back to {@link ScratchPool}.
     */
    static List<RunBlockSource> blocksForCompaction(TableContext ctx, Partition p, int bucket, List<Levels.SortedRun> newestFirst) {
        List<RunBlockSource> out = new ArrayList<>();
        for (int i = newestFirst.size() - 1; i >= 0; i--) {
            out.add(new RunBlockSource(ctx, p, bucket, newestFirst.get(i).files));
        }
        return out;
    }

    /**
     * Block sources for a merged scan ({@link BlockMergedReader}), for sorted runs given newest
     * first, returned oldest first, reading only keys in {@code [from, to)} (null = open). Their
     * files are decoded into buffers of their own and copies go to arenas of their own (nothing
     * pooled), so the rows a scan hands out stay readable after it is closed.
     */
    static List<RunBlockSource> blocksForScan(TableContext ctx, Partition p, int bucket, List<Levels.SortedRun> newestFirst,
                                              byte[] from, byte[] to) {
        return blocksForScan(ctx, p, bucket, newestFirst, from, to, null);
    }

    /**
     * As {@link #blocksForScan(TableContext, Partition, int, List, byte[], byte[])}, decoding and
     * copying into {@code buffers}, the scan's own (null: buffers of each file's own).
     */
    static List<RunBlockSource> blocksForScan(TableContext ctx, Partition p, int bucket, List<Levels.SortedRun> newestFirst,
                                              byte[] from, byte[] to, ScanBuffers buffers) {
        List<RunBlockSource> out = new ArrayList<>();
        for (int i = newestFirst.size() - 1; i >= 0; i--) {
            out.add(new RunBlockSource(ctx, p, bucket, newestFirst.get(i).files, from, to, true, buffers));
        }
        return out;
    }

    /**
     * Sources for sorted runs given newest first, returned oldest first, reading only keys in
     * {@code [from, to)} (null = open): each file's cursor seeks to {@code from}. The sources copy
     * versions ({@code copyValue}) as {@link dev.varve.row.BinaryRow}s in a reused arena
     * ({@link BinaryRowArena}) instead of as {@link dev.varve.row.GenericRow}s; such copies die
     * when the merge reader moves to the next key. For scans: files are decoded with buffers of
     * their own (no {@link ScratchPool} scratch), so the rows a scan hands out (views of those
     * buffers or arena copies) stay readable after it is closed.
     */
    static List<KeyValueSource> forCompaction(TableContext ctx, Partition p, int bucket, List<Levels.SortedRun> newestFirst,
                                              byte[] from, byte[] to) {
        List<KeyValueSource> out = new ArrayList<>();
        for (int i = newestFirst.size() - 1; i >= 0; i--) {
            FilesSource s = new FilesSource(ctx, p, bucket, newestFirst.get(i).files, from, to);
            s.copyInArena = true;
            out.add(s);
        }
        return out;
    }

    /**
     * Decode scratches ({@link RunReadScratch}) of compaction sources, shared by all tables of the
     * process: a source takes one when it opens its first file, reads all its files through it,
     * and gives it back when it is exhausted or closed. So a compaction decodes into buffers grown
     * by earlier compactions instead of growing new ones for every input file. At most
     * {@link #POOL_SIZE} scratches of at most {@link #POOL_MAX_BYTES} each are kept; others are
     * dropped. Thread-safe.
     */
    static final class ScratchPool {
        /**
         * Whether compaction sources read each file's next page on a background thread
         * ({@link RunReadScratch#prefetchPages}: its {@code pread}, checksum and zstd decompression) while
         * the compaction thread merges the current pages: with more than one processor, unless the
         * system property {@code varve.compaction.prefetch-pages} is false. The read ahead runs at the
         * compaction thread's priority. Set for each scratch as it is taken (tests and in-process A/Bs
         * switch it with {@link #prefetchPages(boolean)}).
         */
        private static volatile boolean prefetchPages = Runtime.getRuntime().availableProcessors() > 1
                && Boolean.parseBoolean(System.getProperty("varve.compaction.prefetch-pages", "true"));

        /** Switches {@link #prefetchPages} for the scratches taken from now on (tests, A/Bs). */
        static void prefetchPages(boolean on) {
            prefetchPages = on;
        }

        static final int POOL_SIZE = 32;
        static final long POOL_MAX_BYTES = 64L << 20;
        /** Oldest first; lists walked by index, so taking and giving back allocate nothing. */
        private static final ArrayList<RunReadScratch> POOL = new ArrayList<>();
        /** Copy arenas of compaction sources, of any row type (a taker looks for its type); oldest first. */
        private static final ArrayList<BinaryRowArena> ARENAS = new ArrayList<>();
        static final long ARENA_MAX_BYTES = 4L << 20;

        private ScratchPool() {
        }

        static RunReadScratch take() {
            return take(0);
        }

        /**
         * The pooled scratch that best fits files whose footers take about {@code footerBytes}
         * (the smallest footer buffer at least that large, else the largest one), or a new one. A
         * footer holds the file's bloom filter, so the footer buffers of a compaction's sources
         * differ a lot in size; handing a big file's source a small buffer would regrow it.
         */
        static RunReadScratch take(long footerBytes) {
            RunReadScratch s;
            synchronized (POOL) {
                s = pollBestFit(POOL, footerBytes);
            }
            if (s == null) {
                s = new RunReadScratch();
            }
            s.prefetchPages(prefetchPages);
            return s;
        }

        /** Pages the pooled scratches' cursors took from a read ahead so far (tests, A/Bs). */
        static long pagesReadAheadForTest() {
            long n = 0;
            synchronized (POOL) {
                for (RunReadScratch s : POOL) {
                    n += s.pagesReadAhead();
                }
            }
            return n;
        }

        /** Pages the pooled scratches' cursors read themselves because their read ahead still ran (A/Bs). */
        static long pagesReadAheadTooLateForTest() {
            long n = 0;
            synchronized (POOL) {
                for (RunReadScratch s : POOL) {
                    n += s.pagesReadAheadTooLate();
                }
            }
            return n;
        }

        /**
         * Removes and returns the scratch of {@code pool} whose footer buffer is the smallest one
         * of at least {@code footerBytes}, else the largest one (ties: the most recently added);
         * null if the pool is empty. The caller synchronizes.
         */
        static RunReadScratch pollBestFit(ArrayList<RunReadScratch> pool, long footerBytes) {
            RunReadScratch best = null;
            int bestCap = 0;
            int bestAt = -1;
            for (int i = pool.size() - 1; i >= 0; i--) {
                RunReadScratch s = pool.get(i);
                int cap = s.footerCapacity();
                if (best == null) {
                    best = s;
                    bestCap = cap;
                    bestAt = i;
                    continue;
                }
                boolean fits = cap >= footerBytes;
                boolean bestFits = bestCap >= footerBytes;
                if (fits ? !bestFits || cap < bestCap : !bestFits && cap > bestCap) {
                    best = s;
                    bestCap = cap;
                    bestAt = i;
                }
            }
            if (best != null) {
                pool.remove(bestAt);
            }
            return best;
        }

        static void give(RunReadScratch s) {
            if (s.inUse()) {
                return; // its cursor was not closed: never reuse it
            }
            if (s.retainedBytes() <= POOL_MAX_BYTES) {
                synchronized (POOL) {
                    if (POOL.size() < POOL_SIZE) {
                        POOL.add(s);
                        return;
                    }
                }
            }
            s.close();
        }

        /** A released arena of {@code type} from the pool, or a new one. */
        static BinaryRowArena takeArena(RowType type) {
            synchronized (ARENAS) {
                for (int i = ARENAS.size() - 1; i >= 0; i--) {
                    BinaryRowArena a = ARENAS.get(i);
                    if (a.type().equals(type)) {
                        ARENAS.remove(i);
                        return a;
                    }
                }
            }
            return new BinaryRowArena(type);
        }

        /** Takes back an arena whose copies are all dead (its source is closed). */
        static void giveArena(BinaryRowArena a) {
            a.release();
            if (a.retainedBytes() > ARENA_MAX_BYTES) {
                return;
            }
            synchronized (ARENAS) {
                if (ARENAS.size() >= POOL_SIZE) {
                    ARENAS.remove(0); // the least recently returned (maybe of a dropped table)
                }
                ARENAS.add(a);
            }
        }

        /**
         * At most this many pooled vectors, each at most {@link #LONGS_MAX_LENGTH} longs, together
         * at most {@link #LONGS_MAX_TOTAL} longs (16 MiB): the least recently returned go first.
         */
        static final int LONGS_POOL_SIZE = 256;
        static final int LONGS_MAX_LENGTH = 1 << 17;
        static final long LONGS_MAX_TOTAL = 2L << 20;

        /** The compaction merges' vector pool (block prefixes, sequences, node keys, positions). */
        static final dev.varve.merge.LongArrayPool LONG_ARRAYS = new VectorPool(LONGS_POOL_SIZE, LONGS_MAX_LENGTH, LONGS_MAX_TOTAL);

        /**
         * A bounded pool of {@code long} vectors: {@code take} hands out the smallest pooled one
         * that is long enough (else a new one); {@code give} keeps at most {@code maxCount}
         * vectors of at most {@code maxLength} longs, {@code maxTotal} longs in all, dropping the
         * least recently returned first. Thread-safe.
         */
        static final class VectorPool implements dev.varve.merge.LongArrayPool {
            /** Oldest first, walked by index (no iterator per take). */
            private final ArrayList<long[]> vectors = new ArrayList<>();
            private final int maxCount;
            private final int maxLength;
            private final long maxTotal;
            private long held;

            VectorPool(int maxCount, int maxLength, long maxTotal) {
                this.maxCount = maxCount;
                this.maxLength = maxLength;
                this.maxTotal = maxTotal;
            }

            @Override
            public synchronized long[] take(int minLength) {
                long[] best = null;
                int bestAt = -1;
                for (int i = 0; i < vectors.size(); i++) {
                    long[] a = vectors.get(i);
                    if (a.length >= minLength && (best == null || a.length < best.length)) {
                        best = a;
                        bestAt = i;
                    }
                }
                if (best == null) {
                    return new long[minLength];
                }
                vectors.remove(bestAt);
                held -= best.length;
                return best;
            }

            @Override
            public synchronized void give(long[] array) {
                if (array.length > maxLength) {
                    return;
                }
                while (!vectors.isEmpty() && (vectors.size() >= maxCount || held + array.length > maxTotal)) {
                    held -= vectors.remove(0).length;
                }
                vectors.add(array);
                held += array.length;
            }

            /** Longs held now (for tests). */
            synchronized long held() {
                return held;
            }
        }

        /** Scratches in the pool now (for tests). */
        static int size() {
            synchronized (POOL) {
                return POOL.size();
            }
        }
    }

    /**
     * A rough size of the largest footer of {@code files}: mostly the bloom filter (about ten bits
     * per key at the default bits per key), plus the page index. Only a preference for
     * {@link ScratchPool#take(long)}.
     */
    static long footerHint(List<DataFileMeta> files) {
        long rows = 0;
        for (int i = 0; i < files.size(); i++) {
            rows = Math.max(rows, files.get(i).rowCount());
        }
        return rows * 3 / 2;
    }

    /** Whether rows of type {@code a} have the field types of {@code b} (so arena copies fit). */
    static boolean sameFieldTypes(RowType a, RowType b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!a.type(i).equals(b.type(i))) {
                return false;
            }
        }
        return true;
    }

    static KeyValueSource forFile(TableContext ctx, Partition p, int bucket, DataFileMeta f) {
        return new FilesSource(ctx, p, bucket, List.of(f), null, null);
    }

    static KeyValueSource forFiles(TableContext ctx, Partition p, int bucket, List<DataFileMeta> files) {
        return new FilesSource(ctx, p, bucket, files, null, null);
    }

    /**
     * Versions of the files (read one after the other), as full rows of the current schema.
     *
     * <p>Stability: beyond the {@link KeyValueSource} contract, the version returned by one call to
     * {@link #next()} stays valid (its holder, key array and value) until the call after the
     * following one: the source alternates between two holders, two key arrays and the cursor's two
     * value views ({@link RunCursor}), and when the following call must load a new page or file it
     * first re-points the previous holder to a copy of its value ({@link #stableCopies}). So a merge
     * reader may advance a source and still use the version it advanced from
     * ({@link MergedBucketReader}), copying nothing for keys with a single version.
     */
    static final class FilesSource implements KeyValueSource {
        private final TableContext ctx;
        private final RunFiles run;
        /** The two alternating holders; {@code kv} is the one returned last (null before the first). */
        private final KeyValue[] holders = {new KeyValue(), new KeyValue()};
        private KeyValue kv;
        private final PaddedRow[] paddeds;
        private RunCursor cursor;
        /** The run's files. */
        List<DataFileMeta> files() {
            return run.files();
        }

        /** Whether {@link #copyValue} copies into {@link #arena} (made on first use) while the current file has the table's field types. */
        boolean copyInArena;
        private BinaryRowArena arena;
        /** Where the last returned version is copied when its page is left (see the class comment); made on first use. */
        private BinaryRowArena stableCopies;
        /** The initial capacity of {@link #stableCopies}: it holds one row at a time. */
        private static final int STABLE_COPY_BYTES = 256;
        /** Reused key arrays by key length, one set per holder. */
        private final KeyArrays[] keys = {new KeyArrays(), new KeyArrays()};

        FilesSource(TableContext ctx, Partition partition, int bucket, List<DataFileMeta> files, byte[] from, byte[] to) {
            this.ctx = ctx;
            this.run = new RunFiles(ctx, partition, bucket, files, from, to);
            this.paddeds = new PaddedRow[] {new PaddedRow(ctx.rowType.size()), new PaddedRow(ctx.rowType.size())};
        }

        @Override
        public KeyValue next() throws IOException {
            RunCursor c = cursor;
            if (c != null) {
                if (kv != null && c.lastInPage()) {
                    keepLast();
                }
                if (c.next()) {
                    return emit(c);
                }
            }
            return nextFile();
        }

        /** The cursor's record in the holder not returned last. */
        private KeyValue emit(RunCursor c) {
            int slot = kv == holders[0] ? 1 : 0;
            InternalRow v = c.value();
            kv = holders[slot].replace(key(c, slot), c.sequence(), c.kind(), run.pad ? paddeds[slot].replace(v, run.map) : v);
            return kv;
        }

        /** Closes the exhausted cursor (if any) and reads the first record of the next non-empty file, or ends. */
        private KeyValue nextFile() throws IOException {
            // files decoded into buffers of their own: rows handed out stay readable after close
            while (run.openNext(null)) {
                cursor = run.cursor;
                if (cursor.next()) {
                    return emit(cursor);
                }
            }
            cursor = null;
            return null;
        }

        /**
         * The last returned version's page is about to be left: its holder is re-pointed to a copy
         * of its value (the previous copy is dead by the stability contract).
         */
        private void keepLast() {
            InternalRow v = kv.value();
            InternalRow copy;
            if (run.arenaFits && cursor.ownsView(v)) {
                if (stableCopies == null) {
                    stableCopies = new BinaryRowArena(ctx.rowType, BinaryRowArena.LIMIT_BYTES, STABLE_COPY_BYTES);
                }
                stableCopies.release();
                copy = stableCopies.copy(cursor, v);
            } else {
                copy = GenericRow.copyOf(v);
            }
            kv.replace(kv.key(), kv.sequence(), kv.kind(), copy);
        }

        /** The cursor's current key in an array of key set {@code slot} ({@link KeyArrays}: reused per key length). */
        private byte[] key(RunCursor c, int slot) {
            return keys[slot].copy(c.keyArray(), c.keyOffset(), c.keyLength());
        }

        @Override
        public InternalRow copyValue(InternalRow value) {
            if (copyInArena && run.arenaFits && cursor != null && cursor.ownsView(value)) {
                if (arena == null) {
                    arena = new BinaryRowArena(ctx.rowType);
                }
                return arena.copy(cursor, value);
            }
            return value == null ? null : GenericRow.copyOf(value);
        }

        @Override
        public void releaseCopies() {
            if (arena != null) {
                arena.release();
            }
        }

        @Override
        public void close() throws IOException {
            cursor = null;
            run.close();
        }
    }
}
