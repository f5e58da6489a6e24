package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Partial-update with sequence groups and a grouped {@code first_value} (which cannot retract), without a removing
 * group: Paimon 1.4.2 writes every retraction and fails only when one meets another record of its key, in the write
 * buffer's merge (the INSERT fails), a compaction or a read (flink-oracle probes fix25, goldens
 * {@code sweep25_fx_pu_retract_*}).
 */
class PartialUpdateRetractionWriteTest {
    @TempDir
    Path dir;

    private static Schema.Builder table(String... extra) {
        Schema.Builder b = schema("k INT", "g1 INT", "a INT", "g2 INT", "d STRING").primaryKey("k")
                .option("merge-engine", "partial-update").option("fields.g1.sequence-group", "a")
                .option("fields.g2.sequence-group", "d").option("fields.d.aggregate-function", "first_value");
        for (int i = 0; i < extra.length; i += 2) {
            b.option(extra[i], extra[i + 1]);
        }
        return b;
    }

    @Test
    void aRetractionMeetingAnotherRecordInOneCommitFailsTheCommit() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", table("bucket", "1").build());
            commit(t, ins(2, 1, 1, 1, "a"));
            Exception e = assertThrows(Exception.class,
                    () -> commit(t, ins(1, 7, null, 3, "x"), row(RowKind.DELETE, 1, 4, 2, 2, "x")));
            assertTrue(String.valueOf(e.getMessage()).contains("does not support retraction")
                    || String.valueOf(e.getCause()).contains("does not support retraction"), String.valueOf(e));
            assertEquals(1, t.latestSnapshot().snapshotId, "nothing committed");
            // a lone one is written and reads as nothing
            commit(t, row(RowKind.DELETE, 3, 4, 2, 2, "x"));
            assertEquals(List.of("+I[2, 1, 1, 1, a]"), read(t));
        }
    }

    @Test
    void crossPartitionRetractionsAsPaimonsGlobalIndex() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "t", schema("p INT", "k INT", "g1 INT", "a INT", "g2 INT", "d STRING").primaryKey("k")
                    .partitionKeys("p").option("bucket", "-1").option("merge-engine", "partial-update")
                    .option("fields.g1.sequence-group", "a").option("fields.g2.sequence-group", "d")
                    .option("fields.d.aggregate-function", "first_value").build());
            commit(t, ins(1, 1, 1, 10, 1, "x"));
            // a -D of a key living in another partition merges there as an add
            commit(t, row(RowKind.DELETE, 2, 1, 2, 20, 2, "y"));
            assertEquals(List.of("+I[1, 1, 2, 20, 2, x]"), read(t, true));
            // a lone -D of an unknown key is written in its partition but not indexed for the next statements
            commit(t, row(RowKind.DELETE, 2, 3, 1, 10, 1, "x"));
            commit(t, ins(1, 3, 2, 20, 2, "y"));
            assertEquals(List.of("+I[1, 1, 2, 20, 2, x]", "+I[1, 3, 2, 20, 2, y]"), read(t));
        }
    }
}
