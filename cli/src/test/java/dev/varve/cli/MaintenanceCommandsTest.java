package dev.varve.cli;

import dev.varve.cli.sql.CatalogOpener;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** {@code varve export / inspect / compact / expire} against the kernel; the export is read back with DuckDB. */
class MaintenanceCommandsTest {
    private static final CatalogOpener KERNEL = CatalogOpener.kernel();

    @TempDir
    Path tmp;

    @BeforeEach
    void table() {
        assumeTrue(KernelGoldenTest.kernelAvailable(), "the kernel's table layer has not landed in this build");
        Golden.Run r = Golden.sql(KERNEL, tmp, "CREATE TABLE orders (dt STRING, id BIGINT, amount DECIMAL(10, 2), "
                + "PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', "
                + "'snapshot.num-retained.min' = '1');"
                + "INSERT INTO orders VALUES ('a', 1, 1.50), ('a', 2, 2.25), ('b', 3, 10.00);"
                + "INSERT INTO orders VALUES ('a', 1, 3.50);"
                + "INSERT INTO orders VALUES ('b', 4, 0.75)");
        assertEquals(0, r.exit, r.err);
    }

    @Test
    void exportIsReadableByDuckDb() throws Exception {
        Path out = tmp.resolve("export");
        Golden.Run r = Golden.run(KERNEL, "--warehouse", tmp.toString(), "export", "--table", "default.orders", "--to", out.toString());
        assertEquals(0, r.exit, r.err);
        List<Path> files;
        try (Stream<Path> s = Files.list(out)) {
            files = s.collect(Collectors.toList());
        }
        assertEquals(1, files.size(), files.toString());
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:");
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*), sum(amount), max(id) FROM read_parquet('" + files.get(0) + "')")) {
            assertTrue(rs.next());
            assertEquals(4, rs.getLong(1));
            assertEquals(0, new java.math.BigDecimal("16.50").compareTo(rs.getBigDecimal(2)));
            assertEquals(4, rs.getLong(3));
        }
        // an older snapshot
        Golden.Run old = Golden.run(KERNEL, "--warehouse", tmp.toString(), "export", "--table", "default.orders",
                "--to", tmp.resolve("old").toString(), "--snapshot", "1");
        assertEquals(0, old.exit, old.err);
        assertTrue(Files.exists(tmp.resolve("old").resolve("orders-snapshot-1.parquet")));
    }

    @Test
    void inspectCompactExpire() {
        Golden.Run r = Golden.run(KERNEL, "--warehouse", tmp.toString(), "inspect", "default.orders");
        assertEquals(0, r.exit, r.err);
        assertTrue(r.out.contains("snapshots: 3 (1..3)"), r.out);
        assertTrue(r.out.contains("primary key: dt, id"), r.out);

        r = Golden.run(KERNEL, "--warehouse", tmp.toString(), "compact", "default.orders", "--partition", "dt=a");
        assertEquals(0, r.exit, r.err);
        assertTrue(r.err.contains("compacted as snapshot 4"), r.err);

        r = Golden.run(KERNEL, "--warehouse", tmp.toString(), "expire", "default.orders", "--retain-max", "2");
        assertEquals(0, r.exit, r.err);
        assertTrue(r.err.contains("2 snapshots expired"), r.err);

        Golden.Run q = Golden.sql(KERNEL, tmp, "SELECT snapshot_id FROM orders$snapshots; SELECT SUM(amount) FROM orders");
        assertEquals(0, q.exit, q.err);
        assertEquals("+I[3]\n+I[4]\n+I[16.50]\n", q.out);
    }
}
