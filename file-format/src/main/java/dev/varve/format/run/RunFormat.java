package dev.varve.format.run;

/**
 * The constants of the Varve run format ({@code .vrf}); the layout is specified in
 * {@code file-format/FORMAT.md}. Every number here is part of the on-disk format: never change
 * one, add a new version instead.
 */
public final class RunFormat {
    private RunFormat() {
    }

    /** File name extension. */
    public static final String EXTENSION = ".vrf";

    /** Header magic "VRUN" (bytes 0x56 0x52 0x55 0x4E) and trailer magic "NURV". */
    static final byte[] HEADER_MAGIC = {'V', 'R', 'U', 'N'};
    static final byte[] TRAILER_MAGIC = {'N', 'U', 'R', 'V'};

    /** The first format version. */
    public static final int VERSION_1 = 1;
    /** Version 2: SCALED DOUBLE chunks and the BYTES chunks' raw prefix (FORMAT.md "Version 2"). */
    public static final int VERSION_2 = 2;
    /** Version 3: LONG value columns derived from the page's FIXED keys (FORMAT.md "Version 3"). */
    public static final int VERSION_3 = 3;
    /** The oldest version this code reads. */
    public static final int VERSION_MIN_SUPPORTED = VERSION_1;
    /** The version this code writes. */
    public static final int VERSION_CURRENT = VERSION_3;

    /** magic(4) + u16 version + u16 flags (0). */
    static final int HEADER_SIZE = 8;
    /** u64 footer offset, u32 footer length, u32 footer CRC32C, u32 trailer CRC32C, magic(4). */
    static final int TRAILER_SIZE = 24;
    /** u32 CRC32C, u32 row count. */
    static final int PAGE_HEADER_SIZE = 8;
    /** Per chunk: u8 codec, u32 raw length, u32 stored length. */
    static final int CHUNK_HEADER_SIZE = 9;
    /** Chunks smaller than this are stored uncompressed. */
    static final int MIN_COMPRESS_BYTES = 64;

    /** Page codecs. */
    static final int CODEC_NONE = 0;
    static final int CODEC_LZ4 = 1;
    static final int CODEC_ZSTD = 2;
    /**
     * Version 2: a chunk codec byte with this bit set (on LZ4 or ZSTD) stores {@code u32 p}, the chunk's
     * first p bytes raw, then the rest compressed with {@code codec & 0x7F} (FORMAT.md "Raw prefix").
     */
    static final int CODEC_RAW_PREFIX = 0x80;

    /** Key chunk encodings. */
    static final int KEY_FIXED = 1;
    static final int KEY_PREFIX = 2;

    /** Row-kind chunk encodings. */
    static final int KIND_CONST = 1;
    static final int KIND_PLAIN = 2;
    static final int KIND_RLE = 3;

    /** Bytes past the end of a decoded page buffer so that 8-byte unaligned reads never overrun. */
    static final int SLACK = 16;

    /**
     * Version 2: a DOUBLE chunk whose null-section byte has this value in its high nibble stores its
     * values as {@code u8 s, IntBlock(m)} of the exact integers v·2^s (FORMAT.md "DOUBLE values").
     */
    static final int DOUBLE_SCALED = 1;
    /**
     * Version 3: a LONG chunk whose null-section byte is {@code LONG_KEY << 4} (no nulls) stores no
     * values: value i is the page's FIXED key i, L bytes read as a signed big-endian number with its top
     * bit flipped (FORMAT.md "LONG values"), i.e. the primary-key column a normalized key encodes.
     */
    static final int LONG_KEY = 2;
    /** The largest scale s of a SCALED DOUBLE chunk (a u8; 2^-255 is a normal double). */
    static final int DOUBLE_MAX_SCALE = 255;

    static int codecId(String name) {
        switch (name) {
            case "none": return CODEC_NONE;
            case "lz4": return CODEC_LZ4;
            case "zstd": return CODEC_ZSTD;
            default: throw new IllegalArgumentException("unknown compression '" + name + "' (expected none, lz4 or zstd)");
        }
    }

    static String codecName(int id) {
        switch (id) {
            case CODEC_NONE: return "none";
            case CODEC_LZ4: return "lz4";
            case CODEC_ZSTD: return "zstd";
            default: return "unknown(" + id + ")";
        }
    }
}
