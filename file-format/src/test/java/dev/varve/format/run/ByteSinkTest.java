package dev.varve.format.run;

import dev.varve.row.StringBytes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ByteSinkTest {
    @Test
    void utf8EqualsTheJdkEncoderForEveryKindOfString() {
        assertTrue(StringBytes.enabled(), "the Latin-1 fast path is active with the project's JVM flags");
        String[] fixed = {"", "a", "plain ascii text of some length", "\u00e9t\u00e9", "\u0141\u0142 low byte ascii",
            "\u4e2d\u6587", "\ud83d\ude00 emoji", "x\ud800 lone surrogate", "\udc00", "\u00ff\u0080", "0123456789abcdefXYZ"};
        SplittableRandom rnd = new SplittableRandom(3);
        ByteSink sink = new ByteSink(16);
        for (int i = 0; i < fixed.length + 500; i++) {
            String s = i < fixed.length ? fixed[i] : RandomRuns.randomString(rnd, 40);
            int before = sink.pos;
            int n = sink.utf8(s);
            byte[] want = s.getBytes(StandardCharsets.UTF_8);
            assertEquals(want.length, n, s);
            assertArrayEquals(want, Arrays.copyOfRange(sink.buf, before, before + n), s);
        }
    }

    /** Every length up to 40 with one non-ASCII byte at every position (the overlapping last word), and none. */
    @Test
    void isAsciiFindsAHighByteAtEveryPositionOfEveryLength() {
        for (int n = 0; n <= 40; n++) {
            byte[] a = new byte[n + 8];
            Arrays.fill(a, (byte) 'a');
            Arrays.fill(a, n, a.length, (byte) 0x80); // bytes past n are never looked at
            assertTrue(ByteSink.isAscii(a, n), "length " + n);
            for (int i = 0; i < n; i++) {
                a[i] = (byte) (0x80 | i);
                assertEquals(false, ByteSink.isAscii(a, n), "length " + n + " high byte at " + i);
                a[i] = 'a';
            }
        }
        // a Latin-1 string with a byte >= 0x80 at its end is encoded as UTF-8, not copied
        ByteSink sink = new ByteSink(4);
        for (int n = 1; n <= 40; n++) {
            String s = "b".repeat(n - 1) + "\u00e9";
            sink.reset();
            assertEquals(n + 1, sink.utf8(s));
            assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), Arrays.copyOf(sink.buf, sink.pos), s);
        }
    }

    @Test
    void bytesFromDirectBuffersOfEveryKindAndLengthSeed5() {
        SplittableRandom rnd = new SplittableRandom(5);
        byte[] src = new byte[300];
        rnd.nextBytes(src);
        java.nio.ByteBuffer offHeap = java.nio.ByteBuffer.allocateDirect(src.length);
        offHeap.put(src).flip();
        org.agrona.DirectBuffer[] sources = {
            new org.agrona.concurrent.UnsafeBuffer(src),
            new org.agrona.concurrent.UnsafeBuffer(src, 13, 250), // heap, wrapped at an offset
            new org.agrona.concurrent.UnsafeBuffer(offHeap)};
        int[] shift = {0, 13, 0};
        ByteSink sink = new ByteSink(4);
        for (int round = 0; round < 600; round++) {
            int which = rnd.nextInt(sources.length);
            org.agrona.DirectBuffer b = sources[which];
            int len = rnd.nextInt(2) == 0 ? rnd.nextInt(70) : rnd.nextInt(b.capacity() + 1);
            int off = rnd.nextInt(b.capacity() - len + 1);
            int before = sink.pos;
            sink.bytes(b, off, len);
            assertEquals(before + len, sink.pos);
            assertArrayEquals(Arrays.copyOfRange(src, shift[which] + off, shift[which] + off + len),
                    Arrays.copyOfRange(sink.buf, before, sink.pos));
        }
        org.agrona.DirectBuffer small = sources[1];
        org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class, () -> sink.bytes(small, 240, 20));
    }

    /** utf8Bytes copies as bytes does and answers as Utf8Check, ASCII found during the copy or not. */
    @Test
    void utf8BytesCopiesAndChecksAsUtf8CheckSeed7() {
        SplittableRandom rnd = new SplittableRandom(7);
        java.nio.ByteBuffer offHeap = java.nio.ByteBuffer.allocateDirect(400);
        org.agrona.concurrent.UnsafeBuffer direct = new org.agrona.concurrent.UnsafeBuffer(offHeap);
        byte[] heap = new byte[400];
        org.agrona.DirectBuffer onHeap = new org.agrona.concurrent.UnsafeBuffer(heap);
        ByteSink sink = new ByteSink(4);
        int wellFormed = 0;
        for (int round = 0; round < 3000; round++) {
            int len = rnd.nextInt(4) == 0 ? rnd.nextInt(200) : rnd.nextInt(70);
            byte[] v;
            if (rnd.nextBoolean()) {
                v = RandomRuns.randomString(rnd, len).getBytes(StandardCharsets.UTF_8); // well-formed
            } else {
                v = new byte[len];
                for (int i = 0; i < len; i++) {
                    v[i] = (byte) (rnd.nextInt(8) == 0 ? rnd.nextInt(256) : 'a' + rnd.nextInt(26));
                }
            }
            v = Arrays.copyOf(v, Math.min(v.length, 300));
            int off = rnd.nextInt(90);
            boolean onHeapSource = rnd.nextInt(3) == 0;
            if (onHeapSource) {
                System.arraycopy(v, 0, heap, off, v.length);
            } else {
                direct.putBytes(off, v);
            }
            int before = sink.pos;
            boolean ok = sink.utf8Bytes(onHeapSource ? onHeap : direct, off, v.length);
            assertEquals(before + v.length, sink.pos);
            assertArrayEquals(v, Arrays.copyOfRange(sink.buf, before, sink.pos));
            assertEquals(Utf8Check.isWellFormed(v, 0, v.length), ok, Arrays.toString(v));
            wellFormed += ok ? 1 : 0;
        }
        assertTrue(wellFormed > 500 && wellFormed < 2900, "both answers are exercised: " + wellFormed);
    }

    @Test
    void utf8BytesChecksBounds() {
        ByteSink sink = new ByteSink(4);
        org.agrona.DirectBuffer small = new org.agrona.concurrent.UnsafeBuffer(java.nio.ByteBuffer.allocateDirect(16));
        org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class, () -> sink.utf8Bytes(small, 10, 8));
    }
}
