package dev.varve.kernel.mergeengine;

import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;
import org.roaringbitmap.RoaringBitmap;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A random table (engine, columns, functions, sequence options) and a random group of versions of
 * one key, both drawn from one {@link SplittableRandom} so a seed replays the case exactly.
 */
final class RandomCase {
    final RowType rowType;
    final Map<String, String> options;
    final MergeEngine engine;
    final List<KeyValue> versions;

    private RandomCase(RowType rowType, Map<String, String> options, MergeEngine engine, List<KeyValue> versions) {
        this.rowType = rowType;
        this.options = options;
        this.engine = engine;
        this.versions = versions;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("table ").append(rowType).append(" options ").append(options)
                .append(" engine ").append(engine).append("\nversions:");
        for (KeyValue v : versions) {
            sb.append("\n  ").append(v);
        }
        return sb.toString();
    }

    private static final String[] VALUE_TYPES = {
        "INT", "BIGINT", "DOUBLE", "STRING", "DECIMAL(10, 2)", "BOOLEAN", "ARRAY<INT>", "MAP<INT, STRING>",
        "BYTES", "ARRAY<ROW<id INT, s STRING>>", "FLOAT", "SMALLINT"
    };

    /**
     * Draws a table and a version group. {@code retractions}: the group may hold -U/-D, and the
     * table is biased toward configurations where they are accepted.
     */
    static RandomCase draw(SplittableRandom r, boolean retractions) {
        List<DataField> fields = new ArrayList<>();
        fields.add(new DataField(0, "k", DataType.intType().notNull()));
        int valueColumns = 1 + r.nextInt(4);
        for (int i = 0; i < valueColumns; i++) {
            fields.add(new DataField(fields.size(), "v" + i, DataType.parse(VALUE_TYPES[r.nextInt(VALUE_TYPES.length)])));
        }
        Map<String, String> o = new LinkedHashMap<>();
        String engine = pick(r, "deduplicate", "first-row", "partial-update", "partial-update", "aggregation", "aggregation",
                "aggregation");
        o.put("merge-engine", engine);
        boolean seqField = !engine.equals("first-row") && r.nextInt(3) == 0;
        if (seqField) {
            fields.add(new DataField(fields.size(), "ts", DataType.bigint()));
            o.put("sequence.field", "ts");
            if (r.nextInt(3) == 0) {
                o.put("sequence.field.sort-order", "descending");
            }
            if (r.nextInt(3) == 0) {
                o.put("sequence.auto-padding", "row-kind-flag");
            }
        }
        if (engine.equals("first-row") && retractions) {
            o.put("first-row.ignore-delete", "true");
        }
        if (r.nextInt(8) == 0) {
            o.put("ignore-delete", "true");
        } else if (r.nextInt(8) == 0) {
            o.put("ignore-update-before", "true");
        }
        if (engine.equals("aggregation")) {
            for (int i = 1; i <= valueColumns; i++) {
                DataType t = fields.get(i).type();
                AggFunction f = function(r, t, retractions);
                if (f != null) {
                    o.put("fields.v" + (i - 1) + ".aggregate-function", f.sqlName());
                    if (f == AggFunction.NESTED_UPDATE && r.nextBoolean()) {
                        o.put("fields.v" + (i - 1) + ".nested-key", "id");
                    }
                    if (f == AggFunction.NESTED_PARTIAL_UPDATE) {
                        o.put("fields.v" + (i - 1) + ".nested-key", "id");
                    }
                    if ((f == AggFunction.COLLECT || f == AggFunction.LISTAGG) && r.nextBoolean()) {
                        o.put("fields.v" + (i - 1) + ".distinct", "true");
                    }
                }
                if (r.nextInt(retractions ? 2 : 5) == 0) {
                    o.put("fields.v" + (i - 1) + ".ignore-retract", "true");
                }
            }
            // Paimon refuses remove-record-on-delete next to any ignore-retract (so does Varve)
            if (r.nextInt(6) == 0 && o.keySet().stream().noneMatch(k -> k.endsWith(".ignore-retract"))) {
                o.put("aggregation.remove-record-on-delete", "true");
            }
        } else if (engine.equals("partial-update")) {
            boolean groups = r.nextInt(3) != 0;
            if (groups) {
                int seqCount = 1 + r.nextInt(2);
                StringBuilder seqNames = new StringBuilder();
                for (int s = 0; s < seqCount; s++) {
                    fields.add(new DataField(fields.size(), "g" + s, DataType.intType()));
                    seqNames.append(s == 0 ? "" : ",").append("g").append(s);
                }
                List<String> members = new ArrayList<>();
                for (int i = 1; i <= valueColumns; i++) {
                    if (r.nextInt(3) != 0) {
                        members.add("v" + (i - 1));
                        DataType t = fields.get(i).type();
                        if (r.nextInt(3) == 0) {
                            AggFunction f = function(r, t, retractions);
                            if (f != null && (f.orderInsensitive() || r.nextInt(4) == 0)) {
                                o.put("fields.v" + (i - 1) + ".aggregate-function", f.sqlName());
                                if (f == AggFunction.NESTED_PARTIAL_UPDATE) {
                                    o.put("fields.v" + (i - 1) + ".nested-key", "id");
                                }
                                if (r.nextInt(retractions ? 2 : 4) == 0) {
                                    o.put("fields.v" + (i - 1) + ".ignore-retract", "true");
                                }
                            }
                        }
                    }
                }
                if (members.isEmpty()) {
                    members.add("v0");
                    o.remove("fields.v0.aggregate-function");
                    o.remove("fields.v0.nested-key");
                }
                o.put("fields." + seqNames + ".sequence-group", String.join(",", members));
                if (!o.containsKey("ignore-delete") && r.nextInt(6) == 0) {
                    o.put("partial-update.remove-record-on-sequence-group", "g0");
                }
            } else if (!o.containsKey("ignore-delete") && r.nextInt(2) == 0) {
                o.put("partial-update.remove-record-on-delete", "true");
            }
        }
        RowType rowType = new RowType(fields);
        MergeEngine e;
        try {
            e = MergeEngine.create(rowType, List.of("k"), o);
        } catch (VarveException.InvalidSchema bad) {
            throw new AssertionError("generator made an invalid table: " + bad.getMessage() + " " + o, bad);
        }
        // a partial-update retraction that reaches a grouped function that cannot retract fails the merge when it
        // meets another record of its key (as Paimon's): the cases keep to merges that succeed, as the write check
        // kept them before it let such retractions through (a -D of a removing group may remove the row first)
        EngineConfig cfg = EngineConfig.parse(rowType, List.of("k"), o);
        boolean failingRetractions = cfg.kind == MergeEngineKind.PARTIAL_UPDATE && !cfg.groups.isEmpty()
                && java.util.Arrays.stream(cfg.columns).anyMatch(c -> c != null && c.rejectsRetraction());
        boolean removingGroup = cfg.groups.stream().anyMatch(g -> g.removesRowOnDelete);
        List<KeyValue> versions = new ArrayList<>();
        int n = 1 + r.nextInt(7);
        long seq = 100;
        for (int i = 0; i < n; i++) {
            RowKind kind = RowKind.INSERT;
            if (r.nextInt(5) == 0) {
                kind = RowKind.UPDATE_AFTER;
            }
            if (retractions && r.nextInt(3) == 0) {
                kind = r.nextBoolean() ? RowKind.UPDATE_BEFORE : RowKind.DELETE;
            }
            Object[] values = new Object[fields.size()];
            values[0] = 1;
            for (int c = 1; c < fields.size(); c++) {
                values[c] = value(r, fields.get(c).type(), fields.get(c).name());
            }
            GenericRow row = GenericRow.ofKind(kind, values);
            seq += 1 + r.nextInt(3);
            if (failingRetractions && (kind == RowKind.UPDATE_BEFORE || (kind == RowKind.DELETE && !removingGroup))) {
                continue;
            }
            try {
                if (!e.writeCheck().accept(row)) {
                    continue;
                }
            } catch (VarveException.InvalidRecord rejected) {
                continue;
            }
            versions.add(new KeyValue(Harness.KEY, seq, kind, row));
        }
        return new RandomCase(rowType, o, e, versions);
    }

