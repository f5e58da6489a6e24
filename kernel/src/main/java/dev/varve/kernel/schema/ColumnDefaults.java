package dev.varve.kernel.schema;

import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueCasts;

/**
 * Column default values (SCHEMA_FORMAT.md {@code fields[].defaultValue}), as Paimon 1.4.2 applies them: the writer
 * puts a column's default in place of a null it is given for that column; rows already written keep their nulls,
 * and reads never fill anything in. The stored default is a string, cast to the column's type as Paimon casts a
 * STRING: surrounding single quotes are removed; CHAR/VARCHAR cut to their length (CHAR padded); numbers and
 * BOOLEAN parsed without trimming; DECIMAL rounded HALF_UP to its scale; DATE, TIME and TIMESTAMP parsed as SQL
 * literals. A default that does not cast is refused when it is set. Stateless; thread-safe.
 */
public final class ColumnDefaults {
    private static final DataType STRING = DataType.string();

    private ColumnDefaults() {
    }

    /**
     * The default value of {@code field} for {@code raw}, in the canonical class of the column's type.
     *
     * @throws VarveException.InvalidSchema naming the value and the type if it does not cast
     */
    public static Object convert(DataField field, String raw) {
        if (raw == null) {
            return null;
        }
        String s = raw.length() >= 2 && raw.startsWith("'") && raw.endsWith("'") ? raw.substring(1, raw.length() - 1) : raw;
        DataType t = field.type();
        TypeRoot root = t.root();
        try {
            if (root == TypeRoot.ARRAY || root == TypeRoot.MAP || root == TypeRoot.ROW) {
                throw new IllegalArgumentException("a " + root + " column cannot have a default value");
            }
            if (root.isCharacterString()) {
                return ColumnCasts.cast(STRING, t).apply(s);
            }
            if ((root.isNumeric() || root == TypeRoot.BOOLEAN) && !s.equals(s.trim())) {
                throw new IllegalArgumentException("blanks around the value"); // Paimon does not trim either
            }
            return ValueCasts.cast(s, t);
        } catch (IllegalArgumentException e) {
            throw new VarveException.InvalidSchema("default value '" + raw + "' of column '" + field.name()
                    + "' is not a valid " + t.asSqlStringNoNull() + ": " + e.getMessage());
        }
    }

    /** Per column of {@code rowType}, its default value cast to its type (null where it has none); null if no column has one. */
    public static Object[] of(RowType rowType) {
        Object[] out = null;
        for (int i = 0; i < rowType.size(); i++) {
            DataField f = rowType.field(i);
            if (f.defaultValue() != null) {
                if (out == null) {
                    out = new Object[rowType.size()];
                }
                out[i] = convert(f, f.defaultValue());
            }
        }
        return out;
    }

    /** Whether a column of {@code rowType} has a default value (its schema is written in format version 3). */
    static boolean any(RowType rowType) {
        for (DataField f : rowType.fields()) {
            if (f.defaultValue() != null) {
                return true;
            }
        }
        return false;
    }
}
