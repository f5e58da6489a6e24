package dev.varve.memtable;

/**
 * Stable LSD radix sort of (unsigned 64-bit prefix, payload) pairs held in two parallel
 * {@code long[]} arrays: one pass finds the bytes in which the prefixes differ, one histogram
 * pass counts those bytes (from the lowest to the highest differing one), then one scatter pass
 * per byte that is not constant across the input (constant bytes are skipped, so prefixes that
 * share their high bytes cost fewer passes). Single-threaded; the caller supplies scratch arrays.
 * Thread-safe; the 8 KiB histogram is kept per thread (flush threads sort once per flush, so it
 * is not allocated again for every flush).
 */
public final class PrefixRadixSort {
    private static final int RADIX = 256;
    private static final int BYTES = 8;
    private static final ThreadLocal<int[]> COUNTS = ThreadLocal.withInitial(() -> new int[BYTES * RADIX]);

    private PrefixRadixSort() {
    }

    /**
     * Sorts {@code prefixes[0..n)} ascending as unsigned longs, moving {@code payloads} along;
     * equal prefixes keep their input order.
     *
     * @return {@code true} if the sorted result is in the scratch arrays, {@code false} if it is
     *         in the input arrays (the other pair then holds garbage)
     */
    public static boolean sort(long[] prefixes, long[] payloads, long[] scratchPrefixes, long[] scratchPayloads, int n) {
        if (scratchPrefixes.length < n || scratchPayloads.length < n || payloads.length < n || prefixes.length < n) {
            throw new IllegalArgumentException("arrays shorter than the " + n + " entries to sort");
        }
        if (n < 2) {
            return false;
        }
        // the bytes in which some prefix differs from the first: only those need a histogram and a pass
        long first = prefixes[0];
        long differing = 0;
        for (int i = 1; i < n; i++) {
            differing |= prefixes[i] ^ first;
        }
        if (differing == 0) {
            return false; // all equal: already in (stable) order
        }
        int[] counts = COUNTS.get();
        java.util.Arrays.fill(counts, 0);
        int lowest = Long.numberOfTrailingZeros(differing) >>> 3;
        int highest = (63 - Long.numberOfLeadingZeros(differing)) >>> 3;
        for (int i = 0; i < n; i++) {
            long p = prefixes[i];
            for (int b = lowest; b <= highest; b++) {
                counts[b * RADIX + (int) ((p >>> (8 * b)) & 0xFF)]++;
            }
        }
        long[] srcKeys = prefixes;
        long[] srcValues = payloads;
        long[] dstKeys = scratchPrefixes;
        long[] dstValues = scratchPayloads;
        boolean inScratch = false;
        for (int b = lowest; b <= highest; b++) {
            int base = b * RADIX;
            int shift = 8 * b;
            if (((differing >>> shift) & 0xFF) == 0) {
                continue; // every prefix has the same byte here
            }
            int sum = 0;
            for (int d = 0; d < RADIX; d++) {
                int c = counts[base + d];
                counts[base + d] = sum;
                sum += c;
            }
            for (int i = 0; i < n; i++) {
                long p = srcKeys[i];
                int pos = counts[base + (int) ((p >>> shift) & 0xFF)]++;
                dstKeys[pos] = p;
                dstValues[pos] = srcValues[i];
            }
            long[] t = srcKeys;
            srcKeys = dstKeys;
            dstKeys = t;
            t = srcValues;
            srcValues = dstValues;
            dstValues = t;
            inScratch = !inScratch;
        }
        return inScratch;
    }
}
