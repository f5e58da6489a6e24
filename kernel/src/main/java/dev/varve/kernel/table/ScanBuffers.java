package dev.varve.kernel.table;

import dev.varve.format.run.RunReadScratch;

import java.util.ArrayList;

/**
 * The decode scratches ({@link RunReadScratch}) and copy arenas ({@link BinaryRowArena}) of one
 * merged scan's run sources ({@link RunBlockSource}), handed from bucket to bucket: a source takes
 * a scratch when it opens its first file, reads all its files through it and gives it back when
 * it is exhausted or closed; so a scan decodes into buffers grown by its earlier buckets instead
 * of growing new ones for every file (~10 B a row of a W1 read before). Nothing here is shared
 * with another scan or thread ({@link RunSources.ScratchPool} is the compactions'): the rows a
 * scan handed out stay readable after it is closed, as with buffers of the files' own.
 * {@link #close()} releases the scratches' decompression contexts (their buffers stay readable).
 *
 * <p>Not thread-safe; one per scan.
 */
final class ScanBuffers implements AutoCloseable {
    /**
     * Whether a merged scan's run sources read each file's next page on a background thread while the
     * reading thread decodes and merges the current ones ({@link RunReadScratch#prefetchPages}): with
     * more than one processor, unless the system property {@code varve.scan.prefetch-pages} is false.
     */
    static final boolean PREFETCH_PAGES = Runtime.getRuntime().availableProcessors() > 1
            && Boolean.parseBoolean(System.getProperty("varve.scan.prefetch-pages", "true"));

    /**
     * Whether those read aheads also decode the page ({@link RunReadScratch#decodeAhead}: keys, kinds and
     * the projected columns decoded on the read-ahead thread, taken over by the reading thread at the
     * page's load), when the system property {@code varve.scan.decode-ahead} is true. Off by default: under
     * load the reading thread's CPU per row of a W1 merged read was 0.93-0.97x, but on a quiet machine the
     * scan's wall time was 1.03-1.10x and the process's CPU 1.12-1.20x without it (jmh/PEERS.md "W1 merged
     * read (rd45, round 45)", lead's quiet A/B). Read for each scratch as a scan takes it (in-process A/Bs
     * switch it with {@link #decodeAhead(boolean)}).
     */
    private static volatile boolean decodeAhead = Boolean.parseBoolean(System.getProperty("varve.scan.decode-ahead", "false"));

    /** Switches {@link #decodeAhead} for the scratches scans take from now on (tests, A/Bs). */
    static void decodeAhead(boolean on) {
        decodeAhead = on;
    }

    private final ArrayList<RunReadScratch> scratches = new ArrayList<>();
    /** Every scratch made, given back or not (closed by {@link #close()}). */
    private final ArrayList<RunReadScratch> made = new ArrayList<>();
    private final ArrayList<BinaryRowArena> arenas = new ArrayList<>();

    /** A scratch no source of this scan holds. */
    RunReadScratch takeScratch() {
        int n = scratches.size();
        RunReadScratch s;
        if (n > 0) {
            s = scratches.remove(n - 1);
        } else {
            s = new RunReadScratch();
            s.prefetchPages(PREFETCH_PAGES);
            made.add(s);
        }
        s.decodeAhead(PREFETCH_PAGES && decodeAhead);
        return s;
    }

    /** Gives back a scratch whose cursor is closed. */
    void give(RunReadScratch s) {
        scratches.add(s);
    }

    /** An arena for the table's row type, released (its copies dead). */
    BinaryRowArena takeArena(TableContext ctx) {
        int n = arenas.size();
        if (n > 0) {
            return arenas.remove(n - 1);
        }
        return new BinaryRowArena(ctx.rowType);
    }

    /** Gives back an arena; its copies may still be read until another source of this scan takes it. */
    void give(BinaryRowArena a) {
        a.release();
        arenas.add(a);
    }

    /**
     * Figures of the scans closed so far in this process (A/Bs): pages taken from a read ahead, pages whose read
     * ahead still ran when needed (read by the scan itself), chunks taken decoded from a read ahead, pages loaded.
     */
    static final java.util.concurrent.atomic.AtomicLongArray READ_AHEAD_FIGURES = new java.util.concurrent.atomic.AtomicLongArray(4);

    @Override
    public void close() {
        for (RunReadScratch s : made) {
            READ_AHEAD_FIGURES.addAndGet(0, s.pagesReadAhead());
            READ_AHEAD_FIGURES.addAndGet(1, s.pagesReadAheadTooLate());
            READ_AHEAD_FIGURES.addAndGet(2, s.chunksDecodedAhead());
            READ_AHEAD_FIGURES.addAndGet(3, s.pagesLoaded());
            s.close();
        }
    }
}
