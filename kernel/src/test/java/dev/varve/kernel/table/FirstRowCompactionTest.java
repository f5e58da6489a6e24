package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.kvStringTable;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The first-row engine's lookup compaction leaves out keys an older, uncompacted run holds, as Paimon 1.4.2's
 * (COMPACTION.md "The lookup layout"; golden sweep18_lk_first_row_levels on Flink).
 */
class FirstRowCompactionTest {
    @TempDir
    Path dir;

    private int statements;

    /** One batch statement (its own commit user, as each cli statement). */
    private void statement(Table t, Object... kv) {
        try (TableWriter w = t.newWriter("stmt-" + (++statements))) {
            for (int i = 0; i < kv.length; i += 2) {
                w.write(ins(kv[i], kv[i + 1]));
            }
            w.commit(Long.MAX_VALUE);
        }
    }

    @Test
    void aKeyOfAnOlderRunIsLeftOutOfTheCompactionAboveIt() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "merge-engine", "first-row");
            statement(t, 1, "a", 2, "b", 3, "c", 4, "d");
            assertEquals(List.of("L5x4"), layout(dir, "t"));
            // two rows stay above four: key 1 is in the level-5 run, only key 6 is written to level 4
            statement(t, 1, "y", 6, "f");
            assertEquals(List.of("L4x1", "L5x4"), layout(dir, "t"));
            assertEquals(List.of("+I[1, a]", "+I[2, b]", "+I[3, c]", "+I[4, d]", "+I[6, f]"), read(t));
            // a compaction down to the bottom merges as before: the first rows stay
            statement(t, 2, "z", 7, "g", 8, "h", 9, "i", 10, "j");
            assertEquals(List.of("L5x9"), layout(dir, "t"));
            assertEquals(List.of("+I[1, a]", "+I[10, j]", "+I[2, b]", "+I[3, c]", "+I[4, d]", "+I[6, f]", "+I[7, g]",
                    "+I[8, h]", "+I[9, i]"), read(t));
        }
    }

    @Test
    void otherEnginesKeepTheKeyAboveTheOlderRun() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = kvStringTable(c, "t", "changelog-producer", "lookup");
            statement(t, 1, "a", 2, "b", 3, "c", 4, "d");
            statement(t, 1, "y", 6, "f");
            assertEquals(List.of("L4x2", "L5x4"), layout(dir, "t"));
            assertEquals(List.of("+I[1, y]", "+I[2, b]", "+I[3, c]", "+I[4, d]", "+I[6, f]"), read(t));
        }
    }

    /**
     * The first-row lookup changelog of a first-seen key carries the kind its first row was written with, as Paimon
     * 1.4.2's first-row lookup wrapper passes the merge result through (fuzz16_1625 on Flink: an explicit
     * {@code +U(2, ...)} of a new key streams as {@code +U[2, ...]}); an ignored {@code -U} and a later row of a
     * known key give nothing. Both the commit's lookup and the dedicated compaction of a write-only table.
     */
    @Test
    void theLookupChangelogKeepsTheFirstRowsKind() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            for (boolean writeOnly : new boolean[] {false, true}) {
                String name = writeOnly ? "wo" : "t";
                Table t = kvStringTable(c, name, "merge-engine", "first-row", "changelog-producer", "lookup",
                        "first-row.ignore-delete", "true", "write-only", Boolean.toString(writeOnly));
                statement(t, 1, "a", 3, "c");
                try (TableWriter w = t.newWriter("kinds")) {
                    w.write(row(RowKind.UPDATE_BEFORE, 3, "x"));
                    w.write(row(RowKind.UPDATE_AFTER, 2, "b"));
                    w.write(row(RowKind.UPDATE_AFTER, 1, "z"));
                    w.commit(Long.MAX_VALUE);
                }
                if (writeOnly) {
                    t.compact(Map.of());
                }
                // the dedicated compaction's changelog of both commits comes in key order
                assertEquals(writeOnly ? List.of("+I[1, a]", "+U[2, b]", "+I[3, c]")
                                : List.of("+I[1, a]", "+I[3, c]", "+U[2, b]"),
                        stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))), name);
                assertEquals(List.of("+I[1, a]", "+I[2, b]", "+I[3, c]"), read(t), name);
            }
        }
    }
}
