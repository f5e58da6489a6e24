package dev.varve.row;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Prints rows and values in the output format of CLI.md: {@code +I[1, 8.0, cherry]}; strings
 * unquoted (CHAR(n) padded), {@code null}, DECIMAL plain with its scale, date/time types as
 * java.time's toString, TIMESTAMP_LTZ as an Instant (UTC), ARRAY {@code [a, b]}, MAP
 * {@code {k=v}} sorted by key, ROW {@code (a, b)}, bytes {@code x'0a1b'}.
 */
public final class ValueFormatter {
    private ValueFormatter() {
    }

    public static String formatRow(InternalRow row, RowType type) {
        return formatRow(row.getRowKind(), row, type);
    }

    public static String formatRow(RowKind kind, InternalRow row, RowType type) {
        StringBuilder sb = new StringBuilder(kind.shortString()).append('[');
        for (int i = 0; i < row.getArity(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            append(sb, row.getField(i), i < type.size() ? type.type(i) : null);
        }
        return sb.append(']').toString();
    }

    public static String format(Object value, DataType type) {
        StringBuilder sb = new StringBuilder();
        append(sb, value, type);
        return sb.toString();
    }

    @SuppressWarnings("unchecked")
    private static void append(StringBuilder sb, Object v, DataType t) {
        if (v == null) {
            sb.append("null");
            return;
        }
        if (v instanceof String) {
            String s = (String) v;
            sb.append(s);
            if (t != null && t.root() == TypeRoot.CHAR) {
                for (int i = s.codePointCount(0, s.length()); i < t.length(); i++) {
                    sb.append(' ');
                }
            }
        } else if (v instanceof BigDecimal) {
            sb.append(((BigDecimal) v).toPlainString());
        } else if (v instanceof byte[]) {
            sb.append("x'");
            for (byte b : (byte[]) v) {
                sb.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
            }
            sb.append('\'');
        } else if (v instanceof LocalDate || v instanceof LocalTime || v instanceof LocalDateTime
                || v instanceof Instant) {
            sb.append(v);
        } else if (v instanceof List) {
            DataType et = t == null ? null : t.elementType();
            sb.append('[');
            boolean first = true;
            for (Object e : (List<Object>) v) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                append(sb, e, et);
            }
            sb.append(']');
        } else if (v instanceof Map) {
            DataType kt = t == null ? null : t.keyType();
            DataType vt = t == null ? null : t.valueType();
            List<Map.Entry<Object, Object>> entries = new ArrayList<>(((Map<Object, Object>) v).entrySet());
            entries.sort((a, b) -> ValueComparator.compare(a.getKey(), b.getKey()));
            sb.append('{');
            boolean first = true;
            for (Map.Entry<Object, Object> e : entries) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                append(sb, e.getKey(), kt);
                sb.append('=');
                append(sb, e.getValue(), vt);
            }
            sb.append('}');
        } else if (v instanceof InternalRow) {
            InternalRow r = (InternalRow) v;
            sb.append('(');
            for (int i = 0; i < r.getArity(); i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                DataType ft = t == null || t.fields() == null || i >= t.fields().size() ? null : t.fields().get(i).type();
                append(sb, r.getField(i), ft);
            }
            sb.append(')');
        } else {
            sb.append(v);
        }
    }
}
