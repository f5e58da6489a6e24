package dev.varve.format;

import java.nio.ByteOrder;
import org.agrona.DirectBuffer;

/**
 * A blocked Bloom filter over byte-string keys: the bits are split into 512-bit blocks (one cache
 * line); a key's 64-bit {@link #hash} picks one block with its high 32 bits, and its {@code k}
 * bits inside that block are 9-bit slices of a remixed hash. One cache miss per probe instead of
 * k. With the default 10 bits per key it answers "maybe" for about 1% of absent keys.
 *
 * <p>Serialized form ({@link #serialize()}), little-endian:
 * <pre>
 * u8  version (1)
 * u8  k, the number of bits per key (1..30)
 * u32 w, the number of 64-bit words (a positive multiple of 8; m = 64·w bits, w/8 blocks)
 * u64 × w  the bit words; bit i of block b lives in word 8b + i/64 at bit i%64
 * </pre>
 * Block of hash h: {@code ((h >>> 32) · blocks) >>> 32}. Bits: g = mix(h) (the SplitMix64
 * finalizer of h); probe j (0-based) uses bits {@code (g >>> 9·(j mod 7)) & 511}, with g remixed
 * after every 7 probes.
 *
 * <p>Thread-safety: {@code add} is not thread-safe; once built, concurrent
 * {@code mightContain} calls are safe.
 */
public final class BloomFilter {
    public static final int DEFAULT_BITS_PER_KEY = 10;
    static final byte VERSION = 1;
    private static final int MAX_PROBES = 30;

    /** The bit words, little-endian, at {@code base} of {@code bits} (a wrapped serialized form or own array). */
    private final byte[] bits;
    private final int base;
    private final int numWords;
    private final long numBits;
    private final int numProbes;

    private BloomFilter(byte[] bits, int base, int numWords, int numProbes) {
        this.bits = bits;
        this.base = base;
        this.numWords = numWords;
        this.numBits = (long) numWords * 64;
        this.numProbes = numProbes;
    }

    /** An empty filter sized for {@code expectedKeys} keys at {@code bitsPerKey} bits each. */
    public static BloomFilter create(long expectedKeys, int bitsPerKey) {
        return create(expectedKeys, bitsPerKey, null);
    }

    /**
     * As {@link #create(long, int)}, keeping the bits in {@code reuse} (cleared first) when it is
     * large enough ({@link #bitBytes(long, int)}), else in a new array. The filter writes
     * {@code reuse} from then on: reuse it for another filter only once this one is dead.
     */
    public static BloomFilter create(long expectedKeys, int bitsPerKey, byte[] reuse) {
        int bytes = bitBytes(expectedKeys, bitsPerKey);
        int k = (int) Math.round(bitsPerKey * Math.log(2));
        k = Math.max(1, Math.min(MAX_PROBES, k));
        byte[] bits;
        if (reuse != null && reuse.length >= bytes) {
            bits = reuse;
            java.util.Arrays.fill(bits, 0, bytes, (byte) 0);
        } else {
            bits = new byte[bytes];
        }
        return new BloomFilter(bits, 0, bytes / 8, k);
    }

    /**
     * The bytes of the bit array of a filter for {@code expectedKeys} keys at {@code bitsPerKey}
     * bits each; IllegalArgumentException for the arguments {@link #create(long, int)} rejects.
     */
    public static int bitBytes(long expectedKeys, int bitsPerKey) {
        if (bitsPerKey < 1 || bitsPerKey > 64) {
            throw new IllegalArgumentException("bloom bits per key must be between 1 and 64, got " + bitsPerKey);
        }
        if (expectedKeys < 0) {
            throw new IllegalArgumentException("negative expected key count " + expectedKeys);
        }
        long bits = Math.max(512, expectedKeys * bitsPerKey);
        long nWords = (bits + 511) / 512 * 8;
        if (nWords > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("bloom filter for " + expectedKeys + " keys is too large");
        }
        if (nWords > (Integer.MAX_VALUE - 64) / 8) {
            throw new IllegalArgumentException("bloom filter for " + expectedKeys + " keys is too large");
        }
        return (int) nWords * 8;
    }



