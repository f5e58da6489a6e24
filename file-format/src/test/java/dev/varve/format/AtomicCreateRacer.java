package dev.varve.format;

import java.nio.charset.StandardCharsets;

/** Test helper run in a child JVM: tries to create n files atomically and prints the ones it won. */
public final class AtomicCreateRacer {
    private AtomicCreateRacer() {
    }

    public static void main(String[] args) throws Exception {
        String dir = args[0];
        int n = Integer.parseInt(args[1]);
        byte[] me = args[2].getBytes(StandardCharsets.UTF_8);
        LocalFileIO io = new LocalFileIO();
        for (int i = 0; i < n; i++) {
            if (io.tryCreateAtomically(dir + "/f-" + i, me)) {
                System.out.println("won f-" + i);
            }
        }
    }
}
