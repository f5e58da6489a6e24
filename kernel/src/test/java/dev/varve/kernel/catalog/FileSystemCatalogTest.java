package dev.varve.kernel.catalog;

import dev.varve.format.FileIO;
import dev.varve.format.LocalFileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FileSystemCatalogTest {
    private final MemoryFileIO io = new MemoryFileIO();
    private final FileSystemCatalog catalog = new FileSystemCatalog(io, "/wh/", SchemaOnlyTable::open);

    private static Schema orders() {
        return Schema.builder().column("id", DataType.bigint()).column("price", DataType.doubleType())
                .primaryKey("id").option("bucket", "2").build();
    }

    private static String message(Class<? extends VarveException> type, org.junit.jupiter.api.function.Executable e) {
        return assertThrows(type, e).getMessage();
    }

    @Test
    void defaultDatabaseExistsOnFirstUse() throws Exception {
        assertEquals("/wh", catalog.warehouse());
        assertFalse(io.exists("/wh/default.db"));
        assertEquals(List.of("default"), catalog.listDatabases());
        assertTrue(io.exists("/wh/default.db"));
        assertFalse(catalog.databaseExists("DEFAULT")); // names are case-sensitive, as in Paimon
        assertEquals(List.of(), catalog.listTables("default"));
    }

    @Test
    void createUseAndDropTables() {
        assertEquals(List.of(), catalog.createTable(Identifier.of("default", "orders"), orders(), false));
        Identifier id = Identifier.of("default", "orders");
        assertTrue(catalog.tableExists(id));
        assertFalse(catalog.tableExists(Identifier.parse("default.ORDERS")));
        assertEquals(List.of("orders"), catalog.listTables("default"));
        Table t = catalog.getTable(id);
        assertEquals(id, t.identifier());
        assertEquals(0, t.schemaId());
        assertEquals(List.of("id"), t.primaryKeys());
        assertEquals("/wh/default.db/orders", ((SchemaOnlyTable) t).path);
        assertEquals(Map.of("bucket", "2"), t.options());

        assertEquals("table 'default.orders' already exists",
                message(VarveException.AlreadyExists.class, () -> catalog.createTable(id, orders(), false)));
        assertEquals(List.of(), catalog.createTable(id, orders(), true));

        catalog.dropTable(id, false);
        assertFalse(catalog.tableExists(id));
        assertEquals(List.of(), catalog.listTables("default"));
        assertEquals("table 'default.orders' does not exist",
                message(VarveException.NotFound.class, () -> catalog.dropTable(id, false)));
        catalog.dropTable(id, true);
        assertEquals("table 'default.orders' does not exist",
                message(VarveException.NotFound.class, () -> catalog.getTable(id)));
        assertFalse(io.exists("/wh/default.db/orders"));
    }

    @Test
    void createReturnsWarningsAndValidates() {
        List<String> w = catalog.createTable(Identifier.of("default", "t"), Schema.builder()
                .column("id", DataType.intType()).primaryKey("id").option("file.format", "orc").build(), false);
        assertEquals(1, w.size());
        assertTrue(w.get(0).contains("'file.format' is ignored"), w.get(0));
        assertEquals("unknown option 'merge_engine' (did you mean 'merge-engine'?)",
                message(VarveException.InvalidSchema.class, () -> catalog.createTable(Identifier.of("default", "u"),
                        Schema.builder().column("id", DataType.intType()).option("merge_engine", "x").build(), false)));
        assertFalse(catalog.tableExists(Identifier.of("default", "u")));
        assertEquals(List.of("t"), catalog.listTables("default"));
    }

    @Test
    void databases() {
        catalog.createDatabase("sales", false);
        assertEquals(List.of("default", "sales"), catalog.listDatabases());
        assertEquals("database 'sales' already exists",
                message(VarveException.AlreadyExists.class, () -> catalog.createDatabase("sales", false)));
        catalog.createDatabase("sales", true);
        catalog.createTable(Identifier.of("sales", "a"), orders(), false);
        catalog.createTable(Identifier.of("sales", "b"), orders(), false);
        assertEquals(List.of("a", "b"), catalog.listTables("sales"));
        assertEquals("database 'sales' is not empty (tables: a, b); use DROP DATABASE ... CASCADE",
                message(VarveException.class, () -> catalog.dropDatabase("sales", false, false)));
        catalog.dropDatabase("sales", false, true);
        assertFalse(catalog.databaseExists("sales"));
        assertEquals("database 'sales' does not exist",
                message(VarveException.NotFound.class, () -> catalog.dropDatabase("sales", false, false)));
        catalog.dropDatabase("sales", true, false);
        assertEquals("database 'nope' does not exist",
                message(VarveException.NotFound.class, () -> catalog.listTables("nope")));
        assertEquals("database 'nope' does not exist",
                message(VarveException.NotFound.class, () -> catalog.createTable(Identifier.of("nope", "t"), orders(), false)));
        assertEquals("table 'nope.t' does not exist",
                message(VarveException.NotFound.class, () -> catalog.getTable(Identifier.of("nope", "t"))));
        catalog.createDatabase("empty", false);
        catalog.dropDatabase("empty", false, false);
        assertEquals(List.of("default"), catalog.listDatabases());
    }

    @Test
    void namesAreCaseSensitive() {
        // as Paimon's filesystem catalog (case-sensitive by default): names are kept and matched as written
        catalog.createDatabase("Sales", false);
        catalog.createDatabase("sales", false);
        assertEquals(List.of("Sales", "default", "sales"), catalog.listDatabases());
        catalog.createTable(Identifier.of("Sales", "MyOrders"), orders(), false);
        catalog.createTable(Identifier.of("Sales", "myorders"), orders(), false);
        assertEquals(List.of("MyOrders", "myorders"), catalog.listTables("Sales"));
        assertEquals(List.of(), catalog.listTables("sales"));
        assertEquals("Sales.MyOrders", catalog.getTable(Identifier.of("Sales", "MyOrders")).identifier().fullName());
        assertFalse(catalog.tableExists(Identifier.of("Sales", "MYORDERS")));
        assertTrue(io.exists("/wh/Sales.db/MyOrders"));
        catalog.dropTable(Identifier.of("Sales", "MyOrders"), false);
        assertEquals(List.of("myorders"), catalog.listTables("Sales"));
    }

    @Test
    void badNames() {
        assertEquals("invalid database name 'a/b': names may not contain '/', '\\', '.', '$' or control characters",
                message(VarveException.InvalidSchema.class, () -> catalog.createDatabase("a/b", false)));
        assertEquals("invalid table name 't$snapshots': names may not contain '/', '\\', '.', '$' or control characters",
                message(VarveException.InvalidSchema.class, () -> catalog.createTable(Identifier.of("default", "t$snapshots"), orders(), false)));
        assertEquals("database name must not be empty",
                message(VarveException.InvalidSchema.class, () -> catalog.createDatabase(" ", false)));
    }

    @Test
    void alterTable() {
        Identifier id = Identifier.of("default", "t");
        catalog.createTable(id, orders(), false);
        List<String> w = catalog.alterTable(id, List.of(SchemaChange.setOption("bucket", "4"),
                SchemaChange.setOption("sink.parallelism", "3"), SchemaChange.addColumn("qty", DataType.intType(), null)), false);
        assertEquals(1, w.size());
        Table t = catalog.getTable(id);
        assertEquals(1, t.schemaId());
        assertEquals(List.of("id", "price", "qty"), t.rowType().names());
        assertEquals(2, t.schemas().size());
        assertEquals("table 'default.nope' does not exist", message(VarveException.NotFound.class,
                () -> catalog.alterTable(Identifier.of("default", "nope"), List.of(SchemaChange.setOption("bucket", "3")), false)));
        assertEquals(List.of(), catalog.alterTable(Identifier.of("default", "nope"), List.of(), true));
        catalog.alterTable(id, List.of(SchemaChange.setOption("merge-engine", "first-row")), false);
        assertEquals(2, catalog.getTable(id).schemaId(), "a table without snapshots may change its merge engine (as Paimon)");
        Table hinted = t.copy(Map.of("scan.snapshot-id", "1"));
        assertEquals(Map.of("scan.snapshot-id", "1"), ((SchemaOnlyTable) hinted).dynamicOptions());
    }

    @Test
    void halfCreatedOrHalfDroppedTableDoesNotBlockCreate() throws Exception {
        // a table directory without schema: an interrupted CREATE (or DROP)
        io.mkdirs("/wh/default.db/t/snapshot");
        Identifier id = Identifier.of("default", "t");
        assertFalse(catalog.tableExists(id));
        assertEquals(List.of(), catalog.listTables("default"));
        assertEquals("table 'default.t' does not exist", message(VarveException.NotFound.class, () -> catalog.getTable(id)));
        catalog.createTable(id, orders(), false);
        assertTrue(catalog.tableExists(id));
    }

    @Test
    void interruptedDropLeavesADroppableTable() throws Exception {
        Identifier id = Identifier.of("default", "t");
        catalog.createTable(id, orders(), false);
        io.tryCreateAtomically("/wh/default.db/t/snapshot/snapshot-1", "{}".getBytes(StandardCharsets.UTF_8));
        io.tryCreateAtomically("/wh/default.db/t/bucket-0/data-1.vrf", new byte[10]);
        // fail the drop after the data is gone but before the schemas: the table still exists
        AtomicInteger deletes = new AtomicInteger();
        FileIO failing = new ForwardingFileIO(io) {
            @Override
            public void deleteRecursively(String dir) throws java.io.IOException {
                if (dir.endsWith("/schema")) {
                    throw new java.io.IOException("disk gone");
                }
                deletes.incrementAndGet();
                super.deleteRecursively(dir);
            }
        };
        FileSystemCatalog c2 = new FileSystemCatalog(failing, "/wh", SchemaOnlyTable::open);
        VarveException e = assertThrows(VarveException.class, () -> c2.dropTable(id, false));
        assertEquals("could not drop table 'default.t': disk gone", e.getMessage());
        assertEquals(2, deletes.get());
        assertTrue(catalog.tableExists(id));
        assertFalse(io.exists("/wh/default.db/t/snapshot/snapshot-1"));
        catalog.dropTable(id, false);
        assertFalse(catalog.tableExists(id));
    }

    @Test
    void concurrentCreatesOfOneTableHaveOneWinner() throws Exception {
        int threads = 4;
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger won = new AtomicInteger();
        AtomicInteger lost = new AtomicInteger();
        List<Throwable> other = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            // separate catalog instances: the race is decided by the atomic schema-0 create
            FileSystemCatalog c = new FileSystemCatalog(io, "/wh", SchemaOnlyTable::open);
            Thread t = new Thread(() -> {
                try {
                    start.await();
                    c.createTable(Identifier.of("default", "race"), orders(), false);
                    won.incrementAndGet();
                } catch (VarveException.AlreadyExists e) {
                    lost.incrementAndGet();
                } catch (Throwable e) {
                    other.add(e);
                }
            });
            t.start();
            ts.add(t);
        }
        start.countDown();
        for (Thread t : ts) {
            t.join();
        }
        assertEquals(List.of(), other);
        assertEquals(1, won.get());
        assertEquals(threads - 1, lost.get());
    }

    @Test
    void closedCatalogRefusesWork() {
        catalog.close();
        assertThrows(IllegalStateException.class, catalog::listDatabases);
    }

    @Test
    void localFileSystemAndCatalogOpen(@TempDir Path dir) throws Exception {
        Path wh = dir.resolve("warehouse");
        FileSystemCatalog local = new FileSystemCatalog(new LocalFileIO(), wh.toString(), SchemaOnlyTable::open);
        local.createTable(Identifier.of("default", "t"), orders(), false);
        assertTrue(Files.exists(wh.resolve("default.db/t/schema/schema-0")));
        assertEquals("t", local.getTable(Identifier.of("default", "t")).identifier().table());

        try (Catalog opened = Catalog.open(wh.toString())) {
            assertEquals(wh.toAbsolutePath().toString().replace('\\', '/'), opened.warehouse());
            assertEquals(List.of("t"), opened.listTables("default"));
            assertTrue(opened.tableExists(Identifier.of("default", "t")));
            boolean implementationPresent = classExists(TableLoaders.DEFAULT_TABLE_CLASS);
            if (!implementationPresent) {
                VarveException e = assertThrows(VarveException.class, () -> opened.getTable(Identifier.of("default", "t")));
                assertEquals("cannot open tables: the table implementation dev.varve.kernel.table.FileStoreTable"
                        + " is not part of this build", e.getMessage());
            } else {
                assertEquals("t", opened.getTable(Identifier.of("default", "t")).identifier().table());
            }
        }
    }

    private static boolean classExists(String name) {
        try {
            Class.forName(name);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    @Test
    void reflectiveLoader() {
        Identifier id = Identifier.of("default", "t");
        catalog.createTable(id, orders(), false);
        FileSystemCatalog byName = new FileSystemCatalog(io, "/wh",
                TableLoaders.byName("dev.varve.kernel.catalog.SchemaOnlyTable"));
        assertEquals(id, byName.getTable(id).identifier());
        FileSystemCatalog noMethod = new FileSystemCatalog(io, "/wh", TableLoaders.byName("java.lang.String"));
        assertEquals("cannot open tables: java.lang.String has no public static open(FileIO, String, Identifier, SchemaManager)",
                assertThrows(VarveException.class, () -> noMethod.getTable(id)).getMessage());
    }
}
