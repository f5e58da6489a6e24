import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * Sweep 42 sz: the layout of an Avro object container file as Paimon 1.4.2 writes it: the header (magic, metadata map,
 * sync marker), each block's record count, byte size, its decompressed bytes (zstd) and what zstd-jni makes of them
 * (level 1 and 3, a stream closed without a flush, and one shot). {@code java AvroDissect FILE...}
 */
public class AvroDissect {
    static int at;

    static long varlong(byte[] b) {
        long u = 0;
        int shift = 0;
        while (true) {
            int x = b[at++] & 0xFF;
            u |= (long) (x & 0x7F) << shift;
            shift += 7;
            if ((x & 0x80) == 0) {
                break;
            }
        }
        return (u >>> 1) ^ -(u & 1);
    }

    static byte[] bytes(byte[] b) {
        int n = (int) varlong(b);
        byte[] out = java.util.Arrays.copyOfRange(b, at, at + n);
        at += n;
        return out;
    }

    static int stream(byte[] raw, int level) throws Exception {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        try (com.github.luben.zstd.ZstdOutputStreamNoFinalizer z = new com.github.luben.zstd.ZstdOutputStreamNoFinalizer(o, level)) {
            z.write(raw);
        }
        return o.size();
    }

    public static void main(String[] args) throws Exception {
        for (String f : args) {
            byte[] b = Files.readAllBytes(Paths.get(f));
            at = 4;
            StringBuilder meta = new StringBuilder();
            while (true) {
                long n = varlong(b);
                if (n == 0) {
                    break;
                }
                if (n < 0) {
                    varlong(b);
                    n = -n;
                }
                for (long i = 0; i < n; i++) {
                    String k = new String(bytes(b), "UTF-8");
                    String v = new String(bytes(b), "UTF-8");
                    meta.append(" [").append(k).append("=").append(v).append("]");
                }
            }
            at += 16;
            System.out.println("FILE " + f + " " + b.length + " header " + at + meta);
            while (at < b.length) {
                long count = varlong(b);
                int sizeAt = at;
                long size = varlong(b);
                byte[] z = java.util.Arrays.copyOfRange(b, at, at + (int) size);
                at += size + 16;
                byte[] raw;
                try (com.github.luben.zstd.ZstdInputStream in = new com.github.luben.zstd.ZstdInputStream(new java.io.ByteArrayInputStream(z))) {
                    raw = in.readAllBytes();
                }
                StringBuilder h = new StringBuilder();
                for (byte x : raw) {
                    h.append(String.format("%02x", x & 0xFF));
                }
                System.out.println("  block count " + count + " size " + size + " raw " + raw.length + " s1 " + stream(raw, 1)
                        + " s3 " + stream(raw, 3) + " o1 " + com.github.luben.zstd.Zstd.compress(raw, 1).length + " " + h);
            }
        }
    }
}
