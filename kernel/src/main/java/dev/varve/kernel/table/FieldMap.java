package dev.varve.kernel.table;

import java.util.function.UnaryOperator;

/**
 * How the value rows of a data file written under an older schema map to the table's current row type, by field id
 * (SCHEMA_FORMAT.md): per current column, the file's column holding it ({@code -1}: a column added since, read as
 * null), and the cast of a column whose type changed since ({@code ALTER TABLE MODIFY c type}; null: none).
 * Immutable; one per schema id ({@link TableContext#fieldMap}).
 */
final class FieldMap {
    /** Per current column: the file's column, -1 for none. */
    final int[] index;
    /** Per current column: the cast from the file's type to the current one, or null (same type); null if none casts. */
    final UnaryOperator<Object>[] casts;

    FieldMap(int[] index, UnaryOperator<Object>[] casts) {
        this.index = index;
        this.casts = casts;
    }
}
