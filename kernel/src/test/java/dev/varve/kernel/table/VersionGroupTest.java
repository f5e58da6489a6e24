package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Flush groups: versions added from (overwritten) source buffers equal the serialized rows,
 * stay intact until clear, and the holders, views and key array are reused after it. Seeded
 * (-Dseed=N), rows of every type of {@link BinaryRowArenaTest#TYPE} incl. nulls, decimals,
 * timestamps and a map.
 */
class VersionGroupTest {
    @Test
    void versionsEqualTheSerializedRowsUntilCleared() {
        long seed = Long.getLong("seed", 20261130L);
        SplittableRandom r = new SplittableRandom(seed);
        RowSerializer ser = new RowSerializer(BinaryRowArenaTest.TYPE);
        VersionGroup group = new VersionGroup(BinaryRowArenaTest.TYPE);
        UnsafeBuffer keyBuf = new UnsafeBuffer(new byte[64]);
        UnsafeBuffer valueBuf = new UnsafeBuffer(new byte[1 << 16]);
        int row = 0;
        KeyValue firstHolder = null;
        for (int g = 0; g < 200; g++) {
            int size = 1 + r.nextInt(g % 10 == 0 ? 40 : 4);
            byte[] key = new byte[1 + r.nextInt(r.nextBoolean() ? 3 : 20)];
            r.nextBytes(key);
            List<GenericRow> expected = new ArrayList<>();
            List<RowKind> kinds = new ArrayList<>();
            for (int v = 0; v < size; v++) {
                Object[] f = new Object[BinaryRowArenaTest.TYPE.size()];
                for (int i = 0; i < f.length; i++) {
                    f[i] = BinaryRowArenaTest.value(r, i, row);
                }
                GenericRow gr = new GenericRow(RowKind.INSERT, f);
                int len = ser.serialize(gr);
                // the source buffers are overwritten by every record, as the flush's pending buffers are
                valueBuf.setMemory(0, valueBuf.capacity(), (byte) 0x5A);
                valueBuf.putBytes(0, ser.buffer(), 0, len);
                keyBuf.setMemory(0, keyBuf.capacity(), (byte) 0x5A);
                keyBuf.putBytes(0, key);
                RowKind kind = RowKind.fromByteValue((byte) r.nextInt(4));
                group.add(keyBuf, key.length, row, kind, valueBuf, len);
                expected.add(gr);
                kinds.add(kind);
                row++;
            }
            List<KeyValue> versions = group.versions();
            assertEquals(size, versions.size());
            for (int v = 0; v < size; v++) {
                String at = "seed " + seed + " group " + g + " version " + v;
                KeyValue kv = versions.get(v);
                assertArrayEquals(key, kv.key(), at);
                assertSame(versions.get(0).key(), kv.key(), at);
                assertEquals(row - size + v, kv.sequence(), at);
                assertEquals(kinds.get(v), kv.kind(), at);
                assertEquals(expected.get(v), GenericRow.copyOf(kv.value()), at);
            }
            if (firstHolder == null) {
                firstHolder = versions.get(0);
            } else {
                assertSame(firstHolder, versions.get(0), "holders are reused after clear");
            }
            group.clear();
            assertTrue(group.isEmpty());
            assertEquals(0, group.versions().size());
        }
    }

    @Test
    void addingAndClearingAllocatesNothingOnceGrown() {
        com.sun.management.ThreadMXBean mx =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        dev.varve.row.RowType type = dev.varve.row.RowType.of(dev.varve.row.DataType.bigint(), dev.varve.row.DataType.string());
        RowSerializer ser = new RowSerializer(type);
        int len = ser.serialize(GenericRow.of(7L, "some string value"));
        UnsafeBuffer value = new UnsafeBuffer(new byte[len]);
        value.putBytes(0, ser.buffer(), 0, len);
        UnsafeBuffer key = new UnsafeBuffer(new byte[8]);
        VersionGroup group = new VersionGroup(type);
        int records = 100_000;
        long before = 0;
        for (int round = 0; round < 4; round++) {
            if (round == 3) {
                before = mx.getThreadAllocatedBytes(Thread.currentThread().getId());
            }
            for (int i = 0; i < records; i++) {
                group.add(key, 8, i, RowKind.INSERT, value, len);
                if (i % 4 == 3) {
                    group.clear();
                }
            }
            group.clear();
        }
        long allocated = mx.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertTrue(allocated < records / 10, "allocated " + allocated + " bytes for " + records + " records");
    }
}
