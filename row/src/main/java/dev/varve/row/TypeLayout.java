package dev.varve.row;

/**
 * How one {@link DataType} is laid out in the binary row format (ROW_FORMAT.md): its storage
 * {@link Kind}, its width in a fixed slot, and the layouts of nested types. Built once per
 * serializer / binary row, so the per-record code dispatches on a small enum instead of walking
 * data types. Immutable; thread-safe.
 */
final class TypeLayout {

    /** Storage kinds. The first twelve live entirely in their slot; the rest in the variable part. */
    enum Kind {
        BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DATE, TIME,
        DECIMAL_COMPACT, TIMESTAMP_COMPACT, LTZ_COMPACT,
        STRING, BINARY, DECIMAL_BIG, TIMESTAMP_NANOS, LTZ_NANOS, ARRAY, MAP, ROW;

        boolean isVar() {
            return ordinal() >= STRING.ordinal();
        }

        long bit() {
            return 1L << ordinal();
        }

        /** The simple name of the canonical Java class of values of this kind (see {@link InternalRow}). */
        String canonicalClassName() {
            switch (this) {
                case BOOLEAN: return "Boolean";
                case TINYINT: return "Byte";
                case SMALLINT: return "Short";
                case INT: return "Integer";
                case BIGINT: return "Long";
                case FLOAT: return "Float";
                case DOUBLE: return "Double";
                case DATE: return "LocalDate";
                case TIME: return "LocalTime";
                case DECIMAL_COMPACT: case DECIMAL_BIG: return "BigDecimal";
                case TIMESTAMP_COMPACT: case TIMESTAMP_NANOS: return "LocalDateTime";
                case LTZ_COMPACT: case LTZ_NANOS: return "Instant";
                case STRING: return "String";
                case BINARY: return "byte[]";
                case ARRAY: return "java.util.List";
                case MAP: return "java.util.Map";
                default: return "InternalRow";
            }
        }
    }

    /** Largest DECIMAL precision stored as an unscaled long in the slot. */
    static final int MAX_COMPACT_DECIMAL_PRECISION = 18;
    /** Largest TIMESTAMP / TIMESTAMP_LTZ precision stored as epoch millis in the slot. */
    static final int MAX_COMPACT_TIMESTAMP_PRECISION = 3;

    final Kind kind;
    final DataType type;
    /** Field path for error messages, e.g. {@code order.items[]}. */
    final String path;
    final boolean nullable;
    /** Bytes the value occupies in a slot (array slots are this wide; row slots are always 8). */
    final int width;
    /** ARRAY element or MAP key layout. */
    final TypeLayout element;
    /** MAP value layout. */
    final TypeLayout value;
    /** ROW layout. */
    final RowLayout row;
    /** TIME/TIMESTAMP/TIMESTAMP_LTZ: 10^(9 - precision); nanos must be a multiple of it. */
    final int fractionUnit;
    /** DECIMAL: 10^precision when precision <= 18 (|unscaled| must be below it), else 0. */
    final long decimalBound;

    private TypeLayout(DataType type, String path) {
        this.type = type;
        this.path = path;
        this.nullable = type.isNullable();
        this.kind = kindOf(type);
        this.width = widthOf(kind);
        TypeRoot root = type.root();
        this.element = root == TypeRoot.ARRAY ? new TypeLayout(type.elementType(), path + "[]")
                : root == TypeRoot.MAP ? new TypeLayout(type.keyType(), path + "{key}") : null;
        this.value = root == TypeRoot.MAP ? new TypeLayout(type.valueType(), path + "{value}") : null;
        this.row = root == TypeRoot.ROW ? new RowLayout(new RowType(type.fields()), path + ".") : null;
        boolean timed = root == TypeRoot.TIME || root == TypeRoot.TIMESTAMP || root == TypeRoot.TIMESTAMP_LTZ;
        this.fractionUnit = timed ? (int) pow10(9 - type.precision()) : 1;
        this.decimalBound = kind == Kind.DECIMAL_COMPACT ? pow10(type.precision()) : 0;
    }

    static TypeLayout of(DataType type, String path) {
        return new TypeLayout(type, path);
    }

    static long pow10(int n) {
        long r = 1;
        for (int i = 0; i < n; i++) {
            r *= 10;
        }
        return r;
    }

