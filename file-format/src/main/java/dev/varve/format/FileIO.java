package dev.varve.format;

import java.io.IOException;
import java.util.List;

/**
 * The one I/O seam of Varve. Paths are '/'-separated strings, absolute for the local file system;
 * implementations: {@code LocalFileIO}, {@code MemoryFileIO} (with crash simulation),
 * {@code FaultInjectingFileIO} (a wrapper that fails chosen operations).
 *
 * <p>Durability contract: bytes written through {@link #create} are durable after
 * {@link PositionOutput#sync()} (and the file's name after {@link #syncDirectory} of its parent);
 * {@link #tryCreateAtomically} is durable when it returns {@code true}.
 */
public interface FileIO {

    /** Creates a new file for sequential writing; fails if it exists. Parent directories are created. */
    PositionOutput create(String path) throws IOException;

    /**
     * Creates a new file holding {@code len} bytes of {@code b} from {@code off} (a whole small document: a manifest,
     * a manifest list), as {@link #create} then one write: fails if it exists; parent directories are created.
     * Returns its output, positioned after the bytes, for the caller to sync (or not) and close; nothing more is
     * written to it. The array is not kept. This default is {@link #create} and {@link PositionOutput#write}.
     */
    default PositionOutput createWith(String path, byte[] b, int off, int len) throws IOException {
        PositionOutput out = create(path);
        try {
            out.write(b, off, len);
        } catch (IOException | RuntimeException e) {
            try {
                out.close();
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
        return out;
    }

    /** Opens a file for positional reads. */
    PositionInput open(String path) throws IOException;

    /**
     * As {@link #open}, for one reader going through the file (a compaction's or a scan's input file, read
     * once): its reads may be serialized (still safe from several threads, one at a time), so a store may
     * open it more cheaply. Same exceptions as {@link #open}. This default is {@link #open}.
     */
    default PositionInput openSequential(String path) throws IOException {
        return open(path);
    }

    boolean exists(String path) throws IOException;

    /** The length of a file in bytes. */
    long size(String path) throws IOException;

    /** The entries directly inside a directory (empty if it does not exist), sorted by name. */
    List<FileStatus> list(String dir) throws IOException;

    /** Deletes a file or an empty directory; returns false if it did not exist. */
    boolean delete(String path) throws IOException;

    /** Deletes a directory and everything below it; no error if absent. */
    void deleteRecursively(String dir) throws IOException;

    void mkdirs(String dir) throws IOException;

    /**
     * Creates {@code path} with exactly {@code content} if and only if it does not exist, atomically:
     * readers see either no file or the whole content, never a partial one, and of two racing
     * callers (threads or processes) exactly one gets {@code true}. Durable (file and directory
     * entry fsynced) when it returns {@code true}.
     */
    boolean tryCreateAtomically(String path, byte[] content) throws IOException;

    /**
     * As {@link #tryCreateAtomically(String, byte[])} with the {@code len} bytes of {@code content}
     * at {@code off} (a reused buffer: the array is not kept). This default copies them.
     */
    default boolean tryCreateAtomically(String path, byte[] content, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, content.length);
        return tryCreateAtomically(path, java.util.Arrays.copyOfRange(content, off, off + len));
    }

    /**
     * As {@link #tryCreateAtomically(String, byte[], int, int)} when {@code durable}; otherwise just as atomic
     * (readers see no file or the whole content, exactly one of racing creators wins) but nothing is fsynced:
     * the file survives a crash of the process, not necessarily a power loss or an OS crash (then the name may
     * be gone, or hold less than the content). For {@code commit.fsync = false}. This default ignores
     * {@code durable = false} (it syncs, which is allowed: stronger than asked).
     */
    default boolean tryCreateAtomically(String path, byte[] content, int off, int len, boolean durable) throws IOException {
        return tryCreateAtomically(path, content, off, len);
    }

    /**
     * Writes {@code content} to {@code path}, replacing any previous file atomically (write to a
     * temporary name, then rename). For hints such as LATEST that may be stale without harm.
     */
    void overwriteAtomically(String path, byte[] content) throws IOException;

    /**
     * Replaces the hint file {@code path} (content that may be stale without harm, such as a
     * snapshot directory's LATEST) with the {@code len} bytes of {@code content} at {@code off} (a
     * reused buffer: the array is not kept), atomically as {@link #overwriteAtomically}: readers see
     * the old or the new content whole. Unlike it, the replacement need not be durable when this
     * returns (the directory is not fsynced): after a crash the hint may still hold its old content,
     * or be missing if it was new. This default is {@code overwriteAtomically} of a copy.
     */
    default void replaceHint(String path, byte[] content, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, content.length);
        overwriteAtomically(path, java.util.Arrays.copyOfRange(content, off, off + len));
    }

    /**
     * As {@link #replaceHint(String, byte[], int, int)} when {@code synced}; otherwise the new content is not
     * synced either (the replacement is still atomic for readers and survives a process crash; after a power
     * loss the hint may be old, missing or damaged, which readers of a hint must tolerate anyway). For
     * {@code commit.fsync = false}. This default ignores {@code synced = false}.
     */
    default void replaceHint(String path, byte[] content, int off, int len, boolean synced) throws IOException {
        replaceHint(path, content, off, len);
    }

    byte[] readFully(String path) throws IOException;

    /**
     * Whether {@link SyncBatch} may run this store's syncs on its helper threads, concurrently with each
     * other and with the caller. A store whose operations must happen in one replayable order (a fault
     * injector failing "the n-th operation") returns false: every sync then runs on the thread that waits
     * for it, in the order the batch was given. This default returns true.
     */
    default boolean concurrentSyncs() {
        return true;
    }

    /**
     * Renames the file or directory {@code from} to {@code to} (whose parent exists and which itself must not exist),
     * atomically where the store can (ALTER TABLE RENAME TO moves a table's directory). This default refuses.
     *
     * @throws java.nio.file.FileAlreadyExistsException if {@code to} exists
     */
    default void rename(String from, String to) throws IOException {
        throw new IOException("cannot rename " + from + ": " + getClass().getSimpleName() + " does not support renames");
    }

    /** Fsyncs a directory so that entries created or deleted in it are durable. */
    void syncDirectory(String dir) throws IOException;

    /** A directory entry. */
    final class FileStatus {
        private final String path;
        private final boolean directory;
        private final long length;
        private final long modificationTimeMillis;

        public FileStatus(String path, boolean directory, long length, long modificationTimeMillis) {
            this.path = path;
            this.directory = directory;
            this.length = length;
            this.modificationTimeMillis = modificationTimeMillis;
        }

        public String path() { return path; }

        public String name() {
            int i = path.lastIndexOf('/');
            return i < 0 ? path : path.substring(i + 1);
        }

        public boolean isDirectory() { return directory; }
        public long length() { return length; }
        public long modificationTimeMillis() { return modificationTimeMillis; }

        @Override
        public String toString() {
            return path + (directory ? "/" : " (" + length + " bytes)");
        }
    }
}
