package dev.varve.format.run;

import dev.varve.format.CorruptFileException;

/**
 * A bounds-checked little-endian reader over a byte array region. Every read past the region
 * throws {@link CorruptFileException} naming the file and an offset, never an index exception.
 * Not thread-safe.
 */
final class ByteSource {
    private String path;
    /** File offset of the region start, for messages; or -1 when the region is decompressed data. */
    private long fileOffset;
    /** Where in the file, for messages: {@code where} if set, else page {@code page} [chunk {@code chunk}]. */
    private String where;
    private int page;
    private int chunk;
    byte[] buf;
    int pos;
    int end;

    ByteSource(String path, long fileOffset, String where, byte[] buf, int off, int len) {
        this(path, fileOffset, where, -1, -1, buf, off, len);
    }

    /**
     * A region of page {@code page} (and of its chunk {@code chunk}, or -1 for the page itself);
     * the description in messages is built only when a message is.
     */
    ByteSource(String path, long fileOffset, int page, int chunk, byte[] buf, int off, int len) {
        this(path, fileOffset, null, page, chunk, buf, off, len);
    }

    private ByteSource(String path, long fileOffset, String where, int page, int chunk, byte[] buf, int off, int len) {
        this.path = path;
        this.fileOffset = fileOffset;
        this.where = where;
        this.page = page;
        this.chunk = chunk;
        this.buf = buf;
        this.pos = off;
        this.end = off + len;
    }

    /**
     * Re-aims this source at a region of page {@code page} (chunk {@code chunk}, or -1), as the
     * page constructor does: decoders reuse one source per page and chunk instead of allocating.
     */
    ByteSource reset(String path, long fileOffset, int page, int chunk, byte[] buf, int off, int len) {
        this.path = path;
        this.fileOffset = fileOffset;
        this.where = null;
        this.page = page;
        this.chunk = chunk;
        this.buf = buf;
        this.pos = off;
        this.end = off + len;
        return this;
    }

    private String where() {
        if (where != null) {
            return where;
        }
        return chunk < 0 ? "page " + page : "page " + page + " chunk " + chunk;
    }

    CorruptFileException corrupt(String problem) {
        return new CorruptFileException(path, fileOffset, where() + ": " + problem);
    }

    /** The file this region is of (for messages). */
    String path() {
        return path;
    }

    int remaining() {
        return end - pos;
    }

    void need(long n, String what) throws CorruptFileException {
        if (n < 0 || n > end - pos) {
            throw corrupt(what + " needs " + n + " bytes but only " + (end - pos) + " remain");
        }
    }

    int u8() throws CorruptFileException {
        need(1, "u8");
        return buf[pos++] & 0xFF;
    }

    short i16() throws CorruptFileException {
        need(2, "i16");
        short v = (short) ByteSink.SHORT_LE.get(buf, pos);
        pos += 2;
        return v;
    }

    int i32() throws CorruptFileException {
        need(4, "i32");
        int v = (int) ByteSink.INT_LE.get(buf, pos);
        pos += 4;
        return v;
    }

    long i64() throws CorruptFileException {
        need(8, "i64");
        long v = (long) ByteSink.LONG_LE.get(buf, pos);
        pos += 8;
        return v;
    }

    /** A u32 that must be between 0 and max (a count or a length). */
    int count(String what, long max) throws CorruptFileException {
        int v = i32();
        if (v < 0 || v > max) {
            throw corrupt(what + " " + Integer.toUnsignedString(v) + " is out of range 0.." + max);
        }
        return v;
    }

    byte[] bytes(int len) throws CorruptFileException {
        need(len, "byte string");
        byte[] b = new byte[len];
        System.arraycopy(buf, pos, b, 0, len);
        pos += len;
        return b;
    }

    /** Reads a u32 length and that many bytes. */
    byte[] lengthPrefixed(String what) throws CorruptFileException {
        long max = remaining() - 4L;
        int len = i32();
        if (len < 0 || len > max) {
            // the message is built only on failure (footers read one key per page)
            throw corrupt(what + " length " + Integer.toUnsignedString(len) + " is out of range 0.." + max);
        }
        return bytes(len);
    }

    void skip(int n) throws CorruptFileException {
        need(n, "skip");
        pos += n;
    }

    /** A source over {@code len} bytes at {@code off} of the same array, with the same error context. */
    ByteSource slice(int off, int len) {
        return new ByteSource(path, fileOffset, where, page, chunk, buf, off, len);
    }
}
