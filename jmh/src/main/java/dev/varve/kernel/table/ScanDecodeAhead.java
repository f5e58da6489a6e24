package dev.varve.kernel.table;

/** In-process A/Bs: switches the scans' page decode ahead ({@code varve.scan.decode-ahead}) for scans started from now on. */
public final class ScanDecodeAhead {
    private ScanDecodeAhead() {
    }

    public static void set(boolean on) {
        ScanBuffers.decodeAhead(on);
    }

    /** Pages taken from a read ahead, pages read by the scan while their read ahead ran, chunks taken decoded, pages loaded (so far). */
    public static long[] figures() {
        return new long[] {ScanBuffers.READ_AHEAD_FIGURES.get(0), ScanBuffers.READ_AHEAD_FIGURES.get(1),
                ScanBuffers.READ_AHEAD_FIGURES.get(2), ScanBuffers.READ_AHEAD_FIGURES.get(3)};
    }
}
