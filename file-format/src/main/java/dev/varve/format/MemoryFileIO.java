package dev.varve.format;

import java.io.EOFException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * An in-memory {@link FileIO} that models what survives a machine crash.
 *
 * <p>Model: a file's bytes survive a crash only up to its last {@link PositionOutput#sync()}; a
 * file's name (its directory entry, created or deleted) survives only once
 * {@link #syncDirectory} ran on its parent after the change. {@link #tryCreateAtomically} and
 * {@link #overwriteAtomically} are durable when they return, as in {@link LocalFileIO};
 * {@link #replaceHint} is durable once its directory is synced. Their unsynced variants
 * ({@code durable} / {@code synced} false) leave both the bytes and the name unsynced.
 * {@link #crash()} applies that model: it drops every unsynced byte and every unsynced directory
 * entry change, and makes outputs that were open unusable. Simplification: directories themselves
 * are durable as soon as they are created.
 *
 * <p>{@link #crashRandomly(SplittableRandom)} is the torn variant: each file keeps its synced bytes
 * plus a random prefix of its unsynced tail, and each unsynced directory change is kept or lost
 * at random, as a real disk may do.
 *
 * <p>Thread-safety: every method is safe for concurrent use (one monitor per instance).
 */
public final class MemoryFileIO implements FileIO {
    private final TreeMap<String, Inode> live = new TreeMap<>();
    private final TreeMap<String, Inode> durable = new TreeMap<>();
    private final TreeSet<String> dirs = new TreeSet<>();
    private long epoch;
    private long clock = 1;

    private static final class Inode {
        byte[] data = new byte[64];
        int length;
        int synced;
        long mtime;

        void append(byte[] b, int off, int len) {
            ensure(len);
            System.arraycopy(b, off, data, length, len);
            length += len;
        }

        void append(ByteBuffer src) {
            int len = src.remaining();
            ensure(len);
            src.get(data, length, len);
            length += len;
        }

        private void ensure(int more) {
            long need = (long) length + more;
            if (need > Integer.MAX_VALUE - 16) {
                throw new IllegalStateException("in-memory file larger than 2 GiB");
            }
            if (need > data.length) {
                data = Arrays.copyOf(data, (int) Math.min(Integer.MAX_VALUE - 16, Math.max(need, data.length * 2L)));
            }
        }
    }

    // ---- paths --------------------------------------------------------------------------------

    static String normalize(String path) {
        if (path == null || path.isEmpty()) {
            throw new IllegalArgumentException("empty path");
        }
        String p = path.replaceAll("/+", "/");
        if (p.length() > 1 && p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        return p;
    }

    static String parentOf(String p) {
        int i = p.lastIndexOf('/');
        if (i < 0) {
            return "";
        }
        return i == 0 ? "/" : p.substring(0, i);
    }

    private void mkdirsLocked(String dir) throws IOException {
        String d = dir;
        while (!d.isEmpty() && !dirs.contains(d)) {
            if (live.containsKey(d)) {
                throw new IOException("not a directory: " + d);
            }
            dirs.add(d);
            if (d.equals("/")) {
                break;
            }
            d = parentOf(d);
        }
    }

    // ---- FileIO -------------------------------------------------------------------------------

    @Override
    public synchronized PositionOutput create(String path) throws IOException {
        String p = normalize(path);
        if (live.containsKey(p) || dirs.contains(p)) {
            throw new FileAlreadyExistsException(p);
        }
        mkdirsLocked(parentOf(p));
        Inode inode = new Inode();
        inode.mtime = clock++;
        live.put(p, inode);
        return new MemoryOutput(p, inode, epoch);
    }

    @Override
    public synchronized PositionInput open(String path) throws IOException {
        String p = normalize(path);
        Inode inode = live.get(p);
        if (inode == null) {
            throw new NoSuchFileException(p);
        }
        return new MemoryInput(p, inode);
    }

    @Override
    public synchronized boolean exists(String path) {
        String p = normalize(path);
        return live.containsKey(p) || dirs.contains(p);
    }

    @Override
    public synchronized long size(String path) throws IOException {
        String p = normalize(path);
        Inode inode = live.get(p);
        if (inode == null) {
            throw new NoSuchFileException(p);
        }
        return inode.length;
    }

    @Override
    public synchronized List<FileStatus> list(String dir) {
        String d = normalize(dir);
        List<FileStatus> out = new ArrayList<>();
        for (String sub : dirs) {
            if (!sub.equals(d) && parentOf(sub).equals(d)) {
                out.add(new FileStatus(sub, true, 0, 0));
            }
        }
        for (Map.Entry<String, Inode> e : live.entrySet()) {
            if (parentOf(e.getKey()).equals(d)) {
                out.add(new FileStatus(e.getKey(), false, e.getValue().length, e.getValue().mtime));
            }
        }
        out.sort((a, b) -> a.name().compareTo(b.name()));
        return out;
    }

    @Override
    public synchronized boolean delete(String path) throws IOException {
        String p = normalize(path);
        if (live.remove(p) != null) {
            return true;
        }
        if (dirs.contains(p)) {
            if (!list(p).isEmpty()) {
                throw new IOException("cannot delete non-empty directory " + p);
            }
            dirs.remove(p);
            return true;
        }
        return false;
    }

    @Override
    public synchronized void deleteRecursively(String dir) {
        String d = normalize(dir);
        String prefix = d.equals("/") ? "/" : d + "/";
        live.keySet().removeIf(k -> k.startsWith(prefix) || k.equals(d));
        dirs.removeIf(k -> k.startsWith(prefix) || k.equals(d));
    }

    @Override
    public synchronized void mkdirs(String dir) throws IOException {
        mkdirsLocked(normalize(dir));
    }

    @Override
    public synchronized boolean tryCreateAtomically(String path, byte[] content) throws IOException {
        String p = normalize(path);
        if (live.containsKey(p) || dirs.contains(p)) {
            return false;
        }
        mkdirsLocked(parentOf(p));
        Inode inode = syncedInode(content);
        live.put(p, inode);
        durable.put(p, inode);
        return true;
    }

    /** Without {@code durable}: the new name and its bytes are unsynced (a {@link #crash()} drops the file). */
    @Override
    public synchronized boolean tryCreateAtomically(String path, byte[] content, int off, int len, boolean durable)
            throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, content.length);
        if (durable) {
            return tryCreateAtomically(path, java.util.Arrays.copyOfRange(content, off, off + len));
        }
        String p = normalize(path);
        if (live.containsKey(p) || dirs.contains(p)) {
            return false;
        }
        mkdirsLocked(parentOf(p));
        live.put(p, unsyncedInode(content, off, len));
        return true;
    }

    @Override
    public synchronized void overwriteAtomically(String path, byte[] content) throws IOException {
        String p = normalize(path);
        if (dirs.contains(p)) {
            throw new IOException("is a directory: " + p);
        }
        mkdirsLocked(parentOf(p));
        Inode inode = syncedInode(content);
        live.put(p, inode);
        durable.put(p, inode);
    }

    /** The new content is synced but its name is not: a crash before the parent's next {@link #syncDirectory} keeps the old hint. */
    @Override
    public synchronized void replaceHint(String path, byte[] content, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, content.length);
        String p = normalize(path);
        if (dirs.contains(p)) {
            throw new IOException("is a directory: " + p);
        }
        mkdirsLocked(parentOf(p));
        live.put(p, syncedInode(java.util.Arrays.copyOfRange(content, off, off + len)));
    }

    /** Without {@code synced}, neither the new content nor the name is synced. */
    @Override
    public synchronized void replaceHint(String path, byte[] content, int off, int len, boolean synced) throws IOException {
        if (synced) {
            replaceHint(path, content, off, len);
            return;
        }
        java.util.Objects.checkFromIndexSize(off, len, content.length);
        String p = normalize(path);
        if (dirs.contains(p)) {
            throw new IOException("is a directory: " + p);
        }
        mkdirsLocked(parentOf(p));
        live.put(p, unsyncedInode(content, off, len));
    }

    private Inode unsyncedInode(byte[] content, int off, int len) {
        Inode inode = new Inode();
        inode.append(content, off, len);
        inode.mtime = clock++;
        return inode;
    }

    private Inode syncedInode(byte[] content) {
        Inode inode = new Inode();
        inode.append(content, 0, content.length);
        inode.synced = inode.length;
        inode.mtime = clock++;
        return inode;
    }

    @Override
    public synchronized byte[] readFully(String path) throws IOException {
        String p = normalize(path);
        Inode inode = live.get(p);
        if (inode == null) {
            throw new NoSuchFileException(p);
        }
        return Arrays.copyOf(inode.data, inode.length);
    }

    @Override
    public synchronized void syncDirectory(String dir) throws IOException {
        String d = normalize(dir);
        if (!dirs.contains(d)) {
            throw new FileNotFoundException("no such directory " + d);
        }
        durable.entrySet().removeIf(e -> parentOf(e.getKey()).equals(d) && live.get(e.getKey()) != e.getValue());
        for (Map.Entry<String, Inode> e : live.entrySet()) {
            if (parentOf(e.getKey()).equals(d)) {
                durable.put(e.getKey(), e.getValue());
            }
        }
    }

    // ---- crash simulation -----------------------------------------------------------------------

    /**
     * Simulates a power loss: only synced bytes and synced directory entries remain; outputs open
     * before the crash fail on every further call.
     */
    public synchronized void crash() {
        live.clear();
        live.putAll(durable);
        for (Inode inode : new HashSet<>(live.values())) {
            inode.length = inode.synced;
        }
        epoch++;
    }

    /**
     * A torn crash: every unsynced directory change is kept or lost at random; every file keeps its
     * synced bytes plus a random prefix of the bytes written after its last sync.
     */
    public synchronized void crashRandomly(SplittableRandom rnd) {
        Set<String> names = new TreeSet<>(live.keySet());
        names.addAll(durable.keySet());
        TreeMap<String, Inode> next = new TreeMap<>();
        for (String name : names) {
            Inode l = live.get(name);
            Inode d = durable.get(name);
            Inode chosen = l == d ? l : (rnd.nextBoolean() ? l : d);
            if (chosen != null) {
                next.put(name, chosen);
            }
        }
        live.clear();
        live.putAll(next);
        durable.clear();
        durable.putAll(next);
        for (Inode inode : new HashSet<>(live.values())) {
            inode.length = inode.synced + rnd.nextInt(inode.length - inode.synced + 1);
            inode.synced = inode.length;
        }
        epoch++;
    }

    /** Every file path (not directory) currently visible, sorted. */
    public synchronized List<String> allFiles() {
        return new ArrayList<>(live.keySet());
    }

    // ---- streams --------------------------------------------------------------------------------

    private final class MemoryOutput implements PositionOutput {
        private final String path;
        private final Inode inode;
        private final long createdInEpoch;
        private long position;
        private boolean closed;

        MemoryOutput(String path, Inode inode, long createdInEpoch) {
            this.path = path;
            this.inode = inode;
            this.createdInEpoch = createdInEpoch;
        }

        private void check() throws IOException {
            if (closed) {
                throw new IOException("output is closed: " + path);
            }
            if (createdInEpoch != epoch) {
                throw new IOException("output of " + path + " was lost in a simulated crash");
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            synchronized (MemoryFileIO.this) {
                check();
                inode.append(b, off, len);
                inode.mtime = clock++;
                position += len;
            }
        }

        @Override
        public void write(ByteBuffer buffer) throws IOException {
            synchronized (MemoryFileIO.this) {
                check();
                int len = buffer.remaining();
                inode.append(buffer);
                inode.mtime = clock++;
                position += len;
            }
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public void sync() throws IOException {
            synchronized (MemoryFileIO.this) {
                check();
                inode.synced = inode.length;
            }
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private final class MemoryInput implements PositionInput {
        private final String path;
        private final Inode inode;

        MemoryInput(String path, Inode inode) {
            this.path = path;
            this.inode = inode;
        }

        @Override
        public long length() {
            synchronized (MemoryFileIO.this) {
                return inode.length;
            }
        }

        @Override
        public void readFully(long position, byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            synchronized (MemoryFileIO.this) {
                checkRange(position, len);
                System.arraycopy(inode.data, (int) position, b, off, len);
            }
        }

        @Override
        public void readFully(long position, ByteBuffer dst) throws IOException {
            synchronized (MemoryFileIO.this) {
                int len = dst.remaining();
                checkRange(position, len);
                dst.put(inode.data, (int) position, len);
            }
        }

        private void checkRange(long position, int len) throws EOFException {
            if (position < 0) {
                throw new IllegalArgumentException("negative position " + position);
            }
            if (position + len > inode.length) {
                throw new EOFException("end of file " + path + " at " + inode.length + " (read of " + len
                        + " bytes at " + position + ")");
            }
        }

        @Override
        public void close() {
        }
    }
}
