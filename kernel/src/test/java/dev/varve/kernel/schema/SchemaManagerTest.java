package dev.varve.kernel.schema;

import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataType;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SchemaManagerTest {
    private final MemoryFileIO io = new MemoryFileIO();
    private final AtomicLong clock = new AtomicLong(1000);
    private final SchemaManager schemas = new SchemaManager(io, "/wh/default.db/t", "default.t", clock::incrementAndGet);

    private static Schema.Builder orders() {
        return Schema.builder()
                .column("id", DataType.bigint())
                .column("price", DataType.doubleType(), "unit price")
                .column("name", DataType.string())
                .primaryKey("id");
    }

    private void rejects(String message, Schema schema) {
        VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> schemas.createTable(schema));
        assertEquals(message, e.getMessage());
        assertFalse(schemas.latest().isPresent(), "nothing written");
    }

    @Test
    void createWritesSchemaZero() throws Exception {
        List<String> warnings = new ArrayList<>();
        TableSchema s = schemas.createTable(orders().option("bucket", "2").option("file.format", "orc").comment("c").build(), warnings);
        assertEquals(0, s.id());
        assertEquals(List.of("id", "price", "name"), s.fieldNames());
        assertEquals(List.of(0, 1, 2), List.of(s.fields().get(0).id(), s.fields().get(1).id(), s.fields().get(2).id()));
        assertEquals(2, s.highestFieldId());
        assertFalse(s.fields().get(0).type().isNullable(), "PK forced NOT NULL");
        assertEquals("unit price", s.fields().get(1).description());
        assertEquals(1, warnings.size());
        assertTrue(warnings.get(0).startsWith("option 'file.format' is ignored"), warnings.get(0));
        assertTrue(io.exists("/wh/default.db/t/schema/schema-0"));
        assertEquals(s, schemas.latest().get());
        assertEquals(s, schemas.schema(0));
        assertEquals(List.of(s), schemas.listAll());
        String json = new String(io.readFully("/wh/default.db/t/schema/schema-0"), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"primaryKeys\" : [ \"id\" ]"), json);
    }

    @Test
    void anOptionWithoutEffectIsReportedOnce() throws Exception {
        // an option without effect, seen by the options validator (and formerly the merge engine too)
        List<String> warnings = new ArrayList<>();
        schemas.createTable(orders().option("sequence.auto-padding", "row-kind-flag").build(), warnings);
        assertEquals(List.of("option 'sequence.auto-padding' is ignored by Varve (Apache Paimon 1.4.2 no longer has it:"
                + " ties on the sequence field go to arrival order whatever it lists)"), warnings);
        warnings.clear();
        new SchemaManager(io, "/wh/default.db/t2", "default.t2", clock::incrementAndGet)
                .createTable(orders().option("fields.price.aggregate-function", "sum").build(), warnings);
        assertEquals(List.of("'fields.price.aggregate-function' has no effect with 'merge-engine' = 'deduplicate'"),
                warnings);
    }

    @Test
    void createTwiceIsAlreadyExists() {
        schemas.createTable(orders().build());
        VarveException e = assertThrows(VarveException.AlreadyExists.class, () -> schemas.createTable(orders().build()));
        assertEquals("table 'default.t' already exists", e.getMessage());
    }

    @Test
    void createValidatesColumnsAndKeys() {
        rejects("a table needs at least one column", Schema.builder().build());
        rejects("primary key column 'ID' does not exist (did you mean 'id'?)",
                Schema.builder().column("id", DataType.intType()).primaryKey("ID").build());
        rejects("primary key lists column 'id' twice",
                Schema.builder().column("id", DataType.intType()).column("v", DataType.intType()).primaryKey("id", "id").build());
        rejects("partition column 'dt' does not exist",
                Schema.builder().column("id", DataType.intType()).partitionKeys("dt").build());
        rejects("primary key column 'a' has type ARRAY<INT>; ARRAY, MAP and ROW columns cannot be primary key columns",
                Schema.builder().column("a", DataType.array(DataType.intType())).column("v", DataType.intType()).primaryKey("a").build());
        rejects("partition column 'm' has type MAP<INT, INT>; ARRAY, MAP and ROW columns cannot be partition columns",
                Schema.builder().column("m", DataType.map(DataType.intType(), DataType.intType())).column("v", DataType.intType())
                        .partitionKeys("m").build());
        rejects("the primary key (dt) must not consist of partition columns only: each partition would hold a single row",
                Schema.builder().column("dt", DataType.string()).column("v", DataType.intType()).primaryKey("dt").partitionKeys("dt").build());
        rejects("column name 'rowkind' is reserved for a system column",
                Schema.builder().column("rowkind", DataType.string()).build());
        rejects("column name '_KEY_id' must not start with '_KEY_'",
                Schema.builder().column("_KEY_id", DataType.string()).build());
        rejects("unknown option 'merge_engine' (did you mean 'merge-engine'?)", orders().option("merge_engine", "first-row").build());
        rejects("fields.pricee.aggregate-function: no column 'pricee' (did you mean 'price'?)",
                orders().option("merge-engine", "aggregation").option("fields.pricee.aggregate-function", "max").build());
    }

    @Test
    void crossPartitionRules() {
        List<String> w = new ArrayList<>();
        schemas.createTable(Schema.builder().column("dt", DataType.string()).column("id", DataType.intType())
                .primaryKey("id").partitionKeys("dt").option("bucket", "4").build(), w);
        assertEquals(1, w.size());
        assertTrue(w.get(0).contains("unique per partition only"), w.get(0));
        SchemaManager other = new SchemaManager(io, "/wh/default.db/u");
        List<String> w2 = new ArrayList<>();
        other.createTable(Schema.builder().column("dt", DataType.string()).column("id", DataType.intType())
                .primaryKey("id").partitionKeys("dt").build(), w2);
        assertEquals(List.of(), w2);
        assertTrue(other.latest().get().crossPartitionUpdate());
        assertEquals("default.u", other.tableName());
    }

    @Test
    void alterSetsAndResetsOptionsAndAddsColumns() {
        schemas.createTable(orders().option("bucket", "2").option("partial-update.ignore-delete", "true").build());
        TableSchema s1 = schemas.commitChanges(List.of(SchemaChange.setOption("bucket", "4"),
                SchemaChange.setOption("changelog-producer", "lookup")));
        assertEquals(1, s1.id());
        assertEquals(4, s1.coreOptions().bucket());
        TableSchema s2 = schemas.commitChanges(List.of(SchemaChange.removeOption("ignore-delete"),
                SchemaChange.addColumn("qty", DataType.intType(), "quantity")));
        assertEquals(2, s2.id());
        assertFalse(s2.rawOptions().containsKey("partial-update.ignore-delete"), "alias removed by RESET of the key");
        assertEquals(List.of("id", "price", "name", "qty"), s2.fieldNames());
        assertEquals(3, s2.fields().get(3).id());
        assertEquals(3, s2.highestFieldId());
        assertEquals("quantity", s2.fields().get(3).description());
        TableSchema s3 = schemas.commitChanges(List.of(SchemaChange.setOption("first-row.ignore-delete", "true"),
                SchemaChange.setOption("ignore-delete", "false")));
        assertEquals(Map.of("bucket", "4", "changelog-producer", "lookup", "ignore-delete", "false"), s3.rawOptions());
        assertEquals(4, schemas.listAll().size());
        assertEquals(s3, schemas.latest().get());
        assertTrue(s3.timeMillis() > s2.timeMillis());
        assertEquals(s3, schemas.commitChanges(List.of()), "no changes, no new version");
        assertEquals(4, schemas.listIds().size());
    }

    @Test
    void renameKeepsTheFieldIdAndRenamesOptionsNamingTheColumn() {
        schemas.createTable(Schema.builder().column("k", DataType.intType()).column("a", DataType.intType(), "the a")
                .column("b", DataType.intType()).column("g", DataType.intType()).primaryKey("k")
                .option("bucket", "1").option("merge-engine", "partial-update").option("fields.g.sequence-group", "a,b")
                .option("fields.a.aggregate-function", "sum").option("sequence.field", "b").build());
        TableSchema s1 = schemas.commitChanges(List.of(SchemaChange.renameColumn("a", "a2")));
        assertEquals(List.of("k", "a2", "b", "g"), s1.fieldNames());
        assertEquals(1, s1.fields().get(1).id());
        assertEquals("the a", s1.fields().get(1).description());
        assertEquals(3, s1.highestFieldId());
        assertEquals(Map.of("bucket", "1", "merge-engine", "partial-update", "fields.g.sequence-group", "a2,b",
                "fields.a2.aggregate-function", "sum", "sequence.field", "b"), s1.rawOptions());
        TableSchema s2 = schemas.commitChanges(List.of(SchemaChange.renameColumn("b", "B"),
                SchemaChange.renameColumn("g", "g2")));
        assertEquals(Map.of("bucket", "1", "merge-engine", "partial-update", "fields.g2.sequence-group", "a2,B",
                "fields.a2.aggregate-function", "sum", "sequence.field", "B"), s2.rawOptions());
        assertEquals(List.of(0, 1, 2, 3), List.of(s2.fields().get(0).id(), s2.fields().get(1).id(),
                s2.fields().get(2).id(), s2.fields().get(3).id()));
        TableSchema s3 = schemas.commitChanges(List.of(SchemaChange.addColumn("a", DataType.intType(), null)));
        assertEquals(4, s3.fields().get(4).id(), "the old name is free again; the new column takes the next id");
        assertEquals(s3, new SchemaManager(io, "/wh/default.db/t").latest().get(), "reopened from the file");
    }

    @Test
    void renameErrors() {
        schemas.createTable(Schema.builder().column("id", DataType.bigint()).column("price", DataType.doubleType())
                .column("name", DataType.string()).primaryKey("id", "name").partitionKeys("name").option("bucket", "2").build());
        assertEquals("ALTER TABLE RENAME: column 'zz' does not exist in table 'default.t'",
                assertThrows(VarveException.InvalidSchema.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.renameColumn("zz", "y")))).getMessage());
        assertEquals("ALTER TABLE RENAME: column 'id' is part of the primary key of table 'default.t'; primary-key"
                        + " columns cannot be renamed (as in Paimon)",
                assertThrows(VarveException.InvalidSchema.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.renameColumn("id", "id2")))).getMessage());
        assertEquals("ALTER TABLE RENAME: column 'name' is a partition column of table 'default.t'; partition columns"
                        + " cannot be renamed (as in Paimon)",
                assertThrows(VarveException.InvalidSchema.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.renameColumn("name", "n")))).getMessage());
        assertEquals("ALTER TABLE RENAME: column 'name' already exists in table 'default.t'",
                assertThrows(VarveException.AlreadyExists.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.renameColumn("price", "NAME")))).getMessage());
        assertEquals(1, schemas.listIds().size(), "failed ALTERs write nothing");
        assertEquals("PRICE", schemas.commitChanges(List.of(SchemaChange.renameColumn("price", "PRICE")))
                .fieldNames().get(1), "a change of case only is a rename (as in Paimon)");
    }

    @Test
    void dropRemovesTheFieldAndNeverReusesItsId() {
        schemas.createTable(orders().option("bucket", "2").build());
        TableSchema s1 = schemas.commitChanges(List.of(SchemaChange.dropColumn("price")));
        assertEquals(List.of("id", "name"), s1.fieldNames());
        assertEquals(2, s1.fields().get(1).id());
        assertEquals(2, s1.highestFieldId());
        TableSchema s2 = schemas.commitChanges(List.of(SchemaChange.addColumn("price", DataType.doubleType(), null)));
        assertEquals(3, s2.fields().get(2).id(), "a re-added name is a new column");
        assertEquals(s2, new SchemaManager(io, "/wh/default.db/t").latest().get());
        assertEquals("ALTER TABLE DROP: column 'id' is part of the primary key of table 'default.t'; primary-key"
                        + " columns cannot be dropped (as in Paimon)",
                assertThrows(VarveException.InvalidSchema.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.dropColumn("id")))).getMessage());
        assertEquals("ALTER TABLE DROP: column 'zz' does not exist in table 'default.t'",
                assertThrows(VarveException.InvalidSchema.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.dropColumn("zz")))).getMessage());
        assertEquals("ALTER TABLE DROP: column 'name' does not exist in table 'default.t'",
                assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(List.of(
                        SchemaChange.dropColumn("name"), SchemaChange.dropColumn("name")))).getMessage());
        assertEquals(3, schemas.listIds().size(), "failed ALTERs write nothing");
    }

    @Test
    void dropOfAColumnNamedInOptionsOrOfEveryColumnIsRefused() {
        schemas.createTable(Schema.builder().column("k", DataType.intType()).column("s", DataType.intType())
                .column("ts", DataType.intType()).primaryKey("k").option("bucket", "1")
                .option("merge-engine", "aggregation").option("fields.s.aggregate-function", "sum")
                .option("sequence.field", "ts").build());
        assertThrows(VarveException.InvalidSchema.class,
                () -> schemas.commitChanges(List.of(SchemaChange.dropColumn("ts"))));
        assertThrows(VarveException.InvalidSchema.class,
                () -> schemas.commitChanges(List.of(SchemaChange.dropColumn("s"))));
        SchemaManager append = new SchemaManager(io, "/wh/default.db/a", "default.a", clock::incrementAndGet);
        append.createTable(Schema.builder().column("k", DataType.intType()).column("n", DataType.intType()).build());
        assertEquals("ALTER TABLE DROP: column 'n' is the last column of table 'default.a'; a table needs at least"
                        + " one column",
                assertThrows(VarveException.InvalidSchema.class, () -> append.commitChanges(List.of(
                        SchemaChange.dropColumn("k"), SchemaChange.dropColumn("n")))).getMessage());
        assertEquals(1, schemas.listIds().size());
        assertEquals(1, append.listIds().size());
    }

    @Test
    void addAndModifyPlaceColumnsInOrderOfTheChanges() {
        schemas.createTable(orders().option("bucket", "2").build());
        TableSchema s1 = schemas.commitChanges(List.of(
                SchemaChange.addColumn("a", DataType.intType(), null, SchemaChange.Move.first()),
                SchemaChange.addColumn("c", DataType.intType(), null, SchemaChange.Move.first()),
                SchemaChange.addColumn("d", DataType.intType(), null, SchemaChange.Move.after("price"))));
        assertEquals(List.of("c", "a", "id", "price", "d", "name"), s1.fieldNames());
        assertEquals(List.of(4, 3, 0, 1, 5, 2), s1.fields().stream().map(f -> f.id()).collect(java.util.stream.Collectors.toList()));
        TableSchema s2 = schemas.commitChanges(List.of(SchemaChange.modifyColumn("id", null, SchemaChange.Move.after("name")),
                SchemaChange.modifyColumn("price", "new", null)));
        assertEquals(List.of("c", "a", "price", "d", "name", "id"), s2.fieldNames());
        assertEquals("new", s2.fields().get(2).description());
        TableSchema s3 = schemas.commitChanges(List.of(SchemaChange.modifyColumn("price", null, null)));
        assertEquals(3, s3.id(), "a MODIFY that changes nothing still writes a version (as Paimon)");
        assertEquals("new", s3.fields().get(2).description(), "no COMMENT keeps the comment");
        assertEquals("ALTER TABLE ADD: column 'zz' does not exist in table 'default.t'",
                assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(List.of(
                        SchemaChange.addColumn("e", DataType.intType(), null, SchemaChange.Move.after("zz"))))).getMessage());
        assertEquals("ALTER TABLE MODIFY: column 'zz' does not exist in table 'default.t'",
                assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(List.of(
                        SchemaChange.modifyColumn("zz", null, SchemaChange.Move.first())))).getMessage());
        assertEquals(4, schemas.listIds().size());
    }

    @Test
    void alterErrors() {
        schemas.createTable(orders().option("bucket", "2").build());
        assertEquals("column 'Price' already exists in table 'default.t'",
                assertThrows(VarveException.AlreadyExists.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.addColumn("Price", DataType.intType(), null)))).getMessage());
        assertEquals("new column 'w' cannot be NOT NULL: the rows already in table 'default.t' have no value for it",
                assertThrows(VarveException.InvalidSchema.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.addColumn("w", DataType.intType().notNull(), null)))).getMessage());
        assertEquals("option 'merge-engine' cannot be changed once the table has data (it is 'deduplicate')",
                assertThrows(VarveException.InvalidSchema.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.setOption("merge-engine", "aggregation")))).getMessage());
        assertEquals("'sequence.field': no column 'zz'",
                assertThrows(VarveException.InvalidSchema.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.setOption("sequence.field", "zz")))).getMessage());
        assertEquals("unknown option 'bukcet' (did you mean 'bucket'?)",
                assertThrows(VarveException.InvalidSchema.class,
                        () -> schemas.commitChanges(List.of(SchemaChange.removeOption("bukcet")))).getMessage());
        assertTrue(assertThrows(VarveException.InvalidSchema.class,
                () -> schemas.commitChanges(List.of(SchemaChange.setOption("bucket", "-1")))).getMessage()
                .startsWith("'bucket' cannot change from 2 to -1"));
        assertEquals(1, schemas.listIds().size(), "failed ALTERs write nothing");
        TableSchema noData = schemas.commitChanges(List.of(SchemaChange.setOption("merge-engine", "aggregation")),
                new ArrayList<>(), () -> false);
        assertEquals("aggregation", noData.rawOptions().get("merge-engine"), "a table without snapshots may change it (as Paimon)");
        SchemaManager missing = new SchemaManager(io, "/wh/default.db/nope");
        assertEquals("table 'default.nope' does not exist",
                assertThrows(VarveException.NotFound.class,
                        () -> missing.commitChanges(List.of(SchemaChange.setOption("bucket", "3")))).getMessage());
        assertEquals("schema 9 of table 'default.t' does not exist",
                assertThrows(VarveException.NotFound.class, () -> schemas.schema(9)).getMessage());
    }

    @Test
    void concurrentAltersAllLandInOrder() throws Exception {
        schemas.createTable(orders().build());
        int threads = 4;
        int perThread = 10;
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> ts = new ArrayList<>();
        List<Throwable> errors = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < threads; t++) {
            int tt = t;
            Thread th = new Thread(() -> {
                try {
                    start.await();
                    SchemaManager mine = new SchemaManager(io, "/wh/default.db/t");
                    for (int i = 0; i < perThread; i++) {
                        mine.commitChanges(List.of(SchemaChange.addColumn("c" + tt + "_" + i, DataType.intType(), null)));
                    }
                } catch (Throwable e) {
                    errors.add(e);
                }
            });
            th.start();
            ts.add(th);
        }
        start.countDown();
        for (Thread th : ts) {
            th.join();
        }
        assertEquals(List.of(), errors);
        TableSchema last = schemas.latest().get();
        assertEquals(threads * perThread, last.id());
        assertEquals(3 + threads * perThread, last.fieldNames().size());
        assertEquals(2 + threads * perThread, last.highestFieldId());
        java.util.Set<Integer> ids = new java.util.HashSet<>();
        last.fields().forEach(f -> ids.add(f.id()));
        assertEquals(last.fields().size(), ids.size(), "field ids unique");
    }

    @Test
    void nameFromPath() {
        assertEquals("db1.orders", SchemaManager.nameFromPath("/tmp/wh/db1.db/orders/"));
        assertEquals("orders", SchemaManager.nameFromPath("/tmp/orders"));
    }

    @Test
    void corruptSchemaFileNamesThePath() throws Exception {
        io.tryCreateAtomically("/wh/default.db/t/schema/schema-0", "{not json".getBytes(StandardCharsets.UTF_8));
        VarveException e = assertThrows(VarveException.class, () -> schemas.latest());
        assertTrue(e.getMessage().startsWith("schema file '/wh/default.db/t/schema/schema-0' is corrupt: not valid JSON"), e.getMessage());
        io.tryCreateAtomically("/wh/default.db/t/schema/schema-x", new byte[0]);
        assertEquals(List.of(0L), schemas.listIds(), "non-schema names ignored");
    }

    @Test
    void modifyTypeKeepsTheFieldIdAndRefusesKeysNotNullAndMissingCasts() {
        schemas.createTable(Schema.builder().column("p", DataType.string()).column("k", DataType.intType())
                .column("v", DataType.intType()).column("w", DataType.intType().notNull())
                .partitionKeys("p").primaryKey("p", "k").option("bucket", "1").build());
        TableSchema s1 = schemas.commitChanges(List.of(SchemaChange.updateColumnType("v", DataType.bigint())));
        assertEquals(DataType.bigint(), s1.fields().get(2).type());
        assertEquals(2, s1.fields().get(2).id());
        assertEquals(2, s1.formatVersion());
        // a later version stays at format 2: readers of 1 would read the INT files as BIGINT
        TableSchema s2 = schemas.commitChanges(List.of(SchemaChange.setOption("snapshot.num-retained.max", "90")));
        assertEquals(2, s2.formatVersion());
        assertEquals(2, schemas.schema(2).formatVersion());
        assertEquals(1, schemas.schema(0).formatVersion());
        TableSchema s3 = schemas.commitChanges(List.of(SchemaChange.updateColumnType("w", DataType.intType())));
        assertTrue(s3.fields().get(3).type().isNullable());
        assertTrue(assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(
                List.of(SchemaChange.updateColumnType("k", DataType.bigint())))).getMessage().contains("primary key"));
        assertTrue(assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(
                List.of(SchemaChange.updateColumnType("p", DataType.varchar(3))))).getMessage().contains("partition column"));
        assertTrue(assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(
                List.of(SchemaChange.updateColumnType("v", DataType.bigint().notNull())))).getMessage()
                .contains("cannot become NOT NULL"));
        assertTrue(assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(
                List.of(SchemaChange.updateColumnType("v", DataType.date())))).getMessage()
                .contains("column type BIGINT cannot be changed to DATE"));
        assertTrue(assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(
                List.of(SchemaChange.updateColumnType("x", DataType.date())))).getMessage().contains("'x' does not exist"));
        assertEquals(3, schemas.latest().orElseThrow().id());
    }

    @Test
    void modifyFollowsTheCastingAndNullabilityOptions() {
        // Paimon 1.4.2 (goldens sweep45_op45_alter_explicit_casting, sweep45_op45_alter_null_to_not_null): with
        // 'disable-explicit-type-casting' only implicit casts; with 'alter-column-null-to-not-null.disabled' = false a
        // nullable column may become NOT NULL; both read from the options before the change
        schemas.createTable(Schema.builder().column("k", DataType.intType()).column("a", DataType.bigint())
                .column("b", DataType.intType()).column("c", DataType.string()).primaryKey("k").option("bucket", "1")
                .option("disable-explicit-type-casting", "true").build());
        VarveException narrowing = assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(
                List.of(SchemaChange.updateColumnType("a", DataType.intType()))));
        assertTrue(narrowing.getMessage().contains("column type BIGINT cannot be converted to INT without losing information"),
                narrowing.getMessage());
        assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(
                List.of(SchemaChange.updateColumnType("c", DataType.intType()))), "STRING to INT is explicit");
        assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(
                List.of(SchemaChange.updateColumnType("b", DataType.string()))), "INT to STRING is explicit");
        assertEquals(DataType.bigint(), schemas.commitChanges(List.of(SchemaChange.updateColumnType("b", DataType.bigint())))
                .fields().get(2).type(), "widening is implicit");
        assertEquals(DataType.doubleType(), schemas.commitChanges(List.of(SchemaChange.updateColumnType("a", DataType.doubleType())))
                .fields().get(1).type());
        // the option comes off: the explicit cast passes; NOT NULL is still refused by default
        schemas.commitChanges(List.of(SchemaChange.setOption("disable-explicit-type-casting", "false")));
        assertEquals(DataType.string(), schemas.commitChanges(List.of(SchemaChange.updateColumnType("b", DataType.string())))
                .fields().get(2).type());
        assertTrue(assertThrows(VarveException.InvalidSchema.class, () -> schemas.commitChanges(
                List.of(SchemaChange.updateColumnType("c", DataType.string().notNull())))).getMessage()
                .contains("cannot become NOT NULL"));
        schemas.commitChanges(List.of(SchemaChange.setOption("alter-column-null-to-not-null.disabled", "false")));
        assertFalse(schemas.commitChanges(List.of(SchemaChange.updateColumnType("c", DataType.string().notNull())))
                .fields().get(3).type().isNullable());
    }

    @Test
    void dropPrimaryKeyOnlyWithoutSnapshots() {
        schemas.createTable(orders().option("merge-engine", "aggregation").build());
        VarveException e = assertThrows(VarveException.InvalidSchema.class,
                () -> schemas.commitChanges(List.of(SchemaChange.dropPrimaryKey()), new ArrayList<>(), () -> true));
        assertTrue(e.getMessage().startsWith("Cannot drop primary keys on a non-empty table"), e.getMessage());
        assertEquals(0, schemas.latest().get().id(), "nothing written");

        TableSchema s1 = schemas.commitChanges(List.of(SchemaChange.dropPrimaryKey()), new ArrayList<>(), () -> false);
        assertEquals(1, s1.id());
        assertEquals(List.of(), s1.primaryKeys());
        assertEquals(List.of("id", "price", "name"), s1.fieldNames());
        assertFalse(s1.fields().get(0).type().isNullable(), "the key's columns stay NOT NULL");
        assertEquals("aggregation", s1.rawOptions().get("merge-engine"), "options kept");
        assertEquals(s1, schemas.schema(1));

        VarveException again = assertThrows(VarveException.InvalidSchema.class,
                () -> schemas.commitChanges(List.of(SchemaChange.dropPrimaryKey()), new ArrayList<>(), () -> false));
        assertTrue(again.getMessage().contains("does not define any primary key"), again.getMessage());
    }

    @Test
    void dropPrimaryKeyOfFixedBucketsNeedsBucketKey() {
        schemas.createTable(orders().option("bucket", "2").build());
        VarveException e = assertThrows(VarveException.InvalidSchema.class,
                () -> schemas.commitChanges(List.of(SchemaChange.dropPrimaryKey()), new ArrayList<>(), () -> false));
        assertTrue(e.getMessage().contains("You should define a 'bucket-key' for bucketed append mode"), e.getMessage());
        TableSchema s1 = schemas.commitChanges(List.of(SchemaChange.setOption("bucket-key", "id"),
                SchemaChange.dropPrimaryKey()), new ArrayList<>(), () -> false);
        assertEquals(List.of(), s1.primaryKeys());
        assertEquals(List.of("id"), s1.bucketKeys());
    }
}
