package dev.varve.format.run;

/**
 * The arrays a parsed {@link Footer} keeps (page index, first keys, the first keys as numbers,
 * the column statistics bytes), kept by a {@link RunReadScratch} and lent to one reader at a time
 * ({@link RunReadScratch#lendFooterArrays()}), so that opening many files (compaction inputs) does
 * not allocate them per file. The arrays may be longer than the footer needs: readers use
 * {@link Footer#pageCount} and the stored lengths, never the array lengths.
 *
 * <p>Ownership: a reader holds the arrays from its open until its {@link RunReader#close()} (which
 * hands them back and drops its references to them); while they are lent, the scratch has none
 * to lend, so a second reader opened on the same scratch meanwhile gets fresh arrays of its own.
 * So one array never has two live owners.
 */
final class FooterArrays {
    long[] pageOffset = new long[0];
    int[] pageLength = new int[0];
    int[] pageRows = new int[0];
    int[] firstKeyEnd = new int[0];
    byte[] firstKeyBytes = new byte[0];
    /** Page first keys as numbers ({@link RunReader}'s fast page search), when they fit 8 bytes. */
    long[] firstKeyNum = new long[0];
    /** The column statistics section of the footer, {@link Footer}'s stats length long. */
    byte[] statsBytes = new byte[0];

    static long[] longs(long[] a, int n) {
        return a.length >= n ? a : new long[Math.max(n, a.length + (a.length >> 1))];
    }

    static int[] ints(int[] a, int n) {
        return a.length >= n ? a : new int[Math.max(n, a.length + (a.length >> 1))];
    }

    static byte[] bytes(byte[] a, int n) {
        return a.length >= n ? a : new byte[Math.max(n, a.length + (a.length >> 1))];
    }

    /** Heap bytes of the arrays. */
    long retainedBytes() {
        return 8L * (pageOffset.length + firstKeyNum.length)
                + 4L * (pageLength.length + pageRows.length + firstKeyEnd.length)
                + firstKeyBytes.length + statsBytes.length;
    }
}
