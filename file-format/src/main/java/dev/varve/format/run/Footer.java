package dev.varve.format.run;

import dev.varve.format.BloomFilter;
import dev.varve.format.CorruptFileException;
import dev.varve.row.RowType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The footer of a run file (FORMAT.md §"Footer"): file statistics, column statistics, the sparse
 * page index and the bloom filter. Immutable after {@link #parse}.
 */
final class Footer {
    /**
     * The value type the file was written with, set only when it differs from the type the
     * reader expects ({@link #typeMatches} false); a matching type is compared in place.
     */
    String valueTypeString;
    /** Whether the file's value type is the one given to {@link #parse}. */
    boolean typeMatches;
    /** The last type's serialized form (files of one table share it): not rebuilt per file. */
    private static volatile TypeBytes lastType;
    long rowCount;
    long retractCount;
    long minSequence;
    long maxSequence;
    long creationTimeMillis;
    int codec;
    int zstdLevel;
    int targetPageBytes;
    byte[] minKey;
    byte[] maxKey;
    /** The column statistics, parsed from {@link #statsBytes} when first asked for. */
    private List<ColumnStats> columnStats;
    /** The column statistics section (validated at parse time), kept until parsed: {@code statsLen} bytes. */
    private byte[] statsBytes;
    private int statsLen;
    private RowType statsType;
    private String statsPath;
    private long statsFileOffset;
    int pageCount;
    long[] pageOffset;
    int[] pageLength;
    int[] pageRows;
    /**
     * The pages' first keys back to back (one array, not one per page): page {@code p}'s is
     * {@code [firstKeyStart(p), firstKeyEnd[p])}.
     */
    byte[] firstKeyBytes;
    int[] firstKeyEnd;
    /** The bloom filter (null if the file has none or it was not loaded at parse time). */
    BloomFilter bloom;
    /** File offset and length of the serialized bloom filter (length 0: none). */
    long bloomOffset;
    int bloomLen;
    /**
     * The lent arrays this footer's arrays are (see {@link FooterArrays}), or null when they are its
     * own; handed back by {@link #releaseArrays()}.
     */
    private FooterArrays lent;
    /** True once {@link #releaseArrays()} dropped the arrays (the reader was closed). */
    private boolean released;

    /**
     * Writes the footer up to the bloom filter, with the column statistics given as values
     * ({@code mins[c]}/{@code maxs[c]} null = absent): {@link RunWriter} takes them from its column
     * buffers, {@link RunConcat} merges those of whole files.
     */
    static void write(ByteSink out, RowType valueType, long rowCount, long retractCount, long minSeq, long maxSeq,
                      long creationTime, int codec, int zstdLevel, int targetPageBytes, byte[] minKey, byte[] maxKey,
                      long[] nullCounts, Object[] mins, Object[] maxs, int pageCount, long[] offsets, int[] lengths,
                      int[] rows, ByteSink firstKeys, int[] firstKeyEnds) {
        writeHeader(out, valueType, rowCount, retractCount, minSeq, maxSeq, creationTime, codec, zstdLevel,
                targetPageBytes, minKey, maxKey);
        out.i32(valueType.size());
        for (int c = 0; c < valueType.size(); c++) {
            writeColumnStats(out, valueType.type(c), nullCounts[c], mins[c], maxs[c]);
        }
        writePageIndex(out, pageCount, offsets, lengths, rows, firstKeys, firstKeyEnds);
        // the caller appends the bloom filter: u32 length, then its serialized bytes (0 = none)
    }

    /**
     * As {@link #write(ByteSink, RowType, long, long, long, long, long, int, int, int, byte[], byte[], long[], Object[],
     * Object[], int, long[], int[], int[], ByteSink, int[])} with each column's statistics values written by its file
     * statistics' buffer ({@link ColumnBuffer#writeStatsValues}, the same bytes, mostly without value objects).
     */
    static void write(ByteSink out, RowType valueType, long rowCount, long retractCount, long minSeq, long maxSeq,
                      long creationTime, int codec, int zstdLevel, int targetPageBytes, byte[] minKey, byte[] maxKey,
                      ColumnBuffer[] stats, int pageCount, long[] offsets, int[] lengths, int[] rows,
                      ByteSink firstKeys, int[] firstKeyEnds) {
        writeHeader(out, valueType, rowCount, retractCount, minSeq, maxSeq, creationTime, codec, zstdLevel,
                targetPageBytes, minKey, maxKey);
        out.i32(valueType.size());
        for (int c = 0; c < valueType.size(); c++) {
            out.i64(stats[c].fileNullCount);
            stats[c].writeStatsValues(out);
        }
        writePageIndex(out, pageCount, offsets, lengths, rows, firstKeys, firstKeyEnds);
    }

    /** The fields before the column statistics, the same for both {@code write} forms. */
    private static void writeHeader(ByteSink out, RowType valueType, long rowCount, long retractCount, long minSeq,
                                    long maxSeq, long creationTime, int codec, int zstdLevel, int targetPageBytes,
                                    byte[] minKey, byte[] maxKey) {
        out.lengthPrefixed(typeBytes(valueType));
        out.i64(rowCount);
        out.i64(retractCount);
        out.i64(minSeq);
        out.i64(maxSeq);
        out.i64(creationTime);
        out.u8(codec);
        out.i32(zstdLevel);
        out.i32(targetPageBytes);
        if (minKey == null) {
            out.u8(0);
        } else {
            out.u8(1);
            out.lengthPrefixed(minKey);
            out.lengthPrefixed(maxKey);
        }
    }

    private static void writeColumnStats(ByteSink out, dev.varve.row.DataType type, long nullCount, Object min, Object max) {
        out.i64(nullCount);
        writeStatsValues(out, type, min, max);
    }

    /** A column statistics' flags (bit 0: min present, bit 1: max present) and values ({@link ValueCodec}). */
    static void writeStatsValues(ByteSink out, dev.varve.row.DataType type, Object min, Object max) {
        out.u8((min != null ? 1 : 0) | (max != null ? 2 : 0));
        if (min != null) {
            ValueCodec.write(type, min, out);
        }
        if (max != null) {
            ValueCodec.write(type, max, out);
        }
    }

    private static void writePageIndex(ByteSink out, int pageCount, long[] offsets, int[] lengths, int[] rows,
                                       ByteSink firstKeys, int[] firstKeyEnds) {
        out.i32(pageCount);
        for (int p = 0; p < pageCount; p++) {
            out.i64(offsets[p]);
            out.i32(lengths[p]);
            out.i32(rows[p]);
            int s = p == 0 ? 0 : firstKeyEnds[p - 1];
            out.i32(firstKeyEnds[p] - s);
            out.bytes(firstKeys.buf, s, firstKeyEnds[p] - s);
        }
    }

    /** Reads a page's first-key length (a u32 within the bytes left), as {@code lengthPrefixed} does. */
    private static int keyLength(ByteSource in) throws CorruptFileException {
        long max = in.remaining() - 4L;
        int len = in.i32();
        if (len < 0 || len > max) {
            throw in.corrupt("page first key length " + Integer.toUnsignedString(len) + " is out of range 0.." + max);
        }
        return len;
    }

    int firstKeyStart(int page) {
        return page == 0 ? 0 : firstKeyEnd[page - 1];
    }

    int firstKeyLength(int page) {
        return firstKeyEnd[page] - firstKeyStart(page);
    }

    /** A copy of page {@code page}'s first key. */
    byte[] pageFirstKey(int page) {
        return Arrays.copyOfRange(firstKeyBytes, firstKeyStart(page), firstKeyEnd[page]);
    }

    /** Page {@code page}'s first key compared (unsigned bytes) with {@code key}. */
    int compareFirstKey(int page, byte[] key) {
        return Arrays.compareUnsigned(firstKeyBytes, firstKeyStart(page), firstKeyEnd[page], key, 0, key.length);
    }

    private int compareFirstKeys(int a, int b) {
        return Arrays.compareUnsigned(firstKeyBytes, firstKeyStart(a), firstKeyEnd[a], firstKeyBytes, firstKeyStart(b),
                firstKeyEnd[b]);
    }

    /** The column statistics, one per value column; built on the first call. Thread-safe. */
    synchronized List<ColumnStats> columnStats() {
        if (columnStats == null) {
            if (released) {
                throw new IllegalStateException("the column statistics of " + statsPath
                        + " were not read before its reader was closed");
            }
            ByteSource in = new ByteSource(statsPath, statsFileOffset, "footer column statistics", statsBytes, 0,
                    statsLen);
            List<ColumnStats> stats = new ArrayList<>(statsType.size());
            try {
                for (int c = 0; c < statsType.size(); c++) {
                    long nulls = in.i64();
                    int flags = in.u8();
                    Object min = (flags & 1) != 0 ? ValueCodec.read(statsType.type(c), in) : null;
                    Object max = (flags & 2) != 0 ? ValueCodec.read(statsType.type(c), in) : null;
                    stats.add(new ColumnStats(statsType.field(c).name(), nulls, min, max));
                }
            } catch (CorruptFileException e) {
                // parse validated this section: only a bug gets here
                throw new IllegalStateException("column statistics of " + statsPath + " passed validation but do not parse", e);
            }
            columnStats = stats;
            statsBytes = null;
        }
        return columnStats;
    }

    /**
     * Drops this footer's references to its page index and unparsed statistics, and returns the
     * lent arrays they were (null if they were its own or were released already), for the lender
     * to lend again. After this the footer serves only what it parsed into its own fields (keys,
     * counts, parsed statistics): the reader is closed.
     */
    synchronized FooterArrays releaseArrays() {
        FooterArrays a = lent;
        lent = null;
        released = true;
        pageOffset = null;
        pageLength = null;
        pageRows = null;
        firstKeyBytes = null;
        firstKeyEnd = null;
        statsBytes = null;
        return a;
    }

    /**
     * {@code valueType.toString()} in UTF-8, remembered for the last type. The array is shared:
     * callers must not modify it.
     */
    static byte[] typeBytes(RowType valueType) {
        TypeBytes t = lastType;
        if (t == null || (t.type != valueType && !t.type.equals(valueType))) {
            t = new TypeBytes(valueType, valueType.toString().getBytes(StandardCharsets.UTF_8));
            lastType = t;
        }
        return t.bytes;
    }

    /** A row type and its serialized form; immutable. */
    private record TypeBytes(RowType type, byte[] bytes) {
    }

    static Footer parse(ByteSource in, RowType valueType, long footerOffset) throws CorruptFileException {
        return parse(in, valueType, footerOffset, true, null);
    }

    /**
     * Parses a footer whose bytes start at {@code footerOffset} in the file ({@code in} starts at
     * the footer's first byte, index 0 of its array). Without {@code loadBloom} the bloom filter is
     * only located ({@link #bloomOffset}, {@link #bloomLen}; its header is still validated), so
     * that nothing keeps the footer buffer. With {@code arrays} (lent to this footer until
     * {@link #releaseArrays()}), the page index and statistics bytes go into those arrays (grown
     * as needed) instead of new ones.
     */
    static Footer parse(ByteSource in, RowType valueType, long footerOffset, boolean loadBloom, FooterArrays arrays)
            throws CorruptFileException {
        return parse(in, valueType, footerOffset, loadBloom, arrays, 0);
    }

    /**
     * As {@link #parse(ByteSource, RowType, long, boolean, FooterArrays)} of a footer whose last {@code beyond} bytes
     * are not in {@code in} (its checksum was taken over all of them): they must be the bloom filter's, which is then
     * located and validated by its header only ({@code loadBloom} must be false). A footer whose other sections reach
     * past {@code in} fails as a short one does (the caller reads it whole then).
     */
    static Footer parse(ByteSource in, RowType valueType, long footerOffset, boolean loadBloom, FooterArrays arrays,
                        long beyond) throws CorruptFileException {
        if (beyond > 0 && loadBloom) {
            throw new IllegalArgumentException("a bloom filter to load must be in the footer's bytes");
        }
        Footer f = new Footer();
        byte[] expected = typeBytes(valueType);
        int typeLen = in.count("value type length", in.remaining() - 4L);
        in.need(typeLen, "value type");
        f.typeMatches = Arrays.equals(in.buf, in.pos, in.pos + typeLen, expected, 0, expected.length);
        if (!f.typeMatches) {
            f.valueTypeString = new String(in.buf, in.pos, typeLen, StandardCharsets.UTF_8);
        }
        in.skip(typeLen);
        f.rowCount = in.i64();
        f.retractCount = in.i64();
        if (f.rowCount < 0 || f.retractCount < 0 || f.retractCount > f.rowCount) {
            throw in.corrupt("row count " + f.rowCount + " / retract count " + f.retractCount);
        }
        f.minSequence = in.i64();
        f.maxSequence = in.i64();
        f.creationTimeMillis = in.i64();
        f.codec = in.u8();
        f.zstdLevel = in.i32();
        f.targetPageBytes = in.i32();
        int hasKeys = in.u8();
        if (hasKeys == 1) {
            f.minKey = in.lengthPrefixed("min key");
            f.maxKey = in.lengthPrefixed("max key");
        } else if (hasKeys != 0) {
            throw in.corrupt("key presence flag " + hasKeys);
        }
        if ((f.rowCount == 0) != (f.minKey == null)) {
            throw in.corrupt("key range does not match row count " + f.rowCount);
        }
        int cols = in.count("column count", 1 << 20);
        if (cols != valueType.size()) {
            throw in.corrupt("footer has " + cols + " columns, value type has " + valueType.size());
        }
        int statsStart = in.pos;
        for (int c = 0; c < cols; c++) {
            long nulls = in.i64();
            if (nulls < 0 || nulls > f.rowCount) {
                throw in.corrupt("null count " + nulls + " of column " + c);
            }
            int flags = in.u8();
            if (flags > 3) {
                throw in.corrupt("statistics flags " + flags);
            }
            if ((flags & 1) != 0) {
                ValueCodec.skip(valueType.type(c), in);
            }
            if ((flags & 2) != 0) {
                ValueCodec.skip(valueType.type(c), in);
            }
        }
        // the statistics are validated above; their values are built only if asked for (scans and
        // compactions open files for their rows only)
        f.statsLen = in.pos - statsStart;
        if (arrays == null) {
            f.statsBytes = Arrays.copyOfRange(in.buf, statsStart, in.pos);
        } else {
            f.statsBytes = arrays.statsBytes = FooterArrays.bytes(arrays.statsBytes, f.statsLen);
            System.arraycopy(in.buf, statsStart, f.statsBytes, 0, f.statsLen);
        }
        f.statsType = valueType;
        f.statsPath = in.path();
        f.statsFileOffset = footerOffset + statsStart;
        int pages = in.count("page count", Math.min(f.rowCount, Integer.MAX_VALUE - 8));
        f.pageCount = pages;
        // pass 1: the first keys' total length (and each length in range), so they share one array;
        // a page count beyond the footer's bytes fails here, before anything is sized by it
        int indexStart = in.pos;
        long keyBytes = 0;
        for (int p = 0; p < pages; p++) {
            in.skip(16);
            int len = keyLength(in);
            in.skip(len);
            keyBytes += len;
        }
        in.pos = indexStart;
        if (arrays == null) {
            f.pageOffset = new long[pages];
            f.pageLength = new int[pages];
            f.pageRows = new int[pages];
            f.firstKeyBytes = new byte[(int) keyBytes];
            f.firstKeyEnd = new int[pages];
        } else {
            f.pageOffset = arrays.pageOffset = FooterArrays.longs(arrays.pageOffset, pages);
            f.pageLength = arrays.pageLength = FooterArrays.ints(arrays.pageLength, pages);
            f.pageRows = arrays.pageRows = FooterArrays.ints(arrays.pageRows, pages);
            f.firstKeyBytes = arrays.firstKeyBytes = FooterArrays.bytes(arrays.firstKeyBytes, (int) keyBytes);
            f.firstKeyEnd = arrays.firstKeyEnd = FooterArrays.ints(arrays.firstKeyEnd, pages);
            f.lent = arrays;
        }
        long expectedOffset = RunFormat.HEADER_SIZE;
        long rows = 0;
        int keyAt = 0;
        for (int p = 0; p < pages; p++) {
            f.pageOffset[p] = in.i64();
            f.pageLength[p] = in.count("page length", footerOffset);
            f.pageRows[p] = in.count("page row count", f.rowCount);
            int len = keyLength(in);
            System.arraycopy(in.buf, in.pos, f.firstKeyBytes, keyAt, len);
            in.pos += len;
            keyAt += len;
            f.firstKeyEnd[p] = keyAt;
            if (f.pageOffset[p] != expectedOffset || f.pageLength[p] < RunFormat.PAGE_HEADER_SIZE || f.pageRows[p] == 0) {
                throw in.corrupt("page " + p + " at " + f.pageOffset[p] + " (" + f.pageLength[p] + " bytes, "
                        + f.pageRows[p] + " rows) does not follow the previous page ending at " + expectedOffset);
            }
            if (p > 0 && f.compareFirstKeys(p - 1, p) > 0) {
                throw in.corrupt("first keys of pages " + (p - 1) + " and " + p + " are out of order");
            }
            expectedOffset += f.pageLength[p];
            rows += f.pageRows[p];
        }
        if (expectedOffset != footerOffset) {
            throw in.corrupt("pages end at " + expectedOffset + " but the footer starts at " + footerOffset);
        }
        if (rows != f.rowCount) {
            throw in.corrupt("pages hold " + rows + " rows, footer says " + f.rowCount);
        }
        if (pages > 0 && (f.minKey == null || !Arrays.equals(f.firstKeyBytes, 0, f.firstKeyEnd[0], f.minKey, 0, f.minKey.length))) {
            throw in.corrupt("first page key differs from the min key");
        }
        int bloomLen = in.count("bloom filter length", in.remaining() + beyond - 4L);
        if (beyond > 0) {
            // the rest of the footer is the bloom filter, partly past the bytes read: its header is
            if (bloomLen != in.remaining() + beyond) {
                throw in.corrupt((in.remaining() + beyond - bloomLen) + " unexpected bytes at the end of the footer");
            }
            try {
                BloomFilter.validateHeader(in.buf, in.pos, in.remaining(), bloomLen);
            } catch (IllegalArgumentException e) {
                throw in.corrupt(e.getMessage());
            }
            f.bloomOffset = footerOffset + in.pos;
            f.bloomLen = bloomLen;
            return f;
        }
        if (bloomLen > 0) {
            in.need(bloomLen, "bloom filter");
            try {
                if (loadBloom) {
                    f.bloom = BloomFilter.deserialize(in.buf, in.pos, bloomLen);
                } else {
                    BloomFilter.validate(in.buf, in.pos, bloomLen); // located only: no filter object
                }
            } catch (IllegalArgumentException e) {
                throw in.corrupt(e.getMessage());
            }
            f.bloomOffset = footerOffset + in.pos;
            f.bloomLen = bloomLen;
            in.skip(bloomLen);
        }
        if (in.remaining() != 0) {
            throw in.corrupt(in.remaining() + " unexpected bytes at the end of the footer");
        }
        return f;
    }
}
