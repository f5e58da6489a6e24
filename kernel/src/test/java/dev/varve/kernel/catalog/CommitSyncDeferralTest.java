package dev.varve.kernel.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.LocalFileIO;
import dev.varve.format.PositionOutput;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With {@code commit.fsync} (the default), a lookup-changelog commit's own files are synced as its flushed files
 * are: the lookup changelog and the commit's own compaction outputs hand their syncs over when they are finished
 * (started on a sync thread), and the table writer waits for them before the messages go out
 * (KeyValueBucketWriter#deferSync). Checked through a FileIO that records, per run file, when it was created and
 * synced (one counter over creates, syncs and snapshot publications): every run file is synced exactly once,
 * before the first snapshot published after it was created. With a store that allows no concurrent syncs (a
 * deferred sync then runs on the thread that waits for it, at the commit) every run file of a commit is synced
 * only after the commit's last run file was created: that fails when the changelog or a compaction output is
 * synced at its finish (checked on the code before the change).
 */
class CommitSyncDeferralTest {
    @TempDir
    Path dir;

    private static final class Event {
        final long created;
        final String creator;
        volatile long synced = -1;
        volatile String syncer;
        volatile int syncs;

        Event(long created, String creator) {
            this.created = created;
            this.creator = creator;
        }
    }

    /** Records the creation and sync of every run file and the publication order of snapshots. */
    private static final class RecordingFileIO extends ForwardingFileIO {
        final AtomicLong clock = new AtomicLong();
        final Map<String, Event> files = new ConcurrentHashMap<>();
        final List<Long> snapshots = java.util.Collections.synchronizedList(new ArrayList<>());
        /** Snapshot id → when its file was created (the clock). */
        final Map<Long, Long> published = new ConcurrentHashMap<>();
        private final LocalFileIO local;
        private final boolean concurrentSyncs;

        RecordingFileIO(LocalFileIO local, boolean concurrentSyncs) {
            super(local);
            this.local = local;
            this.concurrentSyncs = concurrentSyncs;
        }

        @Override
        public boolean concurrentSyncs() {
            return concurrentSyncs;
        }

        @Override
        public PositionOutput create(String path) throws IOException {
            PositionOutput out = super.create(path);
            String name = path.substring(path.lastIndexOf('/') + 1);
            if (!name.endsWith(".vrf")) {
                return out;
            }
            Event e = new Event(clock.incrementAndGet(), Thread.currentThread().getName());
            files.put(name, e);
            return new PositionOutput() {
                @Override public void write(byte[] b, int off, int len) throws IOException { out.write(b, off, len); }
                @Override public void write(ByteBuffer buffer) throws IOException { out.write(buffer); }
                @Override public long position() { return out.position(); }
                @Override public void writeBackEarly() throws IOException { out.writeBackEarly(); }
                @Override public void flush() throws IOException { out.flush(); }
                @Override public void close() throws IOException { out.close(); }

                @Override
                public void sync() throws IOException {
                    out.sync();
                    e.syncer = Thread.currentThread().getName();
                    e.syncs++;
                    e.synced = clock.incrementAndGet();
                }
            };
        }

        @Override
        public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
            return tryCreateAtomically(path, content, 0, content.length, true);
        }

        @Override
        public boolean tryCreateAtomically(String path, byte[] content, int off, int len) throws IOException {
            return tryCreateAtomically(path, content, off, len, true);
        }

        @Override
        public boolean tryCreateAtomically(String path, byte[] content, int off, int len, boolean durable) throws IOException {
            boolean created = local.tryCreateAtomically(path, content, off, len, durable);
            String name = path.substring(path.lastIndexOf('/') + 1);
            if (created && name.startsWith("snapshot-")) {
                long at = clock.incrementAndGet();
                snapshots.add(at);
                published.put(Long.parseLong(name.substring("snapshot-".length())), at);
            }
            return created;
        }

        @Override
        public void overwriteAtomically(String path, byte[] content) throws IOException {
            super.overwriteAtomically(path, content);
            if (path.substring(path.lastIndexOf('/') + 1).startsWith("snapshot-")) {
                snapshots.add(clock.incrementAndGet());
            }
        }
    }

    @Test
    void lookupCommitSyncsItsFilesBeforePublishingWithConcurrentSyncs() {
        check(true);
    }

    @Test
    void lookupCommitSyncsItsChangelogAndCompactionOutputsAtTheCommitNotAtTheirFinish() {
        check(false);
    }

    /**
     * A background compaction's outputs (a deduplicate table, no changelog producer: nothing compacts at the
     * commit) hand their syncs over at their finish too: with a store without concurrent syncs they are synced by
     * the committing thread, not by the compaction thread, each once and before the first snapshot that lists it.
     * Fails on the code before the change (the compaction thread synced each output at its finish).
     */
    @Test
    void backgroundCompactionOutputsAreSyncedAtTheCommitNotOnTheCompactionThread() throws Exception {
        RecordingFileIO io = new RecordingFileIO(new LocalFileIO(), false);
        try (Catalog c = new FileSystemCatalog(io, dir.resolve("bg").toString(), TableLoaders.defaultLoader())) {
            Identifier id = Identifier.of("default", "t");
            c.createTable(id, Schema.builder().column("k", DataType.parse("INT NOT NULL")).column("v", DataType.string())
                    .primaryKey("k").option("bucket", "1").option("num-sorted-run.compaction-trigger", "2").build(), false);
            Table t = c.getTable(id);
            long commit = 0;
            try (TableWriter w = t.newWriter("sync")) {
                for (; commit < 6; commit++) {
                    for (int k = 0; k < 500; k++) {
                        w.write(GenericRow.of((int) ((k * 13 + commit * 97) % 700), "v" + commit));
                    }
                    w.commit(commit + 1);
                }
                // empty checkpoints until a background compaction's result was committed
                for (int i = 0; i < 200 && compactedOutputs(t, io).isEmpty(); i++) {
                    Thread.sleep(20);
                    w.commit(++commit + 1);
                }
            }
            Map<String, Long> outputs = compactedOutputs(t, io);
            assertTrue(!outputs.isEmpty(), "a background compaction's output was published");
            for (Map.Entry<String, Long> o : outputs.entrySet()) {
                Event e = io.files.get(o.getKey());
                assertNotNull(e, o.getKey());
                assertEquals(1, e.syncs, o.getKey() + " synced once");
                assertTrue(e.synced < o.getValue(), o.getKey() + " synced at " + e.synced
                        + ", before the first snapshot listing it, published at " + o.getValue());
                assertTrue(!e.syncer.startsWith("varve-compact"), o.getKey() + " synced by " + e.syncer);
            }
            long rows = 0;
            try (RecordReader r = t.newBatchScan().read()) {
                while (r.hasNext()) {
                    r.next();
                    rows++;
                }
            }
            assertEquals(700, rows);
        }
    }

    /** The published files a compaction thread wrote, each with when the first snapshot listing it was published. */
    private static Map<String, Long> compactedOutputs(Table t, RecordingFileIO io) {
        Map<String, Long> out = new java.util.HashMap<>();
        for (dev.varve.kernel.SnapshotInfo s : t.snapshots()) {
            Long at = io.published.get(s.snapshotId);
            for (dev.varve.kernel.DataFileInfo f : t.files(s.snapshotId)) {
                String name = f.filePath.substring(f.filePath.lastIndexOf('/') + 1);
                Event e = io.files.get(name);
                // a file moved up without a rewrite keeps its name and its writer (a flush): left out
                if (f.level > 0 && at != null && e != null && e.creator.startsWith("varve-compact")) {
                    out.merge(name, at, Math::min);
                }
            }
        }
        return out;
    }

    private void check(boolean concurrentSyncs) {
        RecordingFileIO io = new RecordingFileIO(new LocalFileIO(), concurrentSyncs);
        long rows;
        try (Catalog c = new FileSystemCatalog(io, dir.resolve("c" + concurrentSyncs).toString(), TableLoaders.defaultLoader())) {
            Identifier id = Identifier.of("default", "t");
            c.createTable(id, Schema.builder().column("k", DataType.parse("INT NOT NULL")).column("v", DataType.string())
                    .primaryKey("k").option("bucket", "2").option("changelog-producer", "lookup").build(), false);
            Table t = c.getTable(id);
            try (TableWriter w = t.newWriter("sync")) {
                for (int commit = 0; commit < 5; commit++) {
                    for (int k = 0; k < 300; k++) {
                        w.write(GenericRow.of((k * 7 + commit * 50) % 400, "v" + commit));
                    }
                    w.commit(commit + 1);
                }
            }
            try (RecordReader r = c.getTable(id).newBatchScan().read()) {
                rows = 0;
                while (r.hasNext()) {
                    r.next();
                    rows++;
                }
            }
        }
        assertEquals(400, rows);
        int changelogs = 0;
        int dataFiles = 0;
        for (Map.Entry<String, Event> f : io.files.entrySet()) {
            String name = f.getKey();
            Event e = f.getValue();
            assertEquals(1, e.syncs, name + " synced once");
            assertNotNull(e.syncer, name);
            Long publishedAfter = null;
            synchronized (io.snapshots) {
                for (long s : io.snapshots) {
                    if (s > e.created) {
                        publishedAfter = s;
                        break;
                    }
                }
            }
            assertNotNull(publishedAfter, name + " was published");
            assertTrue(e.synced < publishedAfter, name + " synced before the snapshot published after it");
            if (!concurrentSyncs && !e.creator.startsWith("varve-compact")) {
                // the commit's files (flushes, the lookup changelog, its own compaction) are synced when the writer
                // waits for them: after the last of them was created (a background compaction's are left out)
                long lastOfCommit = 0;
                for (Event o : io.files.values()) {
                    if (o.created < publishedAfter && !o.creator.startsWith("varve-compact")) {
                        lastOfCommit = Math.max(lastOfCommit, o.created);
                    }
                }
                assertTrue(e.synced > lastOfCommit, name + " (" + e.creator + ") synced at " + e.synced
                        + ", before the commit's last run file was created at " + lastOfCommit);
            }
            if (name.startsWith("changelog-")) {
                changelogs++;
            } else {
                dataFiles++;
            }
        }
        // 2 buckets x 5 commits: a changelog file per bucket and commit; a flushed file and compaction output(s) each
        assertEquals(10, changelogs);
        assertTrue(dataFiles >= 20, "data files " + dataFiles);
    }
}
