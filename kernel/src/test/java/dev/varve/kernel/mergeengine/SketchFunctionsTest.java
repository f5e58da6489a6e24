package dev.varve.kernel.mergeengine;

import dev.varve.kernel.VarveException;
import dev.varve.row.RowKind;
import org.apache.datasketches.hll.HllSketch;
import org.apache.datasketches.memory.Memory;
import org.apache.datasketches.theta.Sketches;
import org.apache.datasketches.theta.UpdateSketch;
import org.junit.jupiter.api.Test;
import org.roaringbitmap.RoaringBitmap;
import org.roaringbitmap.longlong.Roaring64Bitmap;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.HexFormat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** rbm32, rbm64, hll_sketch, theta_sketch: union of Paimon's serialized forms; bad bytes refused at write. */
class SketchFunctionsTest {

    private static Harness agg(String fn) {
        return Harness.of(new String[] {"k INT", "v BYTES"}, "k", "merge-engine", "aggregation",
                "fields.v.aggregate-function", fn);
    }

    private static byte[] value(Harness h) {
        return (byte[]) h.read().getField(1);
    }

    static byte[] rbm32(int... values) {
        RoaringBitmap b = RoaringBitmap.bitmapOf(values);
        b.runOptimize();
        ByteBuffer buf = ByteBuffer.allocate(b.serializedSizeInBytes());
        b.serialize(buf);
        return buf.array();
    }

    static byte[] rbm64(long... values) throws IOException {
        Roaring64Bitmap b = Roaring64Bitmap.bitmapOf(values);
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bos)) {
            b.serialize(out);
        }
        return bos.toByteArray();
    }

    static byte[] hll(int from, int to) {
        HllSketch s = new HllSketch(12);
        for (int i = from; i < to; i++) {
            s.update(i);
        }
        return s.toCompactByteArray();
    }

    static byte[] theta(int from, int to) {
        UpdateSketch s = UpdateSketch.builder().build();
        for (int i = from; i < to; i++) {
            s.update(i);
        }
        return s.compact().toByteArray();
    }

    @Test
    void rbm32Union() throws IOException {
        Harness h = agg("rbm32").insert(1, rbm32(1, 2, 3)).insert(1, (Object) null).insert(1, rbm32(3, 4, 1_000_000));
        RoaringBitmap r = new RoaringBitmap();
        r.deserialize(ByteBuffer.wrap(value(h)));
        assertEquals(RoaringBitmap.bitmapOf(1, 2, 3, 4, 1_000_000), r);
        byte[] single = rbm32(7);
        assertArrayEquals(single, value(agg("rbm32").insert(1, single)), "a single value passes through");
    }

    @Test
    void rbm64Union() throws IOException {
        Harness h = agg("rbm64").insert(1, rbm64(1L, 1L << 40)).insert(1, rbm64(2L));
        Roaring64Bitmap r = new Roaring64Bitmap();
        r.deserialize(new DataInputStream(new ByteArrayInputStream(value(h))));
        assertEquals(3, r.getLongCardinality());
        assertTrue(r.contains(1L << 40));
    }

    @Test
    void hllUnion() {
        Harness h = agg("hll_sketch").insert(1, hll(0, 1000)).insert(1, hll(500, 1500));
        double estimate = HllSketch.heapify(value(h)).getEstimate();
        assertEquals(1500, estimate, 1500 * 0.05);
    }

    @Test
    void hllUnionBytesFollowPaimonsPairwiseFold() {
        // {a, b} then {b, c} (lgK 4, HLL_8, list mode): Paimon 1.4.2 makes the newer sketch the union and merges the
        // accumulated one into it, so the newer coupons come first (bytes taken from Flink + Paimon 1.4.2's output)
        Harness h = agg("hll_sketch")
                .insert(1, HexFormat.of().parseHex("02010704030802082F823B040AFF8004"))
                .insert(1, HexFormat.of().parseHex("02010704030802080AFF80046F19DC06"));
        assertEquals("02010704030803000aff80046f19dc062f823b04", HexFormat.of().formatHex(value(h)));
        Harness lone = agg("hll_sketch").insert(1, HexFormat.of().parseHex("02010704030802082F823B040AFF8004"));
        assertEquals("02010704030802082f823b040aff8004", HexFormat.of().formatHex(value(lone)), "a lone sketch as written");
    }

    @Test
    void thetaUnion() {
        Harness h = agg("theta_sketch").insert(1, theta(0, 1000)).insert(1, theta(500, 1500)).insert(1, theta(0, 10));
        double estimate = Sketches.wrapSketch(Memory.wrap(value(h))).getEstimate();
        assertEquals(1500, estimate, 1500 * 0.05);
    }

    @Test
    void garbageIsRefusedAtWrite() {
        for (String fn : new String[] {"rbm32", "rbm64", "hll_sketch", "theta_sketch"}) {
            Harness h = agg(fn);
            String msg = assertThrows(VarveException.InvalidRecord.class,
                    () -> h.write(RowKind.INSERT, 1, new byte[] {1, 2, 3}), fn).getMessage();
            assertTrue(msg.contains("column 'v' uses '" + fn + "'"), msg);
        }
    }

    @Test
    void garbageThatBypassedTheCheckIsSkippedNotFatal() {
        Harness h = agg("rbm32");
        h.versions.add(new dev.varve.row.KeyValue(Harness.KEY, 1, RowKind.INSERT,
                dev.varve.row.GenericRow.of(1, new byte[] {9, 9})));
        h.insert(1, rbm32(5)).insert(1, rbm32(6));
        RoaringBitmap r = RoaringBitmap.bitmapOf();
        try {
            r.deserialize(ByteBuffer.wrap(value(h)));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertEquals(RoaringBitmap.bitmapOf(5, 6), r);
    }

    @Test
    void sketchesCannotRetract() {
        Harness h = agg("hll_sketch");
        assertThrows(VarveException.InvalidRecord.class, () -> h.write(RowKind.DELETE, 1, hll(0, 1)));
    }
}
