import org.apache.paimon.shade.org.apache.parquet.format.ColumnChunk;
import org.apache.paimon.shade.org.apache.parquet.format.ColumnMetaData;
import org.apache.paimon.shade.org.apache.parquet.format.FileMetaData;
import org.apache.paimon.shade.org.apache.parquet.format.PageHeader;
import org.apache.paimon.shade.org.apache.parquet.format.Util;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * Prints a Parquet file's layout (sweep 41 sz): its length, the footer's length and thrift structure, and per column
 * chunk its pages (header bytes, header, compressed bytes) and the bytes of its column and offset indexes.
 * Usage: java -cp paimon-bundle:. Dissect FILE... [--footer]
 */
public class Dissect {
    static int thriftBytes(org.apache.paimon.shade.parquet.org.apache.thrift.TBase<?, ?> t) throws Exception {
        org.apache.paimon.shade.parquet.org.apache.thrift.transport.TMemoryBuffer buf =
                new org.apache.paimon.shade.parquet.org.apache.thrift.transport.TMemoryBuffer(64);
        t.write(new org.apache.paimon.shade.parquet.org.apache.thrift.protocol.TCompactProtocol(buf));
        return buf.length();
    }

    public static void main(String[] a) throws Exception {
        boolean footer = false;
        for (String p : a) {
            if (p.equals("--footer")) {
                footer = true;
                continue;
            }
            byte[] b = Files.readAllBytes(Paths.get(p));
            int n = b.length;
            int flen = (b[n - 8] & 0xFF) | (b[n - 7] & 0xFF) << 8 | (b[n - 6] & 0xFF) << 16 | (b[n - 5] & 0xFF) << 24;
            FileMetaData md = Util.readFileMetaData(new ByteArrayInputStream(b, n - 8 - flen, flen));
            System.out.println("FILE " + p + " len=" + n + " footer=" + flen);
            if (footer) {
                System.out.println(md);
            }
            long idx = 0;
            for (ColumnChunk cc : md.getRow_groups().get(0).getColumns()) {
                ColumnMetaData m = cc.getMeta_data();
                long off = m.isSetDictionary_page_offset() ? m.getDictionary_page_offset() : m.getData_page_offset();
                long end = off + m.getTotal_compressed_size();
                StringBuilder s = new StringBuilder("  col " + String.join(".", m.getPath_in_schema()) + " chunk=" + m.getTotal_compressed_size()
                        + " meta=" + thriftBytes(cc) + " stats=" + thriftBytes(m.getStatistics())
                        + " ci=" + cc.getColumn_index_length() + " oi=" + cc.getOffset_index_length());
                while (off < end) {
                    ByteArrayInputStream in = new ByteArrayInputStream(b, (int) off, (int) (end - off));
                    int before = in.available();
                    PageHeader h = Util.readPageHeader(in);
                    int hl = before - in.available();
                    s.append("\n    page hdr=").append(hl).append(" comp=").append(h.getCompressed_page_size())
                            .append(" uncomp=").append(h.getUncompressed_page_size()).append(" ").append(h);
                    off += hl + h.getCompressed_page_size();
                }
                idx += cc.getColumn_index_length() + cc.getOffset_index_length();
                System.out.println(s);
            }
            System.out.println("  indexes=" + idx);
        }
    }
}
