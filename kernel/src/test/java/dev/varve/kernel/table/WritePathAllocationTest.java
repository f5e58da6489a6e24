package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.kernel.Schema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The writer thread's allocation on the write path (write, then a checkpoint: prepareCommit and
 * commit, which seal and help flush the memtables and write manifests and the snapshot), counted
 * with the thread's allocation counter over many checkpoints (no timing involved): nothing per
 * record, and a bounded amount per checkpoint (the files, their metadata and the commit's
 * documents). Per record is told apart from per checkpoint by running the same number of
 * checkpoints with four times the rows: the difference divided by the extra rows.
 */
class WritePathAllocationTest {
    private static final int ROWS = 1_000;
    private static final int CHECKPOINTS = 40;
    private static final int KEYS = 50_000;
    /** Bytes per checkpoint the writer thread may allocate: a few times what it does (about 10 KiB with two buckets). */
    private static final long CHECKPOINT_BOUND = 48 * 1024;
    /** Bytes per record: far below the smallest object (a boxed value is 16). */
    private static final double RECORD_BOUND = 2.0;

    @TempDir
    Path dir;

    private TableWriter writer;
    private TableCommit committer;
    private GenericRow[] rows;
    private int next;
    private long checkpoint;

    @Test
    void writerThreadAllocatesPerCheckpointNotPerRecord() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        Catalog catalog = TableTestSupport.catalog(dir);
        Table table = TableTestSupport.create(catalog, "w1", Schema.builder()
                .column("k", DataType.bigint().notNull())
                .column("v1", DataType.bigint())
                .column("v2", DataType.doubleType())
                .column("v3", DataType.string())
                .primaryKey("k")
                .options(java.util.Map.of("bucket", "2"))
                .build());
        rows = new GenericRow[KEYS];
        for (int i = 0; i < KEYS; i++) {
            long k = (i * 7_919L) % KEYS; // keys revisited out of order: updates as well as inserts
            rows[i] = GenericRow.of(k, k * 3, k / 7.0, "value-" + k);
        }
        writer = table.newWriter("alloc");
        committer = table.newCommit("alloc");
        try {
            long thread = Thread.currentThread().getId();
            run(CHECKPOINTS, ROWS); // warm-up: code, pools and the LSM's shape
            run(CHECKPOINTS, 4 * ROWS);
            long before = mx.getThreadAllocatedBytes(thread);
            run(CHECKPOINTS, ROWS);
            long small = mx.getThreadAllocatedBytes(thread) - before;
            before = mx.getThreadAllocatedBytes(thread);
            run(CHECKPOINTS, 4 * ROWS);
            long large = mx.getThreadAllocatedBytes(thread) - before;
            double perCheckpoint = (double) small / CHECKPOINTS;
            double perRecord = (double) (large - small) / (CHECKPOINTS * 3L * ROWS);
            String figures = "writer thread: " + small + " B over " + CHECKPOINTS + " checkpoints of " + ROWS
                    + " rows, " + large + " B with " + 4 * ROWS + " rows each (" + perCheckpoint + " B per checkpoint, "
                    + perRecord + " B per extra record)";
            assertTrue(perCheckpoint < CHECKPOINT_BOUND, figures);
            assertTrue(perRecord < RECORD_BOUND, figures);
        } finally {
            writer.close();
            committer.close();
        }
    }

    /** {@code checkpoints} times: {@code rows} writes of the prebuilt rows (cycled), prepareCommit, commit. */
    private void run(int checkpoints, int rowsEach) {
        for (int c = 0; c < checkpoints; c++) {
            for (int i = 0; i < rowsEach; i++) {
                writer.write(rows[next]);
                if (++next == rows.length) {
                    next = 0;
                }
            }
            List<CommitMessage> messages = writer.prepareCommit(checkpoint);
            committer.commit(checkpoint++, messages);
        }
    }
}
