package dev.varve.kernel.table;

import dev.varve.kernel.TableWriter;

/**
 * What a table writer has waited for so far because of back-pressure (SEMANTICS §9), for benchmarks and
 * diagnostics: the graduated slowdowns its writes took (the first write after a checkpoint that left a bucket
 * above {@code num-sorted-run.compaction-trigger} with a compaction running), the stop-trigger waits of its
 * checkpoints (a bucket above {@code num-sorted-run.stop-trigger} + 1 runs), and the time its writes blocked for
 * write-buffer memory. The counters are kept by the writer thread at no per-record cost; read them on that thread
 * (or after it stopped). Times are nanoseconds; buckets' stop waits are summed, their longest is the largest.
 */
public final class WriteWaits {
    public final long slowdowns;
    public final long slowdownNanos;
    public final long slowdownMaxNanos;
    public final long stopWaits;
    public final long stopWaitNanos;
    public final long stopWaitMaxNanos;
    public final long memoryStallNanos;
    /**
     * The rewriting compactions of key-value buckets applied so far (background ones and the commits' own), and the
     * rows of their input and output files: how much compaction work the waits and the compaction threads' CPU came
     * from. Read after the writer's last checkpoint, they leave out a compaction still running then.
     */
    public final long compactions;
    public final long compactionInputRows;
    public final long compactionOutputRows;

    private WriteWaits(Builder b) {
        this.slowdowns = b.slowdowns;
        this.slowdownNanos = b.slowdownNanos;
        this.slowdownMaxNanos = b.slowdownMaxNanos;
        this.stopWaits = b.stopWaits;
        this.stopWaitNanos = b.stopWaitNanos;
        this.stopWaitMaxNanos = b.stopWaitMaxNanos;
        this.memoryStallNanos = b.memoryStallNanos;
        this.compactions = b.compactions;
        this.compactionInputRows = b.compactionInputRows;
        this.compactionOutputRows = b.compactionOutputRows;
    }

    /** The waits of a writer made by this kernel's tables, or null for any other {@link TableWriter}. */
    public static WriteWaits of(TableWriter writer) {
        return writer instanceof TableWriterImpl ? ((TableWriterImpl) writer).waits() : null;
    }

    @Override
    public String toString() {
        return "slowdowns " + slowdowns + " (" + slowdownNanos / 1_000_000 + " ms, max " + slowdownMaxNanos / 1_000_000
                + " ms), stop waits " + stopWaits + " (" + stopWaitNanos / 1_000_000 + " ms, max "
                + stopWaitMaxNanos / 1_000_000 + " ms), memory stalls " + memoryStallNanos / 1_000_000 + " ms, compactions "
                + compactions + " (" + compactionInputRows + " rows in, " + compactionOutputRows + " out)";
    }

    /** Sums the bucket writers' waits (package-private: the table writer builds it). */
    static final class Builder {
        private final long slowdowns;
        private final long slowdownNanos;
        private final long slowdownMaxNanos;
        private long stopWaits;
        private long stopWaitNanos;
        private long stopWaitMaxNanos;
        private long memoryStallNanos;
        private long compactions;
        private long compactionInputRows;
        private long compactionOutputRows;

        Builder(long slowdowns, long slowdownNanos, long slowdownMaxNanos) {
            this.slowdowns = slowdowns;
            this.slowdownNanos = slowdownNanos;
            this.slowdownMaxNanos = slowdownMaxNanos;
        }

        void addStopWaits(long count, long nanos, long maxNanos) {
            stopWaits += count;
            stopWaitNanos += nanos;
            stopWaitMaxNanos = Math.max(stopWaitMaxNanos, maxNanos);
        }

        void addMemoryStallNanos(long nanos) {
            memoryStallNanos += nanos;
        }

        void addCompactions(long count, long inputRows, long outputRows) {
            compactions += count;
            compactionInputRows += inputRows;
            compactionOutputRows += outputRows;
        }

        WriteWaits build() {
            return new WriteWaits(this);
        }
    }
}