    private static AggFunction function(SplittableRandom r, DataType t, boolean retractions) {
        List<AggFunction> fits = new ArrayList<>();
        for (AggFunction f : AggFunction.values()) {
            if (f != AggFunction.MERGE_MAP_WITH_KEYTIME && f != AggFunction.RBM64 && f != AggFunction.HLL_SKETCH
                    && f != AggFunction.THETA_SKETCH && f.supports(t)) {
                fits.add(f);
            }
        }
        if (retractions && r.nextBoolean()) {
            fits.removeIf(f -> !f.retractionCarriedByValue());
        }
        if (fits.isEmpty() || r.nextInt(6) == 0) {
            return null; // default function
        }
        return fits.get(r.nextInt(fits.size()));
    }

    private static String pick(SplittableRandom r, String... options) {
        return options[r.nextInt(options.length)];
    }

    private static Object value(SplittableRandom r, DataType t, String name) {
        if (r.nextInt(4) == 0) {
            return null;
        }
        switch (t.root()) {
            case INT:
                return name.startsWith("g") ? r.nextInt(4) : r.nextInt(7) - 3;
            case SMALLINT:
                return (short) (r.nextInt(7) - 3);
            case BIGINT:
                return name.equals("ts") ? (long) r.nextInt(4) : (long) (r.nextInt(7) - 3);
            case DOUBLE:
                return (double) (r.nextInt(7) - 3);
            case FLOAT:
                return (float) (r.nextInt(7) - 3);
            case DECIMAL:
                return BigDecimal.valueOf(r.nextInt(2001) - 1000, 2);
            case BOOLEAN:
                return r.nextBoolean();
            case VARCHAR:
                return pick(r, "a", "b", "c", "a,b", "", " ");
            case VARBINARY: {
                RoaringBitmap b = new RoaringBitmap();
                for (int i = r.nextInt(3); i > 0; i--) {
                    b.add(r.nextInt(6));
                }
                ByteBuffer buf = ByteBuffer.allocate(b.serializedSizeInBytes());
                b.serialize(buf);
                return buf.array();
            }
            case ARRAY: {
                List<Object> l = new ArrayList<>();
                for (int i = r.nextInt(4); i > 0; i--) {
                    if (t.elementType().root() == TypeRoot.ROW) {
                        l.add(r.nextInt(6) == 0 ? null : GenericRow.of(r.nextInt(3), pick(r, "x", "y", null)));
                    } else {
                        l.add(r.nextInt(6) == 0 ? null : r.nextInt(5) - 2);
                    }
                }
                return l;
            }
            case MAP: {
                Map<Object, Object> m = new LinkedHashMap<>();
                for (int i = r.nextInt(3); i > 0; i--) {
                    m.put(r.nextInt(3), pick(r, "p", "q", null));
                }
                return m;
            }
            default:
                throw new IllegalStateException(t.toString());
        }
    }
}
