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
 * A retraction of a key no partition of a cross-partition table holds: Paimon 1.4.2's next job indexes the keys its
 * merged read of the table gives (IndexBootstrap). An aggregation table that needs lookups merges the lone -D into a
 * row at the commit's compaction, so the key is indexed in the -D's bucket and a later add of it meets the -D there
 * (fzmx_1834; probe {@code flink-oracle/probes/mix31/mx31_xpart_lone_delete_lookup}, the same on three Flink runs;
 * golden {@code sweep31_mx_xpart_lone_delete_lookup}); without lookups the -D passes through and reads as no row.
 */
class CrossPartitionLoneRetractionTest {
    @TempDir
    Path dir;

    private static Table table(Catalog c, String name, boolean lookup) {
        var s = schema("k INT", "dt STRING", "n INT").primaryKey("k").partitionKeys("dt").option("bucket", "-1")
                .option("merge-engine", "aggregation").option("fields.n.aggregate-function", "sum")
                .option("dynamic-bucket.target-row-num", "1");
        if (lookup) {
            s.option("force-lookup", "true");
        }
        return create(c, name, s.build());
    }

    @Test
    void aLoneDeleteMergedIntoARowIsIndexedWhereItLives() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "t", true);
            commit(t, ins(3, "p1", 46), ins(4, "p1", 5));
            commit(t, row(RowKind.DELETE, 2, "p1", 32));
            assertEquals(List.of("+I[2, p1, -32]", "+I[3, p1, 46]", "+I[4, p1, 5]"), read(t));
            commit(t, ins(1, "p1", 28), ins(5, "p1", 7));
            commit(t, row(RowKind.UPDATE_AFTER, 2, "p1", 12));
            // the old code left key 2 out of the index: its +U went to a new bucket, two rows of key 2 (-32 and 12)
            assertEquals(List.of("+I[1, p1, 28]", "+I[2, p1, -20]", "+I[3, p1, 46]", "+I[4, p1, 5]", "+I[5, p1, 7]"),
                    read(t));
        }
    }

    @Test
    void aLoneDeletePassedThroughIsNotIndexed() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "t", false);
            commit(t, ins(3, "p1", 46), ins(4, "p1", 5));
            commit(t, row(RowKind.DELETE, 2, "p1", 32));
            assertEquals(List.of("+I[3, p1, 46]", "+I[4, p1, 5]"), read(t));
            commit(t, ins(1, "p1", 28), ins(5, "p1", 7));
            commit(t, row(RowKind.UPDATE_AFTER, 2, "p1", 12));
            assertEquals(List.of("+I[1, p1, 28]", "+I[2, p1, 12]", "+I[3, p1, 46]", "+I[4, p1, 5]", "+I[5, p1, 7]"),
                    read(t));
        }
    }
}
