package dev.varve.kernel.table;

import dev.varve.kernel.Identifier;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;

/**
 * {@code rowkind.field}: the row kind of each written record is the value of a string column
 * ({@code +I}, {@code -U}, {@code +U} or {@code -D}, exactly), replacing the kind the record
 * carries, as Paimon 1.4.2's writer does. The column's value is stored as written. A NULL or any
 * other value fails the write, and so does every write when the column is not CHAR/VARCHAR (Paimon
 * accepts the option at CREATE and refuses at write). Immutable; allocates nothing per record.
 */
final class RowKindField {
    private final int index;
    private final String name;
    private final boolean stringType;
    private final Identifier table;

    private RowKindField(int index, DataField field, Identifier table) {
        this.index = index;
        this.name = field.name();
        TypeRoot root = field.type().root();
        this.stringType = root == TypeRoot.CHAR || root == TypeRoot.VARCHAR;
        this.table = table;
    }

    /** The row-kind column of a table with {@code rowkind.field} = {@code column}, or null if the option is unset. */
    static RowKindField of(String column, RowType rowType, Identifier table) {
        if (column == null) {
            return null;
        }
        int i = rowType.names().indexOf(column);
        if (i < 0) {
            throw new VarveException.InvalidSchema("'rowkind.field': no column '" + column + "' in " + table);
        }
        return new RowKindField(i, rowType.field(i), table);
    }

    /** Sets {@code row}'s kind from its row-kind column. */
    void apply(InternalRow row) {
        if (!stringType) {
            throw new VarveException.InvalidRecord("cannot write to " + table + ": 'rowkind.field' column '" + name
                    + "' must be a STRING (CHAR/VARCHAR) column");
        }
        Object v = row.getField(index);
        if (v == null) {
            throw new VarveException.InvalidRecord("row kind column '" + name + "' ('rowkind.field') of " + table
                    + " is NULL; it must be +I, -U, +U or -D");
        }
        row.setRowKind(parse(v.toString()));
    }

    private RowKind parse(String s) {
        switch (s) {
            case "+I": return RowKind.INSERT;
            case "-U": return RowKind.UPDATE_BEFORE;
            case "+U": return RowKind.UPDATE_AFTER;
            case "-D": return RowKind.DELETE;
            default:
                throw new VarveException.InvalidRecord("row kind column '" + name + "' ('rowkind.field') of " + table
                        + " holds '" + s + "'; it must be +I, -U, +U or -D (exactly)");
        }
    }
}
