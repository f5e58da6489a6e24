package dev.varve.cli.sql;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.varve.row.DataType;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Flink's JSON functions (SQL/JSON, lax mode): JSON_VALUE, JSON_QUERY, JSON_EXISTS, {@code IS JSON [VALUE | OBJECT |
 * ARRAY | SCALAR]}, JSON_STRING, JSON_OBJECT and JSON_ARRAY. Paths: {@code $}, {@code .key}, {@code ['key']},
 * {@code [n]}, with an optional {@code lax} / {@code strict} mode word. A missing item gives NULL (on Flink 2.0 also with
 * {@code DEFAULT x ON EMPTY}); text that is not JSON or an item of the wrong kind (an object for JSON_VALUE, a scalar for
 * JSON_QUERY without wrapper) is an "error": NULL unless the call says otherwise ({@code DEFAULT x ON ERROR}). Constructors write compact JSON, a
 * nested constructor's result embedded as JSON. Stateless; thread-safe.
 */
final class JsonFunctions {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonFunctions() {
    }

    /** A compiled JSON call, or null when {@code name} is not one. */
    static Expr compile(ExprCompiler ec, SqlCall c, String name, String text) {
        List<SqlNode> ops = c.getOperandList();
        switch (name) {
            case "JSON_VALUE":
                return jsonValue(ec, ops, text);
            case "JSON_QUERY":
                return jsonQuery(ec, ops, text);
            case "JSON_EXISTS": {
                Expr json = ec.compile(ops.get(0));
                List<Object> path = path(ops.get(1), text);
                return new Expr(DataType.booleanType(), text, r -> {
                    Object v = json.eval(r);
                    if (v == null) {
                        return null;
                    }
                    JsonNode doc = parse(Casts.toStr(v));
                    return doc != null && select(doc, path) != null;
                });
            }
            case "IS JSON VALUE": case "IS JSON OBJECT": case "IS JSON ARRAY": case "IS JSON SCALAR":
            case "IS NOT JSON VALUE": case "IS NOT JSON OBJECT": case "IS NOT JSON ARRAY": case "IS NOT JSON SCALAR": {
                Expr json = ec.compile(ops.get(0));
                boolean not = name.startsWith("IS NOT");
                String kind = name.substring(name.lastIndexOf(' ') + 1);
                return new Expr(DataType.booleanType().notNull(), text, r -> {
                    Object v = json.eval(r);
                    if (v == null) {
                        return false;
                    }
                    JsonNode doc = parse(Casts.toStr(v));
                    boolean is = doc != null && (kind.equals("VALUE") || (kind.equals("OBJECT") && doc.isObject())
                            || (kind.equals("ARRAY") && doc.isArray())
                            || (kind.equals("SCALAR") && !doc.isContainerNode()));
                    return is != not;
                });
            }
            case "JSON_STRING": {
                Expr e = ec.compile(ops.get(0));
                return new Expr(DataType.string(), text, r -> {
                    Object v = e.eval(r);
                    return v == null ? null : write(toNode(v, false));
                });
            }
            case "JSON_OBJECT": {
                // operands: null clause, then key, value pairs
                boolean absentOnNull = nullClause(ops.get(0));
                List<Expr> keys = new ArrayList<>();
                List<Expr> values = new ArrayList<>();
                List<Boolean> raw = new ArrayList<>();
                for (int i = 1; i + 1 < ops.size(); i += 2) {
                    keys.add(ec.compile(ops.get(i)));
                    values.add(ec.compile(ops.get(i + 1)));
                    raw.add(isJsonConstructor(ops.get(i + 1)));
                }
                return new Expr(DataType.string().notNull(), text, r -> {
                    ObjectNode o = NODES.objectNode();
                    for (int i = 0; i < keys.size(); i++) {
                        Object k = keys.get(i).eval(r);
                        if (k == null) {
                            throw new SqlError(text + ": a JSON object key is NULL");
                        }
                        Object v = values.get(i).eval(r);
                        if (v == null && absentOnNull) {
                            continue;
                        }
                        o.set(Casts.toStr(k), toNode(v, raw.get(i)));
                    }
                    return write(o);
                });
            }
            case "JSON_ARRAY": {
                boolean absentOnNull = nullClause(ops.get(0));
                List<Expr> items = new ArrayList<>();
                List<Boolean> raw = new ArrayList<>();
                for (int i = 1; i < ops.size(); i++) {
                    items.add(ec.compile(ops.get(i)));
                    raw.add(isJsonConstructor(ops.get(i)));
                }
                return new Expr(DataType.string().notNull(), text, r -> {
                    ArrayNode a = NODES.arrayNode();
                    for (int i = 0; i < items.size(); i++) {
                        Object v = items.get(i).eval(r);
                        if (v == null && absentOnNull) {
                            continue;
                        }
                        a.add(toNode(v, raw.get(i)));
                    }
                    return write(a);
                });
            }
            default:
                return null;
        }
    }

