package dev.varve.kernel.table;

import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.FileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.PositionInput;
import dev.varve.format.PositionOutput;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A flush hands its data file's fsync to the table writer's deferred syncs (the flush thread goes on
 * with the next bucket); the checkpoint still hands out only synced files: prepareCommit returns after
 * every flushed file's fsync, and a failed one fails that checkpoint and every later one of the writer.
 */
class DeferredFlushSyncTest {
    private static final Identifier ID = Identifier.of("db", "t");

    private static Schema schema() {
        return Schema.builder()
                .column("k", DataType.intType().notNull())
                .column("v", DataType.string())
                .primaryKey("k")
                .option("bucket", "4")
                .build();
    }

    @Test
    void prepareCommitReturnsOnlyAfterEveryFlushedFileIsSynced() throws Exception {
        // data files' fsyncs take a while: a checkpoint that did not wait for them would return first
        SlowSyncIO io = new SlowSyncIO(new MemoryFileIO(), 150);
        try (Catalog c = new FileSystemCatalog(io, "/warehouse", TableLoaders.defaultLoader())) {
            c.createDatabase("db", true);
            c.createTable(ID, schema(), false);
            Table t = c.getTable(ID);
            try (TableWriter w = t.newWriter("u")) {
                for (int cp = 1; cp <= 3; cp++) {
                    for (int k = 0; k < 200; k++) {
                        w.write(GenericRow.of(k, "v" + cp + "-" + k));
                    }
                    List<CommitMessage> messages = w.prepareCommit(cp);
                    Set<String> created = new TreeSet<>(io.createdData);
                    Set<String> synced = new TreeSet<>(io.syncedData);
                    assertEquals(4 * cp, created.size(), "one level-0 file per bucket and checkpoint");
                    assertEquals(created, synced, "checkpoint " + cp + " returned before its files were synced");
                    assertFalse(messages.isEmpty());
                    t.newCommit("u").commit(cp, messages);
                }
            }
            io.inner.crash(); // power loss: only what was synced survives
            try (Catalog fresh = new FileSystemCatalog(io.inner, "/warehouse", TableLoaders.defaultLoader())) {
                assertEquals(200, count(fresh.getTable(ID)));
            }
        }
    }

    @Test
    void aFailedFsyncOfAFlushedFileFailsTheCheckpointAndEveryLaterOne() throws Exception {
        FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO());
        try (Catalog c = new FileSystemCatalog(io, "/warehouse", TableLoaders.defaultLoader())) {
            c.createDatabase("db", true);
            c.createTable(ID, schema(), false);
            Table t = c.getTable(ID);
            io.inject(FaultInjectingFileIO.Fault.on(FaultInjectingFileIO.Op.SYNC)
                    .path(p -> p.contains("/data-")).nth(2));
            TableWriter w = t.newWriter("u");
            try {
                for (int k = 0; k < 100; k++) {
                    w.write(GenericRow.of(k, "a" + k));
                }
                RuntimeException first = assertThrows(RuntimeException.class, () -> w.commit(1));
                assertTrue(first.getMessage().contains("fsync"), first.getMessage());
                assertNull(c.getTable(ID).latestSnapshot(), "nothing was published");
                io.clearFaults();
                // the files of the failed checkpoint stay in the writer's state: no later checkpoint may name them
                for (int k = 0; k < 100; k++) {
                    w.write(GenericRow.of(k, "b" + k));
                }
                assertThrows(RuntimeException.class, () -> w.commit(2));
                assertNull(c.getTable(ID).latestSnapshot());
            } finally {
                w.abort();
            }
            try (TableWriter again = c.getTable(ID).newWriter("u")) {
                for (int k = 0; k < 100; k++) {
                    again.write(GenericRow.of(k, "c" + k));
                }
                again.commit(1);
            }
            assertEquals(100, count(c.getTable(ID)));
        }
    }

    private static int count(Table t) {
        return TableTestSupport.read(t).size();
    }

    /** Delegates to a {@link MemoryFileIO}; data files' fsyncs sleep, and created and synced data files are noted. */
    private static final class SlowSyncIO implements FileIO {
        final MemoryFileIO inner;
        final long syncMillis;
        final Set<String> createdData = new ConcurrentSkipListSet<>();
        final Set<String> syncedData = new ConcurrentSkipListSet<>();

        SlowSyncIO(MemoryFileIO inner, long syncMillis) {
            this.inner = inner;
            this.syncMillis = syncMillis;
        }

        @Override
        public PositionOutput create(String path) throws IOException {
            PositionOutput out = inner.create(path);
            if (!path.contains("/data-")) {
                return out;
            }
            createdData.add(path);
            return new PositionOutput() {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                }

                @Override
                public void write(ByteBuffer buffer) throws IOException {
                    out.write(buffer);
                }

                @Override
                public long position() {
                    return out.position();
                }

                @Override
                public void sync() throws IOException {
                    try {
                        Thread.sleep(syncMillis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new java.io.InterruptedIOException();
                    }
                    out.sync();
                    syncedData.add(path);
                }

                @Override
                public void writeBackEarly() throws IOException {
                    out.writeBackEarly();
                }

                @Override
                public void flush() throws IOException {
                    out.flush();
                }

                @Override
                public void close() throws IOException {
                    out.close();
                }
            };
        }

        @Override
        public PositionInput open(String path) throws IOException {
            return inner.open(path);
        }

        @Override
        public boolean exists(String path) throws IOException {
            return inner.exists(path);
        }

        @Override
        public long size(String path) throws IOException {
            return inner.size(path);
        }

        @Override
        public List<FileStatus> list(String dir) throws IOException {
            return inner.list(dir);
        }

        @Override
        public boolean delete(String path) throws IOException {
            return inner.delete(path);
        }

        @Override
        public void deleteRecursively(String dir) throws IOException {
            inner.deleteRecursively(dir);
        }

        @Override
        public void mkdirs(String dir) throws IOException {
            inner.mkdirs(dir);
        }

        @Override
        public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
            return inner.tryCreateAtomically(path, content);
        }

        @Override
        public void overwriteAtomically(String path, byte[] content) throws IOException {
            inner.overwriteAtomically(path, content);
        }

        @Override
        public void replaceHint(String path, byte[] content, int off, int len) throws IOException {
            inner.replaceHint(path, content, off, len);
        }

        @Override
        public byte[] readFully(String path) throws IOException {
            return inner.readFully(path);
        }

        @Override
        public void syncDirectory(String dir) throws IOException {
            inner.syncDirectory(dir);
        }
    }
}
