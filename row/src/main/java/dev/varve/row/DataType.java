package dev.varve.row;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A logical SQL type (SEMANTICS §1): a {@link TypeRoot}, nullability and the root's parameters.
 * Immutable. {@link #toString()} gives the SQL spelling ({@code DECIMAL(10, 2) NOT NULL}) that
 * {@link DataTypeParser} reads back.
 *
 * <p>Parameters by root: CHAR/VARCHAR/BINARY/VARBINARY use {@link #length()} ({@link #MAX_LENGTH}
 * means STRING/BYTES); DECIMAL uses {@link #precision()} and {@link #scale()}; TIME, TIMESTAMP and
 * TIMESTAMP_LTZ use {@link #precision()} (fractional-second digits, 0..9); ARRAY uses
 * {@link #elementType()}; MAP uses {@link #keyType()} and {@link #valueType()}; ROW uses
 * {@link #fields()}.
 */
public final class DataType {
    public static final int MAX_LENGTH = Integer.MAX_VALUE;
    public static final int MAX_DECIMAL_PRECISION = 38;

    private final TypeRoot root;
    private final boolean nullable;
    private final int length;
    private final int precision;
    private final int scale;
    private final DataType elementType;
    private final DataType valueType;
    private final List<DataField> fields;

    private DataType(TypeRoot root, boolean nullable, int length, int precision, int scale,
                     DataType elementType, DataType valueType, List<DataField> fields) {
        this.root = root;
        this.nullable = nullable;
        this.length = length;
        this.precision = precision;
        this.scale = scale;
        this.elementType = elementType;
        this.valueType = valueType;
        this.fields = fields;
    }

    // ---- factories -------------------------------------------------------------------------

    private static DataType simple(TypeRoot root) {
        return new DataType(root, true, 0, 0, 0, null, null, null);
    }

    public static DataType booleanType() { return simple(TypeRoot.BOOLEAN); }
    public static DataType tinyint() { return simple(TypeRoot.TINYINT); }
    public static DataType smallint() { return simple(TypeRoot.SMALLINT); }
    public static DataType intType() { return simple(TypeRoot.INT); }
    public static DataType bigint() { return simple(TypeRoot.BIGINT); }
    public static DataType floatType() { return simple(TypeRoot.FLOAT); }
    public static DataType doubleType() { return simple(TypeRoot.DOUBLE); }
    public static DataType date() { return simple(TypeRoot.DATE); }

    public static DataType decimal(int precision, int scale) {
        if (precision < 1 || precision > MAX_DECIMAL_PRECISION) {
            throw new IllegalArgumentException("DECIMAL precision must be between 1 and 38, got " + precision);
        }
        if (scale < 0 || scale > precision) {
            throw new IllegalArgumentException("DECIMAL scale must be between 0 and the precision " + precision + ", got " + scale);
        }
        return new DataType(TypeRoot.DECIMAL, true, 0, precision, scale, null, null, null);
    }

    private static DataType sized(TypeRoot root, int length) {
        if (length < 1) {
            throw new IllegalArgumentException(root + " length must be at least 1, got " + length);
        }
        return new DataType(root, true, length, 0, 0, null, null, null);
    }

    public static DataType charType(int length) { return sized(TypeRoot.CHAR, length); }

    /**
     * CHAR(0), the type Flink SQL gives the empty literal {@code ''} (it fits a CHAR(n) column without a cast). An
     * expression type only: no column has it ({@link DataTypeParser} refuses CHAR(0), as Flink's DDL does).
     */
    public static DataType emptyChar() { return new DataType(TypeRoot.CHAR, true, 0, 0, 0, null, null, null); }
    public static DataType varchar(int length) { return sized(TypeRoot.VARCHAR, length); }
    public static DataType string() { return sized(TypeRoot.VARCHAR, MAX_LENGTH); }
    public static DataType binary(int length) { return sized(TypeRoot.BINARY, length); }
    public static DataType varbinary(int length) { return sized(TypeRoot.VARBINARY, length); }
    public static DataType bytes() { return sized(TypeRoot.VARBINARY, MAX_LENGTH); }

    private static DataType timed(TypeRoot root, int precision) {
        if (precision < 0 || precision > 9) {
            throw new IllegalArgumentException(root + " precision must be between 0 and 9, got " + precision);
        }
        return new DataType(root, true, 0, precision, 0, null, null, null);
    }

    public static DataType time(int precision) { return timed(TypeRoot.TIME, precision); }
    public static DataType timestamp(int precision) { return timed(TypeRoot.TIMESTAMP, precision); }
    public static DataType timestampLtz(int precision) { return timed(TypeRoot.TIMESTAMP_LTZ, precision); }

    public static DataType array(DataType element) {
        return new DataType(TypeRoot.ARRAY, true, 0, 0, 0, Objects.requireNonNull(element), null, null);
    }

    public static DataType map(DataType key, DataType value) {
        return new DataType(TypeRoot.MAP, true, 0, 0, 0, Objects.requireNonNull(key), Objects.requireNonNull(value), null);
    }

    public static DataType row(List<DataField> fields) {
        return new DataType(TypeRoot.ROW, true, 0, 0, 0, null, null,
                Collections.unmodifiableList(new ArrayList<>(fields)));
    }

    // ---- accessors -------------------------------------------------------------------------

    public TypeRoot root() { return root; }
    public boolean isNullable() { return nullable; }
    public int length() { return length; }
    public int precision() { return precision; }
    public int scale() { return scale; }
    /** ARRAY element type. */
    public DataType elementType() { return elementType; }
    /** MAP key type. */
    public DataType keyType() { return elementType; }
    /** MAP value type. */
    public DataType valueType() { return valueType; }
    /** ROW fields. */
    public List<DataField> fields() { return fields; }

    public DataType nullable(boolean isNullable) {
        if (isNullable == nullable) {
            return this;
        }
        return new DataType(root, isNullable, length, precision, scale, elementType, valueType, fields);
    }

    public DataType notNull() { return nullable(false); }

    /** STRING or BYTES: a variable-length type without a length limit. */
    public boolean isUnbounded() {
        return (root == TypeRoot.VARCHAR || root == TypeRoot.VARBINARY) && length == MAX_LENGTH;
    }

    /** The SQL spelling without nullability, e.g. {@code DECIMAL(10, 2)} or {@code ARRAY<INT>}. */
    public String asSqlStringNoNull() {
        switch (root) {
            case BOOLEAN: case TINYINT: case SMALLINT: case INT: case BIGINT: case FLOAT: case DOUBLE: case DATE:
                return root.name();
            case DECIMAL:
                return "DECIMAL(" + precision + ", " + scale + ")";
            case CHAR:
                return "CHAR(" + length + ")";
            case VARCHAR:
                return length == MAX_LENGTH ? "STRING" : "VARCHAR(" + length + ")";
            case BINARY:
                return "BINARY(" + length + ")";
            case VARBINARY:
                return length == MAX_LENGTH ? "BYTES" : "VARBINARY(" + length + ")";
            case TIME:
                return "TIME(" + precision + ")";
            case TIMESTAMP:
                return "TIMESTAMP(" + precision + ")";
            case TIMESTAMP_LTZ:
                return "TIMESTAMP(" + precision + ") WITH LOCAL TIME ZONE";
            case ARRAY:
                return "ARRAY<" + elementType + ">";
            case MAP:
                return "MAP<" + elementType + ", " + valueType + ">";
            case ROW: {
                StringBuilder sb = new StringBuilder("ROW<");
                for (int i = 0; i < fields.size(); i++) {
                    if (i > 0) {
                        sb.append(", ");
                    }
                    DataField f = fields.get(i);
                    sb.append('`').append(f.name().replace("`", "``")).append("` ").append(f.type());
                }
                return sb.append('>').toString();
            }
            default:
                throw new IllegalStateException(root.name());
        }
    }

    @Override
    public String toString() {
        return nullable ? asSqlStringNoNull() : asSqlStringNoNull() + " NOT NULL";
    }

    /** Equal ignoring nullability (at the top level only). */
    public boolean equalsIgnoreNullable(DataType other) {
        return nullable(true).equals(other.nullable(true));
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof DataType)) {
            return false;
        }
        DataType t = (DataType) o;
        return root == t.root && nullable == t.nullable && length == t.length && precision == t.precision
                && scale == t.scale && Objects.equals(elementType, t.elementType)
                && Objects.equals(valueType, t.valueType) && Objects.equals(fields, t.fields);
    }

    @Override
    public int hashCode() {
        return Objects.hash(root, nullable, length, precision, scale, elementType, valueType, fields);
    }

    /** Parses a SQL type string; see {@link DataTypeParser}. */
    public static DataType parse(String sql) {
        return DataTypeParser.parse(sql);
    }

    static String upper(String s) {
        return s.toUpperCase(Locale.ROOT);
    }
}
