package dev.varve.kernel.mergeengine;

import dev.varve.row.InternalRow;
import org.apache.datasketches.hll.HllSketch;
import org.apache.datasketches.hll.TgtHllType;
import org.apache.datasketches.memory.Memory;
import org.apache.datasketches.theta.SetOperation;
import org.apache.datasketches.theta.Sketches;
import org.apache.datasketches.theta.Union;
import org.roaringbitmap.RoaringBitmap;
import org.roaringbitmap.longlong.Roaring64Bitmap;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;

/**
 * Unions of serialized sets, in the byte formats Apache Paimon stores (VARBINARY columns):
 * <ul>
 *   <li>rbm32: {@link RoaringBitmap} portable serialization ({@code serialize(ByteBuffer)}),
 *       run-optimized before writing;</li>
 *   <li>rbm64: {@link Roaring64Bitmap#serialize(java.io.DataOutput)}, run-optimized;</li>
 *   <li>hll_sketch: DataSketches HLL compact bytes; the union's result is HLL_4 at the smallest
 *       lgK seen;</li>
 *   <li>theta_sketch: DataSketches Theta compact sketch bytes (default seed).</li>
 * </ul>
 * A single non-null input is passed through unchanged (as Paimon does); two or more are unioned
 * and re-serialized. Values are checked at write time ({@link #validate}); an unreadable value that
 * reaches a merge anyway (e.g. written before the column's function was set) is skipped rather than
 * failing the read.
 */
final class SketchAccumulators {
    private SketchAccumulators() {
    }

    /** Throws IllegalArgumentException with the reason if the bytes are not a value of {@code f}. */
    static void validate(AggFunction f, byte[] bytes) {
        try {
            switch (f) {
                case RBM32:
                    new RoaringBitmap().deserialize(ByteBuffer.wrap(bytes));
                    return;
                case RBM64:
                    new Roaring64Bitmap().deserialize(new DataInputStream(new ByteArrayInputStream(bytes)));
                    return;
                case HLL_SKETCH:
                    HllSketch.heapify(bytes);
                    return;
                case THETA_SKETCH:
                    Sketches.heapifySketch(Memory.wrap(bytes));
                    return;
                default:
                    throw new IllegalStateException(f.name());
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()), e);
        }
    }

    /** Shared shape: pass-through of the first value, union from the second on. */
    abstract static class UnionAccumulator extends FieldAccumulator {
        private byte[] single;
        private int count;

        UnionAccumulator(int pos) {
            super(pos);
        }

        @Override final void reset() {
            single = null;
            count = 0;
            clearUnion();
        }

        @Override final void add(InternalRow in) {
            byte[] v = in.getBinary(pos);
            if (v == null) {
                return;
            }
            if (count == 0) {
                single = v.clone();
                count = 1;
                return;
            }
            if (count == 1) {
                try {
                    clearUnion();
                    union(single);
                } catch (IOException | RuntimeException e) {
                    // the first value is unreadable (it bypassed the write check): drop it
                    clearUnion();
                    single = v.clone();
                    return;
                }
            }
            try {
                union(v);
                count++;
            } catch (IOException | RuntimeException e) {
                // unreadable value that bypassed the write check: skipped (see class comment)
            }
        }

        @Override final Object result() {
            if (count == 0) {
                return null;
            }
            if (count == 1) {
                return single.clone();
            }
            try {
                return serializeUnion();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        abstract void clearUnion();

        abstract void union(byte[] bytes) throws IOException;

        abstract byte[] serializeUnion() throws IOException;
    }

    static final class Rbm32 extends UnionAccumulator {
        private final RoaringBitmap acc = new RoaringBitmap();
        private final RoaringBitmap scratch = new RoaringBitmap();

        Rbm32(int pos) {
            super(pos);
        }

        @Override void clearUnion() {
            acc.clear();
        }

        @Override void union(byte[] bytes) throws IOException {
            scratch.clear();
            scratch.deserialize(ByteBuffer.wrap(bytes));
            acc.or(scratch);
        }

        @Override byte[] serializeUnion() {
            RoaringBitmap out = acc.clone();
            out.runOptimize();
            ByteBuffer buf = ByteBuffer.allocate(out.serializedSizeInBytes());
            out.serialize(buf);
            return buf.array();
        }
    }

    static final class Rbm64 extends UnionAccumulator {
        private final Roaring64Bitmap acc = new Roaring64Bitmap();
        private final Roaring64Bitmap scratch = new Roaring64Bitmap();

        Rbm64(int pos) {
            super(pos);
        }

        @Override void clearUnion() {
            acc.clear();
        }

        @Override void union(byte[] bytes) throws IOException {
            scratch.clear();
            scratch.deserialize(new DataInputStream(new ByteArrayInputStream(bytes)));
            acc.or(scratch);
        }

        @Override byte[] serializeUnion() throws IOException {
            Roaring64Bitmap out = new Roaring64Bitmap();
            out.or(acc);
            out.runOptimize();
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            try (DataOutputStream dos = new DataOutputStream(bos)) {
                out.serialize(dos);
            }
            return bos.toByteArray();
        }
    }

    /**
     * hll_sketch, folded pairwise as Apache Paimon 1.4.2 folds it: each new sketch becomes a union into which the
     * sketch accumulated so far is merged, and the result is serialized (HLL_4) before the next value. The bytes
     * depend on that order (coupons of a sketch in list mode keep their insertion order), so a single union of every
     * value in arrival order would print other bytes for the same set.
     */
    static final class Hll extends UnionAccumulator {
        /** The accumulated sketch, serialized; null before the first value. */
        private byte[] acc;

        Hll(int pos) {
            super(pos);
        }

        @Override void clearUnion() {
            acc = null;
        }

        @Override void union(byte[] bytes) {
            if (acc == null) {
                HllSketch.heapify(bytes); // validates
                acc = bytes;
                return;
            }
            org.apache.datasketches.hll.Union u = org.apache.datasketches.hll.Union.heapify(bytes);
            u.update(HllSketch.heapify(acc));
            acc = u.getResult(TgtHllType.HLL_4).toCompactByteArray();
        }

        @Override byte[] serializeUnion() {
            return acc.clone();
        }
    }

    static final class Theta extends UnionAccumulator {
        private final Union union = SetOperation.builder().buildUnion();

        Theta(int pos) {
            super(pos);
        }

        @Override void clearUnion() {
            union.reset();
        }

        @Override void union(byte[] bytes) {
            union.union(Memory.wrap(bytes));
        }

        @Override byte[] serializeUnion() {
            return union.getResult().toByteArray();
        }
    }
}
