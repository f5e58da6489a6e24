package dev.varve.cli.sql;

import dev.varve.kernel.BatchScan;
import dev.varve.kernel.BatchScan.Comparison;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlCharStringLiteral;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNumericLiteral;
import org.apache.calcite.util.NlsString;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Pushes the top-level AND conjuncts of a WHERE clause that a table scan can use into
 * {@link BatchScan#withFilter}: {@code column op literal} (or {@code literal op column}) with
 * {@code op} one of = &lt; &lt;= &gt; &gt;=, on TINYINT / SMALLINT / INT / BIGINT columns with an
 * exact integer literal in the column's range, and on VARCHAR / STRING columns with a string
 * literal. For exactly these the scan's comparison is the one the WHERE evaluates (numeric
 * order; code-point order of strings), so the pushed filter keeps exactly the rows the
 * conjunct keeps; the WHERE is still evaluated on every row the scan returns. Anything else
 * (OR, functions, casts, other types, NULL, column-to-column) is left to the WHERE alone. The
 * kernel prunes partitions, fixed buckets and primary-key file ranges with the pushed terms.
 * Stateless.
 */
final class FilterPushdown {
    private FilterPushdown() {
    }

    /** One pushable comparison. */
    static final class Term {
        final String column;
        final Comparison op;
        final Object value;

        Term(String column, Comparison op, Object value) {
            this.column = column;
            this.op = op;
            this.value = value;
        }

        @Override
        public String toString() {
            return column + " " + op.symbol() + " " + value;
        }
    }

    /** The pushable conjuncts of {@code where} for a table of row type {@code type}. */
    static List<Term> terms(SqlNode where, RowType type) {
        List<Term> out = new ArrayList<>();
        if (where != null) {
            collect(where, type, out);
        }
        return out;
    }

    /**
     * Adds the pushable conjuncts to {@code scan}; returns them (none if the scan cannot filter,
     * which only costs the pruning: the WHERE filters the rows anyway).
     */
    static List<Term> apply(SqlNode where, RowType type, BatchScan scan) {
        List<Term> pushed = new ArrayList<>();
        for (Term t : terms(where, type)) {
            try {
                scan.withFilter(t.column, t.op, t.value);
                pushed.add(t);
            } catch (UnsupportedOperationException scanCannotFilter) {
                return pushed;
            } catch (dev.varve.kernel.VarveException rejected) {
                // e.g. a string longer than the column: the WHERE alone decides
            }
        }
        return pushed;
    }

    private static void collect(SqlNode node, RowType type, List<Term> out) {
        if (!(node instanceof SqlCall)) {
            return;
        }
        SqlCall call = (SqlCall) node;
        SqlKind kind = call.getKind();
        if (kind == SqlKind.AND) {
            for (SqlNode operand : call.getOperandList()) {
                collect(operand, type, out);
            }
            return;
        }
        Comparison op = comparison(kind);
        if (op == null || call.operandCount() != 2) {
            return;
        }
        SqlNode left = call.operand(0);
        SqlNode right = call.operand(1);
        if (!(left instanceof SqlIdentifier) && right instanceof SqlIdentifier) {
            SqlNode swap = left;
            left = right;
            right = swap;
            op = flip(op);
        }
        if (!(left instanceof SqlIdentifier)) {
            return;
        }
        List<String> names = ((SqlIdentifier) left).names;
        String name = names.get(names.size() - 1);
        int column = type.indexOf(name);
        if (column < 0) {
            return; // unknown or differently spelled: the WHERE reports or resolves it
        }
        Object value = literalFor(right, type.type(column));
        if (value != null) {
            out.add(new Term(type.field(column).name(), op, value));
        }
    }

    private static Comparison comparison(SqlKind kind) {
        switch (kind) {
            case EQUALS: return Comparison.EQUAL;
            case LESS_THAN: return Comparison.LESS_THAN;
            case LESS_THAN_OR_EQUAL: return Comparison.LESS_OR_EQUAL;
            case GREATER_THAN: return Comparison.GREATER_THAN;
            case GREATER_THAN_OR_EQUAL: return Comparison.GREATER_OR_EQUAL;
            default: return null;
        }
    }

    /** {@code a op b} as {@code b flip(op) a}. */
    private static Comparison flip(Comparison op) {
        switch (op) {
            case LESS_THAN: return Comparison.GREATER_THAN;
            case LESS_OR_EQUAL: return Comparison.GREATER_OR_EQUAL;
            case GREATER_THAN: return Comparison.LESS_THAN;
            case GREATER_OR_EQUAL: return Comparison.LESS_OR_EQUAL;
            default: return op;
        }
    }

    /** The literal as a value of the column's type when that conversion is exact, else null. */
    private static Object literalFor(SqlNode node, DataType column) {
        switch (column.root()) {
            case TINYINT: case SMALLINT: case INT: case BIGINT: {
                BigDecimal d = integer(node);
                if (d == null) {
                    return null;
                }
                long min;
                long max;
                switch (column.root()) {
                    case TINYINT: min = Byte.MIN_VALUE; max = Byte.MAX_VALUE; break;
                    case SMALLINT: min = Short.MIN_VALUE; max = Short.MAX_VALUE; break;
                    case INT: min = Integer.MIN_VALUE; max = Integer.MAX_VALUE; break;
                    default: min = Long.MIN_VALUE; max = Long.MAX_VALUE;
                }
                if (d.compareTo(BigDecimal.valueOf(min)) < 0 || d.compareTo(BigDecimal.valueOf(max)) > 0) {
                    return null;
                }
                long v = d.longValueExact();
                switch (column.root()) {
                    case TINYINT: return (byte) v;
                    case SMALLINT: return (short) v;
                    case INT: return (int) v;
                    default: return v;
                }
            }
            case VARCHAR:
                if (node instanceof SqlCharStringLiteral) {
                    return ((SqlCharStringLiteral) node).getValueAs(NlsString.class).getValue();
                }
                return null;
            default:
                return null;
        }
    }

    /** An exact integral numeric literal (optionally negated), else null. */
    private static BigDecimal integer(SqlNode node) {
        boolean negate = false;
        if (node instanceof SqlCall && node.getKind() == SqlKind.MINUS_PREFIX) {
            negate = true;
            node = ((SqlCall) node).operand(0);
        }
        if (!(node instanceof SqlNumericLiteral) || !((SqlNumericLiteral) node).isExact()) {
            return null;
        }
        BigDecimal d = ((SqlNumericLiteral) node).getValueAs(BigDecimal.class);
        if (d == null || d.signum() != 0 && d.stripTrailingZeros().scale() > 0) {
            return null;
        }
        d = d.setScale(0, java.math.RoundingMode.UNNECESSARY);
        return negate ? d.negate() : d;
    }
}
