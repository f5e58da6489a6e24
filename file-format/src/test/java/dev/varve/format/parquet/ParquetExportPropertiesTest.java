package dev.varve.format.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RunReader;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random flat schemas with random nulls go run file → Parquet; DuckDB must see every row, every
 * column's non-null count, and the sums of the integer columns and of the sequence numbers.
 */
class ParquetExportPropertiesTest {
    private static final DataType[] TYPES = {
        DataType.booleanType(), DataType.tinyint(), DataType.smallint(), DataType.intType(), DataType.bigint(),
        DataType.floatType(), DataType.doubleType(), DataType.decimal(7, 2), DataType.decimal(18, 4),
        DataType.decimal(30, 6), DataType.string(), DataType.varchar(10), DataType.bytes(), DataType.date(),
        DataType.time(3), DataType.time(9), DataType.timestamp(3), DataType.timestamp(6), DataType.timestamp(9),
        DataType.timestampLtz(6), DataType.array(DataType.bigint()),
    };

    private static Object value(SplittableRandom rnd, DataType t) {
        switch (t.root()) {
            case BOOLEAN: return rnd.nextBoolean();
            case TINYINT: return (byte) rnd.nextInt();
            case SMALLINT: return (short) rnd.nextInt();
            case INT: return rnd.nextInt();
            case BIGINT: return rnd.nextLong(-1_000_000_000_000L, 1_000_000_000_000L);
            case FLOAT: return (float) rnd.nextGaussian();
            case DOUBLE: return rnd.nextGaussian();
            case DECIMAL: return BigDecimal.valueOf(rnd.nextLong(-9_999_999L, 9_999_999L), t.scale());
            case VARCHAR: return "v" + rnd.nextInt(1000);
            case VARBINARY: return new byte[] {(byte) rnd.nextInt(), 7};
            case DATE: return LocalDate.ofEpochDay(rnd.nextInt(-100_000, 100_000));
            case TIME: return LocalTime.ofNanoOfDay(rnd.nextLong(86_400_000_000_000L));
            case TIMESTAMP: return LocalDateTime.ofEpochSecond(rnd.nextLong(-5_000_000_000L, 5_000_000_000L),
                    rnd.nextInt(1_000_000_000), ZoneOffset.UTC);
            case TIMESTAMP_LTZ: return Instant.ofEpochSecond(rnd.nextLong(-5_000_000_000L, 5_000_000_000L), rnd.nextInt(1000) * 1000);
            case ARRAY: return List.of(rnd.nextLong(100), rnd.nextLong(100));
            default: throw new IllegalStateException(t.toString());
        }
    }

    @Test
    void runFilesExportWithEveryRowAndColumn() {
        qt().withExamples(6).withFixedSeed(77L).forAll(longs().all()).checkAssert(seed -> {
            try {
                check(seed);
            } catch (Exception e) {
                throw new AssertionError("seed " + seed, e);
            }
        });
    }

    private static void check(long seed) throws Exception {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<DataField> fields = new ArrayList<>();
        int cols = 1 + rnd.nextInt(6);
        for (int c = 0; c < cols; c++) {
            fields.add(new DataField(c, "c" + c, TYPES[rnd.nextInt(TYPES.length)]));
        }
        RowType type = new RowType(fields);
        int n = 1 + rnd.nextInt(3000);
        long[] nonNull = new long[cols];
        long[] intSums = new long[cols];
        long seqSum = 0;
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/r.vrf", type, RunWriterOptions.defaults().withTargetPageBytes(4096));
        for (int i = 0; i < n; i++) {
            Object[] v = new Object[cols];
            for (int c = 0; c < cols; c++) {
                if (rnd.nextInt(4) != 0) {
                    v[c] = value(rnd, type.type(c));
                    nonNull[c]++;
                    TypeRoot r = type.type(c).root();
                    if (r.isIntegral()) {
                        intSums[c] += ((Number) v[c]).longValue();
                    }
                }
            }
            byte[] key = {(byte) (i >> 24), (byte) (i >> 16), (byte) (i >> 8), (byte) i};
            w.add(key, i * 3L, rnd.nextInt(8) == 0 ? RowKind.DELETE : RowKind.INSERT, new GenericRow(RowKind.INSERT, v));
            seqSum += i * 3L;
        }
        w.finish();
        Path dir = Files.createTempDirectory("varve-parquet-prop");
        Path out = dir.resolve("r.parquet");
        try (RunReader r = RunReader.open(io, "/r.vrf", type)) {
            assertEquals(n, ParquetExport.writeRun(out, r, type, ParquetExportOptions.defaults()
                    .withSequenceNumberColumn("_sequence_number").withRowKindColumn("_row_kind")));
        }
        StringBuilder sql = new StringBuilder("SELECT count(*), sum(_sequence_number)");
        for (int c = 0; c < cols; c++) {
            sql.append(", count(c").append(c).append(')');
            sql.append(type.type(c).root().isIntegral() ? ", sum(c" + c + ")::BIGINT" : ", 0");
        }
        sql.append(" FROM read_parquet('").append(out).append("')");
        try (Connection conn = DriverManager.getConnection("jdbc:duckdb:"); Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery(sql.toString())) {
            assertTrue(rs.next());
            assertEquals(n, rs.getLong(1), "rows, seed " + seed);
            assertEquals(seqSum, rs.getLong(2), "sequence sum, seed " + seed);
            for (int c = 0; c < cols; c++) {
                assertEquals(nonNull[c], rs.getLong(3 + 2 * c), "non-null count of " + type.field(c) + ", seed " + seed);
                if (type.type(c).root().isIntegral()) {
                    assertEquals(intSums[c], rs.getLong(4 + 2 * c), "sum of " + type.field(c) + ", seed " + seed);
                }
            }
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(dir);
        }
    }
}
