package dev.varve.cli.sql;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.util.ArrayList;
import java.util.List;

/** A materialized query result: column names and types, rows of values and (for changelog reads) their kinds. */
final class Relation {
    final List<String> names;
    final List<DataType> types;
    final List<Object[]> rows;
    /** Per-row kinds, or null when every row is {@code +I}. */
    final List<RowKind> kinds;
    final Scope scope;
    /**
     * The WHERE conjuncts (by identity) a batch table read consumed as Paimon's source does
     * ({@link PartitionConjuncts}): the SELECT does not apply them to the rows; null for none.
     */
    java.util.Set<org.apache.calcite.sql.SqlNode> consumedConjuncts;
    /**
     * For a join's rows: the number of its left input's columns and its type (the inputs a WHERE's conjunct can be
     * pushed into); -1 / null otherwise.
     */
    int joinLeftColumns = -1;
    org.apache.calcite.sql.JoinType joinType;
    /**
     * Per column: whether Flink pushes a filter conjunct on this column, from a query over this relation, down to a
     * table's scan as a conjunct on the table's own column, where a search's CHAR constants lose their trailing spaces
     * ({@link ExprCompiler#compileFilter(org.apache.calcite.sql.SqlNode, java.util.function.Predicate)}): a table's
     * columns; a subquery's, view's or CTE's items that are such a column as is, below no LIMIT / OFFSET, window
     * function or aggregation (but as its grouping key); a join's columns of an input the join pushes filters into (not
     * a null-supplying one), a USING column as the input it is taken from (not a FULL join's). Null: none (probes
     * flink-oracle/probes/ag42 ag42_ch_2, ag42_ch_3).
     */
    boolean[] scanColumns;

    boolean scanColumn(int i) {
        return scanColumns != null && i >= 0 && i < scanColumns.length && scanColumns[i];
    }

    static boolean[] allScanColumns(int n) {
        boolean[] all = new boolean[n];
        java.util.Arrays.fill(all, true);
        return all;
    }

    Relation(List<String> names, List<DataType> types, List<Object[]> rows, List<RowKind> kinds, List<String> qualifiers,
             String owner) {
        this.names = names;
        this.types = types;
        this.rows = rows;
        this.kinds = kinds;
        this.scope = new Scope(names, types, qualifiers, owner);
    }

    /** A relation over {@code scope}'s columns (a join: its columns carry their own qualifiers). */
    Relation(Scope scope, List<Object[]> rows) {
        this.names = scope.names;
        this.types = scope.types;
        this.rows = rows;
        this.kinds = null;
        this.scope = scope;
    }

    RowType rowType() {
        List<DataField> fs = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            DataType t = types.get(i) == null ? DataType.string() : types.get(i);
            fs.add(new DataField(i, uniqueName(i), t));
        }
        return new RowType(fs);
    }

    private String uniqueName(int i) {
        String n = names.get(i);
        for (int j = 0; j < i; j++) {
            if (names.get(j).equalsIgnoreCase(n)) {
                return n + "$" + i;
            }
        }
        return n;
    }

    RowKind kind(int i) {
        return kinds == null ? RowKind.INSERT : kinds.get(i);
    }
}
