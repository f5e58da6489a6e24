package dev.varve.merge;

import java.io.IOException;

/** Closing every source of a merge: all are closed even when some fail; the first error is thrown, later ones suppressed. */
final class Closing {
    /** Closes item {@code i}. */
    @FunctionalInterface
    interface Closer {
        void close(int i) throws IOException;
    }

    private Closing() {
    }

    /** Calls {@code closer} for {@code 0..count-1}, keeping the first error and suppressing the rest. */
    static void closeAll(int count, Closer closer) throws IOException {
        IOException first = null;
        for (int i = 0; i < count; i++) {
            try {
                closer.close(i);
            } catch (IOException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
