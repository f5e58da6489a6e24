package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.row.InternalRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * A table writer's serial bucket commits ({@link BucketCommits#run} with its reused instance): the same messages by
 * index as a new run, the last run's messages dropped when fewer buckets commit, a failure thrown as before and the
 * instance usable after it, nothing handed to the executor; and once grown a checkpoint's run allocates nothing (a new
 * run was ~200 bytes: the object, four arrays, a counter and a latch).
 */
class BucketCommitsReuseTest {
    private static final Executor NO_EXECUTOR = r -> {
        throw new AssertionError("a serial run hands nothing to the executor");
    };

    @Test
    void aReusedSerialRunReturnsWhatANewRunReturns() throws IOException {
        BucketCommits reused = new BucketCommits();
        for (int buckets : new int[] {3, 1, 5, 2, 0, 4}) {
            List<BucketWriter> writers = new ArrayList<>();
            for (int i = 0; i < buckets; i++) {
                writers.add(new Fake(i));
            }
            for (int helpers : new int[] {0, 2}) {
                if (buckets >= 2 && helpers > 0) {
                    continue; // concurrent: a new run
                }
                BucketCommits fresh = BucketCommits.run(writers, true, false, false, NO_EXECUTOR, helpers);
                BucketCommits again = BucketCommits.run(writers, true, false, false, NO_EXECUTOR, helpers, reused);
                assertSame(reused, again);
                for (int i = 0; i < buckets; i++) {
                    assertSame(fresh.data[i], again.data[i]);
                    assertSame(fresh.compaction[i], again.compaction[i]);
                }
                for (int i = buckets; i < again.data.length; i++) {
                    assertNull(again.data[i], "a message of an earlier run");
                    assertNull(again.compaction[i]);
                }
            }
        }
    }

    @Test
    void aFailingBucketFailsTheRunAndTheInstanceIsReusedAfter() throws IOException {
        BucketCommits reused = new BucketCommits();
        Fake failing = new Fake(1);
        failing.fail = true;
        List<BucketWriter> writers = List.of(new Fake(0), failing, new Fake(2));
        assertThrows(IOException.class, () -> BucketCommits.run(writers, false, false, false, NO_EXECUTOR, 0, reused));
        assertEquals(0, ((Fake) writers.get(2)).calls, "buckets after the failure are not run");
        failing.fail = false;
        BucketCommits again = BucketCommits.run(writers, false, false, false, NO_EXECUTOR, 0, reused);
        assertSame(((Fake) writers.get(2)).message, again.data[2]);
    }

    @Test
    void aGrownSerialRunAllocatesNothing() throws IOException {
        List<BucketWriter> writers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            writers.add(new Fake(i));
        }
        BucketCommits reused = new BucketCommits();
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        long seen = 0;
        for (int i = 0; i < 20_000; i++) { // warm-up
            seen += BucketCommits.run(writers, false, false, false, NO_EXECUTOR, 0, reused).data[i % 8].bucket;
        }
        mx.getThreadAllocatedBytes(me);
        long before = mx.getThreadAllocatedBytes(me);
        for (int i = 0; i < 10_000; i++) {
            seen += BucketCommits.run(writers, false, false, false, NO_EXECUTOR, 0, reused).data[i % 8].bucket;
        }
        long bytes = mx.getThreadAllocatedBytes(me) - before;
        assertTrue(bytes < 16 * 1024, "bytes over 10 000 runs: " + bytes + " (" + seen + ")");
    }

    /** A bucket writer whose commit returns one prebuilt message (and no compaction), or fails. */
    private static final class Fake implements BucketWriter {
        final CommitMessageImpl message;
        boolean fail;
        int calls;

        Fake(int bucket) {
            message = new CommitMessageImpl(Partition.EMPTY, "", bucket, 8, List.of(), List.of(), List.of(), List.of(),
                    List.of(), List.of());
        }

        @Override
        public CommitMessageImpl prepareCommit(boolean waitCompaction, boolean fullCompaction, boolean endOfInput)
                throws IOException {
            calls++;
            if (fail) {
                throw new IOException("bucket " + message.bucket);
            }
            return message;
        }

        @Override
        public CommitMessageImpl commitCompaction(boolean fullCompaction, boolean endOfInput) {
            return null;
        }

        @Override
        public void write(InternalRow row) {
            throw new UnsupportedOperationException();
        }

        @Override
        public InternalRow lookup(InternalRow keyRow) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long bufferedRecords() {
            return 0;
        }

        @Override
        public void reload(List<DataFileMeta> liveFiles) {
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
        }
    }
}
