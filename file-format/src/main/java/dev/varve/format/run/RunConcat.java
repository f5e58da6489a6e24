package dev.varve.format.run;

import dev.varve.format.BloomFilter;
import dev.varve.format.FileIO;
import dev.varve.format.PositionOutput;
import dev.varve.row.RowType;
import dev.varve.row.ValueComparator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.zip.CRC32C;

/**
 * Writes one run file (FORMAT.md) as the concatenation of whole run files, copying their pages
 * byte for byte instead of decoding and re-encoding their records: pages are self-contained
 * (row count, per-chunk codec and lengths, per-page dictionaries, a checksum over the page's own
 * bytes, no file offsets inside), so only the footer is rebuilt. The footer is what a
 * {@link RunWriter} given the same records would write, except for where pages end: row and
 * retract counts and the sequence range are summed/merged from the sources' footers, column
 * statistics are merged from the sources' (null counts summed; a min or max absent in a source
 * that has non-null values stays absent), the sparse key index lists the copied pages, and the
 * bloom filter is rebuilt from the keys (only the key, sequence and kind chunks of each page are
 * decoded, to check the record order across files and hash the distinct keys; of a file whose
 * records all have one key, such as an append table's, only the first page's sequences).
 *
 * <p>Inputs must follow each other in record order (the first record of a file not before the
 * last record appended: key ascending unsigned, equal keys by non-decreasing sequence), have the
 * value type of this file and be of the current format version; otherwise
 * {@link #append} throws IllegalStateException / IllegalArgumentException and appends nothing of
 * that file. Each page is checksummed as it is read, so a damaged source fails the copy
 * ({@link dev.varve.format.CorruptFileException}) instead of spreading.
 *
 * <p>Unlike {@link RunWriter}, pages are written on the caller's thread; with
 * {@link RunWriterOptions#syncOnFinish()} the file is also fsynced every 8 MiB. The codec in the
 * footer is the one of the options (copied pages keep their own codecs; readers accept any codec
 * per chunk). Always end with {@link #finish()} or {@link #abort()}. Not thread-safe; the source
 * readers may be shared with other threads meanwhile.
 */
public final class RunConcat {
    private static final long SYNC_EVERY_BYTES = 8L << 20;

    private final FileIO io;
    private final String path;
    private final RowType valueType;
    private final String valueTypeString;
    private final RunWriterOptions opts;
    private final PositionOutput out;
    private PageDecoder decoder;

    private long rowCount;
    private long retractCount;
    private long minSeq = Long.MAX_VALUE;
    private long maxSeq = Long.MIN_VALUE;
    private byte[] minKey;
    private byte[] lastKey = new byte[16];
    private int lastKeyLen = -1;
    private long lastSeq;

    private final long[] nullCounts;
    private final Object[] mins;
    private final Object[] maxs;
    /** A source had non-null values but no min (max): the merged one is unknown. */
    private final boolean[] minUnknown;
    private final boolean[] maxUnknown;

    private int pageCount;
    private long[] offsets = new long[64];
    private int[] lengths = new int[64];
    private int[] pageRows = new int[64];
    private final ByteSink firstKeys = new ByteSink(256);
    private int[] firstKeyEnds = new int[64];

    private long[] keyHashes;
    private int keyHashCount;
    private long sinceSync;

    private enum State { OPEN, FINISHED, ABORTED }
    private State state = State.OPEN;

    /** Creates the file and writes its header. */
    public RunConcat(FileIO io, String path, RowType valueType, RunWriterOptions opts) throws IOException {
        this.io = Objects.requireNonNull(io, "io");
        this.path = Objects.requireNonNull(path, "path");
        this.valueType = Objects.requireNonNull(valueType, "valueType");
        this.opts = Objects.requireNonNull(opts, "opts");
        this.valueTypeString = valueType.toString();
        int cols = valueType.size();
        this.nullCounts = new long[cols];
        this.mins = new Object[cols];
        this.maxs = new Object[cols];
        this.minUnknown = new boolean[cols];
        this.maxUnknown = new boolean[cols];
        this.keyHashes = opts.bloomBitsPerKey() > 0 ? new long[64] : null;
        this.out = io.create(path);
        byte[] header = new byte[RunFormat.HEADER_SIZE];
        System.arraycopy(RunFormat.HEADER_MAGIC, 0, header, 0, 4);
        header[4] = (byte) RunFormat.VERSION_CURRENT;
        header[5] = (byte) (RunFormat.VERSION_CURRENT >>> 8);
        try {
            out.write(header, 0, header.length);
        } catch (IOException | RuntimeException e) {
            abortQuietly();
            throw e;
        }
    }

    public String path() {
        return path;
    }

    /** Bytes written so far (header and pages). */
    public long size() {
        return out.position();
    }

    public long rowCount() {
        return rowCount;
    }

