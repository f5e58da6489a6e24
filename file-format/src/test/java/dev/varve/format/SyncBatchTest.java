package dev.varve.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link SyncBatch}: every output synced and closed, every directory synced, failures reported after all ended. */
class SyncBatchTest {

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void everyOutputAndDirectoryIsDurableWhenRunReturns() throws IOException {
        MemoryFileIO mem = new MemoryFileIO();
        SyncBatch batch = new SyncBatch(mem);
        int files = 11; // more than the helper threads: some run twice, some on the calling thread
        for (int i = 0; i < files; i++) {
            PositionOutput out = mem.create("/d" + (i % 3) + "/f" + i);
            out.write(bytes("content " + i), 0, bytes("content " + i).length);
            batch.add(out);
        }
        for (int d = 0; d < 3; d++) {
            batch.addDirectory("/d" + d);
        }
        assertFalse(batch.isEmpty());
        batch.run();
        assertTrue(batch.isEmpty());
        mem.crash(); // only what was synced (bytes and names) survives
        for (int i = 0; i < files; i++) {
            assertArrayEquals(bytes("content " + i), mem.readFully("/d" + (i % 3) + "/f" + i), "file " + i);
        }
    }

    @Test
    void aStoreWithoutConcurrentSyncsHasEverySyncRunOnTheWaitingThreadInOrder() throws IOException {
        // a fault injector's "fail at operation n" must name the same operation in every run
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO());
        assertFalse(io.concurrentSyncs());
        List<String> seen = java.util.Collections.synchronizedList(new ArrayList<>());
        io.inject(FaultInjectingFileIO.Fault.on(FaultInjectingFileIO.Op.SYNC, FaultInjectingFileIO.Op.SYNC_DIRECTORY)
                .path(p -> seen.add(Thread.currentThread().getName() + " " + p) && false));
        for (int round = 0; round < 20; round++) {
            seen.clear();
            SyncBatch batch = new SyncBatch(io);
            List<String> want = new ArrayList<>();
            String me = Thread.currentThread().getName();
            PositionOutput early = io.create("/d/early" + round);
            early.write(bytes("e"), 0, 1);
            SyncBatch.Started started = SyncBatch.start(io, early);
            for (int i = 0; i < 9; i++) {
                PositionOutput out = io.create("/d/f" + round + "_" + i);
                out.write(bytes("x"), 0, 1);
                batch.add(out);
                want.add(me + " /d/f" + round + "_" + i);
            }
            batch.addDirectory("/d");
            want.add(me + " /d");
            batch.add(started);
            want.add(me + " /d/early" + round);
            batch.run();
            assertEquals(want, seen, "round " + round);
        }
    }

    @Test
    void withoutTheBatchNothingSurvivesACrash() throws IOException {
        // the test above would pass vacuously if the model kept unsynced files: check that it does not
        MemoryFileIO mem = new MemoryFileIO();
        PositionOutput out = mem.create("/d/f");
        out.write(bytes("x"), 0, 1);
        out.close();
        mem.crash();
        assertFalse(mem.exists("/d/f"));
    }

    @Test
    void aFailedSyncFailsTheRunAfterEveryOtherItemEndedAndClosesAllOutputs() throws IOException {
        MemoryFileIO mem = new MemoryFileIO();
        FaultInjectingFileIO io = new FaultInjectingFileIO(mem);
        io.inject(FaultInjectingFileIO.Fault.on(FaultInjectingFileIO.Op.SYNC).path(p -> p.endsWith("/bad")));
        SyncBatch batch = new SyncBatch(io);
        List<PositionOutput> outs = new ArrayList<>();
        for (String name : new String[] {"a", "bad", "c", "d"}) {
            PositionOutput out = io.create("/d/" + name);
            out.write(bytes(name), 0, name.length());
            outs.add(out);
            batch.add(out);
        }
        batch.addDirectory("/d");
        IOException e = assertThrows(IOException.class, batch::run);
        assertTrue(e instanceof FaultInjectingFileIO.InjectedFaultException, e.toString());
        assertTrue(batch.isEmpty());
        for (PositionOutput out : outs) { // closed: a write fails
            assertThrows(IOException.class, () -> out.write(bytes("y"), 0, 1));
        }
        io.clearFaults();
        mem.crash();
        // the others ran to the end although one failed
        for (String name : new String[] {"a", "c", "d"}) {
            assertArrayEquals(bytes(name), mem.readFully("/d/" + name), name);
        }
    }

    @Test
    void startedSyncsAreWaitedForByTheRunAndTheirFailuresReported() throws IOException {
        MemoryFileIO mem = new MemoryFileIO();
        FaultInjectingFileIO io = new FaultInjectingFileIO(mem);
        io.inject(FaultInjectingFileIO.Fault.on(FaultInjectingFileIO.Op.SYNC).path(p -> p.endsWith("/bad")));
        SyncBatch batch = new SyncBatch(io);
        for (String name : new String[] {"a", "b"}) {
            PositionOutput out = io.create("/d/" + name);
            out.write(bytes(name), 0, 1);
            batch.add(SyncBatch.start(out)); // syncing already, on a helper thread
        }
        batch.addDirectory("/d");
        batch.run();
        assertTrue(batch.isEmpty());
        // only started syncs: the run waits for them too
        PositionOutput c = io.create("/d/c");
        c.write(bytes("c"), 0, 1);
        SyncBatch.Started started = SyncBatch.start(c);
        batch.add(started);
        batch.run();
        assertTrue(started.isDone());
        batch.addDirectory("/d");
        batch.run();
        mem.crash();
        for (String name : new String[] {"a", "b", "c"}) {
            assertArrayEquals(bytes(name), mem.readFully("/d/" + name), name);
        }
        PositionOutput bad = io.create("/d/bad");
        bad.write(bytes("x"), 0, 1);
        batch.add(SyncBatch.start(bad));
        assertThrows(FaultInjectingFileIO.InjectedFaultException.class, batch::run);
        assertTrue(batch.isEmpty());
        assertThrows(IOException.class, () -> bad.write(bytes("y"), 0, 1)); // closed although its sync failed
    }

    @Test
    void abortClosesTheOutputsWithoutSyncingThem() throws IOException {
        MemoryFileIO mem = new MemoryFileIO();
        SyncBatch batch = new SyncBatch(mem);
        PositionOutput out = mem.create("/d/f");
        out.write(bytes("x"), 0, 1);
        batch.add(out);
        batch.addDirectory("/d");
        batch.abort();
        assertTrue(batch.isEmpty());
        assertThrows(IOException.class, () -> out.write(bytes("y"), 0, 1));
        batch.run(); // nothing left to run
        mem.crash();
        assertFalse(mem.exists("/d/f"));
        assertEquals(0, mem.list("/d").size());
    }
}
