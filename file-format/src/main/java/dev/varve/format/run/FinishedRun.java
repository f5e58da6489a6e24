package dev.varve.format.run;

/**
 * The figures of a run file just finished by {@link RunWriter#finishRun()}: what a table needs to
 * record the file (size, rows, key and sequence ranges, creation time), without the column
 * statistics and the metadata object of {@link RunWriter#finish()}. A writer on a
 * {@link RunWriterScratch} fills the scratch's holder, so finishing a file builds no metadata
 * objects; the holder is valid until the next writer on that scratch finishes (read it before
 * handing the scratch to another writer). The key arrays are new for each file and belong to the
 * caller.
 *
 * <p>Not thread-safe.
 */
public final class FinishedRun {
    long fileSize;
    long rowCount;
    long retractCount;
    byte[] minKey;
    byte[] maxKey;
    long minSequence;
    long maxSequence;
    long creationTimeMillis;
    int pageCount;

    FinishedRun() {
    }

    public long fileSize() { return fileSize; }
    public long rowCount() { return rowCount; }
    /** Rows of kind -U or -D. */
    public long retractCount() { return retractCount; }
    /** The smallest key (null for a file with no rows); the caller's to keep. */
    public byte[] minKey() { return minKey; }
    /** The largest key (null for a file with no rows); the caller's to keep. */
    public byte[] maxKey() { return maxKey; }
    /** Smallest sequence number, or Long.MAX_VALUE for an empty file. */
    public long minSequence() { return minSequence; }
    /** Largest sequence number, or Long.MIN_VALUE for an empty file. */
    public long maxSequence() { return maxSequence; }
    public long creationTimeMillis() { return creationTimeMillis; }
    public int pageCount() { return pageCount; }
}
