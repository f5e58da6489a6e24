import org.apache.paimon.shade.org.apache.orc.CompressionCodec;
import org.apache.paimon.shade.org.apache.orc.CompressionKind;
import org.apache.paimon.shade.org.apache.orc.OrcProto;
import org.apache.paimon.shade.org.apache.orc.impl.OrcCodecPool;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * Sweep 42 sz: the layout of a small ORC file as Paimon 1.4.2 (ORC 1.9.2) writes it, one line per part: its name, the
 * bytes it takes in the file (compression chunk headers included), its uncompressed bytes and their hex. Parts: the
 * stripe's streams (as its footer lists them), the stripe footer, the metadata (stripe statistics), the footer, the
 * postscript. {@code java OrcDissect FILE...}
 */
public class OrcDissect {
    public static void main(String[] args) throws Exception {
        for (String f : args) {
            dissect(f);
        }
    }

    static void dissect(String f) throws Exception {
        byte[] b = Files.readAllBytes(Paths.get(f));
        int psLen = b[b.length - 1] & 0xFF;
        int psAt = b.length - 1 - psLen;
        OrcProto.PostScript ps = OrcProto.PostScript.parseFrom(java.util.Arrays.copyOfRange(b, psAt, psAt + psLen));
        CompressionKind kind = CompressionKind.valueOf(ps.getCompression().name());
        current = kind;
        CompressionCodec codec = kind == CompressionKind.NONE ? null : OrcCodecPool.getCodec(kind);
        int footerAt = psAt - (int) ps.getFooterLength();
        int metaAt = footerAt - (int) ps.getMetadataLength();
        System.out.println("FILE " + f + " " + b.length + " " + kind);
        byte[] footer = part(b, footerAt, (int) ps.getFooterLength(), codec);
        OrcProto.Footer ft = OrcProto.Footer.parseFrom(footer);
        for (OrcProto.StripeInformation s : ft.getStripesList()) {
            long at = s.getOffset();
            int sfAt = (int) (s.getOffset() + s.getIndexLength() + s.getDataLength());
            byte[] sf = part(b, sfAt, (int) s.getFooterLength(), codec);
            OrcProto.StripeFooter sft = OrcProto.StripeFooter.parseFrom(sf);
            for (OrcProto.Stream st : sft.getStreamsList()) {
                byte[] raw = part(b, (int) at, (int) st.getLength(), codec);
                print("stream " + st.getColumn() + " " + st.getKind(), st.getLength(), raw);
                at += st.getLength();
            }
            print("stripefooter", s.getFooterLength(), sf);
            System.out.println("  encodings " + sft.getColumnsList().toString().replace('\n', ' '));
        }
        print("metadata", ps.getMetadataLength(), part(b, metaAt, (int) ps.getMetadataLength(), codec));
        print("footer", ps.getFooterLength(), footer);
        print("postscript", psLen, java.util.Arrays.copyOfRange(b, psAt, psAt + psLen));
        System.out.println("  ps " + ps.toString().replace('\n', ' '));
    }

    static CompressionKind current;

    /** The lengths other compressors make of a part (which of them the kernel can use to weigh it exactly). */
    static String alternatives(byte[] raw) {
        if (current == CompressionKind.LZ4) {
            int lj = net.jpountz.lz4.LZ4Factory.fastestInstance().fastCompressor().compress(raw).length;
            int ljs = net.jpountz.lz4.LZ4Factory.safeInstance().fastCompressor().compress(raw).length;
            return " lz4java " + lj + " lz4javasafe " + ljs;
        }
        if (current == CompressionKind.ZSTD) {
            return " zstd1 " + com.github.luben.zstd.Zstd.compress(raw, 1).length + " zstd3 " + com.github.luben.zstd.Zstd.compress(raw, 3).length;
        }
        return "";
    }

    static void print(String name, long stored, byte[] raw) {
        if (current != null && current != CompressionKind.NONE && !name.equals("postscript")) {
            name += " (" + (stored - 3) + alternatives(raw) + ")";
        }
        StringBuilder h = new StringBuilder();
        for (byte x : raw) {
            h.append(String.format("%02x", x & 0xFF));
        }
        System.out.println("  " + name + " stored " + stored + " raw " + raw.length + " " + h);
    }

    /** The uncompressed bytes of a compressed ORC block: chunks of a 3-byte header ((length << 1) | original) and their bytes. */
    static byte[] part(byte[] b, int at, int len, CompressionCodec codec) throws Exception {
        if (codec == null) {
            return java.util.Arrays.copyOfRange(b, at, at + len);
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int end = at + len;
        while (at < end) {
            int h = (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16;
            at += 3;
            int n = h >>> 1;
            if ((h & 1) != 0) {
                out.write(b, at, n);
            } else {
                ByteBuffer o = ByteBuffer.allocate(1 << 20);
                codec.decompress(ByteBuffer.wrap(b, at, n), o);
                out.write(o.array(), 0, o.limit());
            }
            at += n;
        }
        return out.toByteArray();
    }
}