    /** JSON_ARRAYAGG's array of {@code values}, or JSON_OBJECTAGG's object of key, value pairs. */
    static String aggregate(List<Object> values, boolean pairs) {
        if (pairs) {
            ObjectNode o = NODES.objectNode();
            for (int i = 0; i + 1 < values.size(); i += 2) {
                o.set((String) values.get(i), toNode(values.get(i + 1), false));
            }
            return write(o);
        }
        ArrayNode a = NODES.arrayNode();
        for (Object v : values) {
            a.add(toNode(v, false));
        }
        return write(a);
    }

    private static boolean nullClause(SqlNode n) {
        return n instanceof SqlLiteral && String.valueOf(((SqlLiteral) n).getValue()).startsWith("ABSENT");
    }

    private static boolean isJsonConstructor(SqlNode n) {
        if (!(n instanceof SqlCall)) {
            return false;
        }
        String op = ((SqlCall) n).getOperator().getName().toUpperCase(Locale.ROOT);
        return op.equals("JSON_OBJECT") || op.equals("JSON_ARRAY");
    }

    /**
     * JSON_VALUE(json, path [RETURNING type] [NULL | ERROR | DEFAULT x ON EMPTY] [NULL | ERROR | DEFAULT x ON ERROR]).
     */
    private static Expr jsonValue(ExprCompiler ec, List<SqlNode> ops, String text) {
        Expr json = ec.compile(ops.get(0));
        List<Object> path = path(ops.get(1), text);
        DataType returning = DataType.string();
        Behavior onError = Behavior.NULL;
        for (int i = 2; i < ops.size(); i++) {
            SqlNode n = ops.get(i);
            String sym = n instanceof SqlLiteral ? String.valueOf(((SqlLiteral) n).getValue()) : "";
            if (sym.equals("RETURNING")) {
                returning = Types.fromSpec((SqlDataTypeSpec) ops.get(++i));
            } else if (sym.equals("NULL") || sym.equals("ERROR") || sym.equals("DEFAULT")) {
                Expr dflt = sym.equals("DEFAULT") ? ec.compile(ops.get(++i)) : null;
                String which = String.valueOf(((SqlLiteral) ops.get(++i)).getValue());
                if (!which.contains("EMPTY")) { // ON EMPTY: see the class comment
                    onError = new Behavior(sym, dflt);
                }
            }
        }
        DataType type = returning.nullable(true);
        Behavior error = onError;
        return new Expr(type, text, r -> {
            Object v = json.eval(r);
            if (v == null) {
                return null;
            }
            JsonNode doc = parse(Casts.toStr(v));
            if (doc == null) {
                return error.apply(r, type, text, "not JSON");
            }
            JsonNode hit = select(doc, path);
            if (hit == null) {
                // Flink 2.0 answers a missing member in lax mode with NULL, even with DEFAULT ... ON EMPTY
                return null;
            }
            if (hit.isContainerNode()) {
                return error.apply(r, type, text, "the item is not a scalar");
            }
            if (hit.isNull()) {
                return null;
            }
            return Casts.castExplicit(hit.isTextual() ? hit.textValue() : hit.asText(), type);
        });
    }

    /** JSON_QUERY(json, path [WITH | WITHOUT [CONDITIONAL] ARRAY WRAPPER] ...): the item as JSON text. */
    private static Expr jsonQuery(ExprCompiler ec, List<SqlNode> ops, String text) {
        Expr json = ec.compile(ops.get(0));
        List<Object> path = path(ops.get(1), text);
        String wrapper = ops.size() > 2 && ops.get(2) instanceof SqlLiteral ? String.valueOf(((SqlLiteral) ops.get(2)).getValue()) : "WITHOUT_ARRAY";
        return new Expr(DataType.string(), text, r -> {
            Object v = json.eval(r);
            if (v == null) {
                return null;
            }
            JsonNode doc = parse(Casts.toStr(v));
            JsonNode hit = doc == null ? null : select(doc, path);
            if (hit == null) {
                return null;
            }
            if (wrapper.equals("WITH_UNCONDITIONAL_ARRAY") || (wrapper.equals("WITH_CONDITIONAL_ARRAY") && !hit.isArray())) {
                ArrayNode a = NODES.arrayNode();
                a.add(hit);
                return write(a);
            }
            return hit.isContainerNode() ? write(hit) : null;
        });
    }

