package dev.varve.kernel.table;

import dev.varve.row.InternalRow;

import java.io.IOException;

/** Writes the records of one bucket of one partition. Called by one writer thread. */
interface BucketWriter extends AutoCloseable {
    /** Writes a validated record (its kind is {@code row.getRowKind()}). */
    void write(InternalRow row) throws IOException;

    /** As {@link #write(InternalRow)} with the row's normalized key already encoded by the caller. */
    default void write(InternalRow row, org.agrona.DirectBuffer key, int keyLength) throws IOException {
        write(row);
    }

    /** The latest visible version of the key of {@code keyRow} including uncommitted writes, or null. */
    InternalRow lookup(InternalRow keyRow) throws IOException;

    /**
     * Flushes and returns what to publish for this checkpoint (possibly empty); with
     * {@code fullCompaction} (the full-compaction changelog producer's checkpoints) the bucket is
     * compacted fully and its changelog produced. {@link #commitCompaction} always follows; with
     * {@code endOfInput} (a batch statement) no background compaction is started.
     */
    CommitMessageImpl prepareCommit(boolean waitCompaction, boolean fullCompaction, boolean endOfInput) throws IOException;

    /**
     * The commit's own compaction, called right after {@link #prepareCommit}: at the end of input (a batch
     * statement), and at every commit of the lookup layout's writers (COMPACTION.md "The commit's own compaction").
     * Waits for a running compaction, then compacts what Paimon's writer picks there (over all of the bucket's
     * files, this commit's included; with {@code fullCompaction}, every run, as the full-compaction producer and
     * {@code full-compaction.delta-commits} do at the end of input) and returns the changes, with the changelog
     * Paimon publishes with them, to be published as a {@code COMPACT} snapshot after the data's
     * ({@link CommitMessageImpl#commitCompaction}); null (or an empty message) when nothing is due.
     */
    CommitMessageImpl commitCompaction(boolean fullCompaction, boolean endOfInput) throws IOException;

    /**
     * Whether the last {@link #prepareCommit} left a graduated slowdown for the writer's next write
     * (SEMANTICS §9: above the compaction trigger, a little time for the running compaction).
     * Writers that do not compact by sorted runs have none.
     */
    default boolean slowdownPending() {
        return false;
    }

    /** Takes the slowdown {@link #slowdownPending()} noted (at most its budget); writer thread. */
    default void slowDown() throws IOException {
    }

    /**
     * Adds this bucket's back-pressure waits so far to {@code into} (writer thread; see {@link WriteWaits}): its
     * checkpoints' stop-trigger waits and its write buffer's memory stalls. Writers without them add nothing.
     */
    default void addWaits(WriteWaits.Builder into) {
    }

    /** Number of records written since the last prepareCommit (0 = nothing buffered). */
    long bufferedRecords();

    /** Re-reads the bucket's files from the latest snapshot (after a foreign commit changed them). */
    void reload(java.util.List<DataFileMeta> liveFiles);

    /** Deletes uncommitted files and releases memory. */
    void abort();

    @Override
    void close();
}
