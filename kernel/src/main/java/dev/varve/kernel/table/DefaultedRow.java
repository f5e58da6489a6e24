package dev.varve.kernel.table;

import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

/**
 * A written row seen with the columns' default values in place of its nulls (SCHEMA_FORMAT.md
 * {@code fields[].defaultValue}; {@link dev.varve.kernel.schema.ColumnDefaults}). One instance per writer, re-pointed at
 * each row that needs it ({@link #wrap}); rows without a null in a defaulted column pass through unwrapped. Not
 * thread-safe.
 */
final class DefaultedRow implements InternalRow {
    /** Per column, its default in the type's canonical class, or null. */
    private final Object[] defaults;
    private InternalRow row;

    DefaultedRow(Object[] defaults) {
        this.defaults = defaults;
    }

    /** {@code r} itself if it has no null where a default applies, else this view of it. */
    InternalRow wrap(InternalRow r) {
        int n = Math.min(defaults.length, r.getArity());
        for (int i = 0; i < n; i++) {
            if (defaults[i] != null && r.isNullAt(i)) {
                this.row = r;
                return this;
            }
        }
        return r;
    }

    @Override public int getArity() { return row.getArity(); }
    @Override public RowKind getRowKind() { return row.getRowKind(); }
    @Override public void setRowKind(RowKind kind) { row.setRowKind(kind); }

    @Override
    public boolean isNullAt(int pos) {
        return row.isNullAt(pos) && (pos >= defaults.length || defaults[pos] == null);
    }

    @Override
    public Object getField(int pos) {
        Object v = row.getField(pos);
        return v == null && pos < defaults.length ? defaults[pos] : v;
    }
}
