package dev.varve.cli.sql;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The rows of a {@code 'connector' = 'datagen'} temporary table whose every field is a sequence, as Flink's DataGen
 * source emits them: {@code 'fields.<f>.kind' = 'sequence'} with {@code 'fields.<f>.start'} and
 * {@code 'fields.<f>.end'} counts from start to end (integer types; a string field holds the number as text; Flink
 * 2.0 fails at run time on a DECIMAL sequence, so Varve refuses it, and other types); the source ends when
 * the shortest sequence ends, or after {@code 'number-of-rows'} rows. Random fields (Flink's default kind) are
 * refused: their values differ at every run.
 */
final class DataGen {
    private DataGen() {
    }

    /** The generated rows; validates the options. @throws SqlError naming the table and the bad option */
    static List<Object[]> rows(String table, RowType type, Map<String, String> options) {
        String what = "datagen table '" + table + "'";
        long rows = Long.MAX_VALUE;
        for (String k : options.keySet()) {
            if (!k.equals("connector") && !k.equals("number-of-rows") && !k.equals("rows-per-second")
                    && !k.matches("fields\\.[^.]+\\.(kind|start|end)")) {
                throw new SqlError(what + ": option '" + k + "' is not supported (number-of-rows, rows-per-second,"
                        + " fields.<f>.kind = 'sequence', fields.<f>.start, fields.<f>.end)");
            }
        }
        if (options.containsKey("number-of-rows")) {
            rows = parse(options.get("number-of-rows"), what, "number-of-rows");
        }
        long[] start = new long[type.size()];
        for (int i = 0; i < type.size(); i++) {
            DataField f = type.field(i);
            String p = "fields." + f.name() + ".";
            String kind = options.getOrDefault(p + "kind", "random");
            if (!kind.equalsIgnoreCase("sequence")) {
                throw new SqlError(what + ": field '" + f.name() + "' is '" + kind + "'; varve generates only"
                        + " 'fields." + f.name() + ".kind' = 'sequence' (random values differ at every run)");
            }
            TypeRoot r = f.type().root();
            if (!(r == TypeRoot.TINYINT || r == TypeRoot.SMALLINT || r == TypeRoot.INT || r == TypeRoot.BIGINT
                    || r.isCharacterString())) {
                // Flink 2.0's DataGen source fails on a DECIMAL sequence at run time (ClassCastException)
                throw new SqlError(what + ": a sequence field must be an integer or a string type, not "
                        + Types.flinkString(f.type(), false) + " ('" + f.name() + "')");
            }
            if (!options.containsKey(p + "start") || !options.containsKey(p + "end")) {
                throw new SqlError(what + ": sequence field '" + f.name() + "' needs '" + p + "start' and '" + p + "end'");
            }
            start[i] = parse(options.get(p + "start"), what, p + "start");
            long end = parse(options.get(p + "end"), what, p + "end");
            if (end < start[i]) {
                throw new SqlError(what + ": '" + p + "end' is before '" + p + "start'");
            }
            rows = Math.min(rows, end - start[i] + 1);
        }
        if (rows == Long.MAX_VALUE) {
            throw new SqlError(what + ": an unbounded source ('number-of-rows' and sequence fields are missing)");
        }
        if (rows > 10_000_000) {
            throw new SqlError(what + ": " + rows + " rows is more than varve generates (10000000)");
        }
        List<Object[]> out = new ArrayList<>();
        for (long n = 0; n < rows; n++) {
            Object[] row = new Object[type.size()];
            for (int i = 0; i < row.length; i++) {
                DataType t = type.type(i);
                Object v = start[i] + n;
                row[i] = t.root().isCharacterString() ? Casts.castExplicit(String.valueOf(v), t) : Casts.castExplicit(v, t);
            }
            out.add(row);
        }
        return out;
    }

    private static long parse(String v, String what, String key) {
        try {
            return Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            throw new SqlError(what + ": '" + key + "' = '" + v + "' is not a whole number");
        }
    }
}
