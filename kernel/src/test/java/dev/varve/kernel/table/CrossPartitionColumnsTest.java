package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A cross-partition table's partition columns are value columns of its merge (the key misses them), so a merge can
 * null them; Paimon 1.4.2 reads every file's partition columns from its partition: a merge on read of the unmerged
 * versions gives null, a stored merged row the partition's value (fzmx_1254; golden
 * {@code sweep27_mx_xpart_agg_retract_partition} on Flink).
 */
class CrossPartitionColumnsTest {
    @TempDir
    Path dir;

    private static void statement(Table t, InternalRow... rows) {
        try (TableWriter w = t.newWriter("s" + System.nanoTime())) {
            for (InternalRow r : rows) {
                w.write(r);
            }
            w.commit(Long.MAX_VALUE);
        }
    }

    @Test
    void aPartitionColumnNulledByTheMergeReadsAsItsPartitionOnceStoredMerged() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table read = create(c, "r", schema("p INT", "k INT", "n INT").primaryKey("k").partitionKeys("p")
                    .option("bucket", "-1").option("merge-engine", "aggregation")
                    .option("fields.n.aggregate-function", "sum").build());
            Table stored = create(c, "s", schema("p INT", "k INT", "n INT").primaryKey("k").partitionKeys("p")
                    .option("bucket", "-1").option("merge-engine", "aggregation")
                    .option("fields.n.aggregate-function", "sum").option("full-compaction.delta-commits", "1").build());
            for (Table t : List.of(read, stored)) {
                statement(t, ins(1, 5, 49), ins(2, 6, 1));
                // the -U retracts p's default last_non_null_value too
                statement(t, row(RowKind.UPDATE_BEFORE, 1, 5, 60));
            }
            // merged on read: null, as Paimon's merge of the versions read with their partition
            assertEquals(List.of("+I[2, 6, 1]", "+I[null, 5, -11]"), read(read));
            // the end of input's full compaction stored the merged row: read with its partition
            assertEquals(List.of("+I[1, 5, -11]", "+I[2, 6, 1]"), read(stored));
        }
    }
}
