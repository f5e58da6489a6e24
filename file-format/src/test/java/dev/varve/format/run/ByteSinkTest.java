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
}
