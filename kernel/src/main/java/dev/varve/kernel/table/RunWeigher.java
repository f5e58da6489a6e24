package dev.varve.kernel.table;

import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.kernel.options.CoreOptions;
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
 * How a compaction pick weighs a data file (COMPACTION.md "Run sizes", version 8): an estimate of the size of the
 * Parquet file Apache Paimon 1.4.2 writes for the same records (or, with {@code file.format} {@code avro},
 * uncompressed {@code orc} or {@code orc} with zstd, of that file: {@link Format}), since Paimon's size-amplification and size-ratio
 * rules decide with those byte sizes and a tiny Parquet file is mostly per-column overhead (~1 KB for
 * {@code (INT, STRING)}, ~2 KB for eight columns) where Varve's is ~400-700 bytes.
 *
 * <p>A file of at most {@link #READ_ROWS} records is read once (cached by file name: files are immutable) and
 * weighed by {@link #estimate} from its values: laid out as parquet-mr writes it (version 7, {@link #smallLayout}:
 * pages, headers, statistics, column and offset indexes, footer chunks) plus a fitted schema part; a file with a
 * nested column (ARRAY / MAP / ROW) by version 5's value model over its Parquet leaf columns (version 4). A Parquet table's file of up to {@link #LARGE_ROWS} records and {@link #LARGE_BYTES} of Varve's
 * bytes is read once too and weighed by {@link #estimateLarge} (version 6: its columns' pages compressed with zstd as
 * Paimon's are, its min / max statistics); a larger file, or one of another format, weighs {@link #fixed} plus its
 * own bytes (tracking real bytes for large files). A small ORC or Avro file is laid out exactly (version 8: {@link
 * OrcLayout}, {@link AvroLayout}). {@code $files} keeps showing Varve's real sizes.
 */
class RunWeigher {
    /** Files with at most this many records are read and weighed from their values. */
    static final int READ_ROWS = 16;
    /**
     * Version 6: a Parquet table's file of more than {@link #READ_ROWS} records, at most this many records and at most
     * {@link #LARGE_BYTES} of Varve's bytes, is read once too and weighed by {@link #estimateLarge} (its values
     * compressed as Paimon's pages, its min / max statistics); a larger file weighs {@link #fixed} plus its own bytes.
     * The cap is the probed range (flink-oracle/probes/sz40: files of up to 300 records) and keeps flush files of
     * larger checkpoints unread: reading and compressing every flushed file of ~500-2,000 records allocated ~800
     * bytes per record on the writer thread (WritePathAllocationTest).
     */
    static final int LARGE_ROWS = 300;
    static final long LARGE_BYTES = 64 * 1024;
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
    // Version 4: a nested column (ARRAY / MAP / ROW) is Parquet's leaf columns, each weighed as a flat nullable column of
    // its flattened elements (name: its dotted path) plus these, fitted to 672 files of 1..10 rows over 14 shapes
    // (flink-oracle/probes/fz32/fit_nested.py): per leaf of a nested column, per repeated leaf (under an ARRAY or a
    // MAP), per element of a repeated leaf (a null or empty container counts one), per group node of the schema.
    static final double PER_NESTED_LEAF = 1.713;
    static final double PER_REPEATED_LEAF = 1.841;
    static final double PER_ELEMENT = 0.956;
    static final double PER_GROUP = 24.323;

    private final TableContext ctx;
    private final Partition partition;
    private final int bucket;
    /** Weights by file name (files are immutable): primitive values, no node or box per new file. */
    private final WeightCache weights = new WeightCache(MAX_CACHED);
    private final Map<Long, Columns> columnsBySchema = new ConcurrentHashMap<>();
    /** Paimon's file format and compression of the table ({@code file.format}, {@code file.compression}). */
    private final Format format;

    RunWeigher(TableContext ctx, Partition partition, int bucket) {
        this.ctx = ctx;
        this.partition = partition;
        this.bucket = bucket;
        this.format = ctx == null ? Format.PARQUET
                : Format.of(ctx.options.get(CoreOptions.FILE_FORMAT), ctx.options.get(CoreOptions.FILE_COMPRESSION));
    }

    /** The file's weight in a compaction pick. */
    long weigh(DataFileMeta f) {
        if (f.onlyMarks(ctx.deletionVectorMarks())) {
            return 0; // a deletion-vector table's kept retractions: Paimon has no file there (DataFileMeta#paimonRowCount)
        }
        String name = f.fileName();
        long known = weights.get(name);
        if (known != WeightCache.ABSENT) {
            return known;
        }
        long w = compute(f);
        weights.put(name, w); // a long-lived writer forgets compacted-away files now and then (full: cleared)
        return w;
    }

    private long compute(DataFileMeta f) {
        Columns cols = columnsBySchema.get(f.schemaId()); // a hit builds no capturing lambda
        if (cols == null) {
            cols = columnsBySchema.computeIfAbsent(f.schemaId(),
                    id -> Columns.of(ctx.schemas.schema(id), ctx.primaryKeyTable, format.isParquet()));
        }
        boolean large = f.rowCount() > READ_ROWS && readsLarge(format, f.rowCount(), f.fileSize());
        if (f.rowCount() <= READ_ROWS || large) {
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
                return large || format.isParquet() && longStrings(cols, rows) ? estimateLarge(cols, rows) : estimate(format, cols, rows);
            } catch (IOException | RuntimeException e) {
                // unreadable here (e.g. deleted by a concurrent expiry): weigh by size as a larger file
            }
        }
        return Math.round(fixed(format, cols)) + f.fileSize();
    }

    /**
     * A column of Paimon's file: its Parquet physical width (0 for variable-length), nullability, name, and its value
     * class for the ORC and Avro estimates ({@link #INTEGRAL} ... {@link #OTHER}).
     */
    static final class Column {
        /** Value classes: varint-encoded integers (TINYINT .. INT, DATE, TIME), BIGINT, DOUBLE, strings and binary, DECIMAL, the rest. */
        static final int INTEGRAL = 0, LONG = 1, DOUBLE = 2, STRING = 3, DECIMAL = 4, OTHER = 5;
        final int width;
        final boolean nullable;
        final int nameBytes;
        final int valueClass;
        /** A leaf of a nested column (version 4): the field's type and the steps from it (ARRAY 0, MAP 0 key / 1 value, ROW the field); null for a flat column. */
        final DataType nestedType;
        final int field;
        final int[] steps;
        final boolean repeated;
        /** A TINYINT column (Paimon's {@code _VALUE_KIND} too): ORC stores it with its byte run-length encoding (version 5). */
        final boolean byteValues;
        /**
         * Version 7: the column's logical type root (null when built from a width only) and precision, for the bytes of
         * its Parquet PLAIN values (DATE as days, TIMESTAMP as millis / micros, DECIMAL p > 18 as its minimal bytes).
         */
        dev.varve.row.TypeRoot root;
        int precision;
        int scale;
        /** Version 7: a {@code _KEY_} column of a primary-key file (its Parquet field id takes 5 bytes). */
        boolean keyColumn;
        /** Version 8: the column's name, CHAR / VARCHAR length and Paimon field id (ORC's footer types, {@link OrcLayout}). */
        final String name;
        int length;
        int fieldId;

        Column(int width, boolean nullable, String name) {
            this(width, nullable, name, width == 0 ? STRING : width == 8 ? LONG : width == 4 ? INTEGRAL : OTHER);
        }

        Column(int width, boolean nullable, String name, int valueClass) {
            this(width, nullable, name, valueClass, null, -1, null, false);
        }

        Column(int width, boolean nullable, String name, int valueClass, DataType nestedType, int field, int[] steps, boolean repeated) {
            this(width, nullable, name, valueClass, nestedType, field, steps, repeated, false);
        }

        Column(int width, boolean nullable, String name, int valueClass, DataType nestedType, int field, int[] steps, boolean repeated,
                boolean byteValues) {
            this.width = width;
            this.nullable = nullable;
            this.name = name;
            this.nameBytes = name.getBytes(StandardCharsets.UTF_8).length;
            this.valueClass = valueClass;
            this.nestedType = nestedType;
            this.field = field;
            this.steps = steps;
            this.repeated = repeated;
            this.byteValues = byteValues;
        }

        /** A flat column of {@code t}. */
        static Column of(DataType t, boolean nullable, String name) {
            Column c = new Column(physicalWidth(t), nullable, name, valueClass(t), null, -1, null, false, t.root() == dev.varve.row.TypeRoot.TINYINT);
            c.root = t.root();
            c.precision = t.precision();
            c.scale = t.scale();
            c.length = t.length();
            return c;
        }

        /**
         * Version 7: the bytes of a value in Parquet's PLAIN encoding and statistics: the width, a DECIMAL of more than
         * 18 digits its minimal two's-complement bytes (Parquet's FIXED_LEN_BYTE_ARRAY), a string 4 + its bytes.
         */
        int parquetWidth() {
            if (root == dev.varve.row.TypeRoot.DECIMAL && precision > 18) {
                return (int) Math.ceil((1 + precision * Math.log(10) / Math.log(2)) / 8);
            }
            return width;
        }

        boolean isNestedLeaf() {
            return steps != null;
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
        /** Group nodes of nested columns in Parquet's schema (version 4; 0 when nested columns are not split). */
        final int groups;

        Columns(List<Column> columns, int[] keyFields, boolean primaryKey) {
            this(columns, keyFields, primaryKey, 0);
        }

        Columns(List<Column> columns, int[] keyFields, boolean primaryKey, int groups) {
            this.columns = columns;
            this.keyFields = keyFields;
            this.primaryKey = primaryKey;
            this.groups = groups;
        }

        static Columns of(TableSchema schema, boolean primaryKey) {
            return of(schema, primaryKey, true);
        }

        /**
         * With {@code splitNested} (Parquet, version 4) a nested field is its Parquet leaf columns; else (ORC, Avro
         * estimates) one variable-length column.
         */
        static Columns of(TableSchema schema, boolean primaryKey, boolean splitNested) {
            RowType type = schema.logicalRowType();
            int[] keys = primaryKey ? schema.trimmedPrimaryKeyIndexes() : new int[0];
            Set<String> pk = new HashSet<>(schema.primaryKeys());
            List<Column> out = new ArrayList<>();
            for (int k : keys) {
                DataField f = type.field(k);
                Column key = Column.of(f.type(), false, "_KEY_" + f.name());
                key.keyColumn = true;
                key.fieldId = OrcLayout.KEY_ID_START + f.id();
                out.add(key);
            }
            if (primaryKey) {
                Column seq = new Column(8, false, "_SEQUENCE_NUMBER", Column.LONG);
                seq.fieldId = OrcLayout.SEQUENCE_ID;
                out.add(seq);
                Column kind = new Column(4, false, "_VALUE_KIND", Column.INTEGRAL, null, -1, null, false, true);
                kind.fieldId = OrcLayout.VALUE_KIND_ID;
                out.add(kind);
            }
            int groups = 0;
            for (int i = 0; i < type.fields().size(); i++) {
                DataField f = type.field(i);
                if (splitNested && isNested(f.type())) {
                    groups += leaves(f.type(), i, f.type(), f.name(), new int[0], false, out);
                    continue;
                }
                Column c = Column.of(f.type(), f.type().isNullable() && !pk.contains(f.name()), f.name());
                c.fieldId = f.id();
                out.add(c);
            }
            return new Columns(out, keys, primaryKey, groups);
        }

        private static boolean isNested(DataType t) {
            switch (t.root()) {
                case ARRAY: case MAP: case ROW:
                    return true;
                default:
                    return false;
            }
        }

        /**
         * Adds the Parquet leaf columns of {@code t} (reached from the field's type {@code field} by {@code steps}) named
         * {@code path} (Paimon's Parquet schema: ARRAY {@code path.list.element}, MAP {@code path.key_value.key} /
         * {@code .value}, ROW {@code path.name}); returns the group nodes at and below it.
         */
        private static int leaves(DataType field, int index, DataType t, String path, int[] steps, boolean repeated, List<Column> out) {
            switch (t.root()) {
                case ARRAY:
                    return 2 + leaves(field, index, t.elementType(), path + ".list.element", append(steps, 0), true, out);
                case MAP:
                    return 2 + leaves(field, index, t.keyType(), path + ".key_value.key", append(steps, 0), true, out)
                            + leaves(field, index, t.valueType(), path + ".key_value.value", append(steps, 1), true, out);
                case ROW: {
                    int g = 1;
                    List<DataField> fs = t.fields();
                    for (int i = 0; i < fs.size(); i++) {
                        g += leaves(field, index, fs.get(i).type(), path + "." + fs.get(i).name(), append(steps, i), repeated, out);
                    }
                    return g;
                }
                default:
                    out.add(new Column(physicalWidth(t), true, path, valueClass(t), field, index, steps, repeated));
                    return 0;
            }
        }

        private static int[] append(int[] a, int v) {
            int[] b = java.util.Arrays.copyOf(a, a.length + 1);
            b[a.length] = v;
            return b;
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
                Object v = value.isNullAt(i) ? null : value.getField(i);
                if (!columns.get(at).isNestedLeaf()) {
                    out[at++] = v == null ? null : copy(v);
                    continue;
                }
                DataType field = columns.get(at).nestedType;
                while (at < out.length && columns.get(at).field == i) { // the field's leaves
                    Leaf leaf = new Leaf();
                    flatten(field, v, columns.get(at).steps, 0, leaf);
                    out[at++] = leaf;
                }
            }
            return out;
        }

        /** The values of the leaf {@code steps} below {@code v} of type {@code t}; a null or empty container on the way adds one null. */
        @SuppressWarnings("unchecked")
        private static void flatten(DataType t, Object v, int[] steps, int depth, Leaf out) {
            if (depth == steps.length) {
                out.add(v == null ? null : copy(v));
                return;
            }
            if (v == null) {
                out.add(null);
                return;
            }
            switch (t.root()) {
                case ARRAY: {
                    List<Object> l = (List<Object>) v;
                    if (l.isEmpty()) {
                        out.add(null);
                    }
                    for (Object e : l) {
                        flatten(t.elementType(), e, steps, depth + 1, out);
                    }
                    return;
                }
                case MAP: {
                    Map<Object, Object> m = (Map<Object, Object>) v;
                    if (m.isEmpty()) {
                        out.add(null);
                    }
                    for (Map.Entry<Object, Object> e : m.entrySet()) {
                        if (steps[depth] == 0) {
                            flatten(t.keyType(), e.getKey(), steps, depth + 1, out);
                        } else {
                            flatten(t.valueType(), e.getValue(), steps, depth + 1, out);
                        }
                    }
                    return;
                }
                case ROW: {
                    InternalRow r = (InternalRow) v;
                    int f = steps[depth];
                    flatten(t.fields().get(f).type(), f >= r.getArity() || r.isNullAt(f) ? null : r.getField(f), steps, depth + 1, out);
                    return;
                }
                default:
                    out.add(null);
            }
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

    /** One record's values of a nested leaf column (version 4), nulls included. */
    static final class Leaf extends ArrayList<Object> {
        private static final long serialVersionUID = 1L;
    }

    /**
     * The bytes a value of this type takes in Paimon's Parquet file: 4 for 32-bit physical types, 8 for 64-bit ones,
     * 0 for variable-length ones (4 + its bytes each). A nested type unsplit (ORC and Avro estimates) counts as one
     * variable-length column.
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

    /** The value class of a type for the ORC and Avro estimates ({@link Column#INTEGRAL} ...). */
    static int valueClass(DataType t) {
        switch (t.root()) {
            case TINYINT: case SMALLINT: case INT: case DATE: case TIME:
                return Column.INTEGRAL;
            case BIGINT:
                return Column.LONG;
            case DOUBLE:
                return Column.DOUBLE;
            case CHAR: case VARCHAR: case BINARY: case VARBINARY:
                return Column.STRING;
            case DECIMAL:
                return Column.DECIMAL;
            default:
                return Column.OTHER;
        }
    }

    /** The value-independent part of the estimate: per file, per column, names. */
    static double fixed(Columns cols) {
        double s = PER_FILE + (cols.primaryKey ? PRIMARY_KEY : 0);
        List<Column> columns = cols.columns;
        for (int i = 0; i < columns.size(); i++) { // indexed: no iterator per weighed file
            Column c = columns.get(i);
            s += PER_COLUMN + PER_NAME_BYTE * c.nameBytes + (c.nullable ? PER_NULLABLE : 0)
                    + (c.isString() ? PER_STRING : 0) + (c.width == 8 ? PER_WIDE : 0)
                    + (c.isNestedLeaf() ? PER_NESTED_LEAF : 0) + (c.repeated ? PER_REPEATED_LEAF : 0);
        }
        return s + PER_GROUP * cols.groups;
    }

    /**
     * The estimated Parquet size of a file of at most {@link #READ_ROWS} records holding {@code rows} (each in {@link
     * Columns#paimonRow} order): version 7's layout ({@link #estimateSmall}) for flat columns, version 5's value model
     * ({@link #estimateV5}) for a file with nested columns.
     */
    static long estimate(Columns cols, List<Object[]> rows) {
        for (Column c : cols.columns) {
            if (c.isNestedLeaf()) {
                return estimateV5(cols, rows);
            }
        }
        return estimateSmall(cols, rows);
    }

    /** Version 5's estimate of a small Parquet file: the value model fitted on layout27 (kept for nested columns). */
    static long estimateV5(Columns cols, List<Object[]> rows) {
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
                Object cell = row[i];
                int n = cell instanceof Leaf ? ((Leaf) cell).size() : 1;
                if (c.repeated) {
                    s += PER_ELEMENT * n;
                }
                for (int e = 0; e < n; e++) {
                    Object v = cell instanceof Leaf ? ((Leaf) cell).get(e) : cell;
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

    // Version 7 (round 41): files of at most READ_ROWS records of flat columns, Parquet. The bytes of the file
    // parquet-mr 1.16 writes for Paimon 1.4.2 are laid out exactly (smallLayout: pages with their headers, the
    // footer's column chunks, column and offset indexes); what the layout leaves out is the footer's schema, which
    // depends on the columns only (smallFixed: a least-squares fit, flink-oracle/probes/sz41/fit_small.py).
    static final String[] SMALL_FEATURES = {"layout", "file", "column", "names", "nullable", "string", "key", "logical"};
    // SMALL-BEGIN (written by flink-oracle/probes/sz41/fit_small.py)
    static final double[] SMALL = {1.000, 175.942, 18.279, -2.181, -3.067, -10.251, 13.799, 16.697};
    // SMALL-END

    /** The estimated Parquet size of a small file of flat columns (version 7): the layout plus the schema's bytes. */
    static long estimateSmall(Columns cols, List<Object[]> rows) {
        return Math.round(dot(SMALL, smallFeatures(cols, rows)));
    }

    /**
     * The features of {@link #SMALL_FEATURES}: the bytes {@link #smallLayout} lays out (weight 1 when fitted), and per
     * file, column, name byte, nullable column, string column, primary-key column ({@code _KEY_*}: its field id takes
     * 5 bytes) and column with a logical type annotation (strings, DATE, TIMESTAMP, DECIMAL, TINYINT, SMALLINT): the
     * footer's schema.
     */
    static double[] smallFeatures(Columns cols, List<Object[]> rows) {
        double[] x = new double[SMALL_FEATURES.length];
        x[0] = smallLayout(cols, rows);
        x[1] = 1;
        for (Column c : cols.columns) {
            x[2]++;
            x[3] += c.nameBytes;
            x[4] += c.nullable ? 1 : 0;
            x[5] += c.isString() ? 1 : 0;
            x[6] += c.keyColumn ? 1 : 0;
            x[7] += c.isString() || c.byteValues || c.root != null && logical(c.root) ? 1 : 0;
        }
        return x;
    }

    private static boolean logical(dev.varve.row.TypeRoot r) {
        switch (r) {
            case DATE: case TIMESTAMP: case TIMESTAMP_LTZ: case DECIMAL: case TINYINT: case SMALLINT: case TIME:
                return true;
            default:
                return false;
        }
    }

    /**
     * The bytes of a small Parquet file as parquet-mr 1.16 lays it out for Paimon 1.4.2, but the footer's schema
     * elements, {@code created_by} and column orders (which depend on the columns only): {@code PAR1}; per column its
     * chunk (a dictionary page when parquet-mr's first-page rule keeps the dictionary, one data page: thrift headers
     * with their sizes and CRC, pages compressed by zstd level 1 through a flushed stream); per column its column
     * index (min / max truncated to {@link #TRUNCATE} bytes, null count) and offset index (the data page's location,
     * a string column's value bytes); the footer's column chunks (encodings, path, sizes, offsets, statistics with
     * the deprecated min / max too, encoding statistics, size statistics) and row group; the footer's length and
     * {@code PAR1}. Thrift compact protocol: zigzag varints for integers, a byte per field header, list header and
     * stop.
     */
    static long smallLayout(Columns cols, List<Object[]> rows) {
        int n = cols.columns.size();
        long pos = 4;
        long[] dictOffset = new long[n];
        long[] dataOffset = new long[n];
        long[] dataPageBytes = new long[n];
        long[] uncompressed = new long[n];
        long[] compressed = new long[n];
        boolean[] dict = new boolean[n];
        Object[] mins = new Object[n];
        Object[] maxs = new Object[n];
        int[] nulls = new int[n];
        long[] stringBytes = new long[n];
        for (int i = 0; i < n; i++) {
            Column c = cols.columns.get(i);
            List<Object> values = new ArrayList<>();
            int[] defs = new int[rows.size()];
            for (int r = 0; r < rows.size(); r++) {
                Object v = rows.get(r)[i];
                if (v != null) {
                    values.add(v);
                    defs[r] = 1;
                    if (mins[i] == null || compare(v, mins[i]) < 0) {
                        mins[i] = v;
                    }
                    if (maxs[i] == null || compare(v, maxs[i]) > 0) {
                        maxs[i] = v;
                    }
                    if (c.isString()) {
                        stringBytes[i] += utf8(v).length;
                    }
                }
            }
            nulls[i] = rows.size() - values.size();
            java.io.ByteArrayOutputStream page = new java.io.ByteArrayOutputStream();
            if (c.nullable) { // definition levels: 4-byte length, RLE / bit-packed hybrid of width 1
                java.io.ByteArrayOutputStream levels = new java.io.ByteArrayOutputStream();
                hybrid(levels, defs, 1);
                le(page, levels.size(), 4);
                page.write(levels.toByteArray(), 0, levels.size());
            }
            java.util.LinkedHashMap<Object, Integer> ids = new java.util.LinkedHashMap<>();
            long raw = 0;
            long distinctBytes = 0;
            for (Object v : values) {
                int w = c.isString() ? 4 + utf8(v).length : c.parquetWidth();
                raw += w;
                if (ids.putIfAbsent(v, ids.size()) == null) {
                    distinctBytes += w;
                }
            }
            int bitWidth = ids.isEmpty() ? 0 : 32 - Integer.numberOfLeadingZeros(ids.size() - 1);
            long encoded = 2 + (long) ((values.size() + 7) / 8) * bitWidth;
            // parquet-mr's version 1 writer has no dictionary for BOOLEAN and FIXED_LEN_BYTE_ARRAY (DECIMAL p > 18)
            boolean fixedBytes = c.root == dev.varve.row.TypeRoot.DECIMAL && c.parquetWidth() != c.width;
            dict[i] = !values.isEmpty() && c.width != 1 && !fixedBytes && encoded + distinctBytes < raw;
            if (dict[i]) {
                java.io.ByteArrayOutputStream d = new java.io.ByteArrayOutputStream();
                for (Object v : ids.keySet()) {
                    plainV7(c, v, d);
                }
                byte[] z = zstdPage(d.toByteArray());
                long header = dictionaryPageHeader(d.size(), z, ids.size());
                dictOffset[i] = pos;
                pos += header + z.length;
                uncompressed[i] += header + d.size();
                compressed[i] += header + z.length;
                page.write(bitWidth);
                int[] idx = new int[values.size()];
                for (int v = 0; v < idx.length; v++) {
                    idx[v] = ids.get(values.get(v));
                }
                hybrid(page, idx, bitWidth);
            } else if (c.width == 1 && c.root == dev.varve.row.TypeRoot.BOOLEAN) {
                int acc = 0;
                int bit = 0;
                for (Object v : values) {
                    acc |= (Boolean.TRUE.equals(v) ? 1 : 0) << bit;
                    if (++bit == 8) {
                        page.write(acc);
                        acc = 0;
                        bit = 0;
                    }
                }
                if (bit > 0) {
                    page.write(acc);
                }
            } else {
                for (Object v : values) {
                    plainV7(c, v, page);
                }
            }
            byte[] z = zstdPage(page.toByteArray());
            long header = dataPageHeader(page.size(), z, rows.size());
            dataOffset[i] = pos;
            dataPageBytes[i] = header + z.length;
            pos += header + z.length;
            uncompressed[i] += header + page.size();
            compressed[i] += header + z.length;
        }
        // column indexes, then offset indexes
        long[] ciOffset = new long[n];
        long[] ciLength = new long[n];
        for (int i = 0; i < n; i++) {
            Column c = cols.columns.get(i);
            long s = 3; // null_pages: field, list header, one bool
            s += 2 + binaryBytes(indexValue(c, mins[i])) + 2 + binaryBytes(indexValue(c, maxs[i])); // min_values, max_values
            s += 2; // boundary_order
            s += 2 + varint64(nulls[i]); // null_counts
            s += 1; // stop
            ciOffset[i] = pos;
            ciLength[i] = s;
            pos += s;
        }
        long[] oiOffset = new long[n];
        long[] oiLength = new long[n];
        for (int i = 0; i < n; i++) {
            long s = 2 + (1 + varint64(dataOffset[i])) + (1 + varint64(dataPageBytes[i])) + 2 + 1; // page_locations: one
            if (cols.columns.get(i).isString()) {
                s += 2 + varint64(stringBytes[i]); // unencoded_byte_array_data_bytes
            }
            s += 1;
            oiOffset[i] = pos;
            oiLength[i] = s;
            pos += s;
        }
        // the footer's row group
        long footer = 0;
        long totalUncompressed = 0;
        long totalCompressed = 0;
        for (int i = 0; i < n; i++) {
            Column c = cols.columns.get(i);
            long m = 2; // type
            m += 2 + (c.nullable ? 3 : 2); // encodings
            m += 2 + unsignedVarint(c.nameBytes) + c.nameBytes; // path_in_schema
            m += 2; // codec
            m += 1 + varint64(rows.size()); // num_values
            m += 1 + varint64(uncompressed[i]) + 1 + varint64(compressed[i]);
            m += 1 + varint64(dataOffset[i]);
            if (dict[i]) {
                m += 1 + varint64(dictOffset[i]);
            }
            long st = 1 + 1 + varint64(nulls[i]); // statistics: null_count, stop
            if (mins[i] != null) {
                int a = statsBytes(c, mins[i]);
                int b = statsBytes(c, maxs[i]);
                // max_value, min_value; and the deprecated max, min when the type's order is signed or they are equal
                // (parquet-mr: strings and DECIMAL compare otherwise)
                boolean signed = !c.isString() && c.root != dev.varve.row.TypeRoot.DECIMAL;
                st += (signed || compare(mins[i], maxs[i]) == 0 ? 2 : 1) * (1 + unsignedVarint(a) + a + 1 + unsignedVarint(b) + b);
            }
            m += 1 + st;
            m += 2 + 7 * (dict[i] ? 2 : 1); // encoding_stats
            m += 1 + 1 + (c.isString() ? 1 + varint64(stringBytes[i]) : 0); // size_statistics
            m += 1; // stop
            long chunk = 2 + 1 + m + 1 + varint64(oiOffset[i]) + 1 + varint64(oiLength[i]) + 1 + varint64(ciOffset[i])
                    + 1 + varint64(ciLength[i]) + 1;
            footer += chunk;
            totalUncompressed += uncompressed[i];
            totalCompressed += compressed[i];
        }
        footer += 1 + (n < 15 ? 1 : 1 + unsignedVarint(n)); // columns
        footer += 1 + varint64(totalUncompressed) + 1 + varint64(rows.size()) + 2 + 1 + varint64(totalCompressed) + 2 + 1;
        footer += 1 + varint64(rows.size()); // FileMetaData.num_rows
        return pos + footer + 8;
    }

    /** A column index's min / max: a string's bytes truncated to {@link #TRUNCATE}, a fixed-width value's; none: empty. */
    private static int indexValue(Column c, Object v) {
        if (v == null) {
            return 0;
        }
        return c.isString() ? Math.min(utf8(v).length, TRUNCATE) : c.parquetWidth();
    }

    private static int statsBytes(Column c, Object v) {
        return c.isString() ? utf8(v).length : c.parquetWidth();
    }

    private static int binaryBytes(int length) {
        return unsignedVarint(length) + length;
    }

    private static int varint64(long v) {
        return unsignedVarint((v << 1) ^ (v >> 63));
    }

    private static long dataPageHeader(int uncompressed, byte[] z, int values) {
        // type, uncompressed and compressed sizes, crc, data_page_header {num_values, encoding, definition and
        // repetition level encodings, stop}, stop
        return 2 + 1 + varint64(uncompressed) + 1 + varint64(z.length) + 1 + varint64(crc(z))
                + 1 + (1 + varint64(values) + 2 + 2 + 2 + 1) + 1;
    }

    private static long dictionaryPageHeader(int uncompressed, byte[] z, int values) {
        // type, sizes, crc, dictionary_page_header {num_values, encoding, stop}, stop
        return 2 + 1 + varint64(uncompressed) + 1 + varint64(z.length) + 1 + varint64(crc(z))
                + 1 + (1 + varint64(values) + 2 + 1) + 1;
    }

    /** parquet-mr's page CRC: CRC32 of the compressed page, a signed 32-bit thrift integer. */
    private static int crc(byte[] z) {
        java.util.zip.CRC32 c = new java.util.zip.CRC32();
        c.update(z, 0, z.length);
        return (int) c.getValue();
    }

    /**
     * Parquet's RLE / bit-packing hybrid of {@code v} at {@code bitWidth}: one RLE run when all values are equal,
     * else bit-packed groups of 8 (a small page's values: no run of 8 equal values among other values is modelled).
     */
    private static void hybrid(java.io.ByteArrayOutputStream out, int[] v, int bitWidth) {
        boolean same = true;
        for (int x : v) {
            same &= x == v[0];
        }
        if (v.length == 0) {
            return;
        }
        if (same) {
            varint(out, (long) v.length << 1);
            for (int b = 0; b < (bitWidth + 7) / 8; b++) {
                out.write((v[0] >>> (8 * b)) & 0xFF);
            }
            return;
        }
        int groups = (v.length + 7) / 8;
        varint(out, ((long) groups << 1) | 1);
        long buf = 0;
        int bits = 0;
        for (int g = 0; g < groups * 8; g++) {
            long id = g < v.length ? v[g] : 0;
            buf |= id << bits;
            bits += bitWidth;
            while (bits >= 8) {
                out.write((int) (buf & 0xFF));
                buf >>>= 8;
                bits -= 8;
            }
        }
    }

    /** A page compressed as parquet-mr's zstd codec does: a level-1 stream, flushed, then closed. */
    static byte[] zstdPage(byte[] b) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(b.length + 16);
        try (com.github.luben.zstd.ZstdOutputStreamNoFinalizer z = new com.github.luben.zstd.ZstdOutputStreamNoFinalizer(out, 1)) {
            z.write(b);
            z.flush();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** A value's PLAIN bytes as Paimon's Parquet writer stores it (version 7: DATE days, TIMESTAMP millis / micros). */
    private static void plainV7(Column c, Object v, java.io.ByteArrayOutputStream out) {
        if (c.root != null && v instanceof String && !c.isString()) {
            try {
                switch (c.root) {
                    case DATE:
                        le(out, java.time.LocalDate.parse((String) v).toEpochDay(), 4);
                        return;
                    case TIMESTAMP: {
                        java.time.LocalDateTime t = java.time.LocalDateTime.parse((String) v);
                        long micros = t.toEpochSecond(java.time.ZoneOffset.UTC) * 1_000_000L + t.getNano() / 1000;
                        if (c.width == 8) {
                            le(out, c.precision <= 3 ? Math.floorDiv(micros, 1000) : micros, 8);
                            return;
                        }
                        break;
                    }
                    default:
                        break;
                }
            } catch (RuntimeException e) {
                // not a date / timestamp text: as below
            }
        }
        if (c.root == dev.varve.row.TypeRoot.DECIMAL && c.parquetWidth() != c.width && v instanceof BigDecimal) {
            byte[] b = ((BigDecimal) v).unscaledValue().toByteArray();
            int w = c.parquetWidth();
            for (int i = 0; i < w - b.length; i++) {
                out.write(b.length > 0 && b[0] < 0 ? 0xFF : 0);
            }
            out.write(b, Math.max(0, b.length - w), Math.min(b.length, w));
            return;
        }
        if (v instanceof BigDecimal && c.root == dev.varve.row.TypeRoot.DECIMAL) {
            BigDecimal d = ((BigDecimal) v).setScale(Math.max(0, c.scale), java.math.RoundingMode.HALF_UP);
            le(out, d.unscaledValue().longValue(), c.width);
            return;
        }
        plain(c, v, out);
    }

    // Version 6 (round 40): files of 17..LARGE_ROWS records and at most LARGE_BYTES of Varve's bytes, Parquet only.
    // Least-squares fit of Paimon's size minus fixed(cols) (flink-oracle/probes/sz40/fit_big.py) over the features
    // of LARGE_FEATURES: per file, per record, the zstd bytes of the columns' pages, min / max statistics bytes (up
    // to 64 a string, then the rest), per column keeping its dictionary, per all-null column.
    static final String[] LARGE_FEATURES = {"file", "rows", "zdata", "stats", "stats_str", "stats_long", "dictionary", "all_null"};
    // LARGE-BEGIN (written by flink-oracle/probes/sz40/fit_big.py)
    static final double[] LARGE = {-16.233, 0.176, 1.002, 2.217, 1.902, 0.984, 21.916, -10.360};
    // LARGE-END
    /** Parquet's column index keeps a string's min / max truncated to this many bytes (parquet-mr's default). */
    static final int TRUNCATE = 64;

    /**
     * Whether a string value of {@code rows} is longer than {@link #TRUNCATE} bytes: the small-file model (fitted to
     * values of at most 15 bytes, uncompressed, every statistics byte ~2.6 times) weighs a few rows of 400-character
     * pads ~40% above Paimon's file, whose column index truncates them and whose pages zstd compresses; such a file
     * is weighed by {@link #estimateLarge} at any record count (version 6).
     */
    static boolean longStrings(Columns cols, List<Object[]> rows) {
        for (int i = 0; i < cols.columns.size(); i++) {
            if (!cols.columns.get(i).isString()) {
                continue;
            }
            for (Object[] row : rows) {
                Object cell = row[i];
                int n = cell instanceof Leaf ? ((Leaf) cell).size() : 1;
                for (int e = 0; e < n; e++) {
                    Object v = cell instanceof Leaf ? ((Leaf) cell).get(e) : cell;
                    if (v != null && cols.columns.get(i).statsWidth(v) > TRUNCATE) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether a file of {@code rows} records and {@code bytes} of Varve's bytes is read for {@link #estimateLarge}. */
    static boolean readsLarge(Format format, long rows, long bytes) {
        return format.isParquet() && rows <= LARGE_ROWS && bytes <= LARGE_BYTES;
    }

    /** The estimated Parquet size of a file of more than {@link #READ_ROWS} records (version 6). */
    static long estimateLarge(Columns cols, List<Object[]> rows) {
        return Math.round(fixed(cols) + dot(LARGE, largeFeatures(cols, rows)));
    }

    /**
     * The features of {@link #LARGE_FEATURES}: per column, the bytes zstd (level 1, Paimon's default) makes of its
     * data page (definition levels of a nullable column, then the plain values or, when parquet-mr's first-page rule
     * keeps the dictionary, the bit-packed indexes) and of its dictionary page (the distinct values, plain); the
     * statistics' min and max bytes (fixed-width values their width in {@code stats}: parquet-mr writes a signed
     * type's statistics twice in the footer; strings up to {@link #TRUNCATE} bytes in {@code stats_str}, the rest in
     * {@code stats_long}: the column index truncates them).
     */
    static double[] largeFeatures(Columns cols, List<Object[]> rows) {
        double[] x = new double[LARGE_FEATURES.length];
        x[0] = 1;
        x[1] = rows.size();
        for (int i = 0; i < cols.columns.size(); i++) {
            Column c = cols.columns.get(i);
            List<Object> values = new ArrayList<>();
            java.io.ByteArrayOutputStream defs = new java.io.ByteArrayOutputStream();
            int bit = 0;
            int acc = 0;
            boolean hasNull = false;
            for (Object[] row : rows) {
                Object cell = row[i];
                int n = cell instanceof Leaf ? ((Leaf) cell).size() : 1;
                for (int e = 0; e < n; e++) {
                    Object v = cell instanceof Leaf ? ((Leaf) cell).get(e) : cell;
                    if (v == null) {
                        hasNull = true;
                    } else {
                        values.add(v);
                        acc |= 1 << bit;
                    }
                    if (++bit == 8) {
                        defs.write(acc);
                        bit = 0;
                        acc = 0;
                    }
                }
            }
            if (bit > 0) {
                defs.write(acc);
            }
            if (values.isEmpty()) {
                x[7]++;
                continue;
            }
            java.io.ByteArrayOutputStream page = new java.io.ByteArrayOutputStream();
            if (c.nullable || c.isNestedLeaf()) { // definition levels: an RLE run of ones, or bit-packed
                java.io.ByteArrayOutputStream levels = new java.io.ByteArrayOutputStream();
                int count = hasNull ? defs.size() * 8 : values.size();
                varint(levels, hasNull ? ((long) defs.size() << 1) | 1 : (long) count << 1);
                if (hasNull) {
                    levels.write(defs.toByteArray(), 0, defs.size());
                } else {
                    levels.write(1);
                }
                le(page, levels.size(), 4);
                page.write(levels.toByteArray(), 0, levels.size());
            }
            java.util.LinkedHashMap<Object, Integer> ids = new java.util.LinkedHashMap<>();
            long raw = 0;
            long distinctBytes = 0;
            Object min = null;
            Object max = null;
            for (Object v : values) {
                int w = c.width(v);
                raw += w;
                if (ids.putIfAbsent(v, ids.size()) == null) {
                    distinctBytes += w;
                }
                if (min == null || compare(v, min) < 0) {
                    min = v;
                }
                if (max == null || compare(v, max) > 0) {
                    max = v;
                }
            }
            int bitWidth = 32 - Integer.numberOfLeadingZeros(ids.size() - 1);
            long encoded = 2 + (long) ((values.size() + 7) / 8) * bitWidth;
            if (encoded + distinctBytes < raw && c.width != 1) {
                x[6]++;
                java.io.ByteArrayOutputStream dict = new java.io.ByteArrayOutputStream();
                for (Object v : ids.keySet()) {
                    plain(c, v, dict);
                }
                x[2] += zstdBytes(dict.toByteArray());
                page.write(bitWidth);
                int groups = (values.size() + 7) / 8;
                varint(page, (groups << 1) | 1);
                long buf = 0;
                int bits = 0;
                for (int g = 0; g < groups * 8; g++) {
                    long id = g < values.size() ? ids.get(values.get(g)) : 0;
                    buf |= id << bits;
                    bits += bitWidth;
                    while (bits >= 8) {
                        page.write((int) (buf & 0xFF));
                        buf >>>= 8;
                        bits -= 8;
                    }
                }
            } else {
                for (Object v : values) {
                    plain(c, v, page);
                }
            }
            x[2] += zstdBytes(page.toByteArray());
            for (Object v : new Object[] {min, max}) {
                int w = c.statsWidth(v);
                if (c.isString()) {
                    x[4] += Math.min(w, TRUNCATE);
                    x[5] += Math.max(0, w - TRUNCATE);
                } else {
                    x[3] += w;
                }
            }
        }
        return x;
    }

    /**
     * The bytes zstd level 1 makes of {@code b} as parquet-mr compresses a page: through a zstd output stream, so with
     * the parameters of an unknown source size (a one-shot compression tunes them to the size and finds fewer matches
     * in a page of tens of KB).
     */
    static int zstdBytes(byte[] b) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(b.length / 2 + 64);
        try (com.github.luben.zstd.ZstdOutputStreamNoFinalizer z = new com.github.luben.zstd.ZstdOutputStreamNoFinalizer(out, 1)) {
            z.write(b);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.size();
    }

    /** A value's Parquet PLAIN encoding: little-endian INT32 / INT64 / DOUBLE, a string's 4-byte length then its bytes. */
    private static void plain(Column c, Object v, java.io.ByteArrayOutputStream out) {
        if (c.isString()) {
            byte[] b = utf8(v);
            le(out, b.length, 4);
            out.write(b, 0, b.length);
            return;
        }
        long bits;
        if (v instanceof Double) {
            bits = c.width == 4 ? Float.floatToIntBits(((Double) v).floatValue()) : Double.doubleToLongBits((Double) v);
        } else if (v instanceof Float) {
            bits = Float.floatToIntBits((Float) v);
        } else if (v instanceof BigDecimal) {
            bits = unscaled(v);
        } else if (v instanceof Number) {
            bits = ((Number) v).longValue();
        } else if (v instanceof Boolean) {
            bits = (Boolean) v ? 1 : 0;
        } else {
            bits = v.hashCode();
        }
        le(out, bits, Math.max(1, Math.min(c.width, 8)));
        for (int i = 8; i < c.width; i++) {
            out.write(0);
        }
    }

    private static void le(java.io.ByteArrayOutputStream out, long v, int bytes) {
        for (int i = 0; i < bytes; i++) {
            out.write((int) (v >>> (8 * i)) & 0xFF);
        }
    }

    private static void varint(java.io.ByteArrayOutputStream out, long u) {
        while ((u & ~0x7FL) != 0) {
            out.write((int) ((u & 0x7F) | 0x80));
            u >>>= 7;
        }
        out.write((int) u);
    }

    /**
     * Paimon's data file for the estimate (COMPACTION.md "Run sizes", versions 3 and 5): Parquet (the model above,
     * fitted with zstd), Avro, uncompressed ORC, or zstd-compressed ORC, each a least-squares fit of Paimon 1.4.2's
     * file sizes ({@code flink-oracle/probes/fz31}: {@code fit_formats.py}, coefficients per feature of
     * {@link #ORC_FEATURES} / {@link #AVRO_FEATURES}; {@code flink-oracle/probes/fz34}: {@code fit_orc.py}, per
     * feature of {@link #ORC_STREAM_FEATURES}).
     */
    static final class Format {
        static final Format PARQUET = new Format(false, false, null, null);
        final boolean avro;
        /** ORC with zstd or lz4: the {@link #ORC_STREAM_FEATURES} model (version 5). */
        final boolean orcStreams;
        final double[] coefficients;
        /** Version 8: ORC's codec, whose small files {@link OrcLayout} lays out (null: not ORC, or another codec). */
        final OrcLayout.Codec orcCodec;

        private Format(boolean avro, boolean orcStreams, double[] coefficients, OrcLayout.Codec orcCodec) {
            this.avro = avro;
            this.orcStreams = orcStreams;
            this.coefficients = coefficients;
            this.orcCodec = orcCodec;
        }

        boolean isParquet() {
            return coefficients == null;
        }

        /**
         * The format of {@code file.format} and {@code file.compression} (unset: zstd, Paimon 1.4.2's default, also
         * its ORC writer's). Avro: zstd's fit for every codec (Paimon 1.4.2's Avro writer refuses {@code none} and
         * {@code lz4}). ORC: uncompressed files have their fit (version 3); zstd and lz4 files theirs over ORC's
         * streams (version 5); other codecs (snappy, zlib, which the fuzz generators do not draw) keep the Parquet
         * model.
         */
        static Format of(String format, String compression) {
            String f = format == null ? "parquet" : format.trim().toLowerCase(java.util.Locale.ROOT);
            String c = compression == null ? "zstd" : compression.trim().toLowerCase(java.util.Locale.ROOT);
            if (f.equals("orc") && (c.equals("none") || c.equals("uncompressed"))) {
                return new Format(false, false, ORC_NONE, OrcLayout.Codec.NONE);
            }
            if (f.equals("orc") && c.equals("zstd")) {
                return new Format(false, true, ORC_ZSTD, OrcLayout.Codec.ZSTD);
            }
            if (f.equals("orc") && c.equals("lz4")) {
                return new Format(false, true, ORC_LZ4, OrcLayout.Codec.LZ4);
            }
            if (f.equals("avro")) {
                return new Format(true, false, AVRO_ZSTD, null);
            }
            return PARQUET;
        }
    }

    /** ORC features: per file, per column, nullable, with a null, string, 8 bytes wide, all null; value bytes (varints), string bytes, distinct values, min/max bytes, records, name bytes. */
    static final String[] ORC_FEATURES = {"file", "column", "nullable", "hasnull", "string", "wide", "all_null", "data", "strdata", "distinct", "stats", "rows", "names"};
    /** Avro features: per file, per column, nullable, string, BIGINT, DOUBLE, DECIMAL; Avro's encoded bytes of the records, records, name bytes. */
    static final String[] AVRO_FEATURES = {"file", "column", "nullable", "string", "long", "double", "decimal", "data", "rows", "names"};
    // FITS-BEGIN (written by flink-oracle/probes/fz31/fit_formats.py)
    static final double[] ORC_NONE = {33.204, 110.642, -22.174, 12.750, 15.679, 3.018, -3.704, 0.939, 2.317, 0.379, 4.355, -4.482, 1.000};
    static final double[] AVRO_ZSTD = {171.304, 26.748, 23.037, 5.178, 0.143, 15.950, 0.000, 0.473, 2.333, 1.000};
    // FITS-END
    /**
     * ORC + zstd features (version 5): per file, per column, the raw bytes of the column's ORC streams
     * ({@link #orcStreamBytes}: PRESENT, DATA, LENGTH, DICTIONARY_DATA, SECONDARY as ORC's writer encodes them, each
     * too small for zstd to shrink), the bytes of its statistics' values ({@link #orcStatsBytes}: minimum, maximum,
     * sum), per column with a null, distinct values, per string column, name bytes (weight 1).
     */
    static final String[] ORC_STREAM_FEATURES = {"file", "column", "sdata", "stats", "hasnull", "distinct", "string", "names"};
    // flink-oracle/probes/fz34/fit_orc.py --java: 992 files of 1..10 rows (layout27's 16 tables, 72 gen_mix-like
    // tables, primary-key files in key order); mean error 15 bytes
    static final double[] ORC_ZSTD = {201.202, 48.110, 1.104, 3.974, 9.496, 1.168, 13.093, 1.000};
    // fit_orc.py lz4 --java: the same files written with 'file.compression' = 'lz4'; mean error 15 bytes
    static final double[] ORC_LZ4 = {154.454, 61.351, 0.988, 3.444, 11.375, 1.369, 22.436, 1.000};

    /** The estimated size of Paimon's file of {@code format} holding {@code rows}. */
    static long estimate(Format format, Columns cols, List<Object[]> rows) {
        if (format.isParquet()) {
            return estimate(cols, rows);
        }
        // version 8: the ORC or Avro file laid out
        long laid = format.orcCodec != null ? OrcLayout.size(cols, rows, format.orcCodec) : format.avro ? AvroLayout.size(cols, rows) : -1;
        if (laid >= 0) {
            return laid;
        }
        return Math.round(dot(format.coefficients, features(format, cols, rows)));
    }

    /** The fitted estimate of a non-Parquet format (versions 3 and 5), without version 8's ORC layout. */
    static long estimateFitted(Format format, Columns cols, List<Object[]> rows) {
        return Math.round(dot(format.coefficients, features(format, cols, rows)));
    }

    private static double[] features(Format format, Columns cols, List<Object[]> rows) {
        return format.avro ? avroFeatures(cols, rows) : format.orcStreams ? orcStreamFeatures(cols, rows) : orcFeatures(cols, rows);
    }

    /** The value-independent part of the estimate of {@code format}. */
    static double fixed(Format format, Columns cols) {
        if (format.isParquet()) {
            return fixed(cols);
        }
        double[] x = features(format, cols, List.of());
        if (!format.avro && !format.orcStreams) {
            x[6] = 0; // all_null: no values at all is no all-null column
        }
        return dot(format.coefficients, x);
    }

    private static double dot(double[] c, double[] x) {
        double s = 0;
        for (int i = 0; i < c.length; i++) {
            s += c[i] * x[i];
        }
        return s;
    }

    /** The bytes of {@code v} as a zigzag varint (Avro's long, ORC's signed integers; also {@link AvroLayout}). */
    static int zigzagVarint(long v) {
        long z = (v << 1) ^ (v >> 63);
        int n = 1;
        while ((z & ~0x7FL) != 0) {
            z >>>= 7;
            n++;
        }
        return n;
    }

    private static int stringBytes(Object v) {
        if (v instanceof java.nio.ByteBuffer) {
            return ((java.nio.ByteBuffer) v).remaining();
        }
        return v.toString().getBytes(StandardCharsets.UTF_8).length;
    }

    private static long unscaled(Object v) {
        BigDecimal d = (BigDecimal) v;
        return d.unscaledValue().bitLength() < 63 ? d.unscaledValue().longValue() : Long.MAX_VALUE;
    }

    /** ORC's bytes of a non-null value: a zigzag varint for integers and decimals, 8 for a DOUBLE, the width else. */
    private static int orcValueBytes(Column c, Object v) {
        switch (c.valueClass) {
            case Column.INTEGRAL: case Column.LONG:
                return v instanceof Number ? zigzagVarint(((Number) v).longValue()) : Math.max(c.width, 1);
            case Column.DOUBLE:
                return 8;
            case Column.STRING:
                return stringBytes(v);
            case Column.DECIMAL:
                return v instanceof BigDecimal ? zigzagVarint(unscaled(v)) : 8;
            default:
                return Math.max(c.width, 1);
        }
    }

    /** Avro's binary encoding of a non-null value. */
    private static int avroValueBytes(Column c, Object v) {
        switch (c.valueClass) {
            case Column.INTEGRAL: case Column.LONG:
                return v instanceof Number ? zigzagVarint(((Number) v).longValue()) : Math.max(c.width, 1);
            case Column.DOUBLE:
                return 8;
            case Column.STRING: {
                int n = stringBytes(v);
                return zigzagVarint(n) + n;
            }
            case Column.DECIMAL:
                return v instanceof BigDecimal ? 1 + ((BigDecimal) v).unscaledValue().bitLength() / 8 + 1 : 9;
            default:
                return Math.max(c.width, 1);
        }
    }

    static double[] orcFeatures(Columns cols, List<Object[]> rows) {
        double[] x = new double[ORC_FEATURES.length];
        x[0] = 1;
        x[11] = rows.size();
        for (int i = 0; i < cols.columns.size(); i++) {
            Column c = cols.columns.get(i);
            x[1]++;
            x[2] += c.nullable ? 1 : 0;
            x[4] += c.valueClass == Column.STRING ? 1 : 0;
            x[5] += c.width == 8 ? 1 : 0;
            x[12] += c.nameBytes;
            int nonNull = 0;
            Set<Object> distinct = new HashSet<>();
            Object min = null;
            Object max = null;
            for (Object[] row : rows) {
                Object v = row[i];
                if (v == null) {
                    continue;
                }
                nonNull++;
                if (c.valueClass == Column.STRING) {
                    x[8] += orcValueBytes(c, v);
                } else {
                    x[7] += orcValueBytes(c, v);
                }
                distinct.add(v);
                if (min == null || compare(v, min) < 0) {
                    min = v;
                }
                if (max == null || compare(v, max) > 0) {
                    max = v;
                }
            }
            if (nonNull < rows.size()) {
                x[3]++;
            }
            if (nonNull == 0) {
                x[6]++;
                continue;
            }
            x[9] += distinct.size();
            x[10] += orcValueBytes(c, min) + orcValueBytes(c, max);
        }
        return x;
    }

    static double[] orcStreamFeatures(Columns cols, List<Object[]> rows) {
        double[] x = new double[ORC_STREAM_FEATURES.length];
        x[0] = 1;
        for (int i = 0; i < cols.columns.size(); i++) {
            Column c = cols.columns.get(i);
            x[1]++;
            x[6] += c.valueClass == Column.STRING ? 1 : 0;
            x[7] += c.nameBytes;
            List<Object> values = new ArrayList<>();
            for (Object[] row : rows) {
                if (row[i] != null) {
                    values.add(row[i]);
                }
            }
            x[2] += orcStreamBytes(c, values, rows.size());
            if (values.size() < rows.size()) {
                x[4]++;
            }
            if (!values.isEmpty()) {
                x[3] += orcStatsBytes(c, values);
                x[5] += new HashSet<>(values).size();
            }
        }
        return x;
    }

    /**
     * The raw bytes of a column's ORC streams for {@code values} (the non-null ones) of {@code rows} records: PRESENT
     * (a bit per record, one byte-RLE literal run) when one is null; integers as RLE v2 ({@link #rle2}), TINYINT as
     * byte RLE, DOUBLE 8 bytes each, BOOLEAN bits, DECIMAL varints plus RLE v2 scales; strings dictionary-encoded
     * (indexes, the sorted distinct values' lengths and bytes) when at most 80% of them are distinct, else their bytes
     * and lengths.
     */
    static long orcStreamBytes(Column c, List<Object> values, int rows) {
        long s = values.size() < rows ? 1 + (rows + 7) / 8 : 0;
        int n = values.size();
        if (n == 0) {
            return s;
        }
        boolean numbers = true;
        for (Object v : values) {
            numbers &= v instanceof Number;
        }
        switch (c.valueClass) {
            case Column.INTEGRAL: case Column.LONG: {
                if (!numbers) {
                    return s + (long) Math.max(c.width, 1) * n;
                }
                long[] a = new long[n];
                for (int i = 0; i < n; i++) {
                    a[i] = ((Number) values.get(i)).longValue();
                }
                if (c.byteValues) {
                    boolean same = true;
                    for (long v : a) {
                        same &= v == a[0];
                    }
                    return s + (n >= 3 && same ? 2 : 1 + n);
                }
                return s + rle2(a, true);
            }
            case Column.DOUBLE:
                return s + 8L * n;
            case Column.DECIMAL: {
                long[] scales = new long[n];
                long data = 0;
                for (int i = 0; i < n; i++) {
                    Object v = values.get(i);
                    data += v instanceof BigDecimal ? zigzagVarint(unscaled(v)) : 8;
                    scales[i] = v instanceof BigDecimal ? ((BigDecimal) v).scale() : 0;
                }
                return s + data + rle2(scales, true);
            }
            case Column.STRING:
                break;
            default:
                if (c.width == 1) {
                    return s + 1 + (n + 7) / 8; // BOOLEAN: bits
                }
                if (c.width > 0) {
                    return s + (long) c.width * n;
                }
        }
        // strings, binary, and unsplit nested columns (their text)
        byte[][] bytes = new byte[n][];
        Set<java.nio.ByteBuffer> distinct = new HashSet<>();
        for (int i = 0; i < n; i++) {
            bytes[i] = utf8(values.get(i));
            distinct.add(java.nio.ByteBuffer.wrap(bytes[i]));
        }
        if (distinct.size() <= 0.8 * n) {
            List<byte[]> sorted = new ArrayList<>();
            for (java.nio.ByteBuffer b : distinct) {
                sorted.add(b.array());
            }
            sorted.sort(java.util.Arrays::compareUnsigned);
            long[] lengths = new long[sorted.size()];
            long dictionary = 0;
            for (int i = 0; i < lengths.length; i++) {
                lengths[i] = sorted.get(i).length;
                dictionary += lengths[i];
            }
            long[] indexes = new long[n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < lengths.length; j++) {
                    if (java.util.Arrays.equals(sorted.get(j), bytes[i])) {
                        indexes[i] = j;
                        break;
                    }
                }
            }
            return s + rle2(indexes, false) + rle2(lengths, false) + dictionary;
        }
        long[] lengths = new long[n];
        long data = 0;
        for (int i = 0; i < n; i++) {
            lengths[i] = bytes[i].length;
            data += lengths[i];
        }
        return s + data + rle2(lengths, false);
    }

    /** A string or binary value's bytes (UTF-8 of a string; also {@link OrcLayout}). */
    static byte[] utf8(Object v) {
        if (v instanceof java.nio.ByteBuffer) {
            java.nio.ByteBuffer b = ((java.nio.ByteBuffer) v).duplicate();
            byte[] out = new byte[b.remaining()];
            b.get(out);
            return out;
        }
        return v.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The bytes of ORC's statistics values of a column: integers' minimum, maximum and sum as varints; DOUBLE's as 8 bytes each; strings' minimum and maximum bytes and the varint of their total length; DECIMAL's as text. */
    static long orcStatsBytes(Column c, List<Object> values) {
        Object min = null;
        Object max = null;
        for (Object v : values) {
            if (min == null || compare(v, min) < 0) {
                min = v;
            }
            if (max == null || compare(v, max) > 0) {
                max = v;
            }
        }
        switch (c.valueClass) {
            case Column.INTEGRAL: case Column.LONG: {
                if (!(min instanceof Number)) {
                    return 3L * Math.max(c.width, 1);
                }
                long sum = 0;
                for (Object v : values) {
                    sum += ((Number) v).longValue();
                }
                return zigzagVarint(((Number) min).longValue()) + zigzagVarint(((Number) max).longValue()) + zigzagVarint(sum);
            }
            case Column.DOUBLE:
                return 24;
            case Column.DECIMAL: {
                BigDecimal sum = BigDecimal.ZERO;
                for (Object v : values) {
                    sum = v instanceof BigDecimal ? sum.add((BigDecimal) v) : sum;
                }
                return min.toString().length() + max.toString().length() + sum.toPlainString().length();
            }
            case Column.STRING:
                break;
            default:
                if (c.width > 0) {
                    return 0;
                }
        }
        long total = 0;
        for (Object v : values) {
            total += utf8(v).length;
        }
        return utf8(min).length + utf8(max).length + unsignedVarint(total);
    }

    /**
     * ORC's RLE v2 bytes of a short run of integers (a small file's column: one run), as its writer picks for it:
     * SHORT_REPEAT (3 to 10 equal values; more equal ones: DELTA), DELTA (3 or more values, strictly monotone or of
     * one step), else DIRECT (bit-packed at the width of the largest value, rounded up to ORC's widths). Signed values
     * zigzag-encoded.
     */
    static long rle2(long[] v, boolean signed) {
        int n = v.length;
        if (n == 0) {
            return 0;
        }
        long first = signed ? zigzag(v[0]) : v[0];
        boolean same = true;
        for (long x : v) {
            same &= x == v[0];
        }
        if (n >= 3 && same) {
            return 1 + (bits(first) + 7) / 8;
        }
        if (n >= 3) {
            boolean up = true;
            boolean down = true;
            boolean oneStep = true;
            long maxStep = 0;
            for (int i = 1; i < n; i++) {
                long d = v[i] - v[i - 1];
                up &= d > 0;
                down &= d < 0;
                oneStep &= d == v[1] - v[0];
                if (i >= 2) {
                    maxStep = Math.max(maxStep, Math.abs(d));
                }
            }
            long head = 2 + unsignedVarint(first) + unsignedVarint(zigzag(v[1] - v[0]));
            if (oneStep) {
                return head;
            }
            if (up || down) {
                return head + ((long) (n - 2) * bits(maxStep) + 7) / 8;
            }
        }
        long max = 0;
        for (long x : v) {
            long u = signed ? zigzag(x) : x;
            max = Long.compareUnsigned(u, max) > 0 ? u : max;
        }
        int width = 64;
        for (int w : new int[] {1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64}) {
            if (w >= bits(max)) {
                width = w;
                break;
            }
        }
        return 2 + ((long) n * width + 7) / 8;
    }

    private static long zigzag(long v) {
        return (v << 1) ^ (v >> 63);
    }

    private static int bits(long u) {
        return Math.max(1, 64 - Long.numberOfLeadingZeros(u));
    }

    private static int unsignedVarint(long u) {
        int n = 1;
        while ((u & ~0x7FL) != 0) {
            u >>>= 7;
            n++;
        }
        return n;
    }

    static double[] avroFeatures(Columns cols, List<Object[]> rows) {
        double[] x = new double[AVRO_FEATURES.length];
        x[0] = 1;
        x[8] = rows.size();
        for (int i = 0; i < cols.columns.size(); i++) {
            Column c = cols.columns.get(i);
            x[1]++;
            x[2] += c.nullable ? 1 : 0;
            x[3] += c.valueClass == Column.STRING ? 1 : 0;
            x[4] += c.valueClass == Column.LONG ? 1 : 0;
            x[5] += c.valueClass == Column.DOUBLE ? 1 : 0;
            x[6] += c.valueClass == Column.DECIMAL ? 1 : 0;
            x[9] += c.nameBytes;
            for (Object[] row : rows) {
                Object v = row[i];
                x[7] += (c.nullable ? 1 : 0) + (v == null ? 0 : avroValueBytes(c, v));
            }
        }
        return x;
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

    /**
     * File name to weight, at most {@code max} entries (then cleared, as the map it replaces was), with
     * primitive values in open-addressed arrays: a put of a new file allocates nothing once the arrays
     * have grown (they keep their size when cleared). Weights are never negative ({@link #ABSENT}).
     * Thread-safe (weighed by the writer's picks and the compaction thread).
     */
    static final class WeightCache {
        static final long ABSENT = Long.MIN_VALUE;
        private final int max;
        private String[] keys = new String[16];
        private long[] values = new long[16];
        private int size;

        WeightCache(int max) {
            this.max = max;
        }

        synchronized long get(String key) {
            int mask = keys.length - 1;
            for (int i = spread(key.hashCode()) & mask; ; i = (i + 1) & mask) {
                String k = keys[i];
                if (k == null) {
                    return ABSENT;
                }
                if (k == key || k.equals(key)) {
                    return values[i];
                }
            }
        }

        synchronized void put(String key, long value) {
            if (size >= max) {
                java.util.Arrays.fill(keys, null);
                size = 0;
            }
            if (2 * (size + 1) > keys.length) { // at most half full: short probes
                String[] oldKeys = keys;
                long[] oldValues = values;
                keys = new String[oldKeys.length * 2];
                values = new long[oldKeys.length * 2];
                size = 0; // counted again as the entries go in
                for (int j = 0; j < oldKeys.length; j++) {
                    if (oldKeys[j] != null) {
                        insert(oldKeys[j], oldValues[j]);
                    }
                }
            }
            insert(key, value);
        }

        private void insert(String key, long value) {
            int mask = keys.length - 1;
            for (int i = spread(key.hashCode()) & mask; ; i = (i + 1) & mask) {
                String k = keys[i];
                if (k == null) {
                    keys[i] = key;
                    values[i] = value;
                    size++;
                    return;
                }
                if (k == key || k.equals(key)) {
                    values[i] = value;
                    return;
                }
            }
        }

        synchronized int size() {
            return size;
        }

        private static int spread(int h) {
            return h ^ (h >>> 16);
        }
    }
}
