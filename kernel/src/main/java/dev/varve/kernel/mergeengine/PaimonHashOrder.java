package dev.varve.kernel.mergeengine;

import dev.varve.row.Murmur3;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.HashSet;
import java.util.List;

/**
 * The element order of a distinct {@code collect}: Apache Paimon 1.4.2 merges such an array through a
 * {@code java.util.HashSet} of its internal values (the stored elements first, then the new ones) and keeps that
 * set's iteration order, so a user sees it. Reproduced here by putting wrappers that hash as Paimon's internal values
 * do into a {@code java.util.HashSet} (whose iteration order depends only on the hashes, the insertion order of
 * colliding elements and the element count). Elements of types whose Paimon hash is not reproducible (bytes, whose
 * arrays hash by identity there) keep their order.
 */
final class PaimonHashOrder {
    private static final int SEED = 42;

    private PaimonHashOrder() {
    }

    /** Reorders {@code distinctElements} (no two SQL-equal) as Paimon's HashSet iterates them. */
    static void apply(List<Object> distinctElements) {
        for (Object e : distinctElements) {
            if (!hashable(e)) {
                return;
            }
        }
        HashSet<Element> set = new HashSet<>();
        for (Object e : distinctElements) {
            set.add(new Element(e));
        }
        distinctElements.clear();
        for (Element e : set) {
            distinctElements.add(e.value);
        }
    }

    private static boolean hashable(Object v) {
        return v == null || v instanceof String || v instanceof Number || v instanceof Boolean
                || v instanceof LocalDate || v instanceof LocalTime || v instanceof LocalDateTime || v instanceof Instant;
    }

    /** The hash code of {@code v}'s Paimon internal value (BinaryString, Integer for DATE/TIME, Timestamp, Decimal, ...). */
    static int hash(Object v) {
        if (v == null) {
            return 0;
        }
        if (v instanceof String) {
            return stringHash(((String) v).getBytes(StandardCharsets.UTF_8));
        }
        if (v instanceof LocalDate) {
            return Integer.hashCode((int) ((LocalDate) v).toEpochDay());
        }
        if (v instanceof LocalTime) {
            return Integer.hashCode((int) (((LocalTime) v).toNanoOfDay() / 1_000_000L));
        }
        if (v instanceof LocalDateTime) {
            LocalDateTime t = (LocalDateTime) v;
            long nanoOfDay = t.toLocalTime().toNanoOfDay();
            long millis = t.toLocalDate().toEpochDay() * 86_400_000L + nanoOfDay / 1_000_000L;
            return timestampHash(millis, (int) (nanoOfDay % 1_000_000L));
        }
        if (v instanceof Instant) {
            Instant i = (Instant) v;
            return timestampHash(i.toEpochMilli(), i.getNano() % 1_000_000);
        }
        if (v instanceof BigDecimal) {
            return v.hashCode();
        }
        return v.hashCode(); // Boolean, Byte, Short, Integer, Long, Float, Double: as boxed in Paimon
    }

    private static int timestampHash(long millis, int nanoOfMillisecond) {
        int h = (int) millis ^ (int) (millis >> 32);
        return 31 * h + nanoOfMillisecond;
    }

    /**
     * Paimon's hash of a string's UTF-8 bytes: 32-bit Murmur3 rounds with seed 42 over little-endian 4-byte words,
     * then each remaining byte (sign-extended) as a round of its own, finished with the length.
     */
    static int stringHash(byte[] b) {
        int h = SEED;
        int aligned = b.length - b.length % 4;
        for (int i = 0; i < aligned; i += 4) {
            h = Murmur3.round(h, (b[i] & 0xff) | (b[i + 1] & 0xff) << 8 | (b[i + 2] & 0xff) << 16 | b[i + 3] << 24);
        }
        for (int i = aligned; i < b.length; i++) {
            h = Murmur3.round(h, b[i]);
        }
        return Murmur3.finish(h ^ b.length);
    }

    /** An element hashing as Paimon's internal value; equal as SQL values. */
    private static final class Element {
        final Object value;
        final Object key;
        final int hash;

        Element(Object value) {
            this.value = value;
            this.key = Values.key(value);
            this.hash = hash(value);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Element && java.util.Objects.equals(key, ((Element) o).key);
        }
    }
}
