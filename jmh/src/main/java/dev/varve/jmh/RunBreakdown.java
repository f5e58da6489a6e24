package dev.varve.jmh;

import com.github.luben.zstd.Zstd;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.jpountz.lz4.LZ4Factory;

/**
 * Where the bytes of {@code .vrf} run files go (file-format/FORMAT.md), parsed straight from the
 * bytes, independently of the reader: per chunk slot (key, sequence, row kind, value column c) the
 * raw and stored bytes, codecs, and the mean bit width of the integer blocks; page headers; and the
 * footer's parts (value type and fixed fields, column statistics, sparse key index, bloom filter).
 * Value columns are assumed flat and of the W1 data set's kinds (the per-column detail parses
 * LONG, DOUBLE and BYTES chunks; other kinds count only bytes).
 *
 * <p>{@code java -cp jmh/target/benchmarks.jar dev.varve.jmh.RunBreakdown FILE...} prints the
 * breakdown of the given files together.
 */
public final class RunBreakdown {
    private final int columns;
    /** Per chunk slot: 0 key, 1 sequence, 2 kind, 3 + c value column c. */
    final long[] raw;
    final long[] stored;
    final long[] chunkHeaders;
    final long[][] codecCount;
    /** Integer blocks per slot: sum of widths (bits) times values, and values. */
    final long[] intBits;
    final long[] intValues;
    final long[] intBlockHeaders;
    /** BYTES columns: raw bytes of the lengths block(s), of the value bytes, dictionary pages. */
    final long[] strLenRaw;
    final long[] strDataRaw;
    final long[] dictPages;
    /** Chunks stored with version 2's raw prefix. */
    final long[] prefixChunks;
    /** LONG chunks stored as version 3's KEY encoding (the page's FIXED keys, no value bytes). */
    final long[] keyDerivedPages;
    long files;
    long rows;
    long pages;
    long pageHeaders;
    long fileBytes;
    long headerTrailer;
    long footerFixed;
    long footerStats;
    long footerIndex;
    long footerBloom;
    final int[] versions = new int[8];

    public RunBreakdown(int columns) {
        this.columns = columns;
        int slots = 3 + columns;
        raw = new long[slots];
        stored = new long[slots];
        chunkHeaders = new long[slots];
        codecCount = new long[slots][3];
        intBits = new long[slots];
        intValues = new long[slots];
        intBlockHeaders = new long[slots];
        strLenRaw = new long[slots];
        strDataRaw = new long[slots];
        dictPages = new long[slots];
        prefixChunks = new long[slots];
        keyDerivedPages = new long[slots];
    }

    public static void main(String[] args) throws IOException {
        RunBreakdown b = null;
        for (String a : args) {
            byte[] f = Files.readAllBytes(Path.of(a));
            if (b == null) {
                b = new RunBreakdown(columnsOf(f));
            }
            b.add(f);
        }
        if (b != null) {
            System.out.print(b.table());
        }
    }

