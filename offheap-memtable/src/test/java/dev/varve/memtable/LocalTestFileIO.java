package dev.varve.memtable;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import dev.varve.format.FileIO;
import dev.varve.format.PositionInput;
import dev.varve.format.PositionOutput;

/**
 * A small local-filesystem {@link FileIO} for this module's tests (the real implementations live
 * in file-format). Counts open handles so tests can check that cursors close their files, and can
 * be told to fail {@code create}.
 */
final class LocalTestFileIO implements FileIO {
    final AtomicInteger openHandles = new AtomicInteger();
    volatile boolean failCreate;

    @Override
    public PositionOutput create(String path) throws IOException {
        if (failCreate) {
            throw new IOException("injected create failure for " + path);
        }
        Path p = Paths.get(path);
        if (p.getParent() != null) {
            Files.createDirectories(p.getParent());
        }
        FileChannel channel = FileChannel.open(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        openHandles.incrementAndGet();
        return new PositionOutput() {
            private long position;
            private boolean closed;

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                write(ByteBuffer.wrap(b, off, len));
            }

            @Override
            public void write(ByteBuffer buffer) throws IOException {
                while (buffer.hasRemaining()) {
                    position += channel.write(buffer);
                }
            }

            @Override
            public long position() {
                return position;
            }

            @Override
            public void sync() throws IOException {
                channel.force(true);
            }

            @Override
            public void close() throws IOException {
                if (!closed) {
                    closed = true;
                    openHandles.decrementAndGet();
                    channel.close();
                }
            }
        };
    }

    @Override
    public PositionInput open(String path) throws IOException {
        FileChannel channel = FileChannel.open(Paths.get(path), StandardOpenOption.READ);
        openHandles.incrementAndGet();
        return new PositionInput() {
            private boolean closed;

            @Override
            public long length() throws IOException {
                return channel.size();
            }

            @Override
            public void readFully(long position, byte[] b, int off, int len) throws IOException {
                readFully(position, ByteBuffer.wrap(b, off, len));
            }

            @Override
            public void readFully(long position, ByteBuffer dst) throws IOException {
                long at = position;
                while (dst.hasRemaining()) {
                    int n = channel.read(dst, at);
                    if (n < 0) {
                        throw new java.io.EOFException("end of " + path + " at " + at);
                    }
                    at += n;
                }
            }

            @Override
            public void close() throws IOException {
                if (!closed) {
                    closed = true;
                    openHandles.decrementAndGet();
                    channel.close();
                }
            }
        };
    }

    @Override
    public boolean exists(String path) {
        return Files.exists(Paths.get(path));
    }

    @Override
    public long size(String path) throws IOException {
        return Files.size(Paths.get(path));
    }

    @Override
    public List<FileStatus> list(String dir) throws IOException {
        List<FileStatus> out = new ArrayList<>();
        Path d = Paths.get(dir);
        if (!Files.isDirectory(d)) {
            return out;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(d)) {
            for (Path p : entries) {
                boolean isDir = Files.isDirectory(p);
                out.add(new FileStatus(p.toString(), isDir, isDir ? 0 : Files.size(p),
                        Files.getLastModifiedTime(p).toMillis()));
            }
        }
        out.sort(Comparator.comparing(FileStatus::name));
        return out;
    }

    @Override
    public boolean delete(String path) throws IOException {
        try {
            return Files.deleteIfExists(Paths.get(path));
        } catch (NoSuchFileException e) {
            return false;
        }
    }

    @Override
    public void deleteRecursively(String dir) throws IOException {
        Path d = Paths.get(dir);
        if (!Files.exists(d)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(d)) {
            List<Path> all = new ArrayList<>();
            walk.forEach(all::add);
            all.sort(Comparator.reverseOrder());
            for (Path p : all) {
                Files.delete(p);
            }
        }
    }

    @Override
    public void mkdirs(String dir) throws IOException {
        Files.createDirectories(Paths.get(dir));
    }

    @Override
    public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
        Path p = Paths.get(path);
        Path tmp = p.resolveSibling(p.getFileName() + ".tmp-" + System.nanoTime());
        Files.write(tmp, content);
        try {
            Files.createLink(p, tmp);
            return true;
        } catch (FileAlreadyExistsException e) {
            return false;
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    @Override
    public void overwriteAtomically(String path, byte[] content) throws IOException {
        Path p = Paths.get(path);
        Path tmp = p.resolveSibling(p.getFileName() + ".tmp-" + System.nanoTime());
        Files.write(tmp, content);
        Files.move(tmp, p, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    @Override
    public byte[] readFully(String path) throws IOException {
        return Files.readAllBytes(Paths.get(path));
    }

    @Override
    public void syncDirectory(String dir) throws IOException {
        try (FileChannel channel = FileChannel.open(Paths.get(dir), StandardOpenOption.READ)) {
            channel.force(true);
        }
    }
}
