package dev.varve.memtable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

import dev.varve.row.RowKind;

/** Random keys and values shaped to hit the interesting paths, and the model of a record. */
final class TestRecords {
    private TestRecords() {
    }

    /** One put, as the model remembers it; {@code order} is the insertion index. */
    static final class Version {
        final byte[] key;
        final long sequence;
        final RowKind kind;
        final byte[] value;
        final int order;

        Version(byte[] key, long sequence, RowKind kind, byte[] value, int order) {
            this.key = key;
            this.sequence = sequence;
            this.kind = kind;
            this.value = value;
            this.order = order;
        }

        @Override
        public String toString() {
            return Arrays.toString(key) + "@" + sequence + kind.shortString() + "#" + order + "(" + value.length + "B)";
        }
    }

    /** Merge order: key unsigned, then sequence, then insertion order. */
    static final Comparator<Version> ORDER = (a, b) -> {
        int c = Arrays.compareUnsigned(a.key, b.key);
        if (c != 0) {
            return c;
        }
        c = Long.compare(a.sequence, b.sequence);
        return c != 0 ? c : Integer.compare(a.order, b.order);
    };

    private static final byte[] ALPHABET = {0, 1, 0x7F, (byte) 0x80, (byte) 0xFF, 'a'};

    /**
     * A pool of distinct-ish keys: short keys over a tiny alphabet (zero padding ties), keys
     * sharing an 8-byte prefix, and random longer keys.
     */
    static List<byte[]> keyPool(SplittableRandom random, int size) {
        List<byte[]> keys = new ArrayList<>();
        byte[] shared = new byte[8];
        random.nextBytes(shared);
        for (int i = 0; i < size; i++) {
            byte[] key;
            switch (random.nextInt(4)) {
                case 0: {
                    key = new byte[random.nextInt(10)];
                    for (int j = 0; j < key.length; j++) {
                        key[j] = ALPHABET[random.nextInt(ALPHABET.length)];
                    }
                    break;
                }
                case 1: {
                    key = Arrays.copyOf(shared, 8 + random.nextInt(6));
                    for (int j = 8; j < key.length; j++) {
                        key[j] = ALPHABET[random.nextInt(ALPHABET.length)];
                    }
                    break;
                }
                default: {
                    key = new byte[1 + random.nextInt(24)];
                    random.nextBytes(key);
                }
            }
            keys.add(key);
        }
        return keys;
    }

    static byte[] value(SplittableRandom random, int maxLength) {
        byte[] value = new byte[random.nextInt(maxLength + 1)];
        random.nextBytes(value);
        return value;
    }

    static RowKind kind(SplittableRandom random) {
        return RowKind.fromByteValue((byte) random.nextInt(4));
    }

    static long recordLength(byte[] key, byte[] value) {
        return RecordDescriptor.length(key.length, value.length);
    }
}
