package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.row.BinaryRow;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Arena copies of run-cursor rows: equal to the rows, valid until release, reused after it. Seeded (-Dseed=N). */
class BinaryRowArenaTest {
    static final RowType TYPE = new RowType(List.of(
            new DataField(0, "k", DataType.bigint().notNull()),
            new DataField(1, "s", DataType.string()),
            new DataField(2, "c", DataType.charType(4)),
            new DataField(3, "b", DataType.varbinary(16)),
            new DataField(4, "d", DataType.doubleType()),
            new DataField(5, "f", DataType.floatType()),
            new DataField(6, "i", DataType.intType()),
            new DataField(7, "si", DataType.smallint()),
            new DataField(8, "ti", DataType.tinyint()),
            new DataField(9, "ok", DataType.booleanType()),
            new DataField(10, "dec", DataType.decimal(20, 3)),
            new DataField(11, "day", DataType.date()),
            new DataField(12, "at", DataType.timestampLtz(6)),
            new DataField(13, "m", DataType.map(DataType.string().notNull(), DataType.intType()))));

    static Object value(SplittableRandom r, int field, int i) {
        if (field > 0 && r.nextInt(5) == 0) {
            return null;
        }
        switch (field) {
            case 0: return (long) i;
            case 1: return r.nextBoolean() ? "value-" + r.nextInt(1000) + "-é\uD83D\uDE00" : "";
            case 2: return "ab" + (char) ('a' + r.nextInt(26));
            case 3: return new byte[] {(byte) r.nextInt(), 0, (byte) 0xFF};
            case 4: return r.nextDouble() - 0.5;
            case 5: return (float) r.nextInt(100) / 3;
            case 6: return r.nextInt();
            case 7: return (short) r.nextInt(1 << 15);
            case 8: return (byte) r.nextInt(128);
            case 9: return r.nextBoolean();
            case 10: return BigDecimal.valueOf(r.nextLong(1L << 50), 3);
            case 11: return LocalDate.ofEpochDay(r.nextInt(40000) - 20000);
            case 12: return Instant.ofEpochSecond(r.nextLong(1L << 32), r.nextInt(1_000_000) * 1000);
            default: return Map.of("x" + r.nextInt(9), r.nextInt(9));
        }
    }

    @Test
    void copiesEqualTheCursorRowsAndLiveUntilRelease() throws IOException {
        long seed = Long.getLong("seed", 20261130L);
        SplittableRandom r = new SplittableRandom(seed);
        MemoryFileIO io = new MemoryFileIO();
        List<GenericRow> written = new ArrayList<>();
        RunWriter w = new RunWriter(io, "/a.vrf", TYPE, RunWriterOptions.defaults().withTargetPageBytes(2048));
        for (int i = 0; i < 500; i++) {
            Object[] v = new Object[TYPE.size()];
            for (int f = 0; f < v.length; f++) {
                v[f] = value(r, f, i);
            }
            GenericRow row = new GenericRow(i % 9 == 0 ? RowKind.DELETE : RowKind.INSERT, v);
            written.add(row);
            w.add(new byte[] {(byte) (i >> 8), (byte) i}, i, row.getRowKind(), row);
        }
        w.finish();

        BinaryRowArena arena = new BinaryRowArena(TYPE);
        List<InternalRow> group = new ArrayList<>();
        List<InternalRow> firstGroup = new ArrayList<>();
        int n = 0;
        try (RunReader reader = RunReader.open(io, "/a.vrf", TYPE); RunCursor c = reader.cursor(null, null, null)) {
            while (c.next()) {
                InternalRow copy = arena.copy(c, c.value());
                assertInstanceOf(BinaryRow.class, copy);
                group.add(copy);
                n++;
                if (n % 37 == 0 || n == written.size()) {
                    // the whole "group" is still intact after more rows were read and copied
                    for (int j = 0; j < group.size(); j++) {
                        GenericRow expected = written.get(n - group.size() + j);
                        String at = "seed " + seed + " row " + (n - group.size() + j);
                        assertEquals(expected.getRowKind(), group.get(j).getRowKind(), at);
                        assertEquals(expected, GenericRow.copyOf(group.get(j)), at);
                    }
                    if (firstGroup.isEmpty()) {
                        firstGroup.addAll(group);
                    }
                    group.clear();
                    arena.release();
                }
            }
        }
        assertEquals(written.size(), n);
        // views are recycled after a release: no per-record objects once the pool has grown
        try (RunReader reader = RunReader.open(io, "/a.vrf", TYPE); RunCursor c = reader.cursor(null, null, null)) {
            arena.release();
            c.next();
            assertSame(firstGroup.get(0), arena.copy(c, c.value()));
        }
    }

    @Test
    void aFullArenaFallsBackToGenericCopiesUntilReleased() throws IOException {
        RowType t = RowType.of(DataType.bigint().notNull(), DataType.string());
        MemoryFileIO io = new MemoryFileIO();
        RunWriter w = new RunWriter(io, "/b.vrf", t, RunWriterOptions.defaults());
        for (int i = 0; i < 10; i++) {
            w.add(new byte[] {(byte) i}, i, RowKind.INSERT, GenericRow.of((long) i, "row-" + i));
        }
        w.finish();
        BinaryRowArena arena = new BinaryRowArena(t, 100); // a row is 24 fixed + 5 string bytes: copies start at 0, 29, 58, 87
        List<InternalRow> copies = new ArrayList<>();
        try (RunReader reader = RunReader.open(io, "/b.vrf", t); RunCursor c = reader.cursor(null, null, null)) {
            while (c.next()) {
                copies.add(arena.copy(c, c.value()));
            }
        }
        for (int i = 0; i < 10; i++) {
            assertEquals(GenericRow.of((long) i, "row-" + i), GenericRow.copyOf(copies.get(i)), "row " + i);
            if (i < 4) {
                assertInstanceOf(BinaryRow.class, copies.get(i));
            } else {
                assertInstanceOf(GenericRow.class, copies.get(i));
            }
        }
    }
}
