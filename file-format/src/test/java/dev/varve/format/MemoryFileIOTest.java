package dev.varve.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MemoryFileIOTest extends FileIOContractTest {
    private final MemoryFileIO io = new MemoryFileIO();

    @Override
    protected FileIO io() {
        return io;
    }

    @Override
    protected String root() {
        return "/mem";
    }

    private static byte[] seq(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 7);
        }
        return b;
    }

    @Test
    void crashDropsUnsyncedBytes() throws IOException {
        PositionOutput out = io.create("/d/f");
        out.write(seq(100));
        out.sync();
        out.write(seq(50));
        io.syncDirectory("/d");
        io.crash();
        assertEquals(100, io.size("/d/f"));
        assertArrayEquals(seq(100), io.readFully("/d/f"));
        assertThrows(IOException.class, () -> out.write(seq(1)), "an output open at the crash is dead");
        assertThrows(IOException.class, out::sync);
    }

    @Test
    void crashDropsUnsyncedDirectoryEntries() throws IOException {
        try (PositionOutput out = io.create("/d/f")) {
            out.write(seq(10));
            out.sync();
        }
        io.crash();
        assertFalse(io.exists("/d/f"), "the file's name was never made durable");
        assertTrue(io.exists("/d"), "directories are durable at once");
    }

    @Test
    void syncedEntryWithUnsyncedDataIsEmptyAfterCrash() throws IOException {
        try (PositionOutput out = io.create("/d/f")) {
            out.write(seq(10));
        }
        io.syncDirectory("/d");
        io.crash();
        assertTrue(io.exists("/d/f"));
        assertEquals(0, io.size("/d/f"));
    }

    @Test
    void unsyncedDeleteIsUndoneByCrash() throws IOException {
        assertTrue(io.tryCreateAtomically("/d/f", seq(5)));
        assertTrue(io.delete("/d/f"));
        io.crash();
        assertArrayEquals(seq(5), io.readFully("/d/f"));
        assertTrue(io.delete("/d/f"));
        io.syncDirectory("/d");
        io.crash();
        assertFalse(io.exists("/d/f"));
    }

    @Test
    void atomicCreatesAndOverwritesSurviveCrash() throws IOException {
        assertTrue(io.tryCreateAtomically("/s/snapshot-1", seq(3)));
        io.overwriteAtomically("/s/LATEST", seq(4));
        io.overwriteAtomically("/s/LATEST", seq(6));
        io.crash();
        assertArrayEquals(seq(3), io.readFully("/s/snapshot-1"));
        assertArrayEquals(seq(6), io.readFully("/s/LATEST"));
    }

    @Test
    void aReplacedHintIsDurableOnlyOnceItsDirectoryIsSynced() throws IOException {
        io.overwriteAtomically("/s/LATEST", seq(4));
        io.replaceHint("/s/LATEST", seq(9), 1, 6);
        io.replaceHint("/s/EARLIEST", seq(2), 0, 2);
        assertArrayEquals(java.util.Arrays.copyOfRange(seq(9), 1, 7), io.readFully("/s/LATEST"));
        io.crash();
        assertArrayEquals(seq(4), io.readFully("/s/LATEST"));
        assertFalse(io.exists("/s/EARLIEST"));
        io.replaceHint("/s/LATEST", seq(6), 0, 6);
        io.syncDirectory("/s");
        io.crash();
        assertArrayEquals(seq(6), io.readFully("/s/LATEST"));
    }

    @Test
    void unsyncedAtomicCreatesAndHintsAreLostInACrash() throws IOException {
        assertTrue(io.tryCreateAtomically("/s/snapshot-1", seq(3)));
        io.overwriteAtomically("/s/LATEST", seq(4));
        io.syncDirectory("/s");
        assertTrue(io.tryCreateAtomically("/s/snapshot-2", seq(8), 1, 5, false));
        assertFalse(io.tryCreateAtomically("/s/snapshot-2", seq(8), 0, 2, true));
        io.replaceHint("/s/LATEST", seq(6), 0, 6, false);
        assertArrayEquals(java.util.Arrays.copyOfRange(seq(8), 1, 6), io.readFully("/s/snapshot-2"));
        assertArrayEquals(seq(6), io.readFully("/s/LATEST"));
        io.syncDirectory("/s"); // names durable, bytes not: the files come back empty
        io.crash();
        assertArrayEquals(new byte[0], io.readFully("/s/snapshot-2"));
        assertArrayEquals(new byte[0], io.readFully("/s/LATEST"));
        assertTrue(io.tryCreateAtomically("/s/snapshot-3", seq(2), 0, 2, false));
        io.crash();
        assertFalse(io.exists("/s/snapshot-3"));
        assertArrayEquals(seq(3), io.readFully("/s/snapshot-1"));
    }

    @Test
    void randomCrashKeepsSyncedBytesAndAPrefixOfTheRest() throws IOException {
        for (long seed = 0; seed < 50; seed++) {
            MemoryFileIO m = new MemoryFileIO();
            PositionOutput out = m.create("/d/f");
            out.write(seq(100));
            out.sync();
            m.syncDirectory("/d");
            out.write(seq(300), 100, 200);
            m.crashRandomly(new SplittableRandom(seed));
            byte[] after = m.readFully("/d/f");
            assertTrue(after.length >= 100 && after.length <= 300, "length " + after.length + " seed " + seed);
            byte[] expected = java.util.Arrays.copyOf(seq(300), after.length);
            assertArrayEquals(expected, after, "seed " + seed);
        }
    }
}
