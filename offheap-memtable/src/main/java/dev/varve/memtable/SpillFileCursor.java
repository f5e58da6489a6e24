package dev.varve.memtable;

import java.io.IOException;

import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.format.PositionInput;

/**
 * Reads a spill file block by block, checking each block's CRC32C and, at the end, the footer's
 * counts. Views ({@link RecordCursor}) point into the block buffer: valid until the next {@link #next()}.
 */
final class SpillFileCursor extends RecordCursor {
    private final PositionInput in;
    private final String path;
    private final SpillFormat.Trailer trailer;
    private final SpillBlockReader reader;
    private long nextBlock = SpillFormat.HEADER_LENGTH;
    private int remainingInBlock;
    private int at;
    private long recordsRead;
    private long blocksRead;
    private boolean closed;

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
                clear();
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
        int start = at;
        at += reader.checkedRecordLength(start);
        remainingInBlock--;
        if (remainingInBlock == 0 && at != reader.payloadLength()) {
            throw reader.corrupt("records end at " + at + " but the payload has " + reader.payloadLength() + " bytes");
        }
        describe(payload, start);
        recordsRead++;
        return true;
    }

    @Override
    public long recordCount() {
        return trailer.recordCount;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            clear();
            in.close();
        }
    }
}
