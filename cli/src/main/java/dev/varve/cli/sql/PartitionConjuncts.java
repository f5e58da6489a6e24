package dev.varve.cli.sql;

import dev.varve.row.RowType;
import dev.varve.row.ValueCasts;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlCharStringLiteral;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.util.NlsString;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The conjuncts of a batch read's WHERE that Apache Paimon 1.4.2's Flink source consumes: in a
 * bounded read, {@code FlinkTableSource.applyFilters} (javap) hands Flink back as "consumed" every
 * top-level AND conjunct that converts to a Paimon predicate and references partition columns only;
 * Flink then drops that filter from its plan, and the source only prunes partitions by it. A row is
 * therefore kept when its <em>partition</em> passes the conjunct, whatever the row's own value of
 * the partition column; and Flink's planner, knowing {@code dt = 'p1'} from the WHERE, prints the
 * constant for {@code dt} (Calcite reduces the projection with the filter's predicates). Both only
 * show where a row's partition column differs from its partition: a cross-partition table (primary
 * key without every partition column) whose aggregation / partial-update merge on read nulled it
 * (probe {@code mix28/mx28_xpart_where_batch}, fzmx_1254's family). An unbounded (streaming) read
 * consumes nothing: Flink filters the rows by their values. Stateless.
 *
 * <p>Convertible here, as Paimon's {@code PredicateConverter}: comparisons ({@code = <> < <= > >=})
 * and {@code IS [NOT] NULL} of a column and a literal, {@code IN} and {@code BETWEEN} of literals,
 * {@code LIKE 'prefix%'}, and AND / OR of convertible terms.
 */
final class PartitionConjuncts {
    private PartitionConjuncts() {
    }

    /** Whether a row of the table may carry partition column values other than its partition's. */
    static boolean rowsMayLeaveTheirPartition(List<String> primaryKeys, List<String> partitionKeys) {
        return !partitionKeys.isEmpty() && !primaryKeys.isEmpty() && !primaryKeys.containsAll(partitionKeys);
    }

    /** The top-level AND conjuncts of {@code where}, in order. */
    static List<SqlNode> conjuncts(SqlNode where) {
        List<SqlNode> out = new ArrayList<>();
        if (where != null) {
            split(where, out);
        }
        return out;
    }

    private static void split(SqlNode node, List<SqlNode> out) {
        if (node.getKind() == SqlKind.AND) {
            for (SqlNode o : ((SqlCall) node).getOperandList()) {
                split(o, out);
            }
        } else {
            out.add(node);
        }
    }

    /** The conjuncts of {@code where} the source consumes: convertible, on partition columns of {@code type} only. */
    static List<SqlNode> consumed(SqlNode where, RowType type, List<String> partitionKeys) {
        List<SqlNode> out = new ArrayList<>();
        for (SqlNode c : conjuncts(where)) {
            if (convertible(c, type, partitionKeys)) {
                out.add(c);
            }
        }
        return out;
    }

    /** {@code where} without the {@code consumed} conjuncts (by identity), or null when none is left. */
    static SqlNode residual(SqlNode where, Set<SqlNode> consumed) {
        List<SqlNode> left = new ArrayList<>();
        for (SqlNode c : conjuncts(where)) {
            if (!consumed.contains(c)) {
                left.add(c);
            }
        }
        if (left.isEmpty()) {
            return null;
        }
        SqlNode out = left.get(0);
        for (int i = 1; i < left.size(); i++) {
            out = SqlStdOperatorTable.AND.createCall(SqlParserPos.ZERO, out, left.get(i));
        }
        return out;
    }

    /** An identity set of {@code nodes}. */
    static Set<SqlNode> identitySet(List<SqlNode> nodes) {
        Set<SqlNode> s = Collections.newSetFromMap(new IdentityHashMap<>());
        s.addAll(nodes);
        return s;
    }

    /**
     * The columns (positions in {@code type}) a consumed {@code column = literal} conjunct fixes:
     * Flink prints them as the constant.
     */
    static List<Integer> fixedColumns(List<SqlNode> consumed, RowType type) {
        List<Integer> out = new ArrayList<>();
        for (SqlNode c : consumed) {
            if (c.getKind() != SqlKind.EQUALS) {
                continue;
            }
            for (SqlNode o : ((SqlCall) c).getOperandList()) {
                int i = column(o, type);
                if (i >= 0 && !out.contains(i)) {
                    out.add(i);
                }
            }
        }
        return out;
    }

    /** A row of the table's arity with the partition's values (typed) in its partition columns, nulls elsewhere. */
    static Object[] partitionRow(Map<String, String> partition, RowType type) {
        Object[] row = new Object[type.size()];
        for (Map.Entry<String, String> e : partition.entrySet()) {
            int i = type.indexOf(e.getKey());
            if (i >= 0 && e.getValue() != null) {
                row[i] = ValueCasts.cast(e.getValue(), type.type(i));
            }
        }
        return row;
    }

    private static boolean convertible(SqlNode node, RowType type, List<String> partitionKeys) {
        if (!(node instanceof SqlCall)) {
            return false;
        }
        SqlCall call = (SqlCall) node;
        List<SqlNode> ops = call.getOperandList();
        switch (call.getKind()) {
            case AND: case OR:
                for (SqlNode o : ops) {
                    if (!convertible(o, type, partitionKeys)) {
                        return false;
                    }
                }
                return true;
            case EQUALS: case NOT_EQUALS: case LESS_THAN: case LESS_THAN_OR_EQUAL: case GREATER_THAN:
            case GREATER_THAN_OR_EQUAL:
                return ops.size() == 2 && (partitionColumn(ops.get(0), type, partitionKeys) && literal(ops.get(1))
                        || partitionColumn(ops.get(1), type, partitionKeys) && literal(ops.get(0)));
            case IS_NULL: case IS_NOT_NULL:
                return ops.size() == 1 && partitionColumn(ops.get(0), type, partitionKeys);
            case IN:
                if (ops.size() != 2 || !partitionColumn(ops.get(0), type, partitionKeys) || !(ops.get(1) instanceof SqlNodeList)) {
                    return false;
                }
                for (SqlNode v : (SqlNodeList) ops.get(1)) {
                    if (!literal(v)) {
                        return false;
                    }
                }
                return true;
            case BETWEEN:
                // (NOT) BETWEEN: Flink expands it into comparisons of the column with the two literals
                return ops.size() == 3 && partitionColumn(ops.get(0), type, partitionKeys)
                        && literal(ops.get(1)) && literal(ops.get(2));
            case LIKE:
                return ops.size() == 2 && partitionColumn(ops.get(0), type, partitionKeys)
                        && ops.get(1) instanceof SqlCharStringLiteral && prefixPattern(
                        ((SqlCharStringLiteral) ops.get(1)).getValueAs(NlsString.class).getValue());
            default:
                return false;
        }
    }

    /** {@code abc%}: a prefix without other wildcards (Paimon's startsWith). */
    private static boolean prefixPattern(String p) {
        if (p.isEmpty() || !p.endsWith("%")) {
            return false;
        }
        String prefix = p.substring(0, p.length() - 1);
        return !prefix.isEmpty() && prefix.indexOf('%') < 0 && prefix.indexOf('_') < 0 && prefix.indexOf('\\') < 0;
    }

    private static boolean partitionColumn(SqlNode node, RowType type, List<String> partitionKeys) {
        int i = column(node, type);
        return i >= 0 && partitionKeys.contains(type.field(i).name());
    }

    private static int column(SqlNode node, RowType type) {
        if (!(node instanceof SqlIdentifier) || ((SqlIdentifier) node).isStar()) {
            return -1;
        }
        List<String> names = ((SqlIdentifier) node).names;
        return type.indexOf(names.get(names.size() - 1));
    }

    private static boolean literal(SqlNode node) {
        if (node instanceof SqlCall && node.getKind() == SqlKind.MINUS_PREFIX) {
            node = ((SqlCall) node).operand(0);
        }
        return node instanceof SqlLiteral && ((SqlLiteral) node).getValue() != null;
    }
}
