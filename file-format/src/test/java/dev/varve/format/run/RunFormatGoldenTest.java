package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.LocalFileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pins the current format version (3) byte for byte. A file written from fixed inputs must equal the
 * committed hex dump, and committed files of every version (1, 2 and 3; those of 1 and 2 written by
 * those versions' writers) must stay readable. After an
 * intended format change (which needs a new version), regenerate the current version's files with
 * {@code -Dvarve.golden.rewrite=true} and review the diff; older versions' files are never rewritten.
 */
class RunFormatGoldenTest {
    private static final boolean REWRITE = Boolean.getBoolean("varve.golden.rewrite");
    private static final Path RESOURCES = Paths.get("src/test/resources/golden");

    static final RowType TYPE = new RowType(List.of(
            new DataField(0, "id", DataType.bigint().notNull()),
            new DataField(1, "name", DataType.string()),
            new DataField(2, "price", DataType.decimal(10, 2)),
            new DataField(3, "ok", DataType.booleanType()),
            new DataField(4, "day", DataType.date()),
            new DataField(5, "at", DataType.timestampLtz(3)),
            new DataField(6, "score", DataType.doubleType()),
            new DataField(7, "tags", DataType.map(DataType.string().notNull(), DataType.intType()))));

    static final int ROWS = 40;

    static byte[] key(int i) {
        return new byte[] {0, 0, (byte) (i >> 8), (byte) i};
    }

    static InternalRow value(int i) {
        return GenericRow.ofKind(i % 7 == 3 ? RowKind.DELETE : RowKind.INSERT,
                (long) i * 10, i % 5 == 0 ? null : "name-" + (i % 4), new BigDecimal(i + ".25"), i % 3 == 0,
                LocalDate.of(2024, 1, 1).plusDays(i), Instant.ofEpochMilli(1_700_000_000_000L + i * 1000L),
                i / 8.0, i % 2 == 0 ? Map.of("k", i) : null);
    }

    static long sequence(int i) {
        return 1000 + i;
    }

    static RowKind kind(int i) {
        return i % 7 == 3 ? RowKind.DELETE : RowKind.INSERT;
    }

    private static byte[] writeGolden(String codec) throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/golden.vrf", TYPE, RunWriterOptions.defaults().withCompression(codec)
                .withTargetPageBytes(1024).withCreationTimeMillis(1_700_000_000_000L));
        for (int i = 0; i < ROWS; i++) {
            w.add(key(i), sequence(i), kind(i), value(i));
        }
        w.finish();
        return io.readFully("/golden.vrf");
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i += 32) {
            sb.append(String.format("%06x:", i));
            for (int j = i; j < Math.min(b.length, i + 32); j++) {
                sb.append(j % 4 == 0 ? " " : "").append(String.format("%02x", b[j]));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = RunFormatGoldenTest.class.getResourceAsStream("/golden/" + name)) {
            if (in == null) {
                throw new AssertionError("missing golden resource " + name + "; generate it with -Dvarve.golden.rewrite=true");
            }
            return in.readAllBytes();
        }
    }

    @Test
    void uncompressedFileMatchesCommittedBytes() throws IOException {
        byte[] bytes = writeGolden("none");
        if (REWRITE) {
            Files.createDirectories(RESOURCES);
            Files.writeString(RESOURCES.resolve("run-v3-none.hex"), hex(bytes), StandardCharsets.US_ASCII);
            Files.write(RESOURCES.resolve("run-v3-none.vrf"), bytes);
            Files.write(RESOURCES.resolve("run-v3-zstd.vrf"), writeGolden("zstd"));
            Files.write(RESOURCES.resolve("run-v3-lz4.vrf"), writeGolden("lz4"));
        }
        assertEquals(new String(resource("run-v3-none.hex"), StandardCharsets.US_ASCII), hex(bytes));
        assertEquals(RunFormat.VERSION_3, bytes[4] | bytes[5] << 8);
    }

    /** A keyed table whose BIGINT column is the key (normalized: sign bit flipped), so version 3 writes it as KEY. */
    static final RowType KEYED = new RowType(List.of(
            new DataField(0, "id", DataType.bigint().notNull()),
            new DataField(1, "name", DataType.string())));

    static final int KEYED_ROWS = 100;

    static byte[] keyedKey(int i) {
        long v = (i * 3L - 50) ^ Long.MIN_VALUE;
        byte[] k = new byte[8];
        for (int j = 0; j < 8; j++) {
            k[j] = (byte) (v >>> (56 - 8 * j));
        }
        return k;
    }

    static InternalRow keyedValue(int i) {
        return GenericRow.of(i * 3L - 50, i % 5 == 0 ? null : "n" + i);
    }

    @Test
    void keyDerivedColumnFileMatchesCommittedBytes() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/keyed.vrf", KEYED, RunWriterOptions.defaults().withCompression("none")
                .withTargetPageBytes(1024).withCreationTimeMillis(1_700_000_000_000L));
        for (int i = 0; i < KEYED_ROWS; i++) {
            w.add(keyedKey(i), sequence(i), RowKind.INSERT, keyedValue(i));
        }
        w.finish();
        byte[] bytes = io.readFully("/keyed.vrf");
        if (REWRITE) {
            Files.createDirectories(RESOURCES);
            Files.writeString(RESOURCES.resolve("run-v3-key-none.hex"), hex(bytes), StandardCharsets.US_ASCII);
        }
        assertEquals(new String(resource("run-v3-key-none.hex"), StandardCharsets.US_ASCII), hex(bytes));
        try (RunReader r = RunReader.open(io, "/keyed.vrf", KEYED); RunCursor c = r.cursor(null, null, null)) {
            assertTrue(r.meta().getPageCount() >= 2);
            for (int i = 0; i < KEYED_ROWS; i++) {
                assertTrue(c.next());
                assertTrue(RandomRuns.rowEquals(keyedValue(i), c.value()), "row " + i);
            }
            assertFalse(c.next());
        }
    }

    @Test
    void committedFilesAreStillReadable(@TempDir Path dir) throws IOException {
        for (String name : new String[] {"run-v1-none.vrf", "run-v1-lz4.vrf", "run-v1-zstd.vrf",
                "run-v2-none.vrf", "run-v2-lz4.vrf", "run-v2-zstd.vrf",
                "run-v3-none.vrf", "run-v3-lz4.vrf", "run-v3-zstd.vrf"}) {
            Path p = dir.resolve(name);
            Files.write(p, resource(name));
            try (RunReader r = RunReader.open(new LocalFileIO(), p.toString(), TYPE)) {
                assertEquals(name.charAt(5) - '0', r.formatVersion(), name);
                assertEquals(ROWS, r.meta().getRowCount());
                assertEquals(1_700_000_000_000L, r.meta().getCreationTimeMillis());
                assertTrue(r.meta().getPageCount() >= 2, name);
                try (RunCursor c = r.cursor(null, null, null)) {
                    for (int i = 0; i < ROWS; i++) {
                        assertTrue(c.next());
                        assertEquals(sequence(i), c.sequence(), name);
                        assertEquals(kind(i), c.kind(), name);
                        assertTrue(RandomRuns.rowEquals(value(i), c.value()), name + " row " + i);
                    }
                    assertFalse(c.next());
                }
                KeyValue kv = r.lookup(key(17));
                assertEquals(sequence(17), kv.sequence());
                assertEquals(new BigDecimal("17.25"), kv.value().getField(2));
            }
        }
    }
}
