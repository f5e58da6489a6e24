package dev.varve.kernel.table;

import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * Finds every version of a key in one sorted run, for keys asked in ascending order (the lookup
 * changelog producer). Dense probes walk one forward cursor per file (sequential I/O); sparse
 * probes use the bloom filter and the sparse index to decode only the page that can hold the key.
 */
final class RunProbe implements AutoCloseable {
    private final TableContext ctx;
    private final Partition partition;
    private final int bucket;
    private final List<DataFileMeta> files;
    private final boolean linear;
    private final PaddedRow padded;
    private int fileIndex;
    private RunCursor cursor;
    private boolean cursorValid;
    private FieldMap pad;

    RunProbe(TableContext ctx, Partition partition, int bucket, List<DataFileMeta> files, long expectedProbes) {
        this.ctx = ctx;
        this.partition = partition;
        this.bucket = bucket;
        this.files = files;
        long rows = 0;
        for (DataFileMeta f : files) {
            rows += f.rowCount();
        }
        this.linear = expectedProbes * 64 >= rows;
        this.padded = new PaddedRow(ctx.rowType.size());
    }

    /** Appends copies of the versions of {@code key} in this run to {@code out} (ascending sequence). */
    void versions(byte[] key, List<KeyValue> out) throws IOException {
        if (linear) {
            linearVersions(key, out);
        } else {
            for (DataFileMeta f : files) {
                if (Arrays.compareUnsigned(key, f.minKey()) < 0 || Arrays.compareUnsigned(key, f.maxKey()) > 0) {
                    continue;
                }
                RunReader r = ctx.reader(partition, bucket, f);
                if (!r.mightContain(key)) {
                    continue;
                }
                FieldMap padRow = ctx.fieldMap(f.schemaId());
                try (RunCursor c = r.cursor(null, key, successor(key))) {
                    while (c.next()) {
                        out.add(copy(c, padRow));
                    }
                }
            }
        }
    }

    private void linearVersions(byte[] key, List<KeyValue> out) throws IOException {
        while (true) {
            if (cursor == null) {
                // skip files entirely below the key
                while (fileIndex < files.size() && Arrays.compareUnsigned(files.get(fileIndex).maxKey(), key) < 0) {
                    fileIndex++;
                }
                if (fileIndex >= files.size()) {
                    return;
                }
                DataFileMeta f = files.get(fileIndex);
                if (Arrays.compareUnsigned(key, f.minKey()) < 0) {
                    return;
                }
                cursor = ctx.reader(partition, bucket, f).cursor(null, key, null);
                pad = ctx.fieldMap(f.schemaId());
                cursorValid = cursor.next();
            }
            while (cursorValid && Arrays.compareUnsigned(cursor.key(), key) < 0) {
                cursorValid = cursor.next();
            }
            while (cursorValid && Arrays.equals(cursor.key(), key)) {
                out.add(copy(cursor, pad));
                cursorValid = cursor.next();
            }
            if (cursorValid) {
                return;
            }
            cursor.close();
            cursor = null;
            fileIndex++;
            if (fileIndex >= files.size() || Arrays.compareUnsigned(key, files.get(fileIndex).minKey()) < 0) {
                return;
            }
        }
    }

    /** @param padRow the file's {@link TableContext#fieldMap}, null: its rows are the table's */
    private KeyValue copy(RunCursor c, FieldMap padRow) {
        InternalRow v = padRow != null ? padded.replace(c.value(), padRow) : c.value();
        return new KeyValue(c.key().clone(), c.sequence(), c.kind(), GenericRow.copyOf(v));
    }

    static byte[] successor(byte[] key) {
        return Arrays.copyOf(key, key.length + 1);
    }

    @Override
    public void close() throws IOException {
        if (cursor != null) {
            cursor.close();
            cursor = null;
        }
    }
}
