package dev.varve.jmh;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.format.run.RunWriterScratch;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * W4's row path in isolation: what an append bucket writer does per row, {@code RunWriter.add} of
 * an empty key, the next sequence, +I and a {@link GenericRow} of (Long, Long, Double, String), into
 * a run file in memory. The field objects of the first {@value #DISTINCT} rows of the data set are built
 * once per trial and cycled through (they stay in cache, as W4's freshly built row does; the
 * harness's row building is not measured here: {@code W4AppendBench} has it); one op writes
 * {@code n} rows to a new file and finishes it. {@code compressOnWorker}: false, the pages are compressed on the
 * calling thread (the path's whole CPU); true, on the run writer's worker as tables do (the writer
 * thread's part). The score is ns per row; the calling thread's CPU per row is printed per
 * iteration ({@code [AppendPathBench]}), the figure to compare on a shared machine. {@code pooled}: true, every
 * file's writer takes the same {@link RunWriterScratch} (as a table's writers take pooled ones: buffers grown
 * once); false, each file's writer makes its own buffers (the bench before w4perf20).
 */
@State(Scope.Benchmark)
public class AppendPathBench extends InvocationCpuBench {
    static final RowType TYPE = new RowType(List.of(
            new DataField(0, "k", DataType.bigint()),
            new DataField(1, "v1", DataType.bigint()),
            new DataField(2, "v2", DataType.doubleType()),
            new DataField(3, "v3", DataType.string())));
    private static final byte[] EMPTY_KEY = new byte[0];
    /** Rows whose field objects are cycled through. */
    static final int DISTINCT = 4096;

    @Param({"100000"})
    public int n;

    @Param({"false", "true"})
    public boolean compressOnWorker;

    @Param({"true"})
    public boolean pooled;

    private Object[][] fields;
    private final GenericRow row = new GenericRow(4);
    private MemoryFileIO io;
    private RunWriterOptions opts;
    private RunWriterScratch scratch;
    private int file;
    private long seq;

    @Setup(Level.Trial)
    public void setUp() {
        Dataset data = Dataset.of(DISTINCT);
        fields = new Object[DISTINCT][];
        for (int i = 0; i < DISTINCT; i++) {
            fields[i] = new Object[] {data.k[i], data.v1[i], data.v2[i], new String(data.v3[i], StandardCharsets.ISO_8859_1)};
        }
        io = new MemoryFileIO();
        opts = RunWriterOptions.defaults().withSyncOnFinish(false).withBackgroundCompression(compressOnWorker);
        scratch = pooled ? new RunWriterScratch(TYPE) : null;
    }

    @Benchmark
    public long append() throws IOException {
        String path = "/f" + (file++) + ".vrf";
        io.delete("/f" + (file - 3) + ".vrf");
        RunWriter w = new RunWriter(io, path, TYPE, opts, scratch);
        GenericRow r = row;
        Object[] v = r.values();
        for (int i = 0; i < n; i++) {
            System.arraycopy(fields[i & (DISTINCT - 1)], 0, v, 0, 4);
            w.add(EMPTY_KEY, seq++, RowKind.INSERT, r);
        }
        return w.finish().getFileSize();
    }

    @Override protected String benchName() { return "AppendPathBench"; }
    @Override protected String recordName() { return "row"; }
    @Override protected long recordsPerInvocation() { return n; }
}
