package dev.varve.kernel.table;

import dev.varve.kernel.Table;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * SEMANTICS §5: with {@code changelog-producer = none} a streaming reader gets each snapshot's
 * merged delta ({@link MergedDeltaReader}), as Apache Paimon 1.4.2 streams it: a key's only record
 * of a commit as written (kind kept), several merged by the engine (found by the changelog
 * differential test: Varve used to stream every record of the commit).
 */
class NoneProducerStreamTest {
    @TempDir
    Path dir;

    private Table table(String name, String... options) {
        return TableTestSupport.keyValueTable(dir, name, options)
                .copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"));
    }

    @Test
    void deduplicateDeltaKeepsTheLastRecordWithItsKind() {
        Table t = table("d");
        commit(t, ins(1, 1L), ins(1, 2L), row(RowKind.UPDATE_AFTER, 2, 5L), ins(3, 7L));
        commit(t, row(RowKind.UPDATE_AFTER, 1, 3L), row(RowKind.DELETE, 1, 3L), row(RowKind.UPDATE_BEFORE, 3, 7L));
        assertEquals(List.of("+I[1, 2]", "+U[2, 5]", "+I[3, 7]", "-D[1, 3]", "-U[3, 7]"), stream(t));
    }

    @Test
    void aggregationDeltaIsTheCommitsPartialAggregate() {
        Table t = table("a", "merge-engine", "aggregation", "fields.v.aggregate-function", "sum");
        commit(t, ins(1, 1L), row(RowKind.UPDATE_AFTER, 1, 2L), row(RowKind.UPDATE_AFTER, 2, 5L));
        commit(t, ins(1, 10L), row(RowKind.DELETE, 1, 4L));
        assertEquals(List.of("+I[1, 3]", "+U[2, 5]", "+I[1, 6]"), stream(t));
    }

    /**
     * A key moving partition on a cross-partition deduplicate table sends its old partition a {@code -D}; with
     * {@code ignore-delete} Paimon 1.4.2's table write drops that {@code -D} like any other ({@code RowKindFilter}), so
     * the key stays in both partitions and no {@code -D} is streamed (fuzz16_0925, golden
     * {@code sweep25_fz_cross_partition_ignore_delete_stream}). Varve wrote it, so the merged read hid it but the
     * delta streamed it.
     */
    @Test
    void crossPartitionMoveWithIgnoreDeleteStreamsNoDelete() {
        var b = schema("p STRING", "k INT NOT NULL", "v BIGINT").primaryKey(List.of("k")).partitionKeys("p")
                .option("bucket", "-1").option("ignore-delete", "true");
        Table t = TableTestSupport.create(catalog(dir), "x", b.build());
        commit(t, ins("p1", 1, 10L), ins("p1", 2, 20L));
        commit(t, ins("p2", 1, 11L));
        assertEquals(List.of("+I[p1, 1, 10]", "+I[p1, 2, 20]", "+I[p2, 1, 11]"),
                stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))));
        assertEquals(List.of("+I[p1, 1, 10]", "+I[p1, 2, 20]", "+I[p2, 1, 11]"), read(t));
    }
}
