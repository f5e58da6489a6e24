package dev.varve.format;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@link FileIO} over the local file system with {@code java.nio} {@link FileChannel}s.
 *
 * <p>Thread-safety: the instance is stateless and safe for concurrent use; each
 * {@link PositionOutput} is for one thread, each {@link PositionInput} allows concurrent
 * positional reads.
 *
 * <p>{@link #tryCreateAtomically} writes a temporary file in the target's directory, fsyncs it and
 * publishes it with a hard link ({@code link(2)} fails if the target exists, so exactly one of
 * racing creators, threads or processes, wins), then fsyncs the directory. On a file system
 * without hard links it falls back to an exclusive create ({@code O_CREAT|O_EXCL}) that is written
 * in place, which keeps "exactly one winner" but lets a reader see a partial file while it is
 * being written. Its variant without {@code durable} writes and links the same temporary file but
 * fsyncs neither it nor the directory.
 */
public final class LocalFileIO implements FileIO {
    private static final int OUTPUT_BUFFER_BYTES = 64 * 1024;
    /** Open options as constant sets: the varargs {@code FileChannel.open} builds a set per call. */
    private static final java.util.Set<StandardOpenOption> CREATE_NEW_WRITE =
            java.util.EnumSet.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    private static final java.util.Set<StandardOpenOption> READ_ONLY = java.util.EnumSet.of(StandardOpenOption.READ);
    private static final java.nio.file.attribute.FileAttribute<?>[] NO_ATTRIBUTES = new java.nio.file.attribute.FileAttribute<?>[0];
    /**
     * Temporary file names: {@code .<target>.<process token>-<counter>.tmp}. The token is random per
     * class load (64 bits from {@link java.security.SecureRandom}), so names of racing processes do
     * not collide; within the process the counter makes them unique.
     */
    private static final String TEMP_TOKEN = Long.toHexString(new java.security.SecureRandom().nextLong() | Long.MIN_VALUE);
    private static final java.util.concurrent.atomic.AtomicLong TEMP_COUNTER = new java.util.concurrent.atomic.AtomicLong();
    /** Output buffers of closed outputs, for the next {@link #create} (direct memory is slow to allocate and free). */
    private static final BufferPool OUTPUT_BUFFERS = new BufferPool(16, OUTPUT_BUFFER_BYTES);
    /** The {@code Files.move} options of {@link #overwriteAtomically} (varargs would build the array per call). */
    private static final java.nio.file.CopyOption[] REPLACE_ATOMICALLY = {
        StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING};
    /** Paths of the metadata names asked for again and again (directories, hints, the next snapshot). */
    private static final PathCache KNOWN_PATHS = new PathCache(32);
    /** {@code Files.exists} options (its varargs would build the array per call): links followed, as by default. */
    private static final java.nio.file.LinkOption[] FOLLOW_LINKS = new java.nio.file.LinkOption[0];

    @Override
    public PositionOutput create(String path) throws IOException {
        return new ChannelOutput(createNew(toPath(path)));
    }

    /**
     * Exclusively through {@link java.io.File#createNewFile} ({@code open(2)} with {@code O_CREAT|O_EXCL}, then
     * closed), then written through a {@link java.io.FileOutputStream} of the new, empty file: no {@link FileChannel}
     * and no {@link Path}, ~190 instead of ~470 bytes per file (JDK 17). Same exclusivity (an existing file fails with
     * {@link java.nio.file.FileAlreadyExistsException}), same {@code fsync(2)} at {@link PositionOutput#sync}
     * ({@link java.io.FileDescriptor#sync}, as {@code force(true)}). A missing directory is made, as by
     * {@link #create}.
     */
    @Override
    public PositionOutput createWith(String path, byte[] b, int off, int len) throws IOException {
        if (path == null || path.isEmpty()) {
            throw new IllegalArgumentException("empty path");
        }
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        java.io.File file = new java.io.File(path);
        boolean created;
        try {
            created = file.createNewFile();
        } catch (IOException missingDirectory) {
            java.io.File parent = file.getAbsoluteFile().getParentFile();
            if (parent == null || parent.isDirectory()) {
                throw missingDirectory;
            }
            Files.createDirectories(parent.toPath());
            created = file.createNewFile();
        }
        if (!created) {
            throw new FileAlreadyExistsException(path);
        }
        java.io.FileOutputStream out = null;
        try {
            out = new java.io.FileOutputStream(file);
            out.write(b, off, len);
            return new StreamOutput(out, len);
        } catch (IOException | RuntimeException e) {
            if (out != null) {
                try {
                    out.close();
                } catch (IOException suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            throw e;
        }
    }

    /** The output of {@link #createWith}: written in full; sync and close. */
    private static final class StreamOutput implements PositionOutput {
        private final java.io.FileOutputStream out;
        private final long position;
        private boolean closed;

        StreamOutput(java.io.FileOutputStream out, long position) {
            this.out = out;
            this.position = position;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            throw new UnsupportedOperationException("a file made by createWith is written in full");
        }

        @Override
        public void write(ByteBuffer buffer) {
            throw new UnsupportedOperationException("a file made by createWith is written in full");
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public void sync() throws IOException {
            if (closed) {
                throw new IOException("output is closed");
            }
            out.getFD().sync();
        }

        @Override
        public void close() throws IOException {
            if (!closed) {
                closed = true;
                out.close();
            }
        }
    }

    @Override
    public PositionInput open(String path) throws IOException {
        return new ChannelInput(path, FileChannel.open(toPath(path), READ_ONLY, NO_ATTRIBUTES));
    }

    /**
     * Through a {@link java.io.RandomAccessFile} (read-only): no {@link FileChannel} and no {@link Path} per file,
     * 192 instead of ~480 bytes per open (JDK 17), at the price of a seek and a read per page, serialized
     * ({@link FileInput}). A failed open is retried through {@link #open} so that the exception is the channel's
     * ({@link NoSuchFileException} for a missing file), as before.
     */
    @Override
    public PositionInput openSequential(String path) throws IOException {
        if (path == null || path.isEmpty()) {
            throw new IllegalArgumentException("empty path");
        }
        java.io.RandomAccessFile f;
        try {
            f = new java.io.RandomAccessFile(path, "r");
        } catch (java.io.FileNotFoundException e) {
            return open(path); // the channel's exception (or a file that appeared meanwhile)
        }
        return new FileInput(path, f);
    }

    @Override
    public boolean exists(String path) {
        return Files.exists(KNOWN_PATHS.get(path).path, FOLLOW_LINKS);
    }

    @Override
    public long size(String path) throws IOException {
        return Files.size(toPath(path));
    }

    @Override
    public List<FileStatus> list(String dir) throws IOException {
        Path d = toPath(dir);
        List<FileStatus> out = new ArrayList<>();
        if (!Files.isDirectory(d)) {
            return out;
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(d)) {
            for (Path child : ds) {
                BasicFileAttributes a;
                try {
                    a = Files.readAttributes(child, BasicFileAttributes.class);
                } catch (NoSuchFileException gone) {
                    continue; // deleted while listing
                }
                out.add(new FileStatus(join(dir, child.getFileName().toString()), a.isDirectory(),
                        a.isDirectory() ? 0 : a.size(), a.lastModifiedTime().toMillis()));
            }
        } catch (NoSuchFileException gone) {
            return new ArrayList<>(); // the directory itself was deleted between the check and the open
        }
        out.sort(Comparator.comparing(FileStatus::name));
        return out;
    }

    @Override
    public boolean delete(String path) throws IOException {
        try {
            return Files.deleteIfExists(toPath(path));
        } catch (DirectoryNotEmptyException e) {
            throw new IOException("cannot delete non-empty directory " + path, e);
        }
    }

    @Override
    public void deleteRecursively(String dir) throws IOException {
        Path d = toPath(dir);
        if (!Files.exists(d)) {
            return;
        }
        List<Path> all;
        try (Stream<Path> s = Files.walk(d)) {
            all = new ArrayList<>();
            s.forEach(all::add);
        }
        all.sort(Comparator.reverseOrder()); // children before parents
        for (Path p : all) {
            Files.deleteIfExists(p);
        }
    }

    @Override
    public void rename(String from, String to) throws IOException {
        Path source = toPath(from);
        Path target = toPath(to);
        if (Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new java.nio.file.FileAlreadyExistsException(to);
        }
        Files.move(source, target, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        fsyncDirectory(target.toAbsolutePath().getParent());
        if (!source.toAbsolutePath().getParent().equals(target.toAbsolutePath().getParent())) {
            fsyncDirectory(source.toAbsolutePath().getParent());
        }
    }

    @Override
    public void mkdirs(String dir) throws IOException {
        Files.createDirectories(toPath(dir));
    }

    @Override
    public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
        return tryCreateAtomically(path, content, 0, content.length);
    }

    @Override
    public boolean tryCreateAtomically(String path, byte[] content, int off, int len) throws IOException {
        return tryCreateAtomically(path, content, off, len, true);
    }

    /** Without {@code durable}: the same temporary file and link, neither the file nor the directory fsynced. */
    @Override
    public boolean tryCreateAtomically(String path, byte[] content, int off, int len, boolean durable) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, content.length);
        KnownPath known = KNOWN_PATHS.get(path);
        Path target = known.path;
        Path parent = known.parent();
        // a missing directory is made by writeTempFile; an existing target fails the link below
        TempFile tmp = writeTempFile(known, content, off, len, durable);
        try {
            Files.createLink(target, tmp.path);
        } catch (FileAlreadyExistsException e) {
            return false;
        } catch (UnsupportedOperationException | FileSystemException noLinks) {
            if (noLinks instanceof FileSystemException && Files.exists(target)) {
                return false;
            }
            return createExclusively(target, content, off, len, durable);
        } finally {
            tmp.delete();
        }
        if (durable) {
            fsyncDirectory(parent);
        }
        return true;
    }

    private static boolean createExclusively(Path target, byte[] content, int off, int len, boolean durable) throws IOException {
        try (FileChannel ch = FileChannel.open(target, CREATE_NEW_WRITE, NO_ATTRIBUTES)) {
            writeAll(ch, ByteBuffer.wrap(content, off, len));
            if (durable) {
                ch.force(true);
            }
        } catch (FileAlreadyExistsException e) {
            return false;
        }
        if (durable) {
            fsyncDirectory(target.toAbsolutePath().getParent());
        }
        return true;
    }

    @Override
    public void overwriteAtomically(String path, byte[] content) throws IOException {
        KnownPath known = KNOWN_PATHS.get(path);
        Path parent = known.parent();
        moveTempFile(known, content, 0, content.length, true);
        fsyncDirectory(parent);
    }

    /**
     * The temporary file is synced before the rename (a hint that survives a crash is whole), the
     * directory is not (a crash may bring back the old hint).
     */
    @Override
    public void replaceHint(String path, byte[] content, int off, int len) throws IOException {
        replaceHint(path, content, off, len, true);
    }

    /** Without {@code synced}, the temporary file is not synced either (only renamed). */
    @Override
    public void replaceHint(String path, byte[] content, int off, int len, boolean synced) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, content.length);
        moveTempFile(KNOWN_PATHS.get(path), content, off, len, synced);
    }

    /** Writes a temporary file (synced if {@code sync}) and renames it over {@code target}. */
    private static void moveTempFile(KnownPath target, byte[] content, int off, int len, boolean sync) throws IOException {
        TempFile tmp = writeTempFile(target, content, off, len, sync);
        try {
            Files.move(tmp.path, target.path, REPLACE_ATOMICALLY);
        } catch (IOException e) {
            tmp.delete();
            throw e;
        }
        tmp.moved();
    }

    /**
     * Writes (and with {@code sync} syncs) a temporary file next to {@code target}: the directory's reusable name
     * ({@link KnownPath#claimTemp}) when no other caller holds it, else a new
     * {@code .<target name>.<token>-<n>.tmp}.
     */
    private static TempFile writeTempFile(KnownPath target, byte[] content, int off, int len, boolean sync) throws IOException {
        KnownPath dir = target.parentKnown();
        Path reused = dir == null ? null : dir.claimTemp();
        TempFile tmp = reused != null ? dir.tempFile : new TempFile(null, freshTempName(target));
        try (java.io.FileOutputStream out = openTemp(tmp)) {
            out.write(content, off, len);
            if (sync) {
                out.getFD().sync();
            }
        } catch (IOException e) {
            tmp.delete();
            throw e;
        }
        return tmp;
    }

    /**
     * Opens a temporary file for writing ({@code O_CREAT|O_TRUNC}, not {@code O_EXCL}): its name is this call's alone
     * (a fresh name, or the directory's reusable name claimed by this caller, both with the process's random token),
     * so exclusivity buys nothing, and a {@link java.io.FileOutputStream} is less than half the bytes of a
     * {@link FileChannel} (~180 B against ~410 B with the write and the fsync). Its directory is made when missing.
     *
     * <p>A failed open is retried once after {@link Files#createDirectories} whether or not the directory exists by
     * then: another thread may have made it between this open and the check (the first writes into a new bucket
     * directory race), and an open that fails for another reason (permissions, a file in the way) fails again.
     */
    private static java.io.FileOutputStream openTemp(TempFile tmp) throws IOException {
        try {
            return new java.io.FileOutputStream(tmp.file);
        } catch (java.io.FileNotFoundException e) {
            Path parent = tmp.path.toAbsolutePath().getParent();
            if (parent == null) {
                throw e;
            }
            Files.createDirectories(parent);
            return new java.io.FileOutputStream(tmp.file);
        }
    }

    /** {@code .<target name>.<token>-<n>.tmp} next to {@code target}. */
    private static Path freshTempName(KnownPath target) {
        long n = TEMP_COUNTER.incrementAndGet();
        int slash = target.string.lastIndexOf('/');
        if (slash > 0 && slash < target.string.length() - 1) {
            // one string for the whole name, no intermediate file-name or parent objects
            StringBuilder b = new StringBuilder(target.string.length() + TEMP_TOKEN.length() + 28);
            b.append(target.string, 0, slash + 1).append('.').append(target.string, slash + 1, target.string.length())
                    .append('.').append(TEMP_TOKEN).append('-').append(n).append(".tmp");
            return toPath(b.toString());
        }
        return target.parent().resolve("." + target.path.getFileName() + "." + TEMP_TOKEN + "-" + n + ".tmp");
    }

    /**
     * A temporary file being written: a new name, or the reusable name of its directory
     * ({@code owner}), which goes back to the directory once the file is gone (deleted, or renamed
     * over its target). A name whose file could not be deleted is not handed out again.
     */
    private static final class TempFile {
        private final KnownPath owner;
        final Path path;
        /** The same name as a {@link java.io.File}, for the write ({@link #openTemp}) and the delete. */
        final java.io.File file;

        TempFile(KnownPath owner, Path path) {
            this.owner = owner;
            this.path = path;
            this.file = path.toFile();
        }

        /** Deletes the file (if it exists); the name is free again only if that succeeded. */
        void delete() throws IOException {
            // File.delete unlinks without reading the file's attributes first (Files.deleteIfExists builds them, ~140 B);
            // when it fails, deleteIfExists tells a file already gone from one that cannot be deleted
            if (!file.delete()) {
                Files.deleteIfExists(path);
            }
            moved();
        }

        /** The file no longer exists under this name. */
        void moved() {
            if (owner != null) {
                owner.releaseTemp();
            }
        }
    }

    @Override
    public byte[] readFully(String path) throws IOException {
        return Files.readAllBytes(toPath(path));
    }

    @Override
    public void syncDirectory(String dir) throws IOException {
        fsyncDirectory(KNOWN_PATHS.get(dir).path);
    }

    private static void fsyncDirectory(Path dir) throws IOException {
        try (FileChannel ch = FileChannel.open(dir, READ_ONLY, NO_ATTRIBUTES)) {
            ch.force(true);
        } catch (IOException e) {
            // Some platforms cannot open a directory for fsync; Linux can, so only tolerate that case.
            if (!System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows")) {
                throw e;
            }
        }
    }

    /**
     * Creates {@code p} (it must not exist) for writing; its directory is made only when missing,
     * so the common case costs one {@code open(2)} (and no exception of {@code createDirectories}).
     */
    private static FileChannel createNew(Path p) throws IOException {
        try {
            return FileChannel.open(p, CREATE_NEW_WRITE, NO_ATTRIBUTES);
        } catch (NoSuchFileException missingDirectory) {
            Path parent = p.toAbsolutePath().getParent();
            if (parent == null) {
                throw missingDirectory;
            }
            Files.createDirectories(parent);
            return FileChannel.open(p, CREATE_NEW_WRITE, NO_ATTRIBUTES);
        }
    }

    private static Path toPath(String path) {
        if (path == null || path.isEmpty()) {
            throw new IllegalArgumentException("empty path");
        }
        return DEFAULT_FS.getPath(path, NO_MORE_NAMES);
    }

    private static final java.nio.file.FileSystem DEFAULT_FS = java.nio.file.FileSystems.getDefault();
    private static final String[] NO_MORE_NAMES = new String[0];

    /**
     * The {@link Path} of a path string, with its parent and file name, immutable. The parent and
     * name are built on first use (most known paths are directories that are only synced).
     */
    static final class KnownPath {
        final String string;
        final Path path;
        private Path parent;
        private KnownPath parentKnown;
        /** For a directory: its reusable temporary file ({@code .<token>-<n>.tmp}), made on first use, and whether it is taken. */
        private TempFile tempFile;
        private final java.util.concurrent.atomic.AtomicBoolean tempTaken = new java.util.concurrent.atomic.AtomicBoolean();

        KnownPath(String string) {
            this.string = string;
            this.path = toPath(string);
        }

        /**
         * The directory's reusable temporary file name, now taken by the caller (until
         * {@link TempFile#delete} or {@link TempFile#moved}); null if another caller has it. Commits
         * write a snapshot and a hint through a temporary file each: one name per directory saves
         * building a name and its path every time.
         */
        Path claimTemp() {
            if (!tempTaken.compareAndSet(false, true)) {
                return null;
            }
            if (tempFile == null) { // only the taker writes it; the flag's CAS orders it for the next one
                tempFile = new TempFile(this, path.resolve("." + TEMP_TOKEN + "-" + TEMP_COUNTER.incrementAndGet() + ".tmp"));
            }
            return tempFile.path;
        }

        void releaseTemp() {
            tempTaken.set(false);
        }

        /** The known path of this path's directory, or null when the string has no directory part. */
        synchronized KnownPath parentKnown() {
            if (parentKnown == null) {
                int slash = string.lastIndexOf('/');
                if (slash <= 0 || slash == string.length() - 1) {
                    return null;
                }
                parentKnown = KNOWN_PATHS.getPrefix(string, slash);
            }
            return parentKnown;
        }

        /**
         * The directory of this path: the known path of the string up to the last {@code /}
         * (directories are shared by many names, so asking for it again finds it), else the
         * absolute path's parent.
         */
        synchronized Path parent() {
            if (parent == null) {
                int slash = string.lastIndexOf('/');
                parent = slash > 0 && slash < string.length() - 1 ? KNOWN_PATHS.getPrefix(string, slash).path
                        : path.toAbsolutePath().getParent();
            }
            return parent;
        }
    }

    /**
     * The paths of the last few path strings seen, matched by string identity (callers that ask
     * often keep their strings) and then by equality; a miss replaces the oldest slot. Thread-safe.
     */
    static final class PathCache {
        private final java.util.concurrent.atomic.AtomicReferenceArray<KnownPath> slots;
        private final java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();

        PathCache(int size) {
            this.slots = new java.util.concurrent.atomic.AtomicReferenceArray<>(size);
        }

        KnownPath get(String path) {
            int n = slots.length();
            for (int i = 0; i < n; i++) {
                KnownPath k = slots.get(i);
                if (k != null && k.string == path) {
                    return k;
                }
            }
            for (int i = 0; i < n; i++) {
                KnownPath k = slots.get(i);
                if (k != null && k.string.equals(path)) {
                    return k;
                }
            }
            return remember(new KnownPath(path));
        }

        /** The known path of {@code path.substring(0, length)}, without building the substring on a hit. */
        KnownPath getPrefix(String path, int length) {
            int n = slots.length();
            for (int i = 0; i < n; i++) {
                KnownPath k = slots.get(i);
                if (k != null && k.string.length() == length && path.regionMatches(0, k.string, 0, length)) {
                    return k;
                }
            }
            return remember(new KnownPath(path.substring(0, length)));
        }

        private KnownPath remember(KnownPath k) {
            slots.set(Math.floorMod(next.getAndIncrement(), slots.length()), k);
            return k;
        }
    }

    private static String join(String dir, String name) {
        return dir.endsWith("/") ? dir + name : dir + "/" + name;
    }

    private static void writeAll(FileChannel ch, ByteBuffer b) throws IOException {
        while (b.hasRemaining()) {
            ch.write(b);
        }
    }

    /**
     * A bounded set of equal-sized direct buffers handed from closed outputs to new ones, without
     * allocating on take or give-back (a fixed array of slots). Thread-safe.
     */
    static final class BufferPool {
        private final java.util.concurrent.atomic.AtomicReferenceArray<ByteBuffer> slots;
        private final int bufferBytes;

        BufferPool(int slots, int bufferBytes) {
            this.slots = new java.util.concurrent.atomic.AtomicReferenceArray<>(slots);
            this.bufferBytes = bufferBytes;
        }

        /** A cleared buffer of {@code bufferBytes}: a pooled one if any, else a new one. */
        ByteBuffer take() {
            for (int i = 0; i < slots.length(); i++) {
                if (slots.get(i) != null) {
                    ByteBuffer b = slots.getAndSet(i, null);
                    if (b != null) {
                        return b;
                    }
                }
            }
            return ByteBuffer.allocateDirect(bufferBytes);
        }

        /** Returns {@code b} (no longer used by the caller) to the pool; dropped if the pool is full. */
        void give(ByteBuffer b) {
            b.clear();
            for (int i = 0; i < slots.length(); i++) {
                if (slots.get(i) == null && slots.compareAndSet(i, null, b)) {
                    return;
                }
            }
        }
    }

    /** Buffered sequential output; not thread-safe. Its buffer goes back to the pool on close. */
    private static final class ChannelOutput implements PositionOutput {
        private final FileChannel ch;
        /** The write buffer; null after {@link #flush} until the next write takes one again. */
        private ByteBuffer buf = OUTPUT_BUFFERS.take();
        private long position;
        private boolean closed;

        ChannelOutput(FileChannel ch) {
            this.ch = ch;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            ensureOpen();
            java.util.Objects.checkFromIndexSize(off, len, b.length);
            ByteBuffer buf = buffer();
            if (len >= buf.capacity()) {
                flushBuffer();
                writeAll(ch, ByteBuffer.wrap(b, off, len));
            } else {
                if (len > buf.remaining()) {
                    flushBuffer();
                }
                buf.put(b, off, len);
            }
            position += len;
        }

        @Override
        public void write(ByteBuffer buffer) throws IOException {
            ensureOpen();
            int len = buffer.remaining();
            ByteBuffer buf = buffer();
            if (len >= buf.capacity()) {
                flushBuffer();
                writeAll(ch, buffer);
            } else {
                if (len > buf.remaining()) {
                    flushBuffer();
                }
                buf.put(buffer);
            }
            position += len;
        }

        private ByteBuffer buffer() {
            ByteBuffer b = buf;
            if (b == null) {
                b = buf = OUTPUT_BUFFERS.take();
            }
            return b;
        }

        private void flushBuffer() throws IOException {
            ByteBuffer b = buf;
            if (b == null) {
                return;
            }
            b.flip();
            writeAll(ch, b);
            b.clear();
        }

        /** Writes the buffered bytes to the channel and returns the buffer to the pool. */
        @Override
        public void flush() throws IOException {
            ensureOpen();
            flushBuffer();
            ByteBuffer b = buf;
            if (b != null) {
                buf = null;
                OUTPUT_BUFFERS.give(b);
            }
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public void sync() throws IOException {
            ensureOpen();
            flushBuffer();
            ch.force(false);
        }

        /** fdatasync of what the channel has (FileChannel's force may run while another thread writes). */
        @Override
        public void writeBackEarly() throws IOException {
            ch.force(false);
        }

        private void ensureOpen() throws IOException {
            if (closed) {
                throw new IOException("output is closed");
            }
        }

        @Override
        public void close() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            try {
                flushBuffer();
            } finally {
                try {
                    ch.close();
                } finally {
                    if (buf != null) {
                        OUTPUT_BUFFERS.give(buf);
                        buf = null;
                    }
                }
            }
        }
    }

    /**
     * Positional reads of a {@link java.io.RandomAccessFile} ({@link #openSequential}): a seek and a read into the
     * caller's array under the input's lock (thread-safe, one read at a time); a direct buffer is read through the
     * file's channel (made on first use).
     */
    private static final class FileInput implements PositionInput {
        private final String path;
        private final java.io.RandomAccessFile file;

        FileInput(String path, java.io.RandomAccessFile file) {
            this.path = path;
            this.file = file;
        }

        @Override
        public synchronized long length() throws IOException {
            return file.length();
        }

        @Override
        public synchronized void readFully(long position, byte[] b, int off, int len) throws IOException {
            java.util.Objects.checkFromIndexSize(off, len, b.length);
            if (position < 0) {
                throw new IllegalArgumentException("negative position " + position);
            }
            file.seek(position);
            int done = 0;
            while (done < len) {
                int n = file.read(b, off + done, len - done);
                if (n < 0) {
                    throw new EOFException("end of file " + path + " at " + (position + done) + " (wanted "
                            + (len - done) + " more bytes)");
                }
                done += n;
            }
        }

        @Override
        public synchronized void readFully(long position, ByteBuffer dst) throws IOException {
            if (position < 0) {
                throw new IllegalArgumentException("negative position " + position);
            }
            if (dst.hasArray()) {
                int len = dst.remaining();
                readFully(position, dst.array(), dst.arrayOffset() + dst.position(), len);
                dst.position(dst.position() + len);
                return;
            }
            readFullyAt(file.getChannel(), path, position, dst);
        }

        @Override
        public synchronized void close() throws IOException {
            file.close();
        }
    }

    /** Fills {@code dst} from {@code ch} at {@code position} (positional reads); {@link EOFException} at the end of {@code path}. */
    private static void readFullyAt(FileChannel ch, String path, long position, ByteBuffer dst) throws IOException {
        long pos = position;
        while (dst.hasRemaining()) {
            int n = ch.read(dst, pos);
            if (n < 0) {
                throw new EOFException("end of file " + path + " at " + pos + " (wanted "
                        + dst.remaining() + " more bytes)");
            }
            pos += n;
        }
    }

    /** Positional reads; thread-safe (FileChannel positional reads are). */
    private static final class ChannelInput implements PositionInput {
        private final String path;
        private final FileChannel ch;

        ChannelInput(String path, FileChannel ch) {
            this.path = path;
            this.ch = ch;
        }

        @Override
        public long length() throws IOException {
            return ch.size();
        }

        @Override
        public void readFully(long position, byte[] b, int off, int len) throws IOException {
            java.util.Objects.checkFromIndexSize(off, len, b.length);
            readFully(position, ByteBuffer.wrap(b, off, len));
        }

        @Override
        public void readFully(long position, ByteBuffer dst) throws IOException {
            if (position < 0) {
                throw new IllegalArgumentException("negative position " + position);
            }
            readFullyAt(ch, path, position, dst);
        }

        @Override
        public void close() throws IOException {
            ch.close();
        }
    }
}
