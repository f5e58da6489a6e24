package dev.varve.jmh;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.memtable.OffHeapMemTable;
import dev.varve.memtable.SortedCursor;
import dev.varve.row.BinaryRow;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import dev.varve.row.RowType;
import dev.varve.row.memory.PagePool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The flush of one W1 memtable, in isolation and on the calling thread only: {@code n} W1 rows
 * (random keys of the W1 data set, serialized as the writer does) are put into an off-heap
 * memtable once per trial; one op walks its sorted cursor and adds every record (a BinaryRow view
 * of the memtable's bytes) to a run writer in memory, compression on the calling thread. The
 * score is ns per record ({@code n} per op); no disk, no other thread, so the thread's CPU is the
 * wall time. What the write benchmarks' flush thread does per record, minus the merge of equal
 * keys (the rows of one op are distinct enough that this is the pass-through path).
 */
@State(Scope.Benchmark)
public class FlushPathBench extends InvocationCpuBench {
    static final RowType TYPE = new RowType(List.of(
            new DataField(0, "k", DataType.bigint().notNull()),
            new DataField(1, "v1", DataType.bigint()),
            new DataField(2, "v2", DataType.doubleType()),
            new DataField(3, "v3", DataType.string())));

    @Param({"200000"})
    public int n;

    private PagePool pool;
    private OffHeapMemTable table;
    private BinaryRow view;
    private MemoryFileIO io;
    private RunWriterOptions opts;
    private int file;

    @Setup(Level.Trial)
    public void setUp() {
        Dataset data = Dataset.of(n);
        pool = new PagePool(256L << 20, 64 << 10);
        table = new OffHeapMemTable(pool);
        RowSerializer s = new RowSerializer(TYPE);
        UnsafeBuffer key = new UnsafeBuffer(new byte[8]);
        byte[] k = new byte[8];
        for (int i = 0; i < n; i++) {
            int len = s.serialize(GenericRow.of(data.k[i], data.v1[i], data.v2[i],
                    new String(data.v3[i], StandardCharsets.ISO_8859_1)));
            BenchDataSet.key(data.k[i], k);
            key.wrap(k);
            if (!table.put(key, 0, 8, i, RowKind.INSERT, s.buffer(), 0, len)) {
                throw new IllegalStateException("the memtable's pool is too small");
            }
        }
        view = new BinaryRow(TYPE);
        io = new MemoryFileIO();
        opts = RunWriterOptions.defaults().withSyncOnFinish(false).withBackgroundCompression(false);
    }

    /** The flush through {@code RunWriter.add} (its own key order check). */
    @Benchmark
    public long flush() throws IOException {
        RunWriter w = newWriter();
        try (SortedCursor c = table.sortedCursor()) {
            while (c.next()) {
                view.pointTo(c.valueBuffer(), c.valueOffset(), c.valueLength());
                w.add(c.keyBuffer(), c.keyOffset(), c.keyLength(), c.sequence(), c.kind(), view);
            }
        }
        return w.finish().getFileSize();
    }

    /** The flush as the bucket writer does it: {@code addInOrder}, the walk telling which keys are new. */
    @Benchmark
    public long flushInOrder() throws IOException {
        RunWriter w = newWriter();
        try (SortedCursor c = table.sortedCursor()) {
            long prev = Long.MIN_VALUE;
            while (c.next()) {
                view.pointTo(c.valueBuffer(), c.valueOffset(), c.valueLength());
                long k = c.keyBuffer().getLong(c.keyOffset());
                w.addInOrder(c.keyBuffer(), c.keyOffset(), c.keyLength(), c.sequence(), c.kind(), view, k != prev);
                prev = k;
            }
        }
        return w.finish().getFileSize();
    }

    @Override protected String benchName() { return "FlushPathBench"; }
    @Override protected String recordName() { return "record"; }
    @Override protected long recordsPerInvocation() { return n; }

    private RunWriter newWriter() throws IOException {
        String path = "/f" + (file++) + ".vrf";
        io.delete("/f" + (file - 3) + ".vrf");
        return new RunWriter(io, path, TYPE, opts);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        table.release();
    }
}
