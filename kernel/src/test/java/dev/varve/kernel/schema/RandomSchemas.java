package dev.varve.kernel.schema;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Random table schemas for round-trip properties (nested ROW fields carry positional ids, as the type parser assigns). */
final class RandomSchemas {
    private static final String[] NAME_CHARS = {"a", "b", "z", "_", "1", "é", "名", " ", "`", "'", "\"", "\\", "-", ".", "$"};

    private RandomSchemas() {
    }

    static String name(SplittableRandom r) {
        StringBuilder sb = new StringBuilder("c");
        int n = r.nextInt(0, 8);
        for (int i = 0; i < n; i++) {
            sb.append(NAME_CHARS[r.nextInt(NAME_CHARS.length)]);
        }
        return sb.toString();
    }

    static String text(SplittableRandom r) {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(0, 12);
        for (int i = 0; i < n; i++) {
            int kind = r.nextInt(4);
            if (kind == 0) {
                sb.append((char) r.nextInt(0x20, 0x7f));
            } else if (kind == 1) {
                sb.appendCodePoint(r.nextInt(0xa0, 0x2fff));
            } else if (kind == 2) {
                sb.append("\n\t\"\\{}[]".charAt(r.nextInt(8)));
            } else {
                sb.appendCodePoint(0x1F600 + r.nextInt(50));
            }
        }
        return sb.toString();
    }

    static DataType type(SplittableRandom r, int depth) {
        DataType t;
        int k = r.nextInt(depth > 1 ? 19 : 22);
        switch (k) {
            case 0: t = DataType.booleanType(); break;
            case 1: t = DataType.tinyint(); break;
            case 2: t = DataType.smallint(); break;
            case 3: t = DataType.intType(); break;
            case 4: t = DataType.bigint(); break;
            case 5: t = DataType.floatType(); break;
            case 6: t = DataType.doubleType(); break;
            case 7: {
                int p = r.nextInt(1, 39);
                t = DataType.decimal(p, r.nextInt(0, p + 1));
                break;
            }
            case 8: t = DataType.charType(r.nextInt(1, 300)); break;
            case 9: t = DataType.varchar(r.nextInt(1, 300)); break;
            case 10: t = DataType.string(); break;
            case 11: t = DataType.binary(r.nextInt(1, 100)); break;
            case 12: t = DataType.varbinary(r.nextInt(1, 100)); break;
            case 13: t = DataType.bytes(); break;
            case 14: t = DataType.date(); break;
            case 15: t = DataType.time(r.nextInt(0, 10)); break;
            case 16: t = DataType.timestamp(r.nextInt(0, 10)); break;
            case 17: t = DataType.timestampLtz(r.nextInt(0, 10)); break;
            case 18: t = DataType.intType(); break;
            case 19: t = DataType.array(type(r, depth + 1)); break;
            case 20: t = DataType.map(type(r, depth + 1), type(r, depth + 1)); break;
            default: {
                List<DataField> fs = new ArrayList<>();
                int n = r.nextInt(1, 4);
                for (int i = 0; i < n; i++) {
                    fs.add(new DataField(i, name(r) + i, type(r, depth + 1)));
                }
                t = DataType.row(fs);
            }
        }
        return r.nextInt(4) == 0 ? t.notNull() : t;
    }

    /** A schema with random columns, keys, options, comment and time (not necessarily valid for CREATE). */
    static TableSchema schema(SplittableRandom r) {
        int n = r.nextInt(1, 12);
        List<DataField> fields = new ArrayList<>();
        int id = r.nextInt(0, 5);
        for (int i = 0; i < n; i++) {
            id += r.nextInt(1, 3);
            fields.add(new DataField(id, name(r) + "_" + i, type(r, 0), r.nextBoolean() ? null : text(r)));
        }
        List<String> pk = new ArrayList<>();
        List<String> part = new ArrayList<>();
        for (DataField f : fields) {
            int c = r.nextInt(6);
            if (c == 0) {
                pk.add(f.name());
            } else if (c == 1) {
                part.add(f.name());
            }
        }
        Map<String, String> options = new LinkedHashMap<>();
        int o = r.nextInt(0, 6);
        for (int i = 0; i < o; i++) {
            options.put(text(r) + i, text(r));
        }
        return new TableSchema(r.nextLong(0, 1_000_000), new RowType(fields), part, pk, options,
                r.nextBoolean() ? null : text(r), r.nextLong(0, Long.MAX_VALUE), id + r.nextInt(0, 3));
    }
}
