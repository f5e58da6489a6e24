package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;

import java.nio.charset.StandardCharsets;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

class Utf8Test {

    @Test
    void propertyEncodeMatchesTheJdkForWellFormedStringsAndRoundTripsAll() {
        qt().withExamples(2000).forAll(RandomValues.gen(RandomValues::string)).checkAssert(s -> {
            ExpandableArrayBuffer buf = new ExpandableArrayBuffer(8);
            int n = Utf8.encode(s, buf, 3);
            assertEquals(Utf8.encodedLength(s), n);
            byte[] bytes = new byte[n];
            buf.getBytes(3, bytes);
            if (isWellFormed(s)) {
                assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), bytes);
            }
            assertEquals(s, Utf8.decode(buf, 3, n));
        });
    }

    @Test
    void heapFastPathWritesTheSameBytesAsTheGeneralLoopAtTheWrappedOffset() {
        String[] samples = {"", "ascii only", "caf\u00e9 au lait", "\u4e2d\u6587 then ascii", "x\ud800y", "\ud83d\ude00!"};
        for (String s : samples) {
            // the reference: off-heap memory, which takes the general per-char loop
            byte[] want = new byte[Utf8.encodedLength(s)];
            UnsafeBuffer direct = new UnsafeBuffer(java.nio.ByteBuffer.allocateDirect(want.length + 4));
            assertEquals(want.length, Utf8.encode(s, direct, 2));
            direct.getBytes(2, want);
            assertEquals(s, Utf8.decode(direct, 2, want.length));
            // a heap buffer that wraps the middle of an array: bytes land at its offset, nothing else moves
            byte[] backing = new byte[want.length + 20];
            java.util.Arrays.fill(backing, (byte) 0x55);
            UnsafeBuffer wrapped = new UnsafeBuffer(backing, 7, want.length + 6);
            assertEquals(want.length, Utf8.encode(s, wrapped, 3));
            assertArrayEquals(want, java.util.Arrays.copyOfRange(backing, 10, 10 + want.length), s);
            for (int i = 0; i < backing.length; i++) {
                if (i < 10 || i >= 10 + want.length) {
                    assertEquals((byte) 0x55, backing[i], "byte " + i + " untouched for " + s);
                }
            }
            ExpandableArrayBuffer expandable = new ExpandableArrayBuffer(2);
            assertEquals(want.length, Utf8.encode(s, expandable, 1));
            byte[] got = new byte[want.length];
            expandable.getBytes(1, got);
            assertArrayEquals(want, got, s);
        }
    }

    @Test
    void compactStringRangesCopyTheirAsciiPrefixAndEncodeTheRestLikeTheGeneralLoop() {
        assertEquals(true, StringBytes.enabled(), "the Latin-1 fast path is active with the project's JVM flags");
        for (int len = 0; len <= 40; len++) {
            for (int special = -1; special < len; special++) {
                // ASCII letters with at most one Latin-1 (compact) or one wide (UTF-16) char at 'special'
                for (char odd : new char[] {'\u00e9', '\u00ff', '\u0141'}) {
                    StringBuilder b = new StringBuilder();
                    for (int i = 0; i < len; i++) {
                        b.append(i == special ? odd : (char) ('a' + (i * 7) % 26));
                    }
                    String s = b.toString();
                    for (int from = 0; from <= Math.min(len, 9); from += 3) {
                        int to = len - (len - from) / 4;
                        byte[] want = s.substring(from, to).getBytes(StandardCharsets.UTF_8);
                        byte[] backing = new byte[want.length + 12];
                        UnsafeBuffer heap = new UnsafeBuffer(backing, 5, want.length + 7);
                        assertEquals(want.length, Utf8.encode(s, from, to, heap, 2), s);
                        assertArrayEquals(want, java.util.Arrays.copyOfRange(backing, 7, 7 + want.length), s);
                        assertEquals(0, backing[6]);
                        assertEquals(0, backing[7 + want.length]);
                    }
                }
            }
        }
    }

    private static boolean isWellFormed(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void decodeReadsHeapSlicesAndOffHeapMemoryAlikeWhereverTheFirstNonAsciiByteIs() {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(5);
        for (int len = 0; len <= 40; len++) {
            for (int nonAsciiAt = -1; nonAsciiAt < len; nonAsciiAt++) {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < len; i++) {
                    sb.append(i == nonAsciiAt ? '\u00e9' : (char) (' ' + rnd.nextInt(95)));
                }
                String s = sb.toString();
                byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
                byte[] padded = new byte[utf8.length + 9];
                System.arraycopy(utf8, 0, padded, 5, utf8.length);
                // a heap buffer wrapping a slice of a larger array, read at an offset within it
                UnsafeBuffer heap = new UnsafeBuffer(padded, 2, padded.length - 2);
                assertEquals(s, Utf8.decode(heap, 3, utf8.length));
                assertEquals(nonAsciiAt < 0, Utf8.isAscii(heap, 3, utf8.length));
                java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(padded.length);
                direct.put(padded).flip();
                assertEquals(s, Utf8.decode(new UnsafeBuffer(direct), 5, utf8.length));
            }
        }
    }

    /** asciiPrefix against a byte-by-byte count, for every length, offset and first non-ASCII position. */
    @Test
    void asciiPrefixCountsTheLeadingAsciiBytesWhereverTheFirstOtherByteIs() {
        for (int len = 0; len <= 40; len++) {
            for (int from = 0; from < 3; from++) {
                for (int bad = 0; bad <= len; bad++) { // bad == len: all ASCII
                    byte[] b = new byte[from + len + 2];
                    java.util.Arrays.fill(b, (byte) 'a');
                    b[from + len] = (byte) 0xC3; // just past the range: must not count
                    if (bad < len) {
                        b[from + bad] = (byte) (0x80 | bad);
                    }
                    assertEquals(bad, Utf8.asciiPrefix(b, from, len), "len " + len + " from " + from + " bad " + bad);
                }
            }
        }
    }

    @Test
    void loneSurrogatesUseTheirThreeByteForm() {
        ExpandableArrayBuffer buf = new ExpandableArrayBuffer(8);
        assertEquals(3, Utf8.encode("\ud800", buf, 0));
        assertEquals("ed a0 80", hex(buf, 3));
        assertEquals(6, Utf8.encode("\udc00\ud800", buf, 0)); // reversed pair: two lone surrogates
        assertEquals("\udc00\ud800", Utf8.decode(buf, 0, 6));
    }

    @Test
    void malformedInputIsRejected() {
        for (byte[] bad : new byte[][] {{(byte) 0x80}, {(byte) 0xC0, (byte) 0x80}, {(byte) 0xE0, (byte) 0x80, (byte) 0x80},
            {(byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80},
            {(byte) 0xE2, (byte) 0x82}, {(byte) 0xFF}}) {
            assertThrows(IllegalArgumentException.class, () -> Utf8.decode(new UnsafeBuffer(bad), 0, bad.length));
        }
    }

    private static String hex(ExpandableArrayBuffer buf, int n) {
        byte[] b = new byte[n];
        buf.getBytes(0, b);
        return RowSerializerTest.hex(b);
    }
}
