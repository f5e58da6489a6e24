package dev.varve.kernel.mergeengine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.varve.merge.MergeFunction;
import dev.varve.row.BytesView;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * last_non_null_value over string and bytes columns fed as views that are not generic rows (as a
 * merged read feeds a run file's columnar rows): the accumulator keeps the field's bytes alone
 * ({@link KeptBytesRow}). Seeded groups of versions are merged twice, once as generic rows (the
 * value is kept as is) and once as bytes-only views whose bytes are scribbled over after each add;
 * both results must agree, by value and byte-wise. Seed: {@code -Dseed=N}.
 */
class LastNonNullBytesTest {
    private static final long SEED = Long.getLong("seed", 20261201L);

    @Test
    void bytesViewsMergeAsGenericRowsDoSeed20261201() {
        Harness h = Harness.of(new String[] {"k INT", "s STRING", "b BYTES", "n BIGINT"}, "k",
                "merge-engine", "aggregation",
                "fields.s.aggregate-function", "last_non_null_value",
                "fields.b.aggregate-function", "last_non_null_value",
                "fields.n.aggregate-function", "sum");
        SplittableRandom r = new SplittableRandom(SEED);
        MergeFunction generic = h.engine.mergeFunctionFactory().create();
        MergeFunction viewed = h.engine.mergeFunctionFactory().create();
        BytesView a = new BytesView();
        BytesView b = new BytesView();
        for (int group = 0; group < 2000; group++) {
            List<KeyValue> versions = new ArrayList<>();
            int n = 1 + r.nextInt(6);
            for (int i = 0; i < n; i++) {
                RowKind kind = r.nextInt(5) == 0 ? RowKind.UPDATE_BEFORE : RowKind.INSERT;
                String s = r.nextInt(4) == 0 ? null : randomString(r);
                byte[] bytes = r.nextInt(4) == 0 ? null : randomBytes(r);
                GenericRow row = GenericRow.ofKind(kind, 7, s, bytes, (long) r.nextInt(100));
                versions.add(new KeyValue(new byte[] {1, (byte) group}, i + 1, kind, row));
            }
            KeyValue g = mergeGeneric(generic, versions);
            KeyValue v = mergeViewed(viewed, versions);
            String where = "seed " + SEED + " group " + group + " " + versions;
            if (g == null) {
                assertNull(v, where);
                continue;
            }
            assertEquals(g.kind(), v.kind(), where);
            for (int pos = 0; pos < 4; pos++) {
                assertEquals(g.value().isNullAt(pos), v.value().isNullAt(pos), where + " null at " + pos);
            }
            for (int pos = 1; pos <= 2; pos++) {
                if (!g.value().isNullAt(pos)) {
                    // byte-wise first (no decode), then by value
                    assertArrayEquals(bytesOf(g.value().getBytesView(pos, a)), bytesOf(v.value().getBytesView(pos, b)), where);
                }
            }
            assertEquals(g.value().getField(1), v.value().getField(1), where);
            assertArrayEquals((byte[]) g.value().getField(2), (byte[]) v.value().getField(2), where);
            assertEquals(g.value().getField(3), v.value().getField(3), where);
        }
    }

    @Test
    void aKeptRowReadsItsFieldOnly() {
        KeptBytesRow row = new KeptBytesRow(1, DataType.parse("STRING"));
        row.set(new BytesView().set("héllo".getBytes(StandardCharsets.UTF_8)), 3);
        assertEquals("héllo", row.getField(1));
        assertNull(row.getField(0));
        assertEquals(true, row.isNullAt(2));
        assertThrows(IllegalArgumentException.class, () -> row.getBytesView(0, new BytesView()));
        assertThrows(IllegalArgumentException.class, () -> new KeptBytesRow(0, DataType.parse("BIGINT")));
    }

    private static KeyValue mergeGeneric(MergeFunction f, List<KeyValue> versions) {
        f.reset();
        for (KeyValue kv : versions) {
            f.add(kv);
        }
        return f.getResult();
    }

    /** Feeds each version as a {@link BytesOnlyRow} whose buffers are scribbled after the add. */
    private static KeyValue mergeViewed(MergeFunction f, List<KeyValue> versions) {
        f.reset();
        KeyValue reused = new KeyValue();
        for (KeyValue kv : versions) {
            BytesOnlyRow row = new BytesOnlyRow((GenericRow) kv.value());
            reused.replace(kv.key().clone(), kv.sequence(), kv.kind(), row);
            f.add(reused);
            row.scribble();
        }
        return f.getResult();
    }

    private static byte[] bytesOf(BytesView v) {
        return Arrays.copyOfRange(v.array(), v.offset(), v.offset() + v.length());
    }

    private static String randomString(SplittableRandom r) {
        StringBuilder sb = new StringBuilder();
        int len = r.nextInt(40);
        for (int i = 0; i < len; i++) {
            sb.append(r.nextInt(10) == 0 ? 'é' : (char) ('a' + r.nextInt(26)));
        }
        return sb.toString();
    }

    private static byte[] randomBytes(SplittableRandom r) {
        byte[] b = new byte[r.nextInt(40)];
        r.nextBytes(b);
        return b;
    }

    /**
     * A value row that is not a generic row and hands out string and bytes fields as views of
     * buffers of its own (like a run file's columnar row), which {@link #scribble} overwrites.
     */
    private static final class BytesOnlyRow implements InternalRow {
        private final GenericRow values;
        private final byte[][] buffers;

        BytesOnlyRow(GenericRow values) {
            this.values = values;
            this.buffers = new byte[values.getArity()][];
            for (int i = 0; i < buffers.length; i++) {
                Object v = values.getField(i);
                if (v instanceof String) {
                    buffers[i] = ((String) v).getBytes(StandardCharsets.UTF_8);
                } else if (v instanceof byte[]) {
                    buffers[i] = ((byte[]) v).clone();
                }
            }
        }

        void scribble() {
            for (byte[] b : buffers) {
                if (b != null) {
                    Arrays.fill(b, (byte) '#');
                }
            }
        }

        @Override public int getArity() {
            return values.getArity();
        }

        @Override public RowKind getRowKind() {
            return values.getRowKind();
        }

        @Override public void setRowKind(RowKind kind) {
            values.setRowKind(kind);
        }

        @Override public boolean isNullAt(int pos) {
            return values.isNullAt(pos);
        }

        @Override public Object getField(int pos) {
            Object v = values.getField(pos);
            if (v instanceof String) {
                return new String(buffers[pos], StandardCharsets.UTF_8);
            }
            return v instanceof byte[] ? buffers[pos].clone() : v;
        }

        @Override public BytesView getBytesView(int pos, BytesView reuse) {
            if (buffers[pos] == null) {
                throw new IllegalArgumentException("field " + pos + " has no bytes");
            }
            return reuse.set(buffers[pos]);
        }
    }
}