    /** An ON EMPTY / ON ERROR behaviour: NULL, ERROR or DEFAULT x. */
    private static final class Behavior {
        static final Behavior NULL = new Behavior("NULL", null);
        final String kind;
        final Expr dflt;

        Behavior(String kind, Expr dflt) {
            this.kind = kind;
            this.dflt = dflt;
        }

        Object apply(Object[] row, DataType type, String text, String why) {
            switch (kind) {
                case "ERROR": throw new SqlError(text + ": " + why);
                case "DEFAULT": {
                    Object d = dflt.eval(row);
                    return d == null ? null : Casts.castExplicit(d, type);
                }
                default: return null;
            }
        }
    }

    // ---- paths ---------------------------------------------------------------------------------------------

    /** A path as steps: String keys and Integer indexes. */
    private static List<Object> path(SqlNode node, String text) {
        Object p = ExprCompiler.constant(node);
        if (p == null) {
            throw new SqlError(text + ": the JSON path is NULL");
        }
        String s = Casts.toStr(p).strip();
        String lower = s.toLowerCase(Locale.ROOT);
        if (lower.startsWith("lax ")) {
            s = s.substring(4).strip();
        } else if (lower.startsWith("strict ")) {
            s = s.substring(7).strip();
        }
        if (!s.startsWith("$")) {
            throw new SqlError(text + ": a JSON path starts with '$': " + s);
        }
        List<Object> steps = new ArrayList<>();
        int i = 1;
        while (i < s.length()) {
            char ch = s.charAt(i);
            if (ch == '.') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != '.' && s.charAt(j) != '[') {
                    j++;
                }
                if (j == i + 1) {
                    throw new SqlError(text + ": invalid JSON path " + s);
                }
                steps.add(s.substring(i + 1, j));
                i = j;
            } else if (ch == '[') {
                int j = s.indexOf(']', i);
                if (j < 0) {
                    throw new SqlError(text + ": invalid JSON path " + s);
                }
                String in = s.substring(i + 1, j).strip();
                if (in.length() >= 2 && (in.charAt(0) == '\'' || in.charAt(0) == '"')) {
                    steps.add(in.substring(1, in.length() - 1));
                } else {
                    try {
                        steps.add(Integer.parseInt(in));
                    } catch (NumberFormatException e) {
                        throw new SqlError(text + ": invalid JSON path " + s);
                    }
                }
                i = j + 1;
            } else {
                throw new SqlError(text + ": invalid JSON path " + s);
            }
        }
        return steps;
    }

    private static JsonNode select(JsonNode doc, List<Object> path) {
        JsonNode at = doc;
        for (Object step : path) {
            if (at == null) {
                return null;
            }
            at = step instanceof Integer ? (at.isArray() ? at.get((Integer) step) : null)
                    : (at.isObject() ? at.get((String) step) : null);
        }
        return at;
    }

    private static JsonNode parse(String s) {
        try {
            JsonNode n = MAPPER.readTree(s);
            return n == null || n.isMissingNode() ? null : n;
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    private static String write(JsonNode n) {
        try {
            return MAPPER.writeValueAsString(n);
        } catch (JsonProcessingException e) {
            throw new SqlError("cannot write JSON: " + e.getMessage());
        }
    }

    /** A value as a JSON node; {@code raw}: a string that is JSON already (a nested constructor's result). */
    private static JsonNode toNode(Object v, boolean raw) {
        if (v == null) {
            return NODES.nullNode();
        }
        if (raw) {
            JsonNode n = parse(Casts.toStr(v));
            return n == null ? NODES.textNode(Casts.toStr(v)) : n;
        }
        if (v instanceof Boolean) {
            return NODES.booleanNode((Boolean) v);
        }
        if (v instanceof Byte || v instanceof Short || v instanceof Integer) {
            return NODES.numberNode(((Number) v).intValue());
        }
        if (v instanceof Long) {
            return NODES.numberNode((Long) v);
        }
        if (v instanceof Float || v instanceof Double) {
            return NODES.numberNode(((Number) v).doubleValue());
        }
        if (v instanceof BigDecimal) {
            return NODES.numberNode((BigDecimal) v);
        }
        if (v instanceof List) {
            ArrayNode a = NODES.arrayNode();
            for (Object x : (List<?>) v) {
                a.add(toNode(x, false));
            }
            return a;
        }
        if (v instanceof java.util.Map) {
            ObjectNode o = NODES.objectNode();
            for (java.util.Map.Entry<?, ?> e : ((java.util.Map<?, ?>) v).entrySet()) {
                o.set(Casts.toStr(e.getKey()), toNode(e.getValue(), false));
            }
            return o;
        }
        return NODES.textNode(Casts.toStr(v));
    }
}
