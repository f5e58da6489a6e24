package dev.varve.memtable;

import static dev.varve.memtable.SpillFormat.BLOCK_HEADER_LENGTH;
import static dev.varve.memtable.SpillFormat.ORDER;

import java.io.IOException;
import java.util.zip.CRC32C;

import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.format.PositionInput;

/**
 * Loads and checks one block of a spill file at a time into a reusable heap buffer.
 * The payload view is valid until the next {@link #load(long)}. Not thread-safe.
 */
final class SpillBlockReader {
    private final PositionInput in;
    private final String path;
    private final long dataEnd;
    private final byte[] header = new byte[BLOCK_HEADER_LENGTH];
    private final UnsafeBuffer headerView = new UnsafeBuffer(header);
    private final CRC32C crc = new CRC32C();
    private byte[] payload = new byte[1024];
    private final UnsafeBuffer payloadView = new UnsafeBuffer(payload);
    private int payloadLength;
    private int recordCount;
    private long blockOffset;
    private long nextBlockOffset;

    SpillBlockReader(PositionInput in, String path, long dataEnd) {
        this.in = in;
        this.path = path;
        this.dataEnd = dataEnd;
    }

    void load(long offset) throws IOException {
        if (offset < SpillFormat.HEADER_LENGTH || offset + BLOCK_HEADER_LENGTH > dataEnd) {
            throw new CorruptSpillFileException(path, offset, "block header outside the data area ending at " + dataEnd);
        }
        in.readFully(offset, header, 0, BLOCK_HEADER_LENGTH);
        int length = headerView.getInt(SpillFormat.BLOCK_PAYLOAD_LENGTH_OFFSET, ORDER);
        int records = headerView.getInt(SpillFormat.BLOCK_RECORD_COUNT_OFFSET, ORDER);
        if (length < RecordDescriptor.OVERHEAD || offset + BLOCK_HEADER_LENGTH + length > dataEnd
                || records <= 0 || (long) records * RecordDescriptor.OVERHEAD > length) {
            throw new CorruptSpillFileException(path, offset, "bad block header: " + length
                    + " payload bytes, " + records + " records");
        }
        if (payload.length < length) {
            payload = new byte[Math.max(length, payload.length * 2)];
            payloadView.wrap(payload);
        }
        in.readFully(offset + BLOCK_HEADER_LENGTH, payload, 0, length);
        crc.reset();
        crc.update(header, 0, SpillFormat.BLOCK_CRC_OFFSET);
        crc.update(payload, 0, length);
        int stored = headerView.getInt(SpillFormat.BLOCK_CRC_OFFSET, ORDER);
        if ((int) crc.getValue() != stored) {
            throw new CorruptSpillFileException(path, offset, "block checksum mismatch: stored "
                    + Integer.toHexString(stored) + ", computed " + Integer.toHexString((int) crc.getValue()));
        }
        payloadLength = length;
        recordCount = records;
        blockOffset = offset;
        nextBlockOffset = offset + BLOCK_HEADER_LENGTH + length;
    }

    /** The current block's payload; records start at 0. */
    UnsafeBuffer payload() {
        return payloadView;
    }

    int payloadLength() {
        return payloadLength;
    }

    int recordCount() {
        return recordCount;
    }

    long nextBlockOffset() {
        return nextBlockOffset;
    }

    long dataEnd() {
        return dataEnd;
    }

    /**
     * Checks the record at {@code at} lies inside the payload and returns its length.
     */
    int checkedRecordLength(int at) throws IOException {
        if (at + RecordDescriptor.OVERHEAD > payloadLength) {
            throw corrupt("record header at payload offset " + at + " runs past the block");
        }
        int keyLength = payloadView.getInt(at, ORDER);
        if (keyLength < 0 || (long) at + RecordDescriptor.OVERHEAD + keyLength > payloadLength) {
            throw corrupt("key length " + keyLength + " at payload offset " + at + " runs past the block");
        }
        int valueLength = payloadView.getInt(at + RecordDescriptor.valueLengthOffset(keyLength), ORDER);
        long end = (long) at + RecordDescriptor.length(keyLength, valueLength);
        if (valueLength < 0 || end > payloadLength) {
            throw corrupt("value length " + valueLength + " at payload offset " + at + " runs past the block");
        }
        byte kind = payloadView.getByte(at + RecordDescriptor.kindOffset(keyLength));
        if (kind < 0 || kind > 3) {
            throw corrupt("unknown row kind byte " + kind + " at payload offset " + at);
        }
        return (int) (end - at);
    }

    CorruptSpillFileException corrupt(String problem) {
        return new CorruptSpillFileException(path, blockOffset, problem);
    }
}
