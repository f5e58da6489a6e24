package dev.varve.flinkoracle;

import org.apache.flink.types.Row;

import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Flink's external row values printed as {@code varve sql} prints them (CLI.md "Output"): {@code KIND[v1, v2]},
 * strings unquoted, {@code null}, DECIMAL as {@code toPlainString}, FLOAT/DOUBLE/DATE/TIME/TIMESTAMP/Instant by
 * {@code toString}, ARRAY {@code [a, b]}, MAP {@code {k=v}} sorted by key (by the printed key), ROW {@code (a, b)},
 * BYTES {@code x'0a1b'}. Differences from {@link Row#toString()}: BigDecimal (toString may use an exponent), bytes
 * (Flink prints {@code [10, 27]}), ROW (Flink prints {@code +I[a, b]}), map order (Flink: the map's iteration order).
 */
final class VarveFormat {
    private VarveFormat() {
    }

    static String row(Row r) {
        StringBuilder b = new StringBuilder(r.getKind().shortString()).append('[');
        for (int i = 0; i < r.getArity(); i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append(value(r.getField(i)));
        }
        return b.append(']').toString();
    }

    static String value(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof BigDecimal) {
            return ((BigDecimal) v).toPlainString();
        }
        if (v instanceof byte[]) {
            StringBuilder b = new StringBuilder("x'");
            for (byte x : (byte[]) v) {
                b.append(Character.forDigit((x >> 4) & 0xf, 16)).append(Character.forDigit(x & 0xf, 16));
            }
            return b.append('\'').toString();
        }
        if (v instanceof Row) {
            Row r = (Row) v;
            StringBuilder b = new StringBuilder("(");
            for (int i = 0; i < r.getArity(); i++) {
                if (i > 0) {
                    b.append(", ");
                }
                b.append(value(r.getField(i)));
            }
            return b.append(')').toString();
        }
        if (v instanceof Map) {
            List<String[]> entries = new ArrayList<>();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                entries.add(new String[]{value(e.getKey()), value(e.getValue()), sortKey(e.getKey())});
            }
            entries.sort((a, c) -> a[2].compareTo(c[2]));
            StringBuilder b = new StringBuilder("{");
            for (int i = 0; i < entries.size(); i++) {
                if (i > 0) {
                    b.append(", ");
                }
                b.append(entries.get(i)[0]).append('=').append(entries.get(i)[1]);
            }
            return b.append('}').toString();
        }
        if (v.getClass().isArray()) {
            StringBuilder b = new StringBuilder("[");
            int n = Array.getLength(v);
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    b.append(", ");
                }
                b.append(value(Array.get(v, i)));
            }
            return b.append(']').toString();
        }
        return v.toString();
    }

    /** Numbers sort numerically (zero-padded, sign-aware enough for the goldens' keys), others by their text. */
    private static String sortKey(Object k) {
        if (k instanceof Number && !(k instanceof BigDecimal)) {
            double d = ((Number) k).doubleValue();
            return String.format("%s%030.10f", d < 0 ? "0" : "1", d < 0 ? 1e20 + d : d);
        }
        return value(k);
    }
}
