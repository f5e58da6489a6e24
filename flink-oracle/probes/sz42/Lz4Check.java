package dev.varve.kernel.table;
import java.util.Random;
public class Lz4Check {
    public static void main(String[] a) {
        org.apache.paimon.shade.io.airlift.compress.lz4.Lz4Compressor c = new org.apache.paimon.shade.io.airlift.compress.lz4.Lz4Compressor();
        Random r = new Random(42);
        int bad = 0, total = 0;
        for (int t = 0; t < 20000; t++) {
            int n = 1 + r.nextInt(t < 10000 ? 600 : 5000);
            byte[] in = new byte[n];
            int alpha = 1 + r.nextInt(t % 3 == 0 ? 4 : t % 3 == 1 ? 20 : 256);
            for (int i = 0; i < n; i++) {
                if (i > 8 && r.nextInt(4) == 0) { // copies, like protobuf repeats
                    int from = r.nextInt(i - 4);
                    int len = 1 + r.nextInt(12);
                    for (int j = 0; j < len && i < n; j++) in[i++] = in[from + j];
                    i--;
                } else in[i] = (byte) r.nextInt(alpha);
            }
            byte[] out = new byte[c.maxCompressedLength(n)];
            int air = c.compress(in, 0, n, out, 0, out.length);
            int mine = Lz4.compressedLength(in);
            total++;
            if (air != mine) { bad++; if (bad < 10) System.out.println("n " + n + " air " + air + " mine " + mine); }
        }
        System.out.println("mismatch " + bad + " / " + total);
    }
}
