package dev.varve.cli.sql;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.DataTypeParser;
import dev.varve.row.TypeRoot;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlMapTypeNameSpec;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlTypeNameSpec;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.dialect.AnsiSqlDialect;
import org.apache.calcite.sql.pretty.SqlPrettyWriter;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.flink.sql.parser.type.ExtendedSqlCollectionTypeNameSpec;
import org.apache.flink.sql.parser.type.ExtendedSqlRowTypeNameSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** SQL type helpers: translating Flink type specs, Flink's type printing, and result types of operators. Stateless. */
public final class Types {
    private Types() {
    }

    /**
     * {@code VARCHAR} / {@code VARBINARY} written without a length in SQL: Flink's planner makes them STRING and
     * BYTES (its maximum length), where {@code CHAR} and {@code BINARY} are of length 1 (checked on Flink 2.0 +
     * Paimon 1.4.2: DESCRIBE prints STRING / BYTES). Not a quoted name ({@code "VARCHAR"}), nor one with a length.
     */
    private static final java.util.regex.Pattern UNSIZED_VARYING_CHAR =
            java.util.regex.Pattern.compile("(?<![\"`\\w])VARCHAR(?![\"`\\w]|\\s*\\()");
    private static final java.util.regex.Pattern UNSIZED_VARYING_BINARY =
            java.util.regex.Pattern.compile("(?<![\"`\\w])VARBINARY(?![\"`\\w]|\\s*\\()");

    /** The Varve type of a parsed Flink type spec ({@code DECIMAL(10, 2) NOT NULL}, {@code ARRAY<INT>}, ...). */
    public static DataType fromSpec(SqlDataTypeSpec spec) {
        String text = hasMap(spec.getTypeNameSpec()) ? specSql(spec.getTypeNameSpec()) : unparse(spec);
        String sql = UNSIZED_VARYING_BINARY.matcher(UNSIZED_VARYING_CHAR.matcher(text)
                .replaceAll("STRING")).replaceAll("BYTES");
        DataType t;
        try {
            t = DataTypeParser.parse(sql);
        } catch (IllegalArgumentException e) {
            throw new SqlError(e.getMessage());
        }
        Boolean nullable = spec.getNullable();
        return nullable != null && !nullable ? t.notNull() : t;
    }

    private static String unparse(SqlNode node) {
        return unparse(w -> node.unparse(w, 0, 0));
    }

    private static String unparse(SqlTypeNameSpec spec) { // not a SqlNode, but unparses the same way
        return unparse(w -> spec.unparse(w, 0, 0));
    }

    private static String unparse(Consumer<SqlWriter> unparser) {
        SqlWriter w = new SqlPrettyWriter(SqlPrettyWriter.config().withDialect(AnsiSqlDialect.DEFAULT)
                .withQuoteAllIdentifiers(true));
        unparser.accept(w);
        return w.toSqlString().getSql();
    }

