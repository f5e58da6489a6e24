package dev.varve.kernel.table;

/** In-process A/Bs: switches the scans' page decode ahead ({@code varve.scan.decode-ahead}) for scans started from now on. */
public final class ScanDecodeAhead {
    private ScanDecodeAhead() {
    }

    public static void set(boolean on) {
        ScanBuffers.decodeAhead(on);
    }
}