    public int numProbes() {
        return numProbes;
    }

    public long numBits() {
        return numBits;
    }

    public void add(byte[] key) {
        addHash(hash(key, 0, key.length));
    }

    public void add(byte[] key, int off, int len) {
        addHash(hash(key, off, len));
    }

    /** Byte offset of the block of hash h. */
    private int blockBase(long h) {
        long blocks = numWords >>> 3;
        return base + ((int) (((h >>> 32) * blocks) >>> 32) << 6);
    }

    /** Adds a key given by its {@link #hash}. */
    public void addHash(long h) {
        int block = blockBase(h);
        long g = finish(h);
        if (numProbes == 7) {
            // the default 10 bits per key: one remix gives all seven 9-bit slices, unrolled (no
            // loop or remix branch); the same bits as the loop below
            setBit(block, (int) g & 511);
            setBit(block, (int) (g >>> 9) & 511);
            setBit(block, (int) (g >>> 18) & 511);
            setBit(block, (int) (g >>> 27) & 511);
            setBit(block, (int) (g >>> 36) & 511);
            setBit(block, (int) (g >>> 45) & 511);
            setBit(block, (int) (g >>> 54) & 511);
            return;
        }
        for (int i = 0, shift = 0; i < numProbes; i++, shift += 9) {
            if (shift == 63) {
                g = finish(g);
                shift = 0;
            }
            int bit = (int) (g >>> shift) & 511;
            int at = block + ((bit >>> 6) << 3);
            LONG_LE.set(bits, at, (long) LONG_LE.get(bits, at) | 1L << bit);
        }
    }

    /** Sets bit {@code bit} (0..511) of the block at byte offset {@code block}. */
    private void setBit(int block, int bit) {
        int at = block + ((bit >>> 6) << 3);
        LONG_LE.set(bits, at, (long) LONG_LE.get(bits, at) | 1L << bit);
    }

    public boolean mightContain(byte[] key) {
        return mightContainHash(hash(key, 0, key.length));
    }

    public boolean mightContain(byte[] key, int off, int len) {
        return mightContainHash(hash(key, off, len));
    }

    /** Whether a key with this {@link #hash} may have been added; false means certainly not. */
    public boolean mightContainHash(long h) {
        int block = blockBase(h);
        long g = finish(h);
        for (int i = 0, shift = 0; i < numProbes; i++, shift += 9) {
            if (shift == 63) {
                g = finish(g);
                shift = 0;
            }
            int bit = (int) (g >>> shift) & 511;
            if (((long) LONG_LE.get(bits, block + ((bit >>> 6) << 3)) & (1L << bit)) == 0) {
                return false;
            }
        }
        return true;
    }

    // ---- hashing --------------------------------------------------------------------------------

    private static final long P1 = 0x9E3779B97F4A7C15L;
    private static final long P2 = 0xC2B2AE3D27D4EB4FL;

    private static long finish(long h) {
        h ^= h >>> 30;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 27;
        h *= 0x94D049BB133111EBL;
        return h ^ (h >>> 31);
    }

    private static long step(long h, long word) {
        return Long.rotateLeft(h ^ (word * P2), 31) * P1;
    }

    private static final java.lang.invoke.VarHandle LONG_LE =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The 64-bit hash of a byte string that the filter uses (stable: part of the run format). */
    public static long hash(byte[] b, int off, int len) {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        long h = (len + 1L) * P1;
        int i = off;
        int end = off + len;
        for (; i + 8 <= end; i += 8) {
            h = step(h, (long) LONG_LE.get(b, i));
        }
        if (i < end) {
            long tail = 0;
            for (int s = 0; i < end; i++, s += 8) {
                tail |= (b[i] & 0xFFL) << s;
            }
            h = step(h, tail);
        }
        return finish(h);
    }

    /** The same hash as {@link #hash(byte[], int, int)}, over bytes in a buffer. */
    public static long hash(DirectBuffer b, int off, int len) {
        long h = (len + 1L) * P1;
        int i = off;
        int end = off + len;
        for (; i + 8 <= end; i += 8) {
            h = step(h, b.getLong(i, ByteOrder.LITTLE_ENDIAN));
        }
        if (i < end) {
            long tail = 0;
            for (int s = 0; i < end; i++, s += 8) {
                tail |= (b.getByte(i) & 0xFFL) << s;
            }
            h = step(h, tail);
        }
        return finish(h);
    }

