package dev.varve.kernel.table;

import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReadScratch;
import dev.varve.format.run.RunReader;
import dev.varve.row.RowType;

import java.io.IOException;
import java.util.List;

/**
 * The files of one sorted run opened one after the other, each through its own {@link RunReader}
 * and {@link RunCursor}: the step both run sources share ({@link RunSources.FilesSource} for
 * merged reads, {@link RunBlockSource} for compactions). {@link #openNext} closes the current
 * file's cursor and reader and opens the next file, seeked to the key range, and says how its
 * rows fit the table's current row type: {@link #pad} (an older schema with other fields: value
 * rows are read through {@link #map}, by field id) and {@link #arenaFits} (the table's field types: value rows may be
 * copied into a {@link BinaryRowArena}).
 *
 * <p>Not thread-safe; one per source.
 */
final class RunFiles {
    private final TableContext ctx;
    private final Partition partition;
    private final int bucket;
    private final List<DataFileMeta> files;
    private final byte[] from;
    private final byte[] to;
    private int next;
    private RunReader reader;
    /** The open file's cursor (null before the first file and after {@link #close()} or the last one). */
    RunCursor cursor;
    /** Whether the open file's fields are not the table's (value rows to read through {@link #map}). */
    boolean pad;
    /** The open file's {@link TableContext#fieldMap} (null when {@link #pad} is false). */
    FieldMap map;
    /** Whether the open file's rows have the table's field types (arena copies fit). */
    boolean arenaFits;

    /** @param from first key to read (inclusive), null = open; @param to end key (exclusive), null = open */
    RunFiles(TableContext ctx, Partition partition, int bucket, List<DataFileMeta> files, byte[] from, byte[] to) {
        this.ctx = ctx;
        this.partition = partition;
        this.bucket = bucket;
        this.files = files;
        this.from = from;
        this.to = to;
    }

    /** Whether a file is left to open. */
    boolean hasNextFile() {
        return next < files.size();
    }

    List<DataFileMeta> files() {
        return files;
    }

    /**
     * Closes the open file (if any) and opens the next one, decoding into {@code scratch} (null: the
     * file's own buffers, which stay readable after it is closed); false, with no file open, when
     * every file was opened.
     */
    boolean openNext(RunReadScratch scratch) throws IOException {
        close();
        if (next >= files.size()) {
            return false;
        }
        DataFileMeta f = files.get(next++);
        RowType fileType = ctx.rowTypeOf(f.schemaId());
        if (scratch == null) {
            reader = ctx.openReader(partition, bucket, f);
            cursor = reader.cursor(null, from, to);
        } else {
            // the previous file's cursor is closed: its views of the scratch are dead
            reader = RunReader.open(ctx.io, ctx.paths.filePath(partition, bucket, f), fileType, scratch);
            cursor = reader.cursor(null, from, to, scratch);
        }
        map = ctx.fieldMap(f.schemaId());
        pad = map != null;
        arenaFits = !pad && RunSources.sameFieldTypes(fileType, ctx.rowType);
        return true;
    }

    /** Closes the open file's cursor and then its reader (a scratch's reader holds its footer arrays until then). */
    void close() throws IOException {
        RunCursor c = cursor;
        cursor = null;
        if (c != null) {
            c.close();
        }
        RunReader r = reader;
        reader = null;
        if (r != null) {
            r.close();
        }
    }
}
