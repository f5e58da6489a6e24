package dev.varve.cli.sql;

import dev.varve.format.FileIO;
import dev.varve.format.LocalFileIO;
import dev.varve.format.PositionInput;
import dev.varve.format.PositionOutput;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.apache.calcite.sql.SqlSelect;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** WHERE conjuncts pushed into the kernel scan: which are pushed, that results never change, that files are skipped. */
class FilterPushdownTest {
    private static final RowType TYPE = new RowType(List.of(
            new dev.varve.row.DataField(0, "k", DataType.intType().notNull()),
            new dev.varve.row.DataField(1, "s", DataType.string()),
            new dev.varve.row.DataField(2, "t", DataType.tinyint()),
            new dev.varve.row.DataField(3, "d", DataType.decimal(10, 2)),
            new dev.varve.row.DataField(4, "c", DataType.charType(3))));

    private static List<String> pushed(String where) {
        SqlSelect sel = (SqlSelect) FlinkParser.parse("SELECT * FROM x WHERE " + where);
        return FilterPushdown.terms(sel.getWhere(), TYPE).stream().map(Object::toString).collect(Collectors.toList());
    }

    @Test
    void pushesOnlyExactComparisonsOfConjuncts() {
        assertEquals(List.of("k = 5", "s < ab", "k > 3", "t <= -2"),
                pushed("k = 5 AND s < 'ab' AND 3 < k AND t <= -2"));
        assertEquals(List.of("k = 5"), pushed("k = 5.00"));
        assertEquals(List.of(), pushed("k = 5.5"));              // no INT equals 5.5; pushing 5 would be wrong for <
        assertEquals(List.of(), pushed("t < 300"));              // outside TINYINT: not converted
        assertEquals(List.of(), pushed("k = '5'"));              // string compared as a number by the WHERE
        assertEquals(List.of(), pushed("s = 5"));
        assertEquals(List.of(), pushed("k = 5 OR k = 6"));
        assertEquals(List.of(), pushed("d = 1.5 AND c = 'ab'")); // DECIMAL and CHAR are left to the WHERE
        assertEquals(List.of(), pushed("k <> 5 AND k = NULL AND k = k + 1"));
        assertEquals(List.of("k >= 1"), pushed("x.k >= 1 AND NOT (k = 2)"));
    }

    /** Counts opens of data files (paths under a bucket directory). */
    private static final class CountingFileIO implements FileIO {
        final FileIO delegate = new LocalFileIO();
        final AtomicInteger dataOpens = new AtomicInteger();

        @Override public PositionOutput create(String path) throws IOException { return delegate.create(path); }
        @Override public PositionInput open(String path) throws IOException {
            if (path.contains("/bucket-")) {
                dataOpens.incrementAndGet();
            }
            return delegate.open(path);
        }
        @Override public boolean exists(String path) throws IOException { return delegate.exists(path); }
        @Override public long size(String path) throws IOException { return delegate.size(path); }
        @Override public List<FileStatus> list(String dir) throws IOException { return delegate.list(dir); }
        @Override public boolean delete(String path) throws IOException { return delegate.delete(path); }
        @Override public void deleteRecursively(String dir) throws IOException { delegate.deleteRecursively(dir); }
        @Override public void mkdirs(String dir) throws IOException { delegate.mkdirs(dir); }
        @Override public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
            return delegate.tryCreateAtomically(path, content);
        }
        @Override public void overwriteAtomically(String path, byte[] content) throws IOException {
            delegate.overwriteAtomically(path, content);
        }
        @Override public byte[] readFully(String path) throws IOException { return delegate.readFully(path); }
        @Override public void syncDirectory(String dir) throws IOException { delegate.syncDirectory(dir); }
    }

    @TempDir
    Path tmp;

    private final CountingFileIO io = new CountingFileIO();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private Session session() {
        CatalogOpener opener = w -> new FileSystemCatalog(io, w, TableLoaders.defaultLoader());
        return new Session(tmp.resolve("wh").toString(), opener, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    private String query(Session s, String sql) {
        out.reset();
        s.execute(sql);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void pointQueryOpensOneFile() {
        try (Session s = session()) {
            s.execute("CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '4')");
            s.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f'), (7, 'g'), (8, 'h')");
            io.dataOpens.set(0);
            String all = query(s, "SELECT * FROM t");
            int opensAll = io.dataOpens.get();
            assertEquals(4, opensAll, all);
            io.dataOpens.set(0);
            String one = query(s, "SELECT v FROM t AS x WHERE x.k = 6");
            assertEquals(1, io.dataOpens.get(), one);
            assertEquals(query(s, "SELECT v FROM (SELECT * FROM t) WHERE k = 6"), one);
        }
    }

    @TestFactory
    Stream<DynamicTest> pushedQueriesEqualUnpushed() {
        long seed = Long.getLong("seed", new SplittableRandom().nextLong());
        return Stream.of(DynamicTest.dynamicTest("seed=" + seed, () -> differential(seed)));
    }

    private void differential(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        try (Session s = session()) {
            s.execute("CREATE TABLE t (p INT, k INT, s STRING, v BIGINT, PRIMARY KEY (p, k, s) NOT ENFORCED) "
                    + "PARTITIONED BY (p) WITH ('bucket' = '" + (1 + rnd.nextInt(3)) + "')");
            String[] strings = {"a", "ab", "b", "", "zz"};
            for (int commit = 0; commit < 4; commit++) {
                List<String> values = new ArrayList<>();
                for (int i = 0; i < 30; i++) {
                    values.add("(" + rnd.nextInt(3) + ", " + rnd.nextInt(40) + ", '" + strings[rnd.nextInt(strings.length)]
                            + "', " + (rnd.nextInt(5) == 0 ? "NULL" : Integer.toString(rnd.nextInt(100))) + ")");
                }
                s.execute("INSERT INTO t VALUES " + String.join(", ", values));
            }
            String[] ops = {"=", "<", "<=", ">", ">=", "<>"};
            for (int q = 0; q < 25; q++) {
                List<String> conj = new ArrayList<>();
                int n = 1 + rnd.nextInt(3);
                for (int i = 0; i < n; i++) {
                    String op = ops[rnd.nextInt(ops.length)];
                    switch (rnd.nextInt(4)) {
                        case 0: conj.add("k " + op + " " + (rnd.nextInt(44) - 2)); break;
                        case 1: conj.add("p " + op + " " + (rnd.nextInt(5) - 1)); break;
                        case 2: conj.add("'" + strings[rnd.nextInt(strings.length)] + "' " + op + " s"); break;
                        default: conj.add("v " + op + " " + rnd.nextInt(100));
                    }
                }
                String where = String.join(" AND ", conj);
                String pushed = query(s, "SELECT * FROM t WHERE " + where + " ORDER BY p, k, s");
                String plain = query(s, "SELECT * FROM (SELECT * FROM t) WHERE " + where + " ORDER BY p, k, s");
                assertEquals(plain, pushed, "seed=" + seed + " WHERE " + where);
            }
        }
    }
}
