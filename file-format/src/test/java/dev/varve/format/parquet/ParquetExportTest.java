package dev.varve.format.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RunReader;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Exports and reads back with DuckDB, an independent Parquet reader. */
class ParquetExportTest {
    @TempDir
    Path dir;

    static final RowType ALL = new RowType(List.of(
            new DataField(0, "b", DataType.booleanType()),
            new DataField(1, "t", DataType.tinyint()),
            new DataField(2, "s", DataType.smallint()),
            new DataField(3, "i", DataType.intType()),
            new DataField(4, "l", DataType.bigint().notNull()),
            new DataField(5, "f", DataType.floatType()),
            new DataField(6, "d", DataType.doubleType()),
            new DataField(7, "dec9", DataType.decimal(9, 3)),
            new DataField(8, "dec18", DataType.decimal(18, 2)),
            new DataField(9, "dec38", DataType.decimal(38, 10)),
            new DataField(10, "c", DataType.charType(3)),
            new DataField(11, "str", DataType.string()),
            new DataField(12, "bin", DataType.bytes()),
            new DataField(13, "day", DataType.date()),
            new DataField(14, "tm", DataType.time(3)),
            new DataField(15, "tm6", DataType.time(6)),
            new DataField(16, "ts3", DataType.timestamp(3)),
            new DataField(17, "ts6", DataType.timestamp(6)),
            new DataField(18, "ts9", DataType.timestamp(9)),
            new DataField(19, "ltz", DataType.timestampLtz(6)),
            new DataField(20, "arr", DataType.array(DataType.intType())),
            new DataField(21, "m", DataType.map(DataType.string(), DataType.bigint())),
            new DataField(22, "r", DataType.row(List.of(new DataField(0, "x", DataType.intType()),
                    new DataField(1, "y", DataType.string()))))));

    static GenericRow allRow(int i) {
        boolean nulls = i % 10 == 9;
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("a" + i, (long) i);
        List<Integer> arr = new ArrayList<>();
        arr.add(i);
        arr.add(null);
        return GenericRow.of(nulls ? null : i % 2 == 0, nulls ? null : (byte) i, (short) (i * 3), nulls ? null : i,
                (long) i * 1_000_000_007L, (float) i / 4, i / 8.0, new BigDecimal(i + ".125"), new BigDecimal(i + ".05"),
                new BigDecimal("12345678901234567890." + String.format("%010d", i)), "c" + (i % 10), nulls ? null : "str-" + i,
                new byte[] {(byte) i, 1, 2}, LocalDate.of(2020, 2, 29).plusDays(i), LocalTime.of(12, 0).plusNanos(i * 1_000_000L),
                LocalTime.of(1, 2, 3, 456_789_000), LocalDateTime.of(2024, 1, 1, 0, 0).plusSeconds(i).plusNanos(123_000_000),
                LocalDateTime.of(2024, 1, 1, 0, 0, 0, 123_456_000), LocalDateTime.of(2024, 1, 1, 0, 0, 0, 123_456_789),
                Instant.ofEpochSecond(1_700_000_000L + i, 5000), nulls ? null : arr, nulls ? null : m,
                nulls ? null : GenericRow.of(i, "y" + i));
    }

    static Connection duck() throws Exception {
        return DriverManager.getConnection("jdbc:duckdb:");
    }

