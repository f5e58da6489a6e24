package dev.varve.memtable;

import static dev.varve.memtable.RecordDescriptor.ORDER;

import java.io.IOException;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.format.PositionInput;
import dev.varve.row.RowKind;

/**
 * Reads a spill file block by block, checking each block's CRC32C and, at the end, the footer's
 * counts. Views point into the block buffer: valid until the next {@link #next()}.
 */
final class SpillFileCursor implements SortedCursor {
    private final PositionInput in;
    private final String path;
    private final SpillFormat.Trailer trailer;
    private final SpillBlockReader reader;
    private long nextBlock = SpillFormat.HEADER_LENGTH;
    private int remainingInBlock;
    private int at;
    private long recordsRead;
    private long blocksRead;
    private boolean positioned;
    private boolean closed;

    private int keyOffset;
    private int keyLength;
    private long sequence;
    private RowKind kind;
    private int valueOffset;
    private int valueLength;

    SpillFileCursor(PositionInput in, String path) throws IOException {
        this.in = in;
        this.path = path;
        try {
            this.trailer = SpillFormat.readTrailer(in, path);
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
        this.reader = new SpillBlockReader(in, path, trailer.dataEnd);
    }

    @Override
    public boolean next() throws IOException {
        if (closed) {
            throw new IllegalStateException("the spill cursor of " + path + " is closed");
        }
        if (remainingInBlock == 0) {
            if (nextBlock >= trailer.dataEnd) {
                positioned = false;
                if (recordsRead != trailer.recordCount || blocksRead != trailer.blockCount) {
                    throw new CorruptSpillFileException(path, trailer.dataEnd, "footer says " + trailer.recordCount
                            + " records in " + trailer.blockCount + " blocks, read " + recordsRead + " in " + blocksRead);
                }
                return false;
            }
            reader.load(nextBlock);
            nextBlock = reader.nextBlockOffset();
            remainingInBlock = reader.recordCount();
            at = 0;
            blocksRead++;
        }
        UnsafeBuffer payload = reader.payload();
        int length = reader.checkedRecordLength(at);
        int keyLen = payload.getInt(at, ORDER);
        keyOffset = at + RecordDescriptor.KEY_OFFSET;
        keyLength = keyLen;
        sequence = payload.getLong(at + RecordDescriptor.sequenceOffset(keyLen), ORDER);
        kind = RowKind.fromByteValue(payload.getByte(at + RecordDescriptor.kindOffset(keyLen)));
        valueLength = payload.getInt(at + RecordDescriptor.valueLengthOffset(keyLen), ORDER);
        valueOffset = at + RecordDescriptor.valueOffset(keyLen);
        at += length;
        remainingInBlock--;
        if (remainingInBlock == 0 && at != reader.payloadLength()) {
            throw reader.corrupt("records end at " + at + " but the payload has " + reader.payloadLength() + " bytes");
        }
        recordsRead++;
        positioned = true;
        return true;
    }

    @Override
    public long recordCount() {
        return trailer.recordCount;
    }

    @Override
    public DirectBuffer keyBuffer() {
        return positioned();
    }

    @Override
    public int keyOffset() {
        positioned();
        return keyOffset;
    }

    @Override
    public int keyLength() {
        positioned();
        return keyLength;
    }

    @Override
    public long sequence() {
        positioned();
        return sequence;
    }

    @Override
    public RowKind kind() {
        positioned();
        return kind;
    }

    @Override
    public DirectBuffer valueBuffer() {
        return positioned();
    }

    @Override
    public int valueOffset() {
        positioned();
        return valueOffset;
    }

    @Override
    public int valueLength() {
        positioned();
        return valueLength;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            positioned = false;
            in.close();
        }
    }

    private DirectBuffer positioned() {
        if (!positioned) {
            throw new IllegalStateException("the cursor is not on a record (call next() first; it returned false at the end)");
        }
        return reader.payload();
    }
}
