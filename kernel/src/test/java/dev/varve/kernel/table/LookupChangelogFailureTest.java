package dev.varve.kernel.table;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.FaultInjectingFileIO.Fault;
import dev.varve.format.FaultInjectingFileIO.Op;
import dev.varve.format.FileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.PositionInput;
import dev.varve.format.PositionOutput;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A lookup changelog that fails midway (a read of an older run fails while its keys are probed) closes every file
 * it opened for the fresh files, and its probes' cursors, before the failure reaches the writer: the bucket keeps
 * no file open beyond those it kept before the commit, and the table reads as before the failed commit. (What the
 * probes' cursors hold is pages and a native decompression context, not files: this test sees the files only.)
 */
class LookupChangelogFailureTest {

    /** Counts the open inputs of each data file (a file of a bucket directory). */
    private static final class OpenInputs implements FileIO {
        private final FileIO inner;
        final Map<String, Integer> open = new TreeMap<>();

        OpenInputs(FileIO inner) {
            this.inner = inner;
        }

        synchronized Map<String, Integer> dataFilesOpen() {
            Map<String, Integer> out = new TreeMap<>();
            open.forEach((p, n) -> {
                if (n > 0 && p.contains("/bucket-")) {
                    out.put(p, n);
                }
            });
            return out;
        }

        private synchronized void add(String path, int d) {
            open.merge(path, d, Integer::sum);
        }

        @Override
        public PositionInput open(String path) throws IOException {
            PositionInput in = inner.open(path);
            add(path, 1);
            return new PositionInput() {
                private boolean closed;

                @Override public long length() throws IOException { return in.length(); }
                @Override public void readFully(long position, byte[] b, int off, int len) throws IOException {
                    in.readFully(position, b, off, len);
                }
                @Override public void readFully(long position, ByteBuffer dst) throws IOException {
                    in.readFully(position, dst);
                }
                @Override public void close() throws IOException {
                    if (!closed) {
                        closed = true;
                        add(path, -1);
                    }
                    in.close();
                }
            };
        }

        @Override public PositionOutput create(String path) throws IOException { return inner.create(path); }
        @Override public boolean exists(String path) throws IOException { return inner.exists(path); }
        @Override public long size(String path) throws IOException { return inner.size(path); }
        @Override public List<FileStatus> list(String dir) throws IOException { return inner.list(dir); }
        @Override public boolean delete(String path) throws IOException { return inner.delete(path); }
        @Override public void deleteRecursively(String dir) throws IOException { inner.deleteRecursively(dir); }
        @Override public void mkdirs(String dir) throws IOException { inner.mkdirs(dir); }
        @Override public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
            return inner.tryCreateAtomically(path, content);
        }
        @Override public void overwriteAtomically(String path, byte[] content) throws IOException {
            inner.overwriteAtomically(path, content);
        }
        @Override public byte[] readFully(String path) throws IOException { return inner.readFully(path); }
        @Override public void syncDirectory(String dir) throws IOException { inner.syncDirectory(dir); }
    }

    @ParameterizedTest(name = "latest wins {0}, fault at read {1}")
    @CsvSource({"true, 1", "true, 3", "false, 1", "false, 3"})
    void aFailedLookupChangelogClosesWhatItOpened(boolean latestWins, int nthRead) throws Exception {
        OpenInputs counting = new OpenInputs(new MemoryFileIO());
        FaultInjectingFileIO io = new FaultInjectingFileIO(counting);
        try (Catalog c = new FileSystemCatalog(io, "/warehouse", TableLoaders.defaultLoader())) {
            c.createDatabase("db", true);
            var b = schema("k INT", "v STRING").primaryKey("k")
                    .option("bucket", "1")
                    .option("changelog-producer", "lookup")
                    .option("num-sorted-run.compaction-trigger", "10");
            if (!latestWins) {
                b.option("merge-engine", "partial-update");
            }
            Table t = create(c, "t", b.build());
            try (TableWriter w = t.newWriter("u")) {
                for (int k = 0; k < 3_000; k++) {
                    w.write(GenericRow.ofKind(RowKind.INSERT, k, "a" + k));
                }
                w.commit(1);
                for (int k = 0; k < 3_000; k += 3) {
                    w.write(GenericRow.ofKind(RowKind.INSERT, k, "b" + k));
                }
                w.commit(2);
                Map<String, Integer> before = counting.dataFilesOpen();
                for (int k = 1; k < 3_000; k += 3) {
                    w.write(GenericRow.ofKind(RowKind.INSERT, k, "c" + k));
                }
                // a read of an older run's file fails while the new keys are looked up in it
                java.util.Set<String> older = new java.util.HashSet<>();
                for (FileIO.FileStatus f : counting.list("/warehouse/default.db/t/bucket-0")) {
                    older.add(f.path());
                }
                io.inject(Fault.on(Op.READ).path(older::contains).nth(nthRead));
                assertThrows(RuntimeException.class, () -> w.commit(3));
                assertTrue(io.injectedCount() > 0, "the fault was met");
                io.clearFaults();
                assertEquals(before, counting.dataFilesOpen(), "files the failed changelog left open");
            } catch (RuntimeException closeAfterFailure) {
                // the writer's close may report the failed commit again; what matters is below
            }
            // the failed commit published nothing: the table reads as after commit 2
            List<String> rows = TableTestSupport.read(c.getTable(dev.varve.kernel.Identifier.of("default", "t")));
            assertEquals(3_000, rows.size());
            assertTrue(rows.contains("+I[3, b3]") && rows.contains("+I[4, a4]"), rows.subList(0, 6).toString());
        }
    }
}
