package dev.varve.jmh;

import dev.varve.memtable.OffHeapMemTable;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import dev.varve.row.memory.PagePool;
import java.nio.charset.StandardCharsets;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The bucket writer's part of a W1 write on the writer thread, in isolation: one op serializes
 * {@code n} W1 rows (built before the trial, row building is not measured) into the serializer's
 * buffer and copies each into an emptied off-heap memtable with 64 KiB pages
 * ({@code OffHeapMemTable.put}), as {@code KeyValueBucketWriter.write} does. The score is per op
 * ({@code n} rows); compare {@code thread_cpu_ns_per_row} (the benchmark thread's CPU per row).
 * w1perf21's serialization straight into the page (commit 94a2be1, reverted) measured slower here.
 */
@State(Scope.Benchmark)
public class MemtablePutBench extends InvocationCpuBench {
    @Param({"200000"})
    public int n;

    private PagePool pool;
    private OffHeapMemTable table;
    private RowSerializer serializer;
    private GenericRow[] rows;
    private UnsafeBuffer keys;

    @Setup(Level.Trial)
    public void setUp() {
        Dataset data = Dataset.of(n);
        pool = new PagePool(256L << 20, 64 << 10);
        table = new OffHeapMemTable(pool);
        serializer = new RowSerializer(FlushPathBench.TYPE);
        rows = new GenericRow[n];
        byte[] k = new byte[8];
        byte[] all = new byte[8 * n];
        for (int i = 0; i < n; i++) {
            rows[i] = GenericRow.of(data.k[i], data.v1[i], data.v2[i], new String(data.v3[i], StandardCharsets.ISO_8859_1));
            BenchDataSet.key(data.k[i], k);
            System.arraycopy(k, 0, all, 8 * i, 8);
        }
        keys = new UnsafeBuffer(all);
    }

    @Benchmark
    public int putCopied() {
        table.reset();
        for (int i = 0; i < n; i++) {
            GenericRow row = rows[i];
            int len = serializer.serialize(row);
            if (!table.put(keys, 8 * i, 8, i, RowKind.INSERT, serializer.buffer(), 0, len)) {
                throw new IllegalStateException("the memtable's pool is too small");
            }
        }
        return table.recordCount();
    }

    @Override protected String benchName() { return "MemtablePutBench"; }
    @Override protected String recordName() { return "row"; }
    @Override protected long recordsPerInvocation() { return n; }

    @TearDown(Level.Trial)
    public void tearDown() {
        table.release();
        pool.close();
    }
}
