package dev.varve.kernel.table;

import dev.varve.format.run.ColumnStats;
import dev.varve.format.run.RunFileMeta;
import dev.varve.format.run.RunReader;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.schema.ColumnCasts;
import dev.varve.kernel.schema.TableSchema;
import dev.varve.row.DataField;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowType;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A data file's column statistics and key range for the {@code $files} system table, read from the
 * run file's footer (file-format/FORMAT.md: per value column the null count, minimum and maximum) and, for a
 * primary-key table, the rows of its smallest and largest key. The statistics are the file's as
 * written (retractions included), mapped by field id onto the table's current schema, as Paimon
 * evolves a file's statistics to the current schema. Stateless.
 */
final class FileStatistics {
    private FileStatistics() {
    }

    static DataFileInfo of(TableContext ctx, TableSchema current, ManifestEntry e, DataFileInfo base) {
        DataFileMeta f = e.file();
        TableSchema fileSchema = ctx.schemas.schema(f.schemaId());
        RowType fileType = fileSchema.logicalRowType();
        SortedMap<String, Long> nulls = new TreeMap<>();
        SortedMap<String, Object> mins = new TreeMap<>();
        SortedMap<String, Object> maxs = new TreeMap<>();
        List<Object> minKey = null;
        List<Object> maxKey = null;
        try (RunReader r = ctx.openReader(e.partition(), e.bucket(), f)) {
            RunFileMeta meta = r.meta();
            List<ColumnStats> stats = meta.getColumnStats();
            for (DataField c : current.fields()) {
                int at = indexOfId(fileType, c.id());
                ColumnStats s = at < 0 || stats == null || at >= stats.size() ? null : stats.get(at);
                // a column added after the file was written: every row of the file reads it as null
                nulls.put(c.name(), at < 0 ? Long.valueOf(f.rowCount()) : s == null ? null : s.getNullCount());
                // a column whose type changed since: its statistics are cast to the current type, as Paimon does
                java.util.function.UnaryOperator<Object> cast = at < 0 || ColumnCasts.sameType(fileType.type(at), c.type())
                        ? null : ColumnCasts.cast(fileType.type(at), c.type());
                mins.put(c.name(), s == null ? null : castStat(cast, s.getMin()));
                maxs.put(c.name(), s == null ? null : castStat(cast, s.getMax()));
            }
            if (ctx.primaryKeyTable) {
                int[] keyAt = fileSchema.trimmedPrimaryKeyIndexes();
                minKey = keyOf(r, meta.getMinKey(), keyAt);
                maxKey = keyOf(r, meta.getMaxKey(), keyAt);
            }
        } catch (IOException ex) {
            throw new UncheckedIOException("cannot read the statistics of " + base.filePath + ": " + ex.getMessage(), ex);
        }
        return new DataFileInfo(base, Collections.unmodifiableSortedMap(nulls), Collections.unmodifiableSortedMap(mins),
                Collections.unmodifiableSortedMap(maxs), minKey, maxKey);
    }

    private static Object castStat(java.util.function.UnaryOperator<Object> cast, Object v) {
        return cast == null || v == null ? v : cast.apply(v);
    }

    private static int indexOfId(RowType type, int id) {
        List<DataField> fields = type.fields();
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).id() == id) {
                return i;
            }
        }
        return -1;
    }

    /** The key columns of the file's row with normalized key {@code key}; null if the file has no such row. */
    private static List<Object> keyOf(RunReader r, byte[] key, int[] keyAt) throws IOException {
        if (key == null) {
            return null;
        }
        KeyValue kv = r.lookup(key);
        if (kv == null) {
            return null;
        }
        InternalRow row = kv.value();
        List<Object> out = new ArrayList<>(keyAt.length);
        for (int i : keyAt) {
            Object v = row.getField(i);
            out.add(v instanceof byte[] ? ((byte[]) v).clone() : v);
        }
        return Collections.unmodifiableList(out);
    }
}