    /**
     * Appends every record of {@code src} (an open reader, not closed by this call) by copying its
     * pages. On IllegalArgumentException (another value type or format version) or
     * IllegalStateException (out of order) nothing was written; on an IOException (including a
     * damaged source) the file is unusable: call {@link #abort()}.
     */
    public void append(RunReader src) throws IOException {
        checkOpen();
        Objects.requireNonNull(src, "src");
        // every version-1 page is a valid version-2 page (version 2 only adds encodings), so both are copied
        if (src.formatVersion() < RunFormat.VERSION_MIN_SUPPORTED || src.formatVersion() > RunFormat.VERSION_CURRENT) {
            throw new IllegalArgumentException("run file " + src.path() + " is of format version " + src.formatVersion()
                    + "; only versions " + RunFormat.VERSION_MIN_SUPPORTED + ".." + RunFormat.VERSION_CURRENT
                    + " pages can be copied");
        }
        if (!valueTypeString.equals(src.valueType().toString())) {
            throw new IllegalArgumentException("run file " + src.path() + " has value type " + src.valueType()
                    + ", not " + valueType);
        }
        Footer f = src.footer();
        if (f.rowCount == 0) {
            return;
        }
        if (decoder == null) {
            decoder = new PageDecoder(src);
        } else {
            decoder.bind(src);
        }
        // One key in the whole file (an append table's empty key): its records are in sequence
        // order, so the first has the file's minimum sequence and the last its maximum, and the
        // key is new at most once; no page's keys need decoding.
        boolean oneKey = Arrays.equals(f.minKey, f.maxKey);
        // order across the boundary: the first record against the last one appended (nothing written yet)
        decoder.load(0);
        if (!oneKey) {
            decoder.decodeKeys();
        }
        decoder.decodeSeqsAndKinds();
        if (rowCount > 0) {
            int c = Arrays.compareUnsigned(f.minKey, 0, f.minKey.length, lastKey, 0, lastKeyLen);
            if (c < 0 || c == 0 && decoder.seqs[0] < lastSeq) {
                throw new IllegalStateException("run file " + src.path() + " does not follow the records already in "
                        + path + ": its first " + (c < 0 ? "key is smaller than the last one" : "record has sequence "
                        + decoder.seqs[0] + ", before " + lastSeq + " of the same key"));
            }
        }
        if (oneKey) {
            if (keyHashes != null && (lastKeyLen < 0 || !Arrays.equals(f.minKey, 0, f.minKey.length, lastKey, 0, lastKeyLen))) {
                addHash(BloomFilter.hash(f.minKey, 0, f.minKey.length));
            }
            for (int p = 0; p < f.pageCount; p++) {
                if (p > 0) {
                    decoder.load(p);
                }
                writePage(f, p);
            }
            if (minKey == null) {
                minKey = f.minKey.clone();
            }
            setLast(f.maxKey, 0, f.maxKey.length, f.maxSequence);
        } else {
            for (int p = 0; p < f.pageCount; p++) {
                if (p > 0) {
                    decoder.load(p);
                    decoder.decodeKeys();
                    decoder.decodeSeqsAndKinds();
                }
                writePage(f, p);
                takeKeys();
            }
        }
        rowCount += f.rowCount;
        retractCount += f.retractCount;
        minSeq = Math.min(minSeq, f.minSequence);
        maxSeq = Math.max(maxSeq, f.maxSequence);
        mergeStats(f);
    }

    /** Writes the loaded page p of the source and indexes it. */
    private void writePage(Footer f, int p) throws IOException {
        int len = f.pageLength[p];
        if (pageCount == offsets.length) {
            int n = pageCount * 2;
            offsets = Arrays.copyOf(offsets, n);
            lengths = Arrays.copyOf(lengths, n);
            pageRows = Arrays.copyOf(pageRows, n);
            firstKeyEnds = Arrays.copyOf(firstKeyEnds, n);
        }
        offsets[pageCount] = out.position();
        lengths[pageCount] = len;
        pageRows[pageCount] = decoder.rows;
        firstKeys.bytes(f.firstKeyBytes, f.firstKeyStart(p), f.firstKeyLength(p));
        firstKeyEnds[pageCount] = firstKeys.pos;
        out.write(decoder.storedPage(), 0, len);
        pageCount++;
        sinceSync += len;
        if (opts.syncOnFinish() && sinceSync >= SYNC_EVERY_BYTES) {
            out.sync();
            sinceSync = 0;
        }
    }

    /** Takes the decoded keys of the page just written: bloom hashes of new keys, the last record. */
    private void takeKeys() {
        int rows = decoder.rows;
        KeyChunk.Decoded k = decoder.keys;
        byte[] data = k.data();
        int[] off = k.off();
        if (minKey == null) {
            minKey = Arrays.copyOfRange(data, off[0], off[1]);
        }
        if (keyHashes != null) {
            // a key is new unless it equals the previous record's (the first against the last appended)
            byte[] prev = lastKey;
            int prevFrom = 0;
            int prevTo = lastKeyLen;
            for (int r = 0; r < rows; r++) {
                int from = off[r];
                int to = off[r + 1];
                if (prevTo < 0 || !Arrays.equals(data, from, to, prev, prevFrom, prevTo)) {
                    addHash(BloomFilter.hash(data, from, to - from));
                }
                prev = data;
                prevFrom = from;
                prevTo = to;
            }
        }
        setLast(data, off[rows - 1], off[rows], decoder.seqs[rows - 1]);
    }

