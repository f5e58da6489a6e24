package dev.varve.cli.sql;

import dev.varve.row.DataType;

/** A compiled scalar expression over a row of values ({@code Object[]} in the canonical value model). Immutable. */
public final class Expr {
    /** Evaluates against one row. */
    @FunctionalInterface
    public interface Eval {
        Object eval(Object[] row);
    }

    /** The result type; null for an untyped NULL literal. */
    public final DataType type;
    /** A display name: the column name, or the expression text. */
    public final String name;
    private final Eval eval;

    public Expr(DataType type, String name, Eval eval) {
        this.type = type;
        this.name = name;
        this.eval = eval;
    }

    public Object eval(Object[] row) {
        return eval.eval(row);
    }

    /** The input column this expression reads as is, or -1. */
    int column = -1;
    /**
     * The input column whose value this expression is once Flink's planner has simplified it (Calcite folds {@code k + 0},
     * {@code k - 0}, {@code k * 1}, {@code k / 1} of an integer column to {@code k}: probe flink-oracle/probes/st43
     * st43p_07), else -1; what a column's upsert key survives. {@link #column} when that is set.
     */
    int foldedColumn = -1;

    /** {@link #column}, else {@link #foldedColumn}. */
    int keyColumn() {
        return column >= 0 ? column : foldedColumn;
    }

    static Expr column(DataType type, String name, int index) {
        Expr e = new Expr(type, name, row -> row[index]);
        e.column = index;
        return e;
    }
}
