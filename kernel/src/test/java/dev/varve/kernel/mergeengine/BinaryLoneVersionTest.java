package dev.varve.kernel.mergeengine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.varve.merge.MergeFunction;
import dev.varve.row.BinaryRow;
import dev.varve.row.BytesView;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import dev.varve.row.RowType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.Test;

/**
 * The folding engines keep a key's first version as raw bytes when it comes as a
 * {@link BinaryRow} and decode it only if it stays alone: results must equal those for the same
 * versions given as {@link GenericRow}s, also when the caller scribbles over the serialized input
 * after each {@code add} (the reuse contract). A last_non_null_value kept undecoded reads its
 * bytes in place ({@code getBytesView}) before any decode, and decodes to the same String.
 */
class BinaryLoneVersionTest {
    private static final String[] COLUMNS = {"k BIGINT", "v1 BIGINT", "v2 DOUBLE", "v3 STRING"};

    @Test
    void binaryAndGenericInputsMergeAlikeSeed21() {
        SplittableRandom rnd = new SplittableRandom(Long.getLong("seed", 21));
        Harness agg = Harness.of(COLUMNS, "k", "merge-engine", "aggregation", "fields.v1.aggregate-function", "sum",
                "fields.v2.aggregate-function", "max", "fields.v3.aggregate-function", "last_non_null_value");
        Harness partial = Harness.of(COLUMNS, "k", "merge-engine", "partial-update");
        for (Harness h : List.of(agg, partial)) {
            RowType type = h.rowType;
            RowSerializer serializer = new RowSerializer(type);
            ExpandableArrayBuffer scratch = new ExpandableArrayBuffer(64);
            BinaryRow view = new BinaryRow(type);
            KeyValue holder = new KeyValue();
            MergeFunction generic = h.engine.mergeFunctionFactory().create();
            MergeFunction binary = h.engine.mergeFunctionFactory().create();
            for (int round = 0; round < 300; round++) {
                int n = 1 + rnd.nextInt(3);
                List<GenericRow> rows = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    RowKind kind = h == agg && rnd.nextInt(5) == 0 ? RowKind.UPDATE_BEFORE : RowKind.INSERT;
                    rows.add(GenericRow.ofKind(kind, 7L, rnd.nextInt(3) == 0 ? null : (long) rnd.nextInt(100),
                            rnd.nextDouble(), rnd.nextInt(4) == 0 ? null : "s" + rnd.nextInt(1000) + "\u00e9"));
                }
                generic.reset();
                binary.reset();
                for (int i = 0; i < n; i++) {
                    GenericRow r = rows.get(i);
                    generic.add(new KeyValue(Harness.KEY, i + 1, r.getRowKind(), GenericRow.copyOf(r)));
                    int len = serializer.serialize(r);
                    scratch.putBytes(0, serializer.buffer(), 0, len);
                    binary.add(holder.replace(Harness.KEY, i + 1, r.getRowKind(), view.pointTo(scratch, 0, len)));
                    scratch.setMemory(0, len, (byte) 0x5A); // the caller reuses its buffer
                }
                KeyValue want = generic.getResult();
                KeyValue got = binary.getResult();
                assertEquals(want == null, got == null, "round " + round);
                if (want != null) {
                    assertNotNull(got);
                    assertEquals(want.kind(), got.kind(), "round " + round);
                    assertEquals(want.sequence(), got.sequence(), "round " + round);
                    // the string's bytes, read before anything decodes it (an undecoded result column)
                    assertEquals(want.value().isNullAt(3), got.value().isNullAt(3), "round " + round);
                    if (!want.value().isNullAt(3)) {
                        assertArrayEquals(want.value().getString(3).getBytes(StandardCharsets.UTF_8),
                                got.value().getBytesView(3, new BytesView()).toByteArray(), "round " + round + " " + rows);
                    }
                    assertEquals(fields(want.value()), fields(got.value()), "round " + round + " " + rows);
                    assertEquals(fields(want.value()), fields(binary.getResult().value()), "round " + round + " again");
                }
            }
        }
    }

    private static List<Object> fields(InternalRow r) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < r.getArity(); i++) {
            out.add(r.getField(i));
        }
        return out;
    }
}
