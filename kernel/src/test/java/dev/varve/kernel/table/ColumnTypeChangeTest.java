package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.row.DataType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * ALTER TABLE MODIFY c type: files written before keep their type and are read through the cast to the current one
 * (scans, time travel, merges, the lookup changelog producer, aggregation, compaction, which rewrites them in the new
 * type), after a reopen.
 */
class ColumnTypeChangeTest {
    @TempDir
    Path dir;

    @Test
    void primaryKeyTableReadsOldFilesThroughTheCast() {
        Identifier id = Identifier.of("default", "pk");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "pk", schema("k INT", "v INT", "s STRING").primaryKey("k")
                    .option("bucket", "1").option("changelog-producer", "lookup").build());
            commit(t, ins(1, 10, "a"), ins(2, 20, "b"));
            c.alterTable(id, List.of(SchemaChange.updateColumnType("v", DataType.bigint())), false);
        }
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = c.getTable(id);
            assertEquals(DataType.bigint(), t.rowType().type(1));
            assertEquals(2, ((FileSystemCatalog) c).schemaManager(id).latest().orElseThrow().formatVersion());
            assertEquals(List.of("+I[1, 10, a]", "+I[2, 20, b]"), read(t));
            // the statistics of the INT file are cast to BIGINT ($files)
            var old = t.files(null, true).get(0);
            assertEquals(0L, old.schemaId);
            assertEquals(10L, old.minValues.get("v"));
            assertEquals(20L, old.maxValues.get("v"));
            // the lookup producer reads the old row of key 2 from a file of the INT schema
            commit(t, ins(3, 3_000_000_000L, "c"), ins(2, 21L, "bb"));
            assertEquals(List.of("+I[1, 10, a]", "+I[2, 21, bb]", "+I[3, 3000000000, c]"), read(t));
            assertEquals(List.of("+I[1, 10, a]", "+I[2, 20, b]"), read(t.copy(Map.of("scan.snapshot-id", "1"))));
            t.compact(Map.of());
            t = c.getTable(id);
            assertEquals(List.of("+I[1, 10, a]", "+I[2, 21, bb]", "+I[3, 3000000000, c]"), read(t));
            // compaction wrote the rows in the new type: the files are of the latest schema
            for (var f : t.files(null)) {
                assertEquals(1L, f.schemaId);
            }
        }
    }

    @Test
    void aggregationSumsOldAndNewValuesInTheWiderType() {
        Identifier id = Identifier.of("default", "agg");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "agg", schema("k INT", "v INT", "m INT").primaryKey("k").option("bucket", "1")
                    .option("merge-engine", "aggregation").option("fields.v.aggregate-function", "sum")
                    .option("fields.m.aggregate-function", "max").build());
            commit(t, ins(1, 2_000_000_000, 5));
            c.alterTable(id, List.of(SchemaChange.updateColumnType("v", DataType.bigint()),
                    SchemaChange.updateColumnType("m", DataType.string())), false);
            t = c.getTable(id);
            commit(t, ins(1, 2_000_000_000L, "40"));
            assertEquals(List.of("+I[1, 4000000000, 5]"), read(t)); // max of strings: '5' > '40'
            t.compact(Map.of());
            assertEquals(List.of("+I[1, 4000000000, 5]"), read(c.getTable(id)));
        }
    }

    @Test
    void appendTableCompactionRewritesOldFilesInTheNewType() {
        Identifier id = Identifier.of("default", "ap");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "ap", schema("k INT", "v DECIMAL(10, 2)", "s VARCHAR(5)").option("bucket", "-1")
                    .option("compaction.min.file-num", "2").build());
            commit(t, ins(1, new BigDecimal("1.25"), "abcde"));
            commit(t, ins(2, new BigDecimal("-3.50"), "x"));
            c.alterTable(id, List.of(SchemaChange.updateColumnType("v", DataType.decimal(5, 1)),
                    SchemaChange.updateColumnType("s", DataType.charType(3))), false);
            t = c.getTable(id);
            commit(t, ins(3, new BigDecimal("7.0"), "yz "));
            List<String> expected = List.of("+I[1, 1.3, abc]", "+I[2, -3.5, x  ]", "+I[3, 7.0, yz ]");
            assertEquals(expected, read(t));
            t.compact(Map.of());
            assertEquals(expected, read(c.getTable(id)));
        }
    }

    @Test
    void droppingNotNullKeepsTheFormatVersion() {
        Identifier id = Identifier.of("default", "nn");
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "nn", schema("k INT", "v INT NOT NULL").option("bucket", "-1")
                    .option("compaction.min.file-num", "2").build());
            commit(t, ins(1, 10));
            commit(t, ins(3, 30));
            c.alterTable(id, List.of(SchemaChange.updateColumnType("v", DataType.intType())), false);
            t = c.getTable(id);
            commit(t, ins(2, null));
            assertEquals(List.of("+I[1, 10]", "+I[2, null]", "+I[3, 30]"), read(t));
            // files of the NOT NULL schema concatenate with the nullable one's (same layout)
            t.compact(Map.of());
            t = c.getTable(id);
            assertEquals(List.of("+I[1, 10]", "+I[2, null]", "+I[3, 30]"), read(t));
            assertEquals(1, t.files(null).size());
            assertEquals(1, ((FileSystemCatalog) c).schemaManager(id).latest().orElseThrow().formatVersion());
        }
    }
}