    private static boolean hasMap(SqlTypeNameSpec spec) {
        if (spec instanceof SqlMapTypeNameSpec) {
            return true;
        }
        if (spec instanceof ExtendedSqlCollectionTypeNameSpec) {
            return hasMap(((ExtendedSqlCollectionTypeNameSpec) spec).getElementTypeName());
        }
        if (spec instanceof ExtendedSqlRowTypeNameSpec) {
            for (SqlDataTypeSpec f : ((ExtendedSqlRowTypeNameSpec) spec).getFieldTypes()) {
                if (hasMap(f.getTypeNameSpec())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The SQL text of a type spec holding a MAP, with the nullability of every nested type: Calcite's MAP spec
     * unparses its key and value without theirs ({@code MAP<STRING NOT NULL, INT NOT NULL>} came out as
     * {@code MAP<STRING, INT>}), where Flink and Paimon keep them (DESCRIBE, {@code $schemas}; REPORT Sweep 27 fz).
     */
    private static String specSql(SqlTypeNameSpec spec) {
        if (spec instanceof SqlMapTypeNameSpec) {
            SqlMapTypeNameSpec m = (SqlMapTypeNameSpec) spec;
            return "MAP<" + specSql(m.getKeyType()) + ", " + specSql(m.getValType()) + ">";
        }
        if (spec instanceof ExtendedSqlCollectionTypeNameSpec
                && ((ExtendedSqlCollectionTypeNameSpec) spec).getCollectionTypeName() == SqlTypeName.ARRAY) {
            ExtendedSqlCollectionTypeNameSpec a = (ExtendedSqlCollectionTypeNameSpec) spec;
            return "ARRAY<" + specSql(a.getElementTypeName()) + (a.elementNullable() ? "" : " NOT NULL") + ">";
        }
        if (spec instanceof ExtendedSqlRowTypeNameSpec) {
            ExtendedSqlRowTypeNameSpec r = (ExtendedSqlRowTypeNameSpec) spec;
            StringBuilder sb = new StringBuilder("ROW<");
            for (int i = 0; i < r.getFieldNames().size(); i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append('`').append(r.getFieldNames().get(i).getSimple().replace("`", "``")).append("` ")
                        .append(specSql(r.getFieldTypes().get(i)));
            }
            return sb.append('>').toString();
        }
        return unparse(spec);
    }

    private static String specSql(SqlDataTypeSpec spec) {
        String s = hasMap(spec.getTypeNameSpec()) ? specSql(spec.getTypeNameSpec()) : unparse(spec);
        return Boolean.FALSE.equals(spec.getNullable()) ? s + " NOT NULL" : s;
    }

    /** The type as Flink prints it in DESCRIBE ({@code TIMESTAMP_LTZ(3)}, {@code STRING}, {@code BYTES}). */
    public static String flinkString(DataType t, boolean withNullability) {
        return render(t, withNullability, false);
    }

    /**
     * The type as Flink prints it in SHOW CREATE TABLE, its serializable form: {@code VARCHAR(2147483647)} for
     * STRING, {@code VARBINARY(2147483647)} for BYTES, {@code TIMESTAMP(3) WITH LOCAL TIME ZONE}, nested types alike.
     */
    public static String flinkSerializableString(DataType t) {
        return render(t, true, true);
    }

    private static String render(DataType t, boolean withNullability, boolean serializable) {
        String s;
        switch (t.root()) {
            case TIMESTAMP_LTZ:
                s = serializable ? "TIMESTAMP(" + t.precision() + ") WITH LOCAL TIME ZONE" : "TIMESTAMP_LTZ(" + t.precision() + ")";
                break;
            case VARCHAR:
                s = serializable ? "VARCHAR(" + t.length() + ")" : t.asSqlStringNoNull();
                break;
            case VARBINARY:
                s = serializable ? "VARBINARY(" + t.length() + ")" : t.asSqlStringNoNull();
                break;
            case ARRAY:
                s = "ARRAY<" + render(t.elementType(), true, serializable) + ">";
                break;
            case MAP:
                s = "MAP<" + render(t.keyType(), true, serializable) + ", " + render(t.valueType(), true, serializable) + ">";
                break;
            case ROW: {
                StringBuilder sb = new StringBuilder("ROW<");
                for (int i = 0; i < t.fields().size(); i++) {
                    if (i > 0) {
                        sb.append(", ");
                    }
                    sb.append('`').append(t.fields().get(i).name().replace("`", "``")).append("` ")
                            .append(render(t.fields().get(i).type(), true, serializable));
                }
                s = sb.append('>').toString();
                break;
            }
            default:
                s = t.asSqlStringNoNull();
        }
        return withNullability && !t.isNullable() ? s + " NOT NULL" : s;
    }

    static boolean isNumeric(DataType t) {
        return t != null && t.root().isNumeric();
    }

    static boolean isTemporal(DataType t) {
        switch (t.root()) {
            case DATE: case TIME: case TIMESTAMP: case TIMESTAMP_LTZ: return true;
            default: return false;
        }
    }

    static boolean isApprox(DataType t) {
        return t.root() == TypeRoot.FLOAT || t.root() == TypeRoot.DOUBLE;
    }

    /** An integral or decimal type as DECIMAL(p, s) (Flink's rule for mixed exact arithmetic). */
    static DataType asDecimal(DataType t) {
        switch (t.root()) {
            case TINYINT: return DataType.decimal(3, 0);
            case SMALLINT: return DataType.decimal(5, 0);
            case INT: return DataType.decimal(10, 0);
            case BIGINT: return DataType.decimal(19, 0);
            default: return t;
        }
    }

    private static int rank(TypeRoot r) {
        switch (r) {
            case TINYINT: return 1;
            case SMALLINT: return 2;
            case INT: return 3;
            case BIGINT: return 4;
            default: return 0;
        }
    }

    /** Flink's precision/scale adjustment when the precision exceeds 38. */
    static DataType decimal(int p, int s) {
        if (p > DataType.MAX_DECIMAL_PRECISION) {
            int intDigits = p - s;
            int minScale = Math.min(s, 6);
            s = Math.max(DataType.MAX_DECIMAL_PRECISION - intDigits, minScale);
            p = DataType.MAX_DECIMAL_PRECISION;
        }
        return DataType.decimal(Math.max(p, 1), Math.min(s, Math.max(p, 1)));
    }

    /** The result type of {@code a op b} for op one of + - * / %. */
    static DataType arithmetic(char op, DataType a, DataType b) {
        if (a == null) {
            a = b;
        }
        if (b == null) {
            b = a;
        }
        if (a == null) {
            return DataType.intType();
        }
        if (!isNumeric(a) || !isNumeric(b)) {
            throw new SqlError("operator " + op + " needs numeric operands, got " + a.asSqlStringNoNull()
                    + " and " + b.asSqlStringNoNull());
        }
        if (a.root() == TypeRoot.DOUBLE || b.root() == TypeRoot.DOUBLE
                || (isApprox(a) && isApprox(b)) || (isApprox(a) != isApprox(b))) {
            if (a.root() == TypeRoot.FLOAT && b.root() == TypeRoot.FLOAT) {
                return DataType.floatType();
            }
            if ((a.root() == TypeRoot.FLOAT && !isApprox(b)) || (b.root() == TypeRoot.FLOAT && !isApprox(a))) {
                return DataType.floatType();
            }
            return DataType.doubleType();
        }
        if (a.root() == TypeRoot.DECIMAL || b.root() == TypeRoot.DECIMAL) {
            DataType x = asDecimal(a);
            DataType y = asDecimal(b);
            int p1 = x.precision();
            int s1 = x.scale();
            int p2 = y.precision();
            int s2 = y.scale();
            switch (op) {
                case '+': case '-': {
                    int s = Math.max(s1, s2);
                    return decimal(Math.max(p1 - s1, p2 - s2) + s + 1, s);
                }
                case '*':
                    return decimal(p1 + p2, s1 + s2);
                case '/': {
                    int s = Math.max(6, s1 + p2 + 1);
                    return decimal(p1 - s1 + s2 + s, s);
                }
                default: {
                    int s = Math.max(s1, s2);
                    return decimal(Math.min(p1 - s1, p2 - s2) + s, s);
                }
            }
        }
        return rank(a.root()) >= rank(b.root()) ? a.nullable(true) : b.nullable(true);
    }

    /**
     * Whether a query column of type {@code from} may be written into a sink column of type {@code to} without an
     * explicit CAST: Flink's implicit casts (LogicalTypeCasts, checked by its planner for every INSERT), which only
     * widen (INT into BIGINT, DECIMAL or DOUBLE; DECIMAL into FLOAT; TIMESTAMP into DATE) and never turn numbers into
     * strings, strings into dates or narrow numbers. A CHAR(n) column takes only CHAR values and a BINARY(n) column
     * only BINARY values, of any length (a VARCHAR or STRING needs a CAST); VARCHAR and VARBINARY take both. Nullability
     * is not judged here (a NULL is checked per row), nor are lengths (the INSERT cuts a longer value, as Flink's cast
     * to the sink type does); an unknown type ({@code null}, an untyped NULL) fits.
     */
    static boolean implicitlyCastable(DataType from, DataType to) {
        if (from == null || to == null) {
            return true;
        }
        TypeRoot f = from.root();
        switch (to.root()) {
            case CHAR: return f == TypeRoot.CHAR;
            case VARCHAR: return f.isCharacterString();
            case BINARY: return f == TypeRoot.BINARY;
            case VARBINARY: return f.isBinaryString();
            case BOOLEAN: return f == TypeRoot.BOOLEAN;
            case DECIMAL: case DOUBLE: return f.isNumeric();
            case TINYINT: case SMALLINT: case INT: case BIGINT:
                return f.isIntegral() && rank(f) <= rank(to.root());
            case FLOAT: return f.isIntegral() || f == TypeRoot.FLOAT || f == TypeRoot.DECIMAL;
            case DATE: return f == TypeRoot.DATE || f == TypeRoot.TIMESTAMP;
            case TIME: return f == TypeRoot.TIME || f == TypeRoot.TIMESTAMP;
            case TIMESTAMP: case TIMESTAMP_LTZ: return f == TypeRoot.TIMESTAMP || f == TypeRoot.TIMESTAMP_LTZ;
            case ARRAY: return f == TypeRoot.ARRAY && implicitlyCastable(from.elementType(), to.elementType());
            case MAP:
                return f == TypeRoot.MAP && implicitlyCastable(from.keyType(), to.keyType())
                        && implicitlyCastable(from.valueType(), to.valueType());
            case ROW: {
                if (f != TypeRoot.ROW || from.fields().size() != to.fields().size()) {
                    return false;
                }
                for (int i = 0; i < to.fields().size(); i++) {
                    if (!implicitlyCastable(from.fields().get(i).type(), to.fields().get(i).type())) {
                        return false;
                    }
                }
                return true;
            }
            default: return f == to.root();
        }
    }

    /** {@code t} NOT NULL when every one of {@code inputs} is a NOT NULL type (Flink's nullability of most operators). */
    static DataType notNullIf(DataType t, DataType... inputs) {
        if (t == null) {
            return null;
        }
        for (DataType in : inputs) {
            if (in == null || in.isNullable()) {
                return t;
            }
        }
        return t.notNull();
    }

    /**
     * {@link #common} NOT NULL when both are NOT NULL (the columns of VALUES rows and of UNION branches); a null type (an
     * untyped NULL) makes it nullable.
     */
    static DataType commonColumn(DataType a, DataType b) {
        DataType c = common(a, b);
        return c == null ? null : a == null || b == null ? c.nullable(true) : notNullIf(c, a, b);
    }

    /**
     * The common type of two branches (CASE, COALESCE, IN lists, VALUES rows): numeric widening; CHAR(n) when both are
     * CHAR(n) of one length, else VARCHAR of the longer (Flink converts "ragged" CHAR unions to varying: VALUES ('a'),
     * ('bb') is VARCHAR(2)); else the first.
     */
    static DataType common(DataType a, DataType b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        if (isNumeric(a) && isNumeric(b)) {
            if (a.root() == b.root() && a.root() != TypeRoot.DECIMAL) {
                return a.nullable(true);
            }
            if (isApprox(a) || isApprox(b)) {
                return DataType.doubleType();
            }
            if (a.root() == TypeRoot.DECIMAL || b.root() == TypeRoot.DECIMAL) {
                DataType x = asDecimal(a);
                DataType y = asDecimal(b);
                int s = Math.max(x.scale(), y.scale());
                return decimal(Math.max(x.precision() - x.scale(), y.precision() - y.scale()) + s, s);
            }
            return rank(a.root()) >= rank(b.root()) ? a.nullable(true) : b.nullable(true);
        }
        if (a.root().isCharacterString() && b.root().isCharacterString()) {
            if (a.root() == TypeRoot.CHAR && b.root() == TypeRoot.CHAR && a.length() == b.length()) {
                return a.nullable(true);
            }
            int len = Math.max(a.length(), b.length());
            return len == DataType.MAX_LENGTH ? DataType.string() : DataType.varchar(len);
        }
        if (a.root() == TypeRoot.ARRAY && b.root() == TypeRoot.ARRAY) {
            // element by element, as Flink's least restrictive type (ARRAY[ROW(-7), ROW(3000000000)] holds BIGINTs)
            return DataType.array(commonColumn(a.elementType(), b.elementType()));
        }
        if (a.root() == TypeRoot.MAP && b.root() == TypeRoot.MAP) {
            return DataType.map(commonColumn(a.keyType(), b.keyType()), commonColumn(a.valueType(), b.valueType()));
        }
        if (a.root() == TypeRoot.ROW && b.root() == TypeRoot.ROW && a.fields().size() == b.fields().size()) {
            List<DataField> fields = new ArrayList<>(a.fields().size());
            for (int i = 0; i < a.fields().size(); i++) {
                DataField f = a.fields().get(i);
                fields.add(f.withType(commonColumn(f.type(), b.fields().get(i).type())));
            }
            return DataType.row(fields);
        }
        return a.nullable(true);
    }
}
