package dev.varve.kernel.table;

import dev.varve.kernel.Table;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.row;
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
}
