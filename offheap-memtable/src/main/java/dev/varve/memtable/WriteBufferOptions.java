package dev.varve.memtable;

import java.util.concurrent.TimeUnit;

import dev.varve.format.FileIO;

/**
 * Tunables of a {@link WriteBuffer}; immutable (so thread-safe), each {@code with…} returns a changed copy.
 *
 * <ul>
 *   <li>spill ({@code write-buffer-spillable}): off by default. When on, a memtable sealed because
 *       memory ran out is written to a local spill file instead of being flushed as its own
 *       level-0 run; {@link WriteBuffer#flushAll()} (or reaching {@code maxSpillFiles}) merges all
 *       spill files and sealed memtables into one flush. Fewer, larger level-0 runs, at the cost
 *       of local disk I/O.</li>
 *   <li>maxSpillFiles (default 32): how many sealed memtables may wait as spill files before
 *       they are merged into one flush.</li>
 *   <li>spillBlockSize (default {@value SpillFormat#DEFAULT_BLOCK_SIZE}): target block payload.</li>
 *   <li>maxStall (default 60 s): how long a writer may wait for memory while nothing of its own
 *       is being flushed and the reclaimer freed nothing, before put fails with an IOException
 *       naming the problem (instead of hanging). Waiting on the writer's own flushes is never cut
 *       short.</li>
 *   <li>reclaimer (default none): frees memory held by other users of a shared pool.</li>
 * </ul>
 */
public final class WriteBufferOptions {
    private static final WriteBufferOptions DEFAULTS = new WriteBufferOptions(null, null, 32,
            SpillFormat.DEFAULT_BLOCK_SIZE, TimeUnit.SECONDS.toNanos(60), null);

    private final FileIO spillIo;
    private final String spillDirectory;
    private final int maxSpillFiles;
    private final int spillBlockSize;
    private final long maxStallNanos;
    private final MemoryReclaimer reclaimer;

    private WriteBufferOptions(FileIO spillIo, String spillDirectory, int maxSpillFiles, int spillBlockSize,
            long maxStallNanos, MemoryReclaimer reclaimer) {
        this.spillIo = spillIo;
        this.spillDirectory = spillDirectory;
        this.maxSpillFiles = maxSpillFiles;
        this.spillBlockSize = spillBlockSize;
        this.maxStallNanos = maxStallNanos;
        this.reclaimer = reclaimer;
    }

    public static WriteBufferOptions defaults() {
        return DEFAULTS;
    }

    /** Enables spilling into {@code directory} (a local scratch directory) through {@code io}. */
    public WriteBufferOptions withSpill(FileIO io, String directory) {
        if (io == null || directory == null || directory.isEmpty()) {
            throw new IllegalArgumentException("spilling needs a FileIO and a non-empty directory");
        }
        return new WriteBufferOptions(io, directory, maxSpillFiles, spillBlockSize, maxStallNanos, reclaimer);
    }

    public WriteBufferOptions withMaxSpillFiles(int maxSpillFiles) {
        if (maxSpillFiles < 1) {
            throw new IllegalArgumentException("maxSpillFiles must be at least 1, got " + maxSpillFiles);
        }
        return new WriteBufferOptions(spillIo, spillDirectory, maxSpillFiles, spillBlockSize, maxStallNanos, reclaimer);
    }

    public WriteBufferOptions withSpillBlockSize(int spillBlockSize) {
        if (spillBlockSize < SpillFormat.BLOCK_HEADER_LENGTH + RecordDescriptor.OVERHEAD) {
            throw new IllegalArgumentException("spill block size " + spillBlockSize + " is too small (minimum "
                    + (SpillFormat.BLOCK_HEADER_LENGTH + RecordDescriptor.OVERHEAD) + ")");
        }
        return new WriteBufferOptions(spillIo, spillDirectory, maxSpillFiles, spillBlockSize, maxStallNanos, reclaimer);
    }

    public WriteBufferOptions withMaxStall(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException("maxStall must not be negative, got " + time);
        }
        return new WriteBufferOptions(spillIo, spillDirectory, maxSpillFiles, spillBlockSize, unit.toNanos(time), reclaimer);
    }

    public WriteBufferOptions withReclaimer(MemoryReclaimer reclaimer) {
        return new WriteBufferOptions(spillIo, spillDirectory, maxSpillFiles, spillBlockSize, maxStallNanos, reclaimer);
    }

    public boolean spillEnabled() {
        return spillIo != null;
    }

    public FileIO spillIo() {
        return spillIo;
    }

    public String spillDirectory() {
        return spillDirectory;
    }

    public int maxSpillFiles() {
        return maxSpillFiles;
    }

    public int spillBlockSize() {
        return spillBlockSize;
    }

    public long maxStallNanos() {
        return maxStallNanos;
    }

    public MemoryReclaimer reclaimer() {
        return reclaimer;
    }

    @Override
    public String toString() {
        return "WriteBufferOptions{spill=" + (spillEnabled() ? spillDirectory : "off") + ", maxSpillFiles=" + maxSpillFiles
                + ", spillBlockSize=" + spillBlockSize + ", maxStallMillis=" + TimeUnit.NANOSECONDS.toMillis(maxStallNanos)
                + ", reclaimer=" + (reclaimer != null) + "}";
    }
}
