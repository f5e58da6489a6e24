package dev.varve.kernel.table;

import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.kernel.schema.TableSchema;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.RowType;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How a compaction pick weighs a data file (COMPACTION.md "Run sizes", version 2): an estimate of the size of the
 * Parquet file Apache Paimon 1.4.2 writes for the same records, since Paimon's size-amplification and size-ratio
 * rules decide with those byte sizes and a tiny Parquet file is mostly per-column overhead (~1 KB for
 * {@code (INT, STRING)}, ~2 KB for eight columns) where Varve's is ~400-700 bytes.
 *
 * <p>A file of at most {@link #READ_ROWS} records is read once (cached by file name: files are immutable) and
 * weighed by {@link #estimate} from its values: per Parquet column the dictionary decision of parquet-mr's first
 * page, the encoded value bytes and the min/max statistics. A larger file weighs {@link #fixed} plus its own bytes
 * (within ~20% of Paimon's size at 10-60 rows, and tracking real bytes for large files). {@code $files} keeps
 * showing Varve's real sizes.
 */
class RunWeigher {
    /** Files with at most this many records are read and weighed from their values. */
    static final int READ_ROWS = 16;
    private static final int MAX_CACHED = 4096;

    /** Version 1's weight (file bytes + 4 per record), kept for unit tests of the pick rules. */
    static final RunWeigher BYTES = new RunWeigher(null, null, 0) {
        @Override
        long weigh(DataFileMeta f) {
            return f.fileSize() + 4 * f.rowCount();
        }
    };

    // Least-squares fit over 144 Paimon files of 1..10 rows, 18 schemas (flink-oracle/probes/layout27/fit_sizes.py): bytes per
    // Parquet file, per column, per column using a dictionary, per encoded value byte, per min/max statistics byte,
    // per nullable column, per all-null column, per string column, per 8-byte column, primary-key file; plus 2 per
    // byte of column names. Mean absolute error 6 bytes.
    static final double PER_FILE = 129.06;
    static final double PER_COLUMN = 133.50;
    static final double PER_DICTIONARY = 45.94;
    static final double PER_DATA_BYTE = 0.71;
    static final double PER_STATS_BYTE = 2.62;
    static final double PER_NULLABLE = 10.53;
    static final double PER_ALL_NULL = -12.99;
    static final double PER_STRING = 4.32;
    static final double PER_WIDE = 1.02;
    static final double PRIMARY_KEY = 30.74;
    static final double PER_NAME_BYTE = 2;

    private final TableContext ctx;
    private final Partition partition;
    private final int bucket;
    private final Map<String, Long> weights = new ConcurrentHashMap<>();
    private final Map<Long, Columns> columnsBySchema = new ConcurrentHashMap<>();

    RunWeigher(TableContext ctx, Partition partition, int bucket) {
        this.ctx = ctx;
        this.partition = partition;
        this.bucket = bucket;
    }

    /** The file's weight in a compaction pick. */
    long weigh(DataFileMeta f) {
        if (f.onlyMarks(ctx.deletionVectorMarks())) {
            return 0; // a deletion-vector table's kept retractions: Paimon has no file there (DataFileMeta#paimonRowCount)
        }
        Long known = weights.get(f.fileName());
        if (known != null) {
            return known;
        }
        long w = compute(f);
        if (weights.size() >= MAX_CACHED) { // a long-lived writer: forget compacted-away files now and then
            weights.clear();
        }
        weights.put(f.fileName(), w);
        return w;
    }

    private long compute(DataFileMeta f) {
        Columns cols = columnsBySchema.computeIfAbsent(f.schemaId(), id -> Columns.of(ctx.schemas.schema(id), ctx.primaryKeyTable));
        if (f.rowCount() <= READ_ROWS) {
            try (RunReader r = ctx.openReader(partition, bucket, f); RunCursor c = r.cursor(null, null, null)) {
                List<Object[]> rows = new ArrayList<>();
                // a deletion-vector table's kept retractions above level 0 are Paimon's marks, no rows of its file
                boolean marks = f.level() > 0 && ctx.deletionVectorMarks();
                while (c.next()) {
                    if (marks && c.kind().isRetract()) {
                        continue;
                    }
                    rows.add(cols.paimonRow(c.value(), c.sequence(), c.kind().toByteValue()));
                }
                return estimate(cols, rows);
            } catch (IOException | RuntimeException e) {
                // unreadable here (e.g. deleted by a concurrent expiry): weigh by size as a larger file
            }
        }
        return Math.round(fixed(cols)) + f.fileSize();
    }

    /** A Parquet column of Paimon's file: its physical width (0 for variable-length), nullability, name. */
    static final class Column {
        final int width;
        final boolean nullable;
        final int nameBytes;

        Column(int width, boolean nullable, String name) {
            this.width = width;
            this.nullable = nullable;
            this.nameBytes = name.getBytes(StandardCharsets.UTF_8).length;
        }

        boolean isString() {
            return width == 0;
        }

        int width(Object v) {
            if (width > 0) {
                return width;
            }
            return 4 + (v instanceof byte[] ? ((byte[]) v).length : v.toString().getBytes(StandardCharsets.UTF_8).length);
        }

        int statsWidth(Object v) {
            return width > 0 ? width : width(v) - 4;
        }
    }

    /**
     * The columns of Paimon's data file for a schema: a primary-key file holds {@code _KEY_<k>} per trimmed key
     * field, {@code _SEQUENCE_NUMBER}, {@code _VALUE_KIND} and then every field; an append file every field.
     */
    static final class Columns {
        final List<Column> columns;
        final int[] keyFields;
        final boolean primaryKey;

        Columns(List<Column> columns, int[] keyFields, boolean primaryKey) {
            this.columns = columns;
            this.keyFields = keyFields;
            this.primaryKey = primaryKey;
        }

        static Columns of(TableSchema schema, boolean primaryKey) {
            RowType type = schema.logicalRowType();
            int[] keys = primaryKey ? schema.trimmedPrimaryKeyIndexes() : new int[0];
            Set<String> pk = new HashSet<>(schema.primaryKeys());
            List<Column> out = new ArrayList<>();
            for (int k : keys) {
                DataField f = type.field(k);
                out.add(new Column(physicalWidth(f.type()), false, "_KEY_" + f.name()));
            }
            if (primaryKey) {
                out.add(new Column(8, false, "_SEQUENCE_NUMBER"));
                out.add(new Column(4, false, "_VALUE_KIND"));
            }
            for (DataField f : type.fields()) {
                out.add(new Column(physicalWidth(f.type()), f.type().isNullable() && !pk.contains(f.name()), f.name()));
            }
            return new Columns(out, keys, primaryKey);
        }

        /** One record's values in Paimon's column order (nulls as null). */
        Object[] paimonRow(InternalRow value, long sequence, byte kind) {
            Object[] out = new Object[columns.size()];
            int at = 0;
            for (int k : keyFields) {
                out[at++] = value.isNullAt(k) ? null : copy(value.getField(k));
            }
            if (primaryKey) {
                out[at++] = sequence;
                out[at++] = (int) kind;
            }
            for (int i = 0; i < value.getArity() && at < out.length; i++) {
                out[at++] = value.isNullAt(i) ? null : copy(value.getField(i));
            }
            return out;
        }

        private static Object copy(Object v) {
            if (v instanceof byte[]) {
                return java.nio.ByteBuffer.wrap(((byte[]) v).clone()); // content equality for the distinct count
            }
            if (v instanceof BigDecimal) {
                return ((BigDecimal) v).stripTrailingZeros();
            }
            return v instanceof String || v instanceof Number || v instanceof Boolean ? v : String.valueOf(v);
        }
    }

    /**
     * The bytes a value of this type takes in Paimon's Parquet file: 4 for 32-bit physical types, 8 for 64-bit ones,
     * 0 for variable-length ones (4 + its bytes each). Nested types count as one variable-length column.
     */
    static int physicalWidth(DataType t) {
        switch (t.root()) {
            case BOOLEAN:
                return 1;
            case TINYINT: case SMALLINT: case INT: case DATE: case TIME: case FLOAT:
                return 4;
            case BIGINT: case DOUBLE:
                return 8;
            case DECIMAL:
                return t.precision() <= 9 ? 4 : t.precision() <= 18 ? 8 : 16;
            case TIMESTAMP: case TIMESTAMP_LTZ:
                return t.precision() <= 6 ? 8 : 12;
            default:
                return 0;
        }
    }

    /** The value-independent part of the estimate: per file, per column, names. */
    static double fixed(Columns cols) {
        double s = PER_FILE + (cols.primaryKey ? PRIMARY_KEY : 0);
        for (Column c : cols.columns) {
            s += PER_COLUMN + PER_NAME_BYTE * c.nameBytes + (c.nullable ? PER_NULLABLE : 0)
                    + (c.isString() ? PER_STRING : 0) + (c.width == 8 ? PER_WIDE : 0);
        }
        return s;
    }

    /** The estimated Parquet size of a file holding {@code rows} (each in {@link Columns#paimonRow} order). */
    static long estimate(Columns cols, List<Object[]> rows) {
        double s = fixed(cols);
        for (int i = 0; i < cols.columns.size(); i++) {
            Column c = cols.columns.get(i);
            long raw = 0;
            int nonNull = 0;
            Set<Object> distinct = new HashSet<>();
            long distinctBytes = 0;
            Object min = null;
            Object max = null;
            for (Object[] row : rows) {
                Object v = row[i];
                if (v == null) {
                    continue;
                }
                nonNull++;
                int w = c.width(v);
                raw += w;
                if (distinct.add(v)) {
                    distinctBytes += w;
                }
                if (min == null || compare(v, min) < 0) {
                    min = v;
                }
                if (max == null || compare(v, max) > 0) {
                    max = v;
                }
            }
            if (nonNull == 0) {
                s += PER_ALL_NULL;
                continue;
            }
            // parquet-mr keeps the dictionary of its first page only when indices + dictionary < the plain values;
            // indices: a bit-width byte, a bit-packed run header, 8 values per group of bit-width bytes
            int bitWidth = 32 - Integer.numberOfLeadingZeros(distinct.size() - 1);
            long encoded = 2 + (long) ((nonNull + 7) / 8) * bitWidth;
            boolean dictionary = encoded + distinctBytes < raw;
            s += PER_DATA_BYTE * (dictionary ? encoded + distinctBytes : raw) + (dictionary ? PER_DICTIONARY : 0);
            s += PER_STATS_BYTE * (c.statsWidth(min) + c.statsWidth(max));
        }
        return Math.round(s);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(Object a, Object b) {
        if (a instanceof String && b instanceof String) {
            return compareUtf8((String) a, (String) b);
        }
        if (a instanceof Comparable && a.getClass() == b.getClass()) {
            return ((Comparable) a).compareTo(b);
        }
        return Objects.toString(a).compareTo(Objects.toString(b));
    }

    private static int compareUtf8(String a, String b) {
        return java.util.Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }
}