    private void setLast(byte[] key, int from, int to, long seq) {
        lastKeyLen = to - from;
        if (lastKey.length < lastKeyLen) {
            lastKey = new byte[Math.max(lastKeyLen, lastKey.length * 2)];
        }
        System.arraycopy(key, from, lastKey, 0, lastKeyLen);
        lastSeq = seq;
    }

    private void addHash(long h) {
        if (keyHashCount == keyHashes.length) {
            keyHashes = Arrays.copyOf(keyHashes, keyHashCount * 2);
        }
        keyHashes[keyHashCount++] = h;
    }

    private void mergeStats(Footer f) {
        for (int c = 0; c < nullCounts.length; c++) {
            ColumnStats s = f.columnStats().get(c);
            nullCounts[c] += s.getNullCount();
            if (s.getNullCount() == f.rowCount) {
                continue; // no non-null value: nothing to bound
            }
            Object min = s.getMin();
            Object max = s.getMax();
            if (min == null) {
                minUnknown[c] = true;
            } else if (mins[c] == null || ValueComparator.compare(min, mins[c]) < 0) {
                mins[c] = min;
            }
            if (max == null) {
                maxUnknown[c] = true;
            } else if (maxs[c] == null || ValueComparator.compare(max, maxs[c]) > 0) {
                maxs[c] = max;
            }
        }
    }

    /** Writes the footer and trailer, syncs if the options ask for it, closes; returns the file's metadata. */
    public RunFileMeta finish() throws IOException {
        checkOpen();
        try {
            Object[] fileMins = new Object[mins.length];
            Object[] fileMaxs = new Object[maxs.length];
            List<ColumnStats> stats = new ArrayList<>(mins.length);
            for (int c = 0; c < mins.length; c++) {
                fileMins[c] = minUnknown[c] ? null : mins[c];
                fileMaxs[c] = maxUnknown[c] ? null : maxs[c];
                stats.add(new ColumnStats(valueType.field(c).name(), nullCounts[c], fileMins[c], fileMaxs[c]));
            }
            byte[] maxKey = rowCount == 0 ? null : Arrays.copyOf(lastKey, lastKeyLen);
            long created = opts.creationTimeMillis() >= 0 ? opts.creationTimeMillis() : System.currentTimeMillis();
            int codec = RunFormat.codecId(opts.compression());
            long footerOffset = out.position();
            ByteSink body = new ByteSink(1024 + firstKeys.pos + 32 * pageCount);
            Footer.write(body, valueType, rowCount, retractCount, minSeq, maxSeq, created, codec, opts.zstdLevel(),
                    opts.targetPageBytes(), minKey, maxKey, nullCounts, fileMins, fileMaxs, pageCount, offsets, lengths,
                    pageRows, firstKeys, firstKeyEnds);
            BloomFilter bloom = null;
            if (keyHashes != null) {
                bloom = BloomFilter.create(keyHashCount, opts.bloomBitsPerKey());
                for (int i = 0; i < keyHashCount; i++) {
                    bloom.addHash(keyHashes[i]);
                }
            }
            int bloomLen = bloom == null ? 0 : bloom.serializedSize();
            body.i32(bloomLen);
            int footerLen = body.pos + bloomLen;
            CRC32C crc = new CRC32C();
            out.write(body.buf, 0, body.pos);
            crc.update(body.buf, 0, body.pos);
            if (bloom != null) {
                bloom.writeTo(out, crc);
            }
            RunWriter.writeTrailer(out, crc, footerOffset, footerLen, new byte[RunFormat.TRAILER_SIZE]);
            long size = out.position();
            if (opts.syncOnFinish()) {
                out.sync();
            }
            out.close();
            state = State.FINISHED;
            closeDecoder();
            return new RunFileMeta(RunWriter.fileName(path), size, rowCount, retractCount, minKey, maxKey, minSeq, maxSeq,
                    stats, created, RunFormat.VERSION_CURRENT, pageCount, opts.compression());
        } catch (IOException | RuntimeException e) {
            abortQuietly();
            throw e;
        }
    }

    /** Closes and deletes the file; safe to call in any state, more than once. */
    public void abort() throws IOException {
        if (state == State.ABORTED) {
            return;
        }
        boolean wasFinished = state == State.FINISHED;
        state = State.ABORTED;
        closeDecoder();
        RunWriter.closeAndDelete(io, out, path, !wasFinished);
    }

    private void closeDecoder() {
        if (decoder != null) {
            decoder.close();
            decoder = null;
        }
    }

    private void abortQuietly() {
        try {
            abort();
        } catch (IOException | RuntimeException ignored) {
            // the original failure is what the caller needs to see
        }
    }

    private void checkOpen() {
        if (state != State.OPEN) {
            throw new IllegalStateException("run concatenation into " + path + " is " + state.name().toLowerCase(Locale.ROOT));
        }
    }
}
