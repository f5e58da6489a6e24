package dev.varve.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.FaultInjectingFileIO.Fault;
import dev.varve.format.FaultInjectingFileIO.InjectedFaultException;
import dev.varve.format.FaultInjectingFileIO.Op;
import java.io.IOException;
import java.util.Arrays;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class FaultInjectingFileIOTest {

    private static byte[] seq(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 13 + 1);
        }
        return b;
    }

    /** A tiny "commit protocol": a data file written and synced, then a marker created atomically. */
    private static void commit(FileIO io) throws IOException {
        try (PositionOutput out = io.create("/t/data-1")) {
            out.write(seq(1000));
            out.write(seq(500));
            out.sync();
        }
        io.syncDirectory("/t");
        io.tryCreateAtomically("/t/COMMITTED", "data-1".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void countsOperations() throws IOException {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO());
        commit(io);
        // create, write, write, sync, close, syncDirectory, tryCreateAtomically
        assertEquals(7, io.operationCount());
        assertEquals(0, io.injectedCount());
    }

    @Test
    void crashAtEveryOperationNeverLeavesACommitWithoutItsData() throws IOException {
        FaultInjectingFileIO probe = new FaultInjectingFileIO(new MemoryFileIO());
        commit(probe);
        long ops = probe.operationCount();
        for (long n = 1; n <= ops; n++) {
            MemoryFileIO mem = new MemoryFileIO();
            FaultInjectingFileIO io = new FaultInjectingFileIO(mem).failAtOperation(n);
            assertThrows(InjectedFaultException.class, () -> commit(io), "operation " + n);
            mem.crash();
            if (mem.exists("/t/COMMITTED")) {
                fail("marker visible after failing at operation " + n);
            }
            // a failure at the data file's steps leaves no or partial data but never a marker
        }
        // without faults the commit is complete after a crash
        MemoryFileIO mem = new MemoryFileIO();
        commit(mem);
        mem.crash();
        assertTrue(mem.exists("/t/COMMITTED"));
        assertEquals(1500, mem.size("/t/data-1"));
    }

    private static void fail(String message) {
        throw new AssertionError(message);
    }

    @Test
    void failAtOperationIsSticky() throws IOException {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO()).failAtOperation(2);
        io.mkdirs("/a");
        assertThrows(InjectedFaultException.class, () -> io.mkdirs("/b"));
        assertThrows(InjectedFaultException.class, () -> io.exists("/a"));
        io.clearFaults();
        assertTrue(io.exists("/a"));
        assertFalse(io.exists("/b"));
    }

    @Test
    void nthMatchingOperationOnAPathFailsOnce() throws IOException {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO())
                .inject(Fault.on(Op.WRITE).path(p -> p.endsWith(".vrf")).nth(2));
        try (PositionOutput other = io.create("/x/other.bin")) {
            other.write(seq(3));
            other.write(seq(3));
        }
        PositionOutput out = io.create("/x/run.vrf");
        out.write(seq(3));
        assertThrows(InjectedFaultException.class, () -> out.write(seq(3)));
        out.write(seq(3));
        out.close();
        assertEquals(6, io.size("/x/run.vrf"));
        assertEquals(1, io.injectedCount());
    }

    @Test
    void tornWriteWritesHalfThenFails() throws IOException {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO())
                .inject(Fault.on(Op.WRITE).nth(1)).tornWrites(true);
        PositionOutput out = io.create("/f");
        assertThrows(InjectedFaultException.class, () -> out.write(seq(10)));
        out.close();
        assertArrayEquals(Arrays.copyOf(seq(10), 5), io.readFully("/f"));
    }

    @Test
    void afterOperationFaultIsAnAmbiguousOutcome() throws IOException {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO())
                .inject(Fault.on(Op.TRY_CREATE_ATOMICALLY).afterOperation());
        assertThrows(InjectedFaultException.class, () -> io.tryCreateAtomically("/s/snapshot-1", seq(4)));
        assertTrue(io.delegate().exists("/s/snapshot-1"), "the create happened although it reported failure");
    }

    @Test
    void countOnlyRestrictsTheCountedKinds() throws IOException {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO())
                .countOnly(EnumSet.of(Op.SYNC, Op.SYNC_DIRECTORY));
        commit(io);
        assertEquals(2, io.operationCount());
        assertThrows(IllegalArgumentException.class, () -> io.failAtOperation(0));
    }

    @Test
    void failingReadsOfAnInput() throws IOException {
        MemoryFileIO mem = new MemoryFileIO();
        mem.tryCreateAtomically("/f", seq(10));
        FaultInjectingFileIO io = new FaultInjectingFileIO(mem).inject(Fault.on(Op.READ).nth(2));
        try (PositionInput in = io.open("/f")) {
            byte[] b = new byte[2];
            in.readFully(0, b, 0, 2);
            assertThrows(InjectedFaultException.class, () -> in.readFully(2, b, 0, 2));
            in.readFully(4, b, 0, 2);
            assertEquals(seq(10)[4], b[0]);
        }
    }
}