    static Kind kindOf(DataType t) {
        switch (t.root()) {
            case BOOLEAN: return Kind.BOOLEAN;
            case TINYINT: return Kind.TINYINT;
            case SMALLINT: return Kind.SMALLINT;
            case INT: return Kind.INT;
            case BIGINT: return Kind.BIGINT;
            case FLOAT: return Kind.FLOAT;
            case DOUBLE: return Kind.DOUBLE;
            case DATE: return Kind.DATE;
            case TIME: return Kind.TIME;
            case DECIMAL:
                return t.precision() <= MAX_COMPACT_DECIMAL_PRECISION ? Kind.DECIMAL_COMPACT : Kind.DECIMAL_BIG;
            case TIMESTAMP:
                return t.precision() <= MAX_COMPACT_TIMESTAMP_PRECISION ? Kind.TIMESTAMP_COMPACT : Kind.TIMESTAMP_NANOS;
            case TIMESTAMP_LTZ:
                return t.precision() <= MAX_COMPACT_TIMESTAMP_PRECISION ? Kind.LTZ_COMPACT : Kind.LTZ_NANOS;
            case CHAR: case VARCHAR: return Kind.STRING;
            case BINARY: case VARBINARY: return Kind.BINARY;
            case ARRAY: return Kind.ARRAY;
            case MAP: return Kind.MAP;
            case ROW: return Kind.ROW;
            default: throw new IllegalArgumentException("unsupported type " + t);
        }
    }

    private static int widthOf(Kind k) {
        switch (k) {
            case BOOLEAN: case TINYINT: return 1;
            case SMALLINT: return 2;
            case INT: case FLOAT: case DATE: return 4;
            default: return 8;
        }
    }

    /** The canonical Java class name of this type's values, for error messages. */
    String canonicalClassName() {
        return kind.canonicalClassName();
    }

    /** The layout of a row: header (kind byte + null bits, 8-byte aligned), slots, variable part. */
    static final class RowLayout {
        final TypeLayout[] fields;
        final int arity;
        final int headerBytes;
        final int fixedBytes;

        /**
         * For a flat row — at most 56 fields (an 8-byte header), each of a kind {@link #isFlat} — the exact class of each
         * field's values (every one final), for {@code BinaryWriter}'s flat path; null for any other row.
         */
        final Class<?>[] flatClasses;
        /** With {@link #flatClasses}: each field's {@link Kind} ordinal. */
        final byte[] flatKinds;

        RowLayout(RowType type, String pathPrefix) {
            this.arity = type.size();
            this.fields = new TypeLayout[arity];
            for (int i = 0; i < arity; i++) {
                fields[i] = new TypeLayout(type.type(i), pathPrefix + type.field(i).name());
            }
            this.headerBytes = headerBytes(arity);
            this.fixedBytes = headerBytes + 8 * arity;
            boolean flat = headerBytes == 8;
            for (int i = 0; i < arity && flat; i++) {
                flat = isFlat(fields[i].kind);
            }
            this.flatClasses = flat ? new Class<?>[arity] : null;
            this.flatKinds = flat ? new byte[arity] : null;
            for (int i = 0; flat && i < arity; i++) {
                flatKinds[i] = (byte) fields[i].kind.ordinal();
                flatClasses[i] = exactClass(fields[i].kind);
            }
        }

        /** Kinds whose value is one final class, written with no check beyond that class (and NOT NULL). */
        static boolean isFlat(Kind k) {
            switch (k) {
                case BOOLEAN: case TINYINT: case SMALLINT: case INT: case BIGINT: case FLOAT: case DOUBLE:
                case STRING: case BINARY:
                    return true;
                default:
                    return false;
            }
        }

        private static Class<?> exactClass(Kind k) {
            switch (k) {
                case BOOLEAN: return Boolean.class;
                case TINYINT: return Byte.class;
                case SMALLINT: return Short.class;
                case INT: return Integer.class;
                case BIGINT: return Long.class;
                case FLOAT: return Float.class;
                case DOUBLE: return Double.class;
                case STRING: return String.class;
                case BINARY: return byte[].class;
                default: throw new IllegalArgumentException("not a flat kind " + k);
            }
        }

        /** 1 row-kind byte + one null bit per field, rounded up to a multiple of 8. */
        static int headerBytes(int arity) {
            int raw = 1 + (arity + 7) / 8;
            return (raw + 7) & ~7;
        }
    }
}