    /** The value column count from the footer (4 for W1). */
    static int columnsOf(byte[] f) {
        ByteBuffer t = ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN);
        int footerOffset = (int) t.getLong(f.length - 24);
        ByteBuffer in = t.duplicate().order(ByteOrder.LITTLE_ENDIAN).position(footerOffset);
        int typeLen = in.getInt();
        in.position(in.position() + typeLen + 8 + 8 + 8 + 8 + 8 + 1 + 4 + 4);
        if (in.get() != 0) {
            skipBytes(in);
            skipBytes(in);
        }
        return in.getInt();
    }

    private static void skipBytes(ByteBuffer in) {
        int len = in.getInt();
        in.position(in.position() + len);
    }

    public void add(Path file) throws IOException {
        add(Files.readAllBytes(file));
    }

    public void add(byte[] f) {
        ByteBuffer in = ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN);
        files++;
        fileBytes += f.length;
        headerTrailer += 8 + 24;
        int version = in.getShort(4) & 0xFFFF;
        versions[Math.min(version, versions.length - 1)]++;
        int footerOffset = (int) in.getLong(f.length - 24);
        int pos = 8;
        while (pos < footerOffset) {
            in.position(pos + 4);
            int n = in.getInt();
            pages++;
            rows += n;
            pageHeaders += 8;
            for (int s = 0; s < 3 + columns; s++) {
                int codec = in.get() & 0xFF;
                int rawLen = in.getInt();
                int storedLen = in.getInt();
                chunkHeaders[s] += 9;
                raw[s] += rawLen;
                stored[s] += storedLen;
                codecCount[s][Math.min(codec & 0x7F, 2)]++;
                prefixChunks[s] += codec >>> 7;
                byte[] chunk = decompress(f, in.position(), codec, rawLen, storedLen);
                chunk(s, ByteBuffer.wrap(chunk).order(ByteOrder.LITTLE_ENDIAN), n, version);
                in.position(in.position() + storedLen);
            }
            pos = in.position();
        }
        footer(in, footerOffset, f.length - 24);
    }

    private static byte[] decompress(byte[] f, int off, int codec, int rawLen, int storedLen) {
        byte[] out = new byte[rawLen + 16];
        if ((codec & 0x80) != 0) { // version 2: u32 p, p raw bytes, the rest compressed
            int p = ByteBuffer.wrap(f, off, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
            System.arraycopy(f, off + 4, out, 0, p);
            byte[] rest = decompress(f, off + 4 + p, codec & 0x7F, rawLen - p, storedLen - 4 - p);
            System.arraycopy(rest, 0, out, p, rawLen - p);
            return out;
        }
        if (codec == 0) {
            System.arraycopy(f, off, out, 0, rawLen);
        } else if (codec == 1) {
            LZ4Factory.fastestInstance().safeDecompressor().decompress(f, off, storedLen, out, 0, rawLen);
        } else {
            Zstd.decompressByteArray(out, 0, rawLen, f, off, storedLen);
        }
        return out;
    }

    private void chunk(int s, ByteBuffer c, int n, int version) {
        if (s == 0) {
            int kind = c.get() & 0xFF;
            if (kind == 1) {
                c.get();
                intBlock(s, c, n);
            }
            return;
        }
        if (s == 1) {
            intBlock(s, c, n);
            return;
        }
        if (s == 2) {
            return;
        }
        int variant = (c.get(c.position()) & 0xFF) >>> 4; // version 2: the value encoding in the high nibble
        int m = n - nullSection(c, n);
        if (variant == 2 && s - 3 != 2 && s - 3 != 3) { // version 3: a LONG column stored as the page's FIXED keys
            keyDerivedPages[s]++;
            return;
        }
        // W1's value columns: BIGINT, BIGINT, DOUBLE, STRING
        int col = s - 3;
        if (col == 2) {
            if (variant == 1) { // SCALED: u8 s, IntBlock(m); else m x u64
                c.get();
                intBlock(s, c, m);
            }
            return;
        }
        if (col == 3) {
            int tag = c.get() & 0xFF;
            int start = c.position();
            if (tag == 1) {
                intBlock(s, c, m);
                strLenRaw[s] += c.position() - start;
                int total = c.getInt();
                strDataRaw[s] += total;
            } else if (tag == 2) {
                dictPages[s]++;
                int d = c.getInt();
                intBlock(s, c, d);
                int total = c.getInt();
                strDataRaw[s] += total;
                c.position(c.position() + total);
                intBlock(s, c, m);
                strLenRaw[s] += c.position() - start - total;
            }
            return;
        }
        intBlock(s, c, m);
    }

    private static int nullSection(ByteBuffer c, int n) {
        int tag = c.get() & 0x0F;
        if (tag == 0) {
            return 0;
        }
        if (tag == 2) {
            int nulls = 0;
            for (int i = 0; i < (n + 7) / 8; i++) {
                nulls += Integer.bitCount(c.get() & 0xFF);
            }
            return nulls;
        }
        int r = c.getInt();
        int nulls = 0;
        for (int i = 0; i < r; i++) {
            int len = c.getInt();
            if (i % 2 == 1) {
                nulls += len;
            }
        }
        return nulls;
    }

    private void intBlock(int s, ByteBuffer c, int n) {
        int start = c.position();
        int kind = c.get() & 0xFF;
        int width;
        int m;
        if (kind == 1) {
            c.getLong();
            width = c.get() & 0xFF;
            m = n;
        } else {
            c.getLong();
            c.getLong();
            width = c.get() & 0xFF;
            m = Math.max(0, n - 1);
        }
        intBlockHeaders[s] += c.position() - start;
        intBits[s] += (long) width * m;
        intValues[s] += m;
        c.position(c.position() + (int) (((long) m * width + 7) / 8));
    }

    private void footer(ByteBuffer in, int footerOffset, int end) {
        in.position(footerOffset);
        int typeLen = in.getInt();
        in.position(in.position() + typeLen + 8 + 8 + 8 + 8 + 8 + 1 + 4 + 4);
        if (in.get() != 0) {
            skipBytes(in);
            skipBytes(in);
        }
        int statsStart = in.position();
        footerFixed += statsStart - footerOffset;
        // the statistics: skipped by scanning to the page index (count known from the page walk)
        int c = in.getInt();
        for (int i = 0; i < c; i++) {
            in.getLong();
            int flags = in.get() & 0xFF;
            for (int b = 0; b < 2; b++) {
                if ((flags & (1 << b)) != 0) {
                    skipValue(in, i);
                }
            }
        }
        int indexStart = in.position();
        footerStats += indexStart - statsStart;
        int pageCount = in.getInt();
        for (int p = 0; p < pageCount; p++) {
            in.getLong();
            in.getInt();
            in.getInt();
            skipBytes(in);
        }
        int bloomStart = in.position();
        footerIndex += bloomStart - indexStart;
        footerBloom += end - bloomStart;
    }

    /** W1's columns: BIGINT, BIGINT, DOUBLE (8 bytes each), STRING (u32 length + bytes). */
    private static void skipValue(ByteBuffer in, int column) {
        if (column < 3) {
            in.getLong();
        } else {
            skipBytes(in);
        }
    }

    public String table() {
        StringBuilder sb = new StringBuilder();
        String[] names = new String[3 + columns];
        names[0] = "key";
        names[1] = "sequence";
        names[2] = "row kind";
        for (int c = 0; c < columns; c++) {
            names[3 + c] = "value " + c;
        }
        sb.append(String.format(Locale.ROOT, "files %d, rows %d, pages %d (%.0f rows/page), file bytes %,d (%.2f B/row)%n",
                files, rows, pages, rows / (double) pages, fileBytes, fileBytes / (double) rows));
        sb.append("| part | raw B | stored B | stored B/row | share | codec none/lz4/zstd | int bits/value | note |\n");
        sb.append("|---|---:|---:|---:|---:|---|---:|---|\n");
        for (int s = 0; s < names.length; s++) {
            String note = "";
            if (strDataRaw[s] > 0) {
                note = String.format(Locale.ROOT, "lengths %.2f B/row raw, value bytes %.2f B/row raw, DICT pages %d,"
                                + " raw-prefix chunks %d", strLenRaw[s] / (double) rows, strDataRaw[s] / (double) rows,
                        dictPages[s], prefixChunks[s]);
            } else if (intBlockHeaders[s] > 0 || keyDerivedPages[s] > 0) {
                note = String.format(Locale.ROOT, "block headers %.3f B/row", intBlockHeaders[s] / (double) rows);
                if (keyDerivedPages[s] > 0) {
                    note += String.format(Locale.ROOT, ", KEY pages %d of %d", keyDerivedPages[s], pages);
                }
            }
            row(sb, names[s], raw[s], stored[s], String.format(Locale.ROOT, "%d/%d/%d",
                    codecCount[s][0], codecCount[s][1], codecCount[s][2]),
                    intValues[s] == 0 ? "" : String.format(Locale.ROOT, "%.2f", intBits[s] / (double) intValues[s]),
                    note);
        }
        long ch = 0;
        for (long h : chunkHeaders) {
            ch += h;
        }
        row(sb, "page + chunk headers", pageHeaders + ch, pageHeaders + ch, "", "", "");
        row(sb, "footer: type, counts, keys", footerFixed, footerFixed, "", "", "");
        row(sb, "footer: column statistics", footerStats, footerStats, "", "", "");
        row(sb, "footer: sparse key index", footerIndex, footerIndex, "", "", "");
        row(sb, "footer: bloom filter", footerBloom, footerBloom, "", "", "");
        row(sb, "header + trailer", headerTrailer, headerTrailer, "", "", "");
        List<String> v = new ArrayList<>();
        for (int i = 0; i < versions.length; i++) {
            if (versions[i] > 0) {
                v.add("v" + i + ": " + versions[i]);
            }
        }
        sb.append("format versions: ").append(String.join(", ", v)).append('\n');
        return sb.toString();
    }

    private void row(StringBuilder sb, String name, long r, long st, String codecs, String bits, String note) {
        sb.append(String.format(Locale.ROOT, "| %s | %,d | %,d | %.3f | %.1f %% | %s | %s | %s |%n",
                name, r, st, st / (double) rows, 100.0 * st / fileBytes, codecs, bits, note));
    }
}
