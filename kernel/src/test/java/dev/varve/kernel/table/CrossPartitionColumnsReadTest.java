package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A cross-partition table's partition columns are value columns of its merge (the key misses them), so the merge can
 * null them; Paimon 1.4.2 reads partition columns from the partition, not from the data file (fzmx_1254, golden
 * {@code sweep27_mx_xpart_agg_retract_partition} on Flink).
 */
class CrossPartitionColumnsReadTest {
    @TempDir
    Path dir;

    @Test
    void aPartitionColumnNulledByTheMergeReadsAsItsPartition() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("p INT", "k INT", "n INT").primaryKey("k").partitionKeys("p")
                    .option("bucket", "-1").option("merge-engine", "aggregation")
                    .option("fields.n.aggregate-function", "sum").build());
            commit(t, ins(1, 5, 49), ins(2, 6, 1));
            // the -U retracts p's default last_non_null_value too: the merged row stores p as null
            commit(t, row(RowKind.UPDATE_BEFORE, 1, 5, 60));
            assertEquals(List.of("+I[1, 5, -11]", "+I[2, 6, 1]"), read(t));
            assertEquals(List.of("+I[1, 5, -11]", "+I[2, 6, 1]"), read(t, true));
        }
    }
}
