package dev.varve.cli.sql;

import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlJoin;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOrderBy;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlTableRef;
import org.apache.calcite.sql.SqlWith;
import org.apache.calcite.sql.SqlWithItem;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A WITH query in streaming mode, as Flink plans it: each item is a view inlined where FROM (or a join) names it, as a
 * derived table under the item's name; the streaming plan then reads the result as any derived table. Items see the
 * items before them. Column lists ({@code WITH v (a, b) AS ...}) are refused. The query's nodes are rewritten in
 * place (a statement is parsed once per run).
 */
final class StreamWith {
    private StreamWith() {
    }

    /** {@code with}'s body with every item inlined. */
    static SqlNode inline(SqlWith with) {
        Map<String, SqlNode> items = new HashMap<>();
        for (SqlNode n : with.withList) {
            SqlWithItem item = (SqlWithItem) n;
            if (item.columnList != null) {
                throw new SqlError("WITH " + item.name.getSimple() + " (columns) is not supported in streaming mode; name the"
                        + " columns in the item's SELECT list, or use batch mode (SET 'execution.runtime-mode' = 'batch')");
            }
            items.put(item.name.getSimple().toLowerCase(Locale.ROOT), query(item.query, items));
        }
        return query(with.body, items);
    }

    private static SqlNode query(SqlNode q, Map<String, SqlNode> items) {
        if (q instanceof SqlSelect) {
            SqlSelect sel = (SqlSelect) q;
            if (sel.getFrom() != null) {
                sel.setFrom(fromItem(sel.getFrom(), items));
            }
            return sel;
        }
        if (q instanceof SqlOrderBy) {
            SqlOrderBy o = (SqlOrderBy) q;
            return new SqlOrderBy(o.getParserPosition(), query(o.query, items), o.orderList, o.offset, o.fetch);
        }
        if (q.getKind() == SqlKind.WITH) {
            Map<String, SqlNode> inner = new HashMap<>(items);
            SqlWith w = (SqlWith) q;
            for (SqlNode n : w.withList) {
                SqlWithItem item = (SqlWithItem) n;
                if (item.columnList != null) {
                    throw new SqlError("WITH " + item.name.getSimple() + " (columns) is not supported in streaming mode; use batch mode");
                }
                inner.put(item.name.getSimple().toLowerCase(Locale.ROOT), query(item.query, inner));
            }
            return query(w.body, inner);
        }
        return q;
    }

    private static SqlNode fromItem(SqlNode from, Map<String, SqlNode> items) {
        if (from instanceof SqlIdentifier) {
            SqlNode item = item((SqlIdentifier) from, items);
            return item == null ? from : SqlStdOperatorTable.AS.createCall(SqlParserPos.ZERO, item,
                    new SqlIdentifier(((SqlIdentifier) from).getSimple(), SqlParserPos.ZERO));
        }
        if (from instanceof SqlTableRef) {
            SqlIdentifier id = (SqlIdentifier) ((SqlTableRef) from).getOperandList().get(0);
            if (item(id, items) != null) {
                throw new SqlError("OPTIONS hints cannot be given to WITH item " + id.getSimple() + " (hint the tables it reads)");
            }
            return from;
        }
        if (from.getKind() == SqlKind.AS) {
            SqlCall as = (SqlCall) from;
            SqlNode inner = as.operand(0);
            if (inner instanceof SqlIdentifier) {
                SqlNode item = item((SqlIdentifier) inner, items);
                if (item != null) {
                    as.setOperand(0, item);
                }
            } else {
                as.setOperand(0, fromItem(inner, items));
            }
            return as;
        }
        if (from instanceof SqlJoin) {
            SqlJoin j = (SqlJoin) from;
            j.setLeft(fromItem(j.getLeft(), items));
            j.setRight(fromItem(j.getRight(), items));
            return j;
        }
        return query(from, items);
    }

    private static SqlNode item(SqlIdentifier id, Map<String, SqlNode> items) {
        return id.names.size() == 1 ? items.get(id.getSimple().toLowerCase(Locale.ROOT)) : null;
    }
}
