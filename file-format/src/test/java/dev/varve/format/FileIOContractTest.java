package dev.varve.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The behaviour every {@link FileIO} shares; each implementation's test extends this. */
public abstract class FileIOContractTest {

    /** A fresh, empty FileIO. */
    protected abstract FileIO io();

    /** An existing empty directory to work in ('/'-separated, no trailing slash). */
    protected abstract String root();

    private String p(String rel) {
        return root() + "/" + rel;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void hintsAndAtomicCreatesLeaveOnlyTheirTargets() throws IOException {
        FileIO io = io();
        byte[] buf = bytes("x12345y");
        for (int i = 1; i <= 5; i++) {
            assertTrue(io.tryCreateAtomically(p("s/snapshot-" + i), bytes("snapshot " + i)));
            assertFalse(io.tryCreateAtomically(p("s/snapshot-" + i), bytes("again")));
            io.replaceHint(p("s/LATEST"), buf, i, 1);
            io.overwriteAtomically(p("s/EARLIEST"), bytes("1"));
            assertEquals(String.valueOf(i), new String(io.readFully(p("s/LATEST")), StandardCharsets.UTF_8));
        }
        assertEquals("snapshot 5", new String(io.readFully(p("s/snapshot-5")), StandardCharsets.UTF_8));
        // the temporary files (a reused name per directory, or new ones) are all gone
        java.util.List<String> names = new java.util.ArrayList<>();
        for (FileIO.FileStatus f : io.list(p("s"))) {
            names.add(f.name());
        }
        assertEquals(java.util.List.of("EARLIEST", "LATEST", "snapshot-1", "snapshot-2", "snapshot-3", "snapshot-4",
                "snapshot-5"), names);
    }

    /** commit.fsync = false: the unsynced atomic create and hint replacement behave the same for readers and racers. */
    @Test
    void unsyncedAtomicCreatesAndHintsLeaveOnlyTheirTargets() throws IOException {
        FileIO io = io();
        byte[] buf = bytes("x12345y");
        for (int i = 1; i <= 5; i++) {
            assertTrue(io.tryCreateAtomically(p("u/snapshot-" + i), buf, 0, 7 - i, false));
            assertFalse(io.tryCreateAtomically(p("u/snapshot-" + i), bytes("again"), 0, 5, false));
            assertFalse(io.tryCreateAtomically(p("u/snapshot-" + i), bytes("again"), 0, 5, true));
            io.replaceHint(p("u/LATEST"), buf, i, 1, false);
            assertEquals(String.valueOf(i), new String(io.readFully(p("u/LATEST")), StandardCharsets.UTF_8));
        }
        assertEquals("x1", new String(io.readFully(p("u/snapshot-5")), StandardCharsets.UTF_8));
        java.util.List<String> names = new java.util.ArrayList<>();
        for (FileIO.FileStatus f : io.list(p("u"))) {
            names.add(f.name());
        }
        assertEquals(java.util.List.of("LATEST", "snapshot-1", "snapshot-2", "snapshot-3", "snapshot-4", "snapshot-5"),
                names);
    }

    @Test
    void writesAndReadsBackPositionally() throws IOException {
        FileIO io = io();
        try (PositionOutput out = io.create(p("a/b/data.bin"))) {
            out.write(bytes("hello "));
            out.write(ByteBuffer.wrap(bytes("world")));
            byte[] big = new byte[200_000];
            for (int i = 0; i < big.length; i++) {
                big[i] = (byte) i;
            }
            out.write(big, 0, big.length);
            assertEquals(11 + 200_000, out.position());
        }
        assertTrue(io.exists(p("a/b/data.bin")));
        assertTrue(io.exists(p("a/b")));
        assertEquals(200_011, io.size(p("a/b/data.bin")));
        try (PositionInput in = io.open(p("a/b/data.bin"))) {
            assertEquals(200_011, in.length());
            byte[] b = new byte[5];
            in.readFully(6, b, 0, 5);
            assertArrayEquals(bytes("world"), b);
            ByteBuffer d = ByteBuffer.allocateDirect(3);
            in.readFully(11 + 1000, d);
            d.flip();
            assertEquals((byte) 1000, d.get());
            assertEquals((byte) 1001, d.get());
            assertThrows(EOFException.class, () -> in.readFully(200_010, new byte[2], 0, 2));
        }
    }

    /** A whole document created in one call ({@link FileIO#createWith}): exclusive, directories made, synced and closed. */
    @Test
    void createWithWritesTheWholeDocumentExclusively() throws IOException {
        FileIO io = io();
        byte[] doc = bytes("--{\"a\" : 1}--");
        try (PositionOutput out = io.createWith(p("m/n/manifest-1"), doc, 2, doc.length - 4)) {
            assertEquals(doc.length - 4, out.position());
            out.sync();
        }
        assertArrayEquals(bytes("{\"a\" : 1}"), io.readFully(p("m/n/manifest-1")));
        assertThrows(IOException.class, () -> io.createWith(p("m/n/manifest-1"), doc, 0, 1));
        assertArrayEquals(bytes("{\"a\" : 1}"), io.readFully(p("m/n/manifest-1")), "an existing file is left as it was");
        PositionOutput unsynced = io.createWith(p("m/manifest-2"), doc, 0, 0); // an empty one, closed without a sync
        unsynced.close();
        assertEquals(0, io.size(p("m/manifest-2")));
    }

    /** A sequential input ({@link FileIO#openSequential}) reads what {@link FileIO#open} reads, from several threads too. */
    @Test
    void sequentialInputsReadAsPositionalOnes() throws Exception {
        FileIO io = io();
        byte[] big = new byte[300_000];
        new java.util.Random(43).nextBytes(big);
        try (PositionOutput out = io.create(p("q/data.bin"))) {
            out.write(big, 0, big.length);
        }
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        try (PositionInput seq = io.openSequential(p("q/data.bin")); PositionInput pos = io.open(p("q/data.bin"))) {
            assertEquals(big.length, seq.length());
            for (int i = 0; i < 200; i++) {
                int len = random.nextInt(1 + random.nextInt(70_000));
                long at = random.nextInt(big.length - len + 1);
                byte[] a = new byte[len + 3];
                byte[] b = new byte[len + 3];
                seq.readFully(at, a, 3, len);
                pos.readFully(at, b, 3, len);
                assertArrayEquals(b, a);
                assertArrayEquals(java.util.Arrays.copyOfRange(big, (int) at, (int) at + len),
                        java.util.Arrays.copyOfRange(a, 3, 3 + len));
                ByteBuffer heap = ByteBuffer.allocate(len + 10);
                heap.position(5).limit(5 + len);
                seq.readFully(at, heap);
                assertEquals(5 + len, heap.position());
                ByteBuffer direct = ByteBuffer.allocateDirect(len);
                seq.readFully(at, direct);
                assertEquals(len, direct.position());
                for (int j = 0; j < len; j += 997) {
                    assertEquals(big[(int) at + j], heap.get(5 + j));
                    assertEquals(big[(int) at + j], direct.get(j));
                }
            }
            assertThrows(EOFException.class, () -> seq.readFully(big.length - 1, new byte[2], 0, 2));
            assertThrows(EOFException.class, () -> seq.readFully(big.length - 1, ByteBuffer.allocate(2)));
            // several threads at once: each read is whole (reads are serialized, not interleaved)
            ExecutorService pool = Executors.newFixedThreadPool(4);
            try {
                List<Future<Boolean>> done = new ArrayList<>();
                for (int t = 0; t < 4; t++) {
                    int seed = t;
                    done.add(pool.submit(() -> {
                        java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
                        for (int i = 0; i < 300; i++) {
                            int len = 1 + r.nextInt(5_000);
                            int at = r.nextInt(big.length - len);
                            byte[] got = new byte[len];
                            seq.readFully(at, got, 0, len);
                            if (!java.util.Arrays.equals(got, 0, len, big, at, at + len)) {
                                return false;
                            }
                        }
                        return true;
                    }));
                }
                for (Future<Boolean> f : done) {
                    assertTrue(f.get());
                }
            } finally {
                pool.shutdown();
            }
        }
        assertThrows(IOException.class, () -> io.openSequential(p("missing")));
    }

    @Test
    void flushShowsEveryWrittenByteToReadersWhileTheOutputStaysOpen() throws IOException {
        FileIO io = io();
        PositionOutput out = io.create(p("f/deferred.bin"));
        out.write(bytes("small enough to stay in a write buffer"));
        out.flush();
        // a reader (a compaction, a lookup) sees the whole file although it is neither synced nor closed
        try (PositionInput in = io.open(p("f/deferred.bin"))) {
            assertEquals(38, in.length());
            byte[] b = new byte[38];
            in.readFully(0, b, 0, 38);
            assertArrayEquals(bytes("small enough to stay in a write buffer"), b);
        }
        out.write(bytes("!")); // writing after a flush takes a buffer again
        out.sync();
        out.close();
        assertArrayEquals(bytes("small enough to stay in a write buffer!"), io.readFully(p("f/deferred.bin")));
    }

    @Test
    void createFailsIfTheFileExists() throws IOException {
        FileIO io = io();
        io.create(p("x")).close();
        assertThrows(IOException.class, () -> io.create(p("x")));
    }

    @Test
    void openOfAMissingFileFails() {
        assertThrows(IOException.class, () -> io().open(p("missing")));
        assertThrows(IOException.class, () -> io().size(p("missing")));
        assertThrows(IOException.class, () -> io().readFully(p("missing")));
    }

    @Test
    void listsDirectChildrenSortedByName() throws IOException {
        FileIO io = io();
        io.tryCreateAtomically(p("d/b"), bytes("bb"));
        io.tryCreateAtomically(p("d/a"), bytes("a"));
        io.tryCreateAtomically(p("d/sub/c"), bytes("c"));
        List<FileIO.FileStatus> l = io.list(p("d"));
        assertEquals(3, l.size());
        assertEquals("a", l.get(0).name());
        assertEquals(1, l.get(0).length());
        assertEquals("b", l.get(1).name());
        assertEquals(p("d/b"), l.get(1).path());
        assertEquals("sub", l.get(2).name());
        assertTrue(l.get(2).isDirectory());
        assertTrue(io.list(p("nothing-here")).isEmpty());
    }

    @Test
    void deletesFilesAndEmptyDirectoriesOnly() throws IOException {
        FileIO io = io();
        io.tryCreateAtomically(p("d/f"), bytes("x"));
        assertThrows(IOException.class, () -> io.delete(p("d")));
        assertTrue(io.delete(p("d/f")));
        assertFalse(io.delete(p("d/f")));
        assertTrue(io.delete(p("d")));
        assertFalse(io.exists(p("d")));
    }

    @Test
    void deletesRecursively() throws IOException {
        FileIO io = io();
        io.tryCreateAtomically(p("t/a/b/c"), bytes("x"));
        io.tryCreateAtomically(p("t/z"), bytes("x"));
        io.mkdirs(p("t/empty"));
        io.deleteRecursively(p("t"));
        assertFalse(io.exists(p("t")));
        assertFalse(io.exists(p("t/a/b/c")));
        io.deleteRecursively(p("t")); // absent: no error
    }

    @Test
    void tryCreateAtomicallyCreatesOnlyOnce() throws IOException {
        FileIO io = io();
        assertTrue(io.tryCreateAtomically(p("snap/snapshot-1"), bytes("first")));
        assertFalse(io.tryCreateAtomically(p("snap/snapshot-1"), bytes("second")));
        assertArrayEquals(bytes("first"), io.readFully(p("snap/snapshot-1")));
        // no temporary files are left behind
        assertEquals(1, io.list(p("snap")).size());
    }

    @Test
    void tryCreateAtomicallyOfARangeWritesExactlyThoseBytes() throws IOException {
        FileIO io = io();
        byte[] buf = bytes("xxfirstyy");
        assertTrue(io.tryCreateAtomically(p("snap/snapshot-2"), buf, 2, 5));
        buf[2] = 'F'; // the buffer is the caller's again
        assertFalse(io.tryCreateAtomically(p("snap/snapshot-2"), buf, 0, buf.length));
        assertArrayEquals(bytes("first"), io.readFully(p("snap/snapshot-2")));
        assertThrows(IndexOutOfBoundsException.class, () -> io.tryCreateAtomically(p("snap/snapshot-3"), buf, 5, 5));
        assertFalse(io.exists(p("snap/snapshot-3")));
        assertEquals(1, io.list(p("snap")).size());
    }

    @Test
    void overwriteAtomicallyReplaces() throws IOException {
        FileIO io = io();
        io.overwriteAtomically(p("LATEST"), bytes("1"));
        io.overwriteAtomically(p("LATEST"), bytes("22"));
        assertArrayEquals(bytes("22"), io.readFully(p("LATEST")));
        assertEquals(1, io.list(root()).size());
    }

    @Test
    void racingThreadsGetExactlyOneWinnerPerPath() throws Exception {
        FileIO io = io();
        int threads = 4;
        int paths = 40;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<List<Integer>>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int me = t;
                futures.add(pool.submit(() -> {
                    start.await();
                    List<Integer> won = new ArrayList<>();
                    for (int i = 0; i < paths; i++) {
                        if (io.tryCreateAtomically(p("race/f-" + i), bytes("writer-" + me + "-" + "x".repeat(1000)))) {
                            won.add(i);
                        }
                    }
                    return won;
                }));
            }
            start.countDown();
            AtomicInteger[] winners = new AtomicInteger[paths];
            for (int i = 0; i < paths; i++) {
                winners[i] = new AtomicInteger();
            }
            String[] winnerOf = new String[paths];
            for (int t = 0; t < threads; t++) {
                for (int i : futures.get(t).get()) {
                    winners[i].incrementAndGet();
                    winnerOf[i] = "writer-" + t + "-";
                }
            }
            for (int i = 0; i < paths; i++) {
                assertEquals(1, winners[i].get(), "winners of path " + i);
                String content = new String(io.readFully(p("race/f-" + i)), StandardCharsets.UTF_8);
                assertTrue(content.startsWith(winnerOf[i]), "content of path " + i + " is the winner's");
                assertEquals(winnerOf[i].length() + 1000, content.length());
            }
            assertEquals(paths, io.list(p("race")).size(), "no temporary files are left behind");
        } finally {
            pool.shutdownNow();
        }
    }
}
