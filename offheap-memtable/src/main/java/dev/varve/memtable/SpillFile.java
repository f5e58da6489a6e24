package dev.varve.memtable;

import static dev.varve.memtable.RecordDescriptor.ORDER;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import dev.varve.format.FileIO;
import dev.varve.format.PositionInput;
import dev.varve.row.RowKind;

/**
 * A sorted run of memtable records in a local file (format: {@link SpillFormat}, MEMTABLE.md §3),
 * with an in-heap block index (offset, first key, last key per block) for point lookups.
 *
 * <p>Thread-safety: {@link #cursor()} may be called from any thread and each cursor is
 * independent; {@link #get} calls must not run concurrently with each other or with
 * {@link #delete()} (they share one open file handle and buffer).
 */
public final class SpillFile {
    private final FileIO io;
    private final String path;
    private final long recordCount;
    private final long sizeBytes;
    private final int blockCount;
    private final long[] blockOffsets;
    private final byte[][] firstKeys;
    private final byte[][] lastKeys;
    private final UnsafeBuffer boundView = new UnsafeBuffer(new byte[0]);

    private PositionInput lookupInput;
    private SpillBlockReader lookupReader;
    private boolean deleted;

    SpillFile(FileIO io, String path, long recordCount, long sizeBytes, int blockCount, long[] blockOffsets,
            byte[][] firstKeys, byte[][] lastKeys) {
        this.io = io;
        this.path = path;
        this.recordCount = recordCount;
        this.sizeBytes = sizeBytes;
        this.blockCount = blockCount;
        this.blockOffsets = blockOffsets;
        this.firstKeys = firstKeys;
        this.lastKeys = lastKeys;
    }

    /**
     * Opens an existing spill file: checks its header, footer and every block checksum while
     * rebuilding the block index.
     */
    public static SpillFile open(FileIO io, String path) throws IOException {
        try (PositionInput in = io.open(path)) {
            SpillFormat.Trailer trailer = SpillFormat.readTrailer(in, path);
            SpillBlockReader reader = new SpillBlockReader(in, path, trailer.dataEnd);
            List<byte[]> first = new ArrayList<>();
            List<byte[]> last = new ArrayList<>();
            List<Long> offsets = new ArrayList<>();
            long records = 0;
            long at = SpillFormat.HEADER_LENGTH;
            while (at < trailer.dataEnd) {
                reader.load(at);
                offsets.add(at);
                int pos = 0;
                int lastAt = 0;
                for (int r = 0; r < reader.recordCount(); r++) {
                    lastAt = pos;
                    pos += reader.checkedRecordLength(pos);
                }
                if (pos != reader.payloadLength()) {
                    throw reader.corrupt("records end at " + pos + " but the payload has " + reader.payloadLength() + " bytes");
                }
                first.add(keyAt(reader.payload(), 0));
                last.add(keyAt(reader.payload(), lastAt));
                records += reader.recordCount();
                at = reader.nextBlockOffset();
            }
            if (records != trailer.recordCount || offsets.size() != trailer.blockCount) {
                throw new CorruptSpillFileException(path, trailer.dataEnd, "footer says " + trailer.recordCount
                        + " records in " + trailer.blockCount + " blocks, found " + records + " in " + offsets.size());
            }
            long[] blockOffsets = new long[offsets.size()];
            for (int i = 0; i < blockOffsets.length; i++) {
                blockOffsets[i] = offsets.get(i);
            }
            return new SpillFile(io, path, records, in.length(), blockOffsets.length, blockOffsets,
                    first.toArray(new byte[0][]), last.toArray(new byte[0][]));
        }
    }

    public String path() {
        return path;
    }

    public long recordCount() {
        return recordCount;
    }

    public long sizeBytes() {
        return sizeBytes;
    }

    public int blockCount() {
        return blockCount;
    }

    /** A new cursor over the records in sorted order; close it to release the file handle. */
    public SortedCursor cursor() throws IOException {
        checkNotDeleted();
        return new SpillFileCursor(io.open(path), path);
    }

    /** The highest-sequence version of {@code key} in this file, copied into {@code out}. */
    public boolean get(byte[] key, LookupResult out) throws IOException {
        DirectBuffer view = out.wrapKey(key);
        return get(view, 0, key.length, out);
    }

    /** {@link #get(byte[], LookupResult)} of a key range. */
    public boolean get(DirectBuffer key, int keyOffset, int keyLength, LookupResult out) throws IOException {
        checkNotDeleted();
        OffHeapMemTable.checkRange("key", key, keyOffset, keyLength);
        int lo = 0;
        int hi = blockCount;
        while (lo < hi) { // first block whose last key >= key
            int mid = (lo + hi) >>> 1;
            if (compareBound(lastKeys[mid], key, keyOffset, keyLength) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        boolean found = false;
        for (int b = lo; b < blockCount && compareBound(firstKeys[b], key, keyOffset, keyLength) <= 0; b++) {
            SpillBlockReader reader = lookupReader();
            reader.load(blockOffsets[b]);
            UnsafeBuffer payload = reader.payload();
            int at = 0;
            for (int r = 0; r < reader.recordCount(); r++) {
                int length = reader.checkedRecordLength(at);
                int keyLen = payload.getInt(at, ORDER);
                if (DirectKeys.equals(payload, at + RecordDescriptor.KEY_OFFSET, keyLen, key, keyOffset, keyLength)) {
                    out.set(payload.getLong(at + RecordDescriptor.sequenceOffset(keyLen), ORDER),
                            RowKind.fromByteValue(payload.getByte(at + RecordDescriptor.kindOffset(keyLen))),
                            payload, at + RecordDescriptor.valueOffset(keyLen),
                            payload.getInt(at + RecordDescriptor.valueLengthOffset(keyLen), ORDER));
                    found = true; // later versions of the key have higher sequences: keep the last
                }
                at += length;
            }
        }
        return found;
    }

    /** Deletes the file (closing the lookup handle). Idempotent. */
    public void delete() throws IOException {
        if (deleted) {
            return;
        }
        deleted = true;
        try {
            if (lookupInput != null) {
                lookupInput.close();
            }
        } finally {
            lookupInput = null;
            lookupReader = null;
            io.delete(path);
        }
    }

    @Override
    public String toString() {
        return "SpillFile{" + path + ", records=" + recordCount + ", blocks=" + blockCount + ", bytes=" + sizeBytes + "}";
    }

    private SpillBlockReader lookupReader() throws IOException {
        if (lookupReader == null) {
            lookupInput = io.open(path);
            lookupReader = new SpillBlockReader(lookupInput, path, sizeBytes - SpillFormat.FOOTER_LENGTH);
        }
        return lookupReader;
    }

    private int compareBound(byte[] bound, DirectBuffer key, int keyOffset, int keyLength) {
        boundView.wrap(bound);
        return DirectKeys.compare(boundView, 0, bound.length, key, keyOffset, keyLength);
    }

    private void checkNotDeleted() {
        if (deleted) {
            throw new IllegalStateException("spill file " + path + " was deleted");
        }
    }

    private static byte[] keyAt(UnsafeBuffer payload, int at) {
        byte[] key = new byte[payload.getInt(at, ORDER)];
        payload.getBytes(at + RecordDescriptor.KEY_OFFSET, key);
        return key;
    }
}