    @Test
    void runsWithoutHadoopOnTheClassPath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.apache.hadoop.conf.Configuration"));
    }

    @Test
    void everyTypeMapsToTheRightParquetType() throws Exception {
        Path out = dir.resolve("all.parquet");
        int n = 1000;
        List<InternalRow> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(allRow(i));
        }
        assertEquals(n, ParquetExport.write(out, ALL, rows.iterator(), ParquetExportOptions.defaults().withRowKindColumn("_row_kind")));
        try (Connection c = duck(); Statement st = c.createStatement()) {
            Map<String, String> types = new LinkedHashMap<>();
            try (ResultSet rs = st.executeQuery("DESCRIBE SELECT * FROM read_parquet('" + out + "')")) {
                while (rs.next()) {
                    types.put(rs.getString(1), rs.getString(2));
                }
            }
            assertEquals("{b=BOOLEAN, t=TINYINT, s=SMALLINT, i=INTEGER, l=BIGINT, f=FLOAT, d=DOUBLE, dec9=DECIMAL(9,3), "
                    + "dec18=DECIMAL(18,2), dec38=DECIMAL(38,10), c=VARCHAR, str=VARCHAR, bin=BLOB, day=DATE, tm=TIME, "
                    + "tm6=TIME, ts3=TIMESTAMP, ts6=TIMESTAMP, ts9=TIMESTAMP_NS, ltz=TIMESTAMP WITH TIME ZONE, "
                    + "arr=INTEGER[], m=MAP(VARCHAR, BIGINT), r=STRUCT(x INTEGER, y VARCHAR), _row_kind=VARCHAR}",
                    types.toString());
            Map<String, String> logical = new LinkedHashMap<>();
            try (ResultSet rs = st.executeQuery("SELECT name, logical_type::VARCHAR FROM parquet_schema('" + out + "')")) {
                while (rs.next()) {
                    logical.put(rs.getString(1), rs.getString(2));
                }
            }
            assertTrue(logical.get("ts3").contains("isAdjustedToUTC=0") && logical.get("ts3").contains("MILLIS"), logical.get("ts3"));
            assertTrue(logical.get("ts6").contains("isAdjustedToUTC=0") && logical.get("ts6").contains("MICROS"), logical.get("ts6"));
            assertTrue(logical.get("ts9").contains("NANOS"), logical.get("ts9"));
            assertTrue(logical.get("ltz").contains("isAdjustedToUTC=1"), logical.get("ltz"));
            assertTrue(logical.get("tm").contains("MILLIS"), logical.get("tm"));
            try (ResultSet rs = st.executeQuery("SELECT count(*), sum(l), sum(dec18), count(i), sum(dec38), "
                    + "sum(len(arr)), sum(r.x), min(day), max(ts9)::VARCHAR, count(*) FILTER (WHERE _row_kind = '+I'), "
                    + "sum(f), max(tm)::VARCHAR, sum(t), min(ts3)::VARCHAR, min(ltz - INTERVAL 0 SECOND) IS NOT NULL, "
                    + "max(bin), sum(dec9) FROM read_parquet('" + out + "')")) {
                assertTrue(rs.next());
                assertEquals(n, rs.getLong(1));
                long sumL = 0;
                BigDecimal sumDec = BigDecimal.ZERO;
                BigDecimal sumDec38 = BigDecimal.ZERO;
                BigDecimal sumDec9 = BigDecimal.ZERO;
                long sumT = 0;
                long sumRx = 0;
                double sumF = 0;
                for (int i = 0; i < n; i++) {
                    sumL += (long) i * 1_000_000_007L;
                    sumDec = sumDec.add(new BigDecimal(i + ".05"));
                    sumDec38 = sumDec38.add((BigDecimal) allRow(i).getField(9));
                    sumDec9 = sumDec9.add(new BigDecimal(i + ".125"));
                    sumT += i % 10 == 9 ? 0 : (byte) i;
                    sumRx += i % 10 == 9 ? 0 : i;
                    sumF += (float) i / 4;
                }
                assertEquals(sumL, rs.getLong(2));
                assertEquals(0, sumDec.compareTo(rs.getBigDecimal(3)));
                assertEquals(900, rs.getLong(4), "nulls kept");
                assertEquals(0, sumDec38.compareTo(rs.getBigDecimal(5)));
                assertEquals(1800, rs.getLong(6));
                assertEquals(sumRx, rs.getLong(7));
                assertEquals(LocalDate.of(2020, 2, 29), rs.getObject(8, LocalDate.class));
                assertEquals("2024-01-01 00:00:00.123456789", rs.getString(9));
                assertEquals(n, rs.getLong(10));
                assertEquals(sumF, rs.getDouble(11), 1e-6);
                assertEquals("12:00:00.999", rs.getString(12));
                assertEquals(sumT, rs.getLong(13));
                assertEquals("2024-01-01 00:00:00.123", rs.getString(14));
                assertTrue(rs.getBoolean(15));
                assertEquals(0, sumDec9.compareTo(rs.getBigDecimal(17)));
            }
            try (ResultSet rs = st.executeQuery("SELECT str, m['a5'], arr[1], c, bin, ltz::VARCHAR FROM read_parquet('"
                    + out + "') WHERE l = 5000000035")) {
                assertTrue(rs.next());
                assertEquals("str-5", rs.getString(1));
                assertEquals(5, rs.getLong(2));
                assertEquals(5, rs.getInt(3));
                assertEquals("c5", rs.getString(4));
                assertEquals(5, rs.getBytes(5)[0]);
                assertTrue(rs.getString(6).startsWith("2023-11-14"), rs.getString(6));
            }
        }
    }

    @Test
    void runFileExportsWithSequenceAndKindColumns() throws Exception {
        RowType type = RowType.of(DataType.bigint(), DataType.string(), DataType.doubleType());
        MemoryFileIO io = new MemoryFileIO();
        SplittableRandom rnd = new SplittableRandom(99);
        int n = 20_000;
        RunWriter w = new RunWriter(io, "/r.vrf", type, RunWriterOptions.defaults().withTargetPageBytes(8192));
        long sumV = 0;
        long sumSeq = 0;
        int deletes = 0;
        long nullStrings = 0;
        byte[] key = new byte[8];
        long k = 0;
        for (int i = 0; i < n; i++) {
            k += rnd.nextInt(3);
            for (int j = 0; j < 8; j++) {
                key[j] = (byte) (k >>> (56 - 8 * j));
            }
            long v = rnd.nextLong(1_000_000);
            RowKind kind = rnd.nextInt(10) == 0 ? RowKind.DELETE : RowKind.INSERT;
            String s = rnd.nextInt(7) == 0 ? null : "s" + rnd.nextInt(100);
            w.add(key, i, kind, GenericRow.of(v, s, rnd.nextDouble()));
            sumV += v;
            sumSeq += i;
            deletes += kind == RowKind.DELETE ? 1 : 0;
            nullStrings += s == null ? 1 : 0;
        }
        w.finish();
        Path out = dir.resolve("run.parquet");
        try (RunReader r = RunReader.open(io, "/r.vrf", type)) {
            assertEquals(n, ParquetExport.writeRun(out, r, type, ParquetExportOptions.defaults()
                    .withSequenceNumberColumn("_sequence_number").withRowKindColumn("_row_kind")));
        }
        try (Connection c = duck(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*), sum(f0), sum(_sequence_number), "
                     + "count(*) FILTER (WHERE _row_kind = '-D'), count(*) - count(f1), "
                     + "(SELECT compression FROM parquet_metadata('" + out + "') LIMIT 1) FROM read_parquet('" + out + "')")) {
            assertTrue(rs.next());
            assertEquals(n, rs.getLong(1));
            assertEquals(sumV, rs.getLong(2));
            assertEquals(sumSeq, rs.getLong(3));
            assertEquals(deletes, rs.getLong(4));
            assertEquals(nullStrings, rs.getLong(5));
            assertEquals("ZSTD", rs.getString(6));
        }
    }

    @Test
    void badInputGetsClearErrors() throws Exception {
        RowType type = RowType.of(DataType.bigint().notNull());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ParquetExport.write(
                dir.resolve("a.parquet"), type, List.of(GenericRow.of("x")).iterator(), ParquetExportOptions.defaults()));
        assertTrue(e.getMessage().contains("f0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ParquetExport.write(dir.resolve("b.parquet"), type,
                List.of(GenericRow.of(1L)).iterator(), ParquetExportOptions.defaults().withSequenceNumberColumn("_seq")));
        assertTrue(e.getMessage().contains("writeRun"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ParquetExport.write(dir.resolve("c.parquet"), type,
                List.of(GenericRow.of(1L)).iterator(), ParquetExportOptions.defaults().withRowKindColumn("F0")));
        assertTrue(e.getMessage().contains("clashes"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ParquetExportOptions.defaults().withCompression("lzo"));
    }

    @Test
    void snappyAndUncompressedWork() throws Exception {
        RowType type = RowType.of(DataType.bigint(), DataType.string());
        for (String codec : new String[] {"snappy", "none"}) {
            Path out = dir.resolve(codec + ".parquet");
            List<InternalRow> rows = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                rows.add(GenericRow.of((long) i, "v" + i));
            }
            ParquetExport.write(out, type, rows.iterator(), ParquetExportOptions.defaults().withCompression(codec));
            try (Connection c = duck(); Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT sum(f0), (SELECT compression FROM parquet_metadata('" + out
                         + "') LIMIT 1) FROM read_parquet('" + out + "')")) {
                assertTrue(rs.next());
                assertEquals(4950, rs.getLong(1));
                assertEquals(codec.equals("none") ? "UNCOMPRESSED" : "SNAPPY", rs.getString(2));
            }
        }
    }
}
