package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.DeferredSyncs;
import dev.varve.format.LocalFileIO;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link RunWriter#finishRun(DeferredSyncs)}: the fsync and close are handed over, yet the file is
 * complete when it returns (the output's buffered bytes are in the file), so a compaction or a lookup
 * can read it at once, before the deferred close.
 */
class RunWriterDeferredSyncTest {
    @TempDir
    Path dir;

    @Test
    void aFileFinishedWithDeferredSyncIsReadableBeforeItsSyncAndClose() throws Exception {
        RowType type = RowType.of(DataType.bigint(), DataType.string());
        LocalFileIO io = new LocalFileIO();
        String path = dir.resolve("d.vrf").toString();
        CountDownLatch release = new CountDownLatch(1);
        Executor held = task -> new Thread(() -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            task.run();
        }).start();
        DeferredSyncs syncs = new DeferredSyncs(held);
        RunWriter w = new RunWriter(io, path, type, RunWriterOptions.defaults());
        int n = 1000;
        for (long k = 0; k < n; k++) {
            byte[] key = {(byte) (k >>> 8), (byte) k};
            w.add(key, k + 1, RowKind.INSERT, GenericRow.of(k, "value-" + k));
        }
        w.finishRun(syncs);
        assertEquals(1, syncs.pending(), "the sync is held");
        try (RunReader r = RunReader.open(io, path, type); RunCursor c = r.cursor(null, null, null)) {
            for (int i = 0; i < n; i++) {
                assertTrue(c.next());
                assertEquals(i + 1, c.sequence());
            }
            assertFalse(c.next());
        }
        release.countDown();
        syncs.await();
        assertEquals(0, syncs.pending());
    }
}
