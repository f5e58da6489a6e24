package dev.varve.kernel.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.varve.format.LocalFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * State the committer keeps from commit call to commit call instead of rebuilding it: the
 * directories a call has synced (a list, then a set past 32 directories) must start empty at
 * every call, or a later commit would publish files whose directory entries were never synced.
 */
class CommitSyncReuseTest {
    @TempDir
    Path dir;

    /** Records the bucket directories synced (from the commit's concurrent sync threads: a concurrent set). */
    private static final class SyncRecordingFileIO extends ForwardingFileIO {
        final Set<String> syncedBuckets = new ConcurrentSkipListSet<>();

        SyncRecordingFileIO() {
            super(new LocalFileIO());
        }

        @Override
        public void syncDirectory(String dir) throws IOException {
            if (dir.contains("/bucket-")) {
                syncedBuckets.add(dir);
            }
            super.syncDirectory(dir);
        }
    }

    @Test
    void everyCommitCallSyncsTheBucketDirectoriesOfItsFiles() {
        for (int buckets : new int[] {3, 40}) { // 40: past the committer's linear dedupe of 32 directories
            SyncRecordingFileIO io = new SyncRecordingFileIO();
            try (Catalog c = new FileSystemCatalog(io, dir.resolve("b" + buckets).toString(), TableLoaders.defaultLoader())) {
                Identifier id = Identifier.of("default", "t");
                c.createTable(id, Schema.builder().column("k", DataType.parse("INT NOT NULL")).column("v", DataType.string())
                        .primaryKey("k").option("bucket", Integer.toString(buckets)).build(), false);
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
}
