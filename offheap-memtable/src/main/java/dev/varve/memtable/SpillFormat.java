package dev.varve.memtable;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.format.PositionInput;

/**
 * The spill file layout, version 1 (MEMTABLE.md §3). All integers little-endian.
 *
 * <pre>
 * file   := header block* footer
 * header := magic "VRVSPILL" (8) | version i32 = 1 | reserved i32 = 0            16 bytes
 * block  := payloadLength i32 (&gt; 0) | recordCount i32 (&gt; 0) | crc32c i32 | payload
 *           crc32c covers the first 8 header bytes and the payload; the payload is
 *           recordCount records laid out as in {@link RecordDescriptor}, in sorted order
 * footer := marker i32 = -1 | reserved i32 = 0 | recordCount i64 | blockCount i64 |
 *           crc32c i32 (over the 24 bytes before it) | magic "VSPE" (4)            32 bytes
 * </pre>
 *
 * Non-instantiable.
 */
public final class SpillFormat {
    public static final ByteOrder ORDER = ByteOrder.LITTLE_ENDIAN;
    public static final byte[] MAGIC = "VRVSPILL".getBytes(StandardCharsets.US_ASCII);
    public static final byte[] FOOTER_MAGIC = "VSPE".getBytes(StandardCharsets.US_ASCII);
    /** The version this code writes. */
    public static final int VERSION = 1;
    /** The oldest version this code reads. */
    public static final int MIN_READ_VERSION = 1;
    public static final int HEADER_LENGTH = 16;
    public static final int VERSION_OFFSET = 8;
    public static final int BLOCK_HEADER_LENGTH = 12;
    public static final int BLOCK_PAYLOAD_LENGTH_OFFSET = 0;
    public static final int BLOCK_RECORD_COUNT_OFFSET = 4;
    public static final int BLOCK_CRC_OFFSET = 8;
    public static final int FOOTER_LENGTH = 32;
    public static final int FOOTER_MARKER = -1;
    public static final int FOOTER_RECORD_COUNT_OFFSET = 8;
    public static final int FOOTER_BLOCK_COUNT_OFFSET = 16;
    public static final int FOOTER_CRC_OFFSET = 24;
    public static final int FOOTER_MAGIC_OFFSET = 28;
    /** Target payload bytes per block; a larger record gets a block of its own. */
    public static final int DEFAULT_BLOCK_SIZE = 64 * 1024;

    private SpillFormat() {
    }

    /** What the header and footer of a checked spill file say. */
    static final class Trailer {
        final long recordCount;
        final long blockCount;
        final long dataEnd;

        Trailer(long recordCount, long blockCount, long dataEnd) {
            this.recordCount = recordCount;
            this.blockCount = blockCount;
            this.dataEnd = dataEnd;
        }
    }

    /** Checks the header and footer of a spill file; returns the footer's counts. */
    static Trailer readTrailer(PositionInput in, String path) throws IOException {
        long length = in.length();
        if (length < HEADER_LENGTH + FOOTER_LENGTH) {
            throw new CorruptSpillFileException(path, 0, "file of " + length + " bytes is too short for a spill file");
        }
        byte[] header = new byte[HEADER_LENGTH];
        in.readFully(0, header, 0, HEADER_LENGTH);
        for (int i = 0; i < MAGIC.length; i++) {
            if (header[i] != MAGIC[i]) {
                throw new CorruptSpillFileException(path, 0, "not a spill file (bad magic)");
            }
        }
        int version = new UnsafeBuffer(header).getInt(VERSION_OFFSET, ORDER);
        if (version < MIN_READ_VERSION || version > VERSION) {
            throw new CorruptSpillFileException(path, VERSION_OFFSET, "spill file version " + version
                    + " is not supported (this code reads versions " + MIN_READ_VERSION + ".." + VERSION + ")");
        }
        long footerAt = length - FOOTER_LENGTH;
        byte[] footer = new byte[FOOTER_LENGTH];
        in.readFully(footerAt, footer, 0, FOOTER_LENGTH);
        UnsafeBuffer f = new UnsafeBuffer(footer);
        for (int i = 0; i < FOOTER_MAGIC.length; i++) {
            if (footer[FOOTER_MAGIC_OFFSET + i] != FOOTER_MAGIC[i]) {
                throw new CorruptSpillFileException(path, footerAt, "bad footer magic (truncated file?)");
            }
        }
        CRC32C crc = new CRC32C();
        crc.update(footer, 0, FOOTER_CRC_OFFSET);
        int stored = f.getInt(FOOTER_CRC_OFFSET, ORDER);
        if ((int) crc.getValue() != stored) {
            throw new CorruptSpillFileException(path, footerAt, "footer checksum mismatch: stored "
                    + Integer.toHexString(stored) + ", computed " + Integer.toHexString((int) crc.getValue()));
        }
        if (f.getInt(0, ORDER) != FOOTER_MARKER) {
            throw new CorruptSpillFileException(path, footerAt, "bad footer marker");
        }
        long records = f.getLong(FOOTER_RECORD_COUNT_OFFSET, ORDER);
        long blocks = f.getLong(FOOTER_BLOCK_COUNT_OFFSET, ORDER);
        if (records < 0 || blocks < 0 || blocks > records) {
            throw new CorruptSpillFileException(path, footerAt, "impossible footer counts: " + records
                    + " records in " + blocks + " blocks");
        }
        return new Trailer(records, blocks, footerAt);
    }
}
