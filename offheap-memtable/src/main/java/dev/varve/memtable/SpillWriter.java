package dev.varve.memtable;

import static dev.varve.memtable.SpillFormat.BLOCK_HEADER_LENGTH;
import static dev.varve.memtable.SpillFormat.ORDER;

import java.io.IOException;
import java.util.Arrays;
import java.util.zip.CRC32C;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.format.FileIO;
import dev.varve.format.PositionOutput;

/**
 * Writes records, already in sorted order, into a new spill file (format: {@link SpillFormat}).
 * Records are copied byte for byte: the in-memory record layout is the on-disk one. Collects the
 * first and last key of each block for {@link SpillFile#get}. Not thread-safe.
 */
final class SpillWriter {
    private final FileIO io;
    private final String path;
    private final int blockSize;
    private final PositionOutput out;
    private final CRC32C crc = new CRC32C();

    private byte[] block;
    private final UnsafeBuffer blockView;
    private int blockEnd = BLOCK_HEADER_LENGTH;
    private int blockRecords;
    private int lastRecordAt;

    private long[] blockOffsets = new long[16];
    private byte[][] firstKeys = new byte[16][];
    private byte[][] lastKeys = new byte[16][];
    private int blockCount;
    private long recordCount;

    SpillWriter(FileIO io, String path, int blockSize) throws IOException {
        if (blockSize < BLOCK_HEADER_LENGTH + RecordDescriptor.OVERHEAD) {
            throw new IllegalArgumentException("spill block size " + blockSize + " is too small");
        }
        this.io = io;
        this.path = path;
        this.blockSize = blockSize;
        this.block = new byte[Math.min(blockSize, 1 << 20)];
        this.blockView = new UnsafeBuffer(block);
        this.out = io.create(path);
        byte[] header = new byte[SpillFormat.HEADER_LENGTH];
        System.arraycopy(SpillFormat.MAGIC, 0, header, 0, SpillFormat.MAGIC.length);
        new UnsafeBuffer(header).putInt(SpillFormat.VERSION_OFFSET, SpillFormat.VERSION, ORDER);
        out.write(header);
    }

    /** Appends one encoded record of {@code length} bytes at {@code offset} of {@code source}. */
    void add(DirectBuffer source, int offset, int length) throws IOException {
        if (blockRecords > 0 && blockEnd + length > blockSize) {
            flushBlock();
        }
        if (blockEnd + length > block.length) {
            block = Arrays.copyOf(block, Math.max(blockEnd + length, block.length * 2));
            blockView.wrap(block);
        }
        source.getBytes(offset, block, blockEnd, length);
        if (blockRecords == 0) {
            firstKey(blockCount);
        }
        lastRecordAt = blockEnd;
        blockEnd += length;
        blockRecords++;
        recordCount++;
    }

    /** Writes the last block and the footer, closes the file and describes it. */
    SpillFile finish() throws IOException {
        if (blockRecords > 0) {
            flushBlock();
        }
        byte[] footer = new byte[SpillFormat.FOOTER_LENGTH];
        UnsafeBuffer f = new UnsafeBuffer(footer);
        f.putInt(0, SpillFormat.FOOTER_MARKER, ORDER);
        f.putLong(SpillFormat.FOOTER_RECORD_COUNT_OFFSET, recordCount, ORDER);
        f.putLong(SpillFormat.FOOTER_BLOCK_COUNT_OFFSET, blockCount, ORDER);
        crc.reset();
        crc.update(footer, 0, SpillFormat.FOOTER_CRC_OFFSET);
        f.putInt(SpillFormat.FOOTER_CRC_OFFSET, (int) crc.getValue(), ORDER);
        System.arraycopy(SpillFormat.FOOTER_MAGIC, 0, footer, SpillFormat.FOOTER_MAGIC_OFFSET, 4);
        out.write(footer);
        long size = out.position();
        out.close();
        return new SpillFile(io, path, recordCount, size, blockCount, Arrays.copyOf(blockOffsets, blockCount),
                Arrays.copyOf(firstKeys, blockCount), Arrays.copyOf(lastKeys, blockCount));
    }

    /** Closes and deletes a partial file, keeping the first error. */
    void abort() {
        try {
            out.close();
        } catch (IOException | RuntimeException ignored) {
            // the original failure is what matters
        }
        try {
            io.delete(path);
        } catch (IOException | RuntimeException ignored) {
            // best effort
        }
    }

    private void flushBlock() throws IOException {
        int payloadLength = blockEnd - BLOCK_HEADER_LENGTH;
        blockView.putInt(SpillFormat.BLOCK_PAYLOAD_LENGTH_OFFSET, payloadLength, ORDER);
        blockView.putInt(SpillFormat.BLOCK_RECORD_COUNT_OFFSET, blockRecords, ORDER);
        crc.reset();
        crc.update(block, 0, SpillFormat.BLOCK_CRC_OFFSET);
        crc.update(block, BLOCK_HEADER_LENGTH, payloadLength);
        blockView.putInt(SpillFormat.BLOCK_CRC_OFFSET, (int) crc.getValue(), ORDER);
        if (blockCount == blockOffsets.length) {
            int n = blockCount * 2;
            blockOffsets = Arrays.copyOf(blockOffsets, n);
            firstKeys = Arrays.copyOf(firstKeys, n);
            lastKeys = Arrays.copyOf(lastKeys, n);
        }
        blockOffsets[blockCount] = out.position();
        lastKeys[blockCount] = keyAt(lastRecordAt);
        out.write(block, 0, blockEnd);
        blockCount++;
        blockEnd = BLOCK_HEADER_LENGTH;
        blockRecords = 0;
    }

    private void firstKey(int index) {
        if (index == firstKeys.length) {
            int n = index * 2;
            blockOffsets = Arrays.copyOf(blockOffsets, n);
            firstKeys = Arrays.copyOf(firstKeys, n);
            lastKeys = Arrays.copyOf(lastKeys, n);
        }
        firstKeys[index] = keyAt(blockEnd);
    }

    private byte[] keyAt(int at) {
        byte[] key = new byte[blockView.getInt(at, ORDER)];
        blockView.getBytes(at + RecordDescriptor.KEY_OFFSET, key);
        return key;
    }
}
