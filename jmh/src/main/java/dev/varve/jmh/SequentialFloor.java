package dev.varve.jmh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The physical floor of W4's goal: write the same bytes an engine left under its table directory
 * (every file, same sizes, in the order of their modification times) sequentially into new files
 * in a scratch directory, with one {@code force} per file when {@code fsync} (the engine fsyncs each
 * data, manifest and snapshot file it writes), and time it. The file list is taken ({@link #list}) at
 * the end of the timed write and written ({@link #write}) once the engine is idle, so that the floor
 * does not share the disk and the cores with the engine's end-of-run compaction. Not thread-safe.
 */
final class SequentialFloor {
    final long files;
    final long bytes;
    final long nanos;

    private SequentialFloor(long files, long bytes, long nanos) {
        this.files = files;
        this.bytes = bytes;
        this.nanos = nanos;
    }

    /** The sizes of the files under {@code tableDir} now, in the order of their modification times. */
    static List<long[]> list(Path tableDir) {
        List<long[]> sizes = new ArrayList<>(); // {mtime, size}
        try (Stream<Path> s = Files.walk(tableDir)) {
            for (Path p : (Iterable<Path>) s.filter(Files::isRegularFile)::iterator) {
                try {
                    sizes.add(new long[] {Files.getLastModifiedTime(p).toMillis(), Files.size(p)});
                } catch (IOException e) {
                    // deleted meanwhile
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + tableDir + ": " + e, e);
        }
        sizes.sort((a, b) -> Long.compare(a[0], b[0]));
        return sizes;
    }

    /** Writes files of {@code sizes} (from {@link #list}) sequentially and times it. */
    static SequentialFloor write(List<long[]> sizes, boolean fsync) {
        Path scratch = WriteRun.freshDir("floor");
        ByteBuffer chunk = ByteBuffer.allocateDirect(1 << 20);
        byte[] pattern = new byte[1 << 20];
        new java.util.SplittableRandom(1).nextBytes(pattern); // incompressible, like compressed data
        chunk.put(pattern).flip();
        long total = 0;
        long start = System.nanoTime();
        try {
            int i = 0;
            for (long[] f : sizes) {
                try (FileChannel ch = FileChannel.open(scratch.resolve("f" + i++), StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.WRITE)) {
                    long left = f[1];
                    while (left > 0) {
                        chunk.clear().limit((int) Math.min(left, chunk.capacity()));
                        left -= ch.write(chunk);
                    }
                    if (fsync) {
                        ch.force(false);
                    }
                }
                total += f[1];
            }
            return new SequentialFloor(sizes.size(), total, System.nanoTime() - start);
        } catch (IOException e) {
            throw new UncheckedIOException("floor write failed in " + scratch + ": " + e, e);
        } finally {
            TableEngine.deleteTree(scratch);
        }
    }
}