    // ---- serialization --------------------------------------------------------------------------

    public int serializedSize() {
        return 6 + numWords * 8;
    }

    private static final int HEADER_BYTES = 6;

    private byte[] header() {
        return header(new byte[HEADER_BYTES]);
    }

    /** The serialized form's header (version, probes, u32 words) in the first 6 bytes of {@code h}. */
    private byte[] header(byte[] h) {
        int n = numWords;
        h[0] = VERSION;
        h[1] = (byte) numProbes;
        h[2] = (byte) n;
        h[3] = (byte) (n >>> 8);
        h[4] = (byte) (n >>> 16);
        h[5] = (byte) (n >>> 24);
        return h;
    }

    public byte[] serialize() {
        byte[] out = new byte[serializedSize()];
        System.arraycopy(header(), 0, out, 0, 6);
        System.arraycopy(bits, base, out, 6, numWords * 8);
        return out;
    }

    /** Writes the serialized form to {@code out} without copying the bits, adding the bytes to {@code checksum}. */
    public void writeTo(PositionOutput out, java.util.zip.Checksum checksum) throws java.io.IOException {
        writeTo(out, checksum, new byte[HEADER_BYTES]);
    }

    /** As {@link #writeTo(PositionOutput, java.util.zip.Checksum)}, the header built in {@code scratch} (6 bytes or more). */
    public void writeTo(PositionOutput out, java.util.zip.Checksum checksum, byte[] scratch) throws java.io.IOException {
        byte[] h = header(scratch);
        checksum.update(h, 0, HEADER_BYTES);
        checksum.update(bits, base, numWords * 8);
        out.write(h, 0, HEADER_BYTES);
        out.write(bits, base, numWords * 8);
    }

    /**
     * A filter over a serialized form (written by {@link #serialize()}), without copying: the filter
     * reads {@code b} from then on (and {@code add} would write it). IllegalArgumentException if
     * malformed.
     */
    public static BloomFilter deserialize(byte[] b, int off, int len) {
        int words = validate(b, off, len);
        return new BloomFilter(b, off + 6, words, b[off + 1]);
    }

    /**
     * As {@link #validate}, of a serialized form of {@code len} bytes of which only the first {@code available}
     * are at {@code off} (at least its header): the version, the probe count and that the word count fits
     * {@code len}. Returns the word count.
     */
    public static int validateHeader(byte[] b, int off, int available, int len) {
        if (available < HEADER_BYTES || off < 0 || off + HEADER_BYTES > b.length) {
            throw new IllegalArgumentException("bloom filter: " + available + " bytes of its header is too short");
        }
        return validate(b, off, HEADER_BYTES, len);
    }

    /**
     * Checks a serialized form as {@link #deserialize} does, without making a filter (a reader that
     * only locates the filter); returns its word count. IllegalArgumentException if malformed.
     */
    public static int validate(byte[] b, int off, int len) {
        return validate(b, off, len, len);
    }

    private static int validate(byte[] b, int off, int have, int len) {
        if (off < 0 || len < 0 || off + have > b.length || len < 6) {
            throw new IllegalArgumentException("bloom filter: " + len + " bytes is too short");
        }
        if (b[off] != VERSION) {
            throw new IllegalArgumentException("bloom filter: unknown version " + b[off]);
        }
        int k = b[off + 1];
        if (k < 1 || k > MAX_PROBES) {
            throw new IllegalArgumentException("bloom filter: bad probe count " + k);
        }
        long n = (b[off + 2] & 0xFFL) | (b[off + 3] & 0xFFL) << 8 | (b[off + 4] & 0xFFL) << 16 | (b[off + 5] & 0xFFL) << 24;
        if (n < 8 || n % 8 != 0 || 6 + n * 8 != len) {
            throw new IllegalArgumentException("bloom filter: " + n + " words do not fit its " + len + " bytes");
        }
        return (int) n;
    }
}
