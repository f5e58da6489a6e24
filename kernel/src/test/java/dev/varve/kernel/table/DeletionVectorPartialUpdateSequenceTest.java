package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A deletion-vector partial-update table with {@code sequence.field} and {@code partial-update.remove-record-on-delete}
 * (COMPACTION.md "Deletion vectors", sweep 32): a -D kept above level 0 stands for Paimon's mark, as on a deduplicate
 * table (version 5). Probe {@code flink-oracle/probes/mx32/mx32_pu_seq_dv_delete} (Flink 2.0 + Paimon 1.4.2): after
 * {@code -D(2, s=20)} over {@code (2, b, s=10)}, the later {@code (2, late, z, 15)} is read; {@code -D(3, s=5)} loses
 * to the stored row and hides nothing. The old code let the kept -D win the later merge by its sequence value: no
 * key 2 in {@link #aWinningDeleteIsPositional}.
 */
class DeletionVectorPartialUpdateSequenceTest {
    @TempDir
    Path dir;

    private static Table table(Catalog c, String name, boolean deletionVectors) {
        return TableTestSupport.create(c, name, schema("k INT", "a STRING", "b STRING", "s INT").primaryKey("k")
                .option("bucket", "1").option("merge-engine", "partial-update").option("sequence.field", "s")
                .option("partial-update.remove-record-on-delete", "true")
                .option("deletion-vectors.enabled", String.valueOf(deletionVectors)).build());
    }

    private static void seed(Table t) {
        try (TableWriter w = t.newWriter("u")) {
            for (int k = 1; k <= 6; k++) {
                w.write(row(RowKind.INSERT, k, "v" + k, null, 10));
            }
            w.commit(1);
            w.write(row(RowKind.DELETE, 2, "v2", null, 20));
            w.write(row(RowKind.DELETE, 3, "v3", null, 5));
            w.commit(2);
        }
        try (TableWriter w = t.newWriter("u2")) {
            w.write(row(RowKind.INSERT, 2, "late", "z", 15));
            w.write(row(RowKind.INSERT, 3, null, "w", 12));
            w.commit(3);
        }
    }

    @Test
    void aWinningDeleteIsPositional() {
        List<String> expected = List.of("+I[1, v1, null, 10]", "+I[2, late, z, 15]", "+I[3, v3, w, 12]",
                "+I[4, v4, null, 10]", "+I[5, v5, null, 10]", "+I[6, v6, null, 10]");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "t", true);
            seed(t);
            assertEquals(expected, read(t));
            assertEquals(expected, read(t, true));
            t.compact(Map.of(), false);
            assertEquals(expected, read(t));
            t.compact(Map.of(), true);
            assertEquals(expected, read(t));
        }
        try (Catalog c = TableTestSupport.catalog(dir)) {
            assertEquals(expected, read(c.getTable(Identifier.of("default", "t"))));
        }
    }

    /** Without deletion vectors Paimon merges on read by sequence field: the -D with s=20 still wins over s=15. */
    @Test
    void withoutDeletionVectorsTheDeleteWinsBySequence() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "t", false);
            seed(t);
            assertEquals(List.of("+I[1, v1, null, 10]", "+I[3, v3, w, 12]", "+I[4, v4, null, 10]",
                    "+I[5, v5, null, 10]", "+I[6, v6, null, 10]"), read(t));
        }
    }
}
