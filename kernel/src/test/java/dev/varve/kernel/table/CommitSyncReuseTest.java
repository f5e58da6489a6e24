package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.FileIO;
import dev.varve.format.LocalFileIO;
import dev.varve.format.PositionInput;
import dev.varve.format.PositionOutput;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.GenericRow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * State the committer keeps from commit call to commit call instead of rebuilding it: the
 * directories a call has synced (a list, then a set past 32 directories) must start empty at
 * every call, or a later commit would publish files whose directory entries were never synced;
 * and a DELETE entry shares the file key of the live entry it removes, never another file's.
 */
class CommitSyncReuseTest {
    @TempDir
    Path dir;

    /** Records the bucket directories synced. */
    private static final class SyncRecordingFileIO implements FileIO {
        final FileIO delegate = new LocalFileIO();
        final Set<String> syncedBuckets = new TreeSet<>();

        @Override public PositionOutput create(String path) throws IOException { return delegate.create(path); }
        @Override public PositionInput open(String path) throws IOException { return delegate.open(path); }
        @Override public boolean exists(String path) throws IOException { return delegate.exists(path); }
        @Override public long size(String path) throws IOException { return delegate.size(path); }
        @Override public List<FileStatus> list(String dir) throws IOException { return delegate.list(dir); }
        @Override public boolean delete(String path) throws IOException { return delegate.delete(path); }
        @Override public void deleteRecursively(String dir) throws IOException { delegate.deleteRecursively(dir); }
        @Override public void mkdirs(String dir) throws IOException { delegate.mkdirs(dir); }
        @Override public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
            return delegate.tryCreateAtomically(path, content);
        }
        @Override public void overwriteAtomically(String path, byte[] content) throws IOException {
            delegate.overwriteAtomically(path, content);
        }
        @Override public byte[] readFully(String path) throws IOException { return delegate.readFully(path); }
        @Override public void syncDirectory(String dir) throws IOException {
            if (dir.contains("/bucket-")) {
                syncedBuckets.add(dir);
            }
            delegate.syncDirectory(dir);
        }
    }

    @Test
    void everyCommitCallSyncsTheBucketDirectoriesOfItsFiles() {
        for (int buckets : new int[] {3, 40}) { // 40: past the committer's linear dedupe of 32 directories
            SyncRecordingFileIO io = new SyncRecordingFileIO();
            try (Catalog c = new FileSystemCatalog(io, dir.resolve("b" + buckets).toString(), TableLoaders.defaultLoader())) {
                Identifier id = Identifier.of("default", "t");
                c.createTable(id, TableTestSupport.schema("k INT NOT NULL", "v STRING").primaryKey("k")
                        .option("bucket", Integer.toString(buckets)).build(), false);
                Table t = c.getTable(id);
                try (TableWriter w = t.newWriter("sync")) {
                    for (int commit = 1; commit <= 4; commit++) {
                        for (int k = 0; k < 40 * buckets; k++) {
                            w.write(GenericRow.of(k, "v" + commit));
                        }
                        io.syncedBuckets.clear();
                        w.commit(commit);
                        assertEquals(buckets, io.syncedBuckets.size(), buckets + " buckets, commit " + commit + ": "
                                + io.syncedBuckets);
                    }
                }
            }
        }
    }

    @Test
    void aDeleteEntrySharesOnlyTheKeyOfItsOwnFile() {
        Partition p = Partition.EMPTY;
        DataFileMeta a = new DataFileMeta("data-a.vrf", DataFileMeta.Kind.DATA, 10, 1, 0, new byte[] {1},
                new byte[] {1}, 0, 0, 0, 0, 0);
        DataFileMeta b = new DataFileMeta("data-b.vrf", DataFileMeta.Kind.DATA, 10, 1, 0, new byte[] {2},
                new byte[] {2}, 0, 0, 0, 0, 0);
        ManifestEntry addA = new ManifestEntry(ManifestEntry.Kind.ADD, p, 0, 1, a);
        ManifestEntry delA = new ManifestEntry(ManifestEntry.Kind.DELETE, p, 0, 1, a).withKeyOf(addA);
        assertSame(addA.fileKey(), delA.fileKey());
        assertThrows(IllegalArgumentException.class,
                () -> new ManifestEntry(ManifestEntry.Kind.DELETE, p, 0, 1, b).withKeyOf(addA));
        assertThrows(IllegalArgumentException.class,
                () -> new ManifestEntry(ManifestEntry.Kind.DELETE, p, 1, 1, a).withKeyOf(addA));
        java.util.Map<ManifestEntry.FileKey, ManifestEntry> live = new java.util.LinkedHashMap<>();
        SnapshotStore.apply(live, List.of(addA, new ManifestEntry(ManifestEntry.Kind.ADD, p, 0, 1, b), delA));
        assertEquals(1, live.size());
        assertTrue(live.containsKey(new ManifestEntry.FileKey(p, 0, "data-b.vrf")));
    }
}
