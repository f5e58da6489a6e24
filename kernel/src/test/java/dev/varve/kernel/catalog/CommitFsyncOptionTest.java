package dev.varve.kernel.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code commit.fsync}: with {@code false} a checkpoint syncs nothing at all (data files, manifests, manifest
 * lists, the snapshot, its directory, the hints' temporary files), like Paimon, which syncs nothing; with
 * {@code true} (the default) every commit syncs. Counted through a FileIO that sees every sync request: an
 * output's {@code sync()}, {@code syncDirectory}, and the atomic creates and hint replacements asked to be
 * durable.
 */
class CommitFsyncOptionTest {
    @TempDir
    Path dir;

    /** Counts every sync the table asks for; forwards everything to a LocalFileIO. */
    private static final class SyncCountingFileIO extends ForwardingFileIO {
        final AtomicInteger fileSyncs = new AtomicInteger();
        final AtomicInteger directorySyncs = new AtomicInteger();
        final AtomicInteger durableCreates = new AtomicInteger();
        final AtomicInteger unsyncedCreates = new AtomicInteger();
        final AtomicInteger syncedHints = new AtomicInteger();
        final AtomicInteger unsyncedHints = new AtomicInteger();
        private final LocalFileIO local;

        SyncCountingFileIO(LocalFileIO local) {
            super(local);
            this.local = local;
        }

        int syncs() {
            return fileSyncs.get() + directorySyncs.get() + durableCreates.get() + syncedHints.get();
        }

        void reset() {
            for (AtomicInteger c : new AtomicInteger[] {fileSyncs, directorySyncs, durableCreates, unsyncedCreates,
                    syncedHints, unsyncedHints}) {
                c.set(0);
            }
        }

        @Override
        public PositionOutput create(String path) throws IOException {
            PositionOutput out = super.create(path);
            return new PositionOutput() {
                @Override public void write(byte[] b, int off, int len) throws IOException { out.write(b, off, len); }
                @Override public void write(ByteBuffer buffer) throws IOException { out.write(buffer); }
                @Override public long position() { return out.position(); }
                @Override public void writeBackEarly() throws IOException { out.writeBackEarly(); }
                @Override public void flush() throws IOException { out.flush(); }
                @Override public void close() throws IOException { out.close(); }

                @Override
                public void sync() throws IOException {
                    fileSyncs.incrementAndGet();
                    out.sync();
                }
            };
        }

        @Override
        public void syncDirectory(String d) throws IOException {
            directorySyncs.incrementAndGet();
            super.syncDirectory(d);
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
            (durable ? durableCreates : unsyncedCreates).incrementAndGet();
            return local.tryCreateAtomically(path, content, off, len, durable);
        }

        @Override
        public void overwriteAtomically(String path, byte[] content) throws IOException {
            durableCreates.incrementAndGet();
            super.overwriteAtomically(path, content);
        }

        @Override
        public void replaceHint(String path, byte[] content, int off, int len) throws IOException {
            replaceHint(path, content, off, len, true);
        }

        @Override
        public void replaceHint(String path, byte[] content, int off, int len, boolean synced) throws IOException {
            (synced ? syncedHints : unsyncedHints).incrementAndGet();
            local.replaceHint(path, content, off, len, synced);
        }
    }

    /** Commits 6 checkpoints of a 2-bucket table (with compactions), counting the syncs of each; returns the rows read back. */
    private long checkpoints(boolean fsync, SyncCountingFileIO io, int[] syncsPerCommit) {
        try (Catalog c = new FileSystemCatalog(io, dir.resolve("fsync-" + fsync).toString(), TableLoaders.defaultLoader())) {
            Identifier id = Identifier.of("default", "t");
            c.createTable(id, Schema.builder().column("k", DataType.parse("INT NOT NULL")).column("v", DataType.string())
                    .primaryKey("k").option("bucket", "2").option("commit.fsync", Boolean.toString(fsync))
                    .option("num-sorted-run.compaction-trigger", "2").build(), false);
            Table t = c.getTable(id);
            try (TableWriter w = t.newWriter("fsync")) {
                for (int commit = 0; commit < syncsPerCommit.length; commit++) {
                    for (int k = 0; k < 200; k++) {
                        w.write(GenericRow.of(k * 7 % 300, "v" + commit));
                    }
                    io.reset();
                    w.commit(commit + 1);
                    syncsPerCommit[commit] = io.syncs();
                    assertTrue(io.unsyncedCreates.get() + io.durableCreates.get() >= 1, "commit " + commit + " published");
                }
            }
            assertTrue(c.getTable(id).latestSnapshot().snapshotId >= syncsPerCommit.length);
            long rows = 0;
            try (RecordReader r = c.getTable(id).newBatchScan().read()) {
                while (r.hasNext()) {
                    r.next();
                    rows++;
                }
            }
            return rows;
        }
    }

    @Test
    void withoutFsyncACommitSyncsNothing() {
        SyncCountingFileIO io = new SyncCountingFileIO(new LocalFileIO());
        int[] syncs = new int[6];
        long rows = checkpoints(false, io, syncs);
        for (int i = 0; i < syncs.length; i++) {
            assertEquals(0, syncs[i], "commit " + (i + 1) + " with commit.fsync=false synced: file " + io.fileSyncs
                    + ", directory " + io.directorySyncs + ", durable creates " + io.durableCreates + ", synced hints "
                    + io.syncedHints);
        }
        assertEquals(200, rows);
    }

    @Test
    void withFsyncEveryCommitSyncs() {
        SyncCountingFileIO io = new SyncCountingFileIO(new LocalFileIO());
        int[] syncs = new int[6];
        long rows = checkpoints(true, io, syncs);
        for (int i = 0; i < syncs.length; i++) {
            // at least: the data files, the manifests, the directories and the snapshot
            assertTrue(syncs[i] >= 6, "commit " + (i + 1) + " with commit.fsync=true synced only " + syncs[i]);
        }
        assertEquals(200, rows);
    }

    /** {@code sys.compact_manifest} publishes its snapshot as a commit does: nothing synced without fsync. */
    private int manifestCompactionSyncs(boolean fsync, SyncCountingFileIO io) {
        checkpoints(fsync, io, new int[3]);
        try (Catalog c = new FileSystemCatalog(io, dir.resolve("fsync-" + fsync).toString(), TableLoaders.defaultLoader())) {
            Table t = c.getTable(Identifier.of("default", "t"));
            long before = t.latestSnapshot().snapshotId;
            io.reset();
            long id = t.compactManifests();
            int syncs = io.syncs();
            assertEquals(before + 1, id, "the manifests were compacted");
            assertEquals(1, io.unsyncedCreates.get() + io.durableCreates.get(), "one snapshot published");
            long rows = 0;
            try (RecordReader r = c.getTable(Identifier.of("default", "t")).newBatchScan().read()) {
                while (r.hasNext()) {
                    r.next();
                    rows++;
                }
            }
            assertEquals(200, rows);
            return syncs;
        }
    }

    @Test
    void withoutFsyncManifestCompactionSyncsNothing() {
        SyncCountingFileIO io = new SyncCountingFileIO(new LocalFileIO());
        assertEquals(0, manifestCompactionSyncs(false, io), "compact_manifest with commit.fsync=false synced: file "
                + io.fileSyncs + ", directory " + io.directorySyncs + ", durable creates " + io.durableCreates
                + ", synced hints " + io.syncedHints);
    }

    @Test
    void withFsyncManifestCompactionSyncsItsFilesTheirDirectoryAndTheSnapshot() {
        SyncCountingFileIO io = new SyncCountingFileIO(new LocalFileIO());
        int syncs = manifestCompactionSyncs(true, io);
        assertEquals(3, io.fileSyncs.get(), "the manifest and its two lists");
        assertTrue(io.directorySyncs.get() >= 1, "the manifest directory");
        assertEquals(1, io.durableCreates.get(), "the snapshot");
        assertTrue(syncs >= 5);
    }
}
