package dev.varve.props;

import dev.varve.kernel.Catalog;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Differential test of option validation against Apache Paimon 1.4.2: seeded random merge-engine
 * option sets (engines, sequence fields, sequence groups, aggregate functions on fitting and
 * unfitting types, input filters, changelog producers, unknown columns and functions) on a fixed
 * schema; Paimon and Varve each create the table and commit one insert (sometimes followed by a
 * late insert and by a retraction). Both must accept with the same result, or both refuse, and Varve's refusal must name an option or column
 * involved. {@code -Dseed=S -Doptions.cases=1} replays one case.
 *
 * <p>Left out on purpose: {@code count}, Varve's own aggregate function (SEMANTICS §3), which
 * Paimon 1.4.2 does not know.
 */
class OptionValidationDifferentialTest {
    static final long DEFAULT_SEED = 0x0b7_1a7e;

    private static final RowType TYPE = PaimonOracleTest.type("k", DataType.intType().notNull(), "a",
            DataType.intType(), "b", DataType.bigint(), "s", DataType.string(), "d", DataType.doubleType(),
            "ts", DataType.bigint());
    private static final String[] VALUE_COLUMNS = {"a", "b", "s", "d", "ts"};
    private static final String[] FUNCTIONS = {"sum", "product", "max", "min", "last_value", "last_non_null_value",
        "first_value", "first_non_null_value", "listagg", "bool_and", "bool_or", "collect", "merge_map", "rbm32",
        "hll_sketch", "no_such_function"};
    private static final String[] PRODUCERS = {"none", "input", "lookup", "full-compaction"};

    @TestFactory
    Stream<DynamicTest> optionValidationAgreesWithPaimon() {
        long base = Long.getLong("seed", DEFAULT_SEED);
        int cases = Integer.getInteger("options.cases", 24);
        return LongStream.range(0, cases).mapToObj(i -> {
            long seed = base + i;
            DiffCase c = generate(seed);
            return DynamicTest.dynamicTest("seed=" + seed + " " + c.engine, () -> {
                String report = compare(c);
                if (report != null) {
                    fail(report);
                }
            });
        });
    }

    /** Null when Varve and Paimon agree on {@code c}, else a description with the case's script. */
    static String compare(DiffCase c) {
        Path dir = TempDirs.create("options");
        try {
            PaimonRunner.Outcome p = PaimonRunner.run(c, dir.resolve("paimon"), Map.of(), false);
            VarveRunner.Outcome v;
            try (Catalog catalog = Catalog.open(dir.resolve("varve").toString())) {
                v = VarveRunner.run(c, catalog, "t", new VarveRunner.Schedule("default", Map.of(), false, 0, false),
                        false);
            }
            String problem = null;
            if (p.failed() != v.failed()) {
                problem = p.failed() ? "Paimon refuses (" + p.error + "), Varve accepts: " + v
                        : "Varve refuses (" + v.error + "), Paimon accepts: " + p;
            } else if (v.failed() && !namesTheProblem(v.error, c.options)) {
                problem = "Varve's refusal names no option or column of the case: " + v.error
                        + " (Paimon: " + p.error + ")";
            } else if (!v.failed() && !p.merged.equals(v.merged)) {
                problem = "both accept, results differ: Paimon " + p.merged + ", Varve " + v.merged;
            }
            return problem == null ? null
                    : "seed " + c.seed + ": " + problem + "\n" + c.script();
        } finally {
            TempDirs.deleteRecursively(dir);
        }
    }

    /** Whether a refusal mentions an option key, an option value or a column of the case. */
    private static boolean namesTheProblem(String error, Map<String, String> options) {
        if (error.contains("NullPointerException") || error.contains("IndexOutOfBounds")
                || error.contains("ClassCastException")) {
            return false;
        }
        String e = error.toLowerCase(Locale.ROOT);
        for (Map.Entry<String, String> o : options.entrySet()) {
            if (e.contains(o.getKey().toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        for (String col : VALUE_COLUMNS) {
            if (e.contains("'" + col + "'") || e.contains("column " + col)) {
                return true;
            }
        }
        return false;
    }

    static DiffCase generate(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Map<String, String> o = new LinkedHashMap<>();
        String[] engines = {"deduplicate", "partial-update", "aggregation", "first-row"};
        String engine = engines[r.nextInt(engines.length)];
        if (!engine.equals("deduplicate") || r.nextBoolean()) {
            o.put("merge-engine", engine);
        }
        o.put("bucket", r.nextInt(4) == 0 ? "-1" : "1");
        if (r.nextInt(3) == 0) {
            String[] seqs = {"ts", "ts", "a,ts", "s", "d", "zz"};
            o.put("sequence.field", seqs[r.nextInt(seqs.length)]);
            if (r.nextInt(4) == 0) {
                o.put("sequence.field.sort-order", r.nextBoolean() ? "descending" : "ascending");
            }
        }
        if (r.nextInt(3) == 0) {
            o.put("changelog-producer", PRODUCERS[r.nextInt(PRODUCERS.length)]);
        }
        if (r.nextInt(6) == 0) {
            String[] filters = {"ignore-delete", "ignore-update-before", "first-row.ignore-delete",
                "partial-update.ignore-delete", "deduplicate.ignore-delete"};
            o.put(filters[r.nextInt(filters.length)], "true");
        }
        if (r.nextInt(8) == 0) {
            o.put("deletion-vectors.enabled", "true");
        }
        if (r.nextInt(10) == 0) {
            o.put("changelog-producer.row-deduplicate", "true");
        }
        if (r.nextInt(12) == 0) {
            String[] keys = {"k", "a", "zz", "k,a"};
            o.put("bucket-key", keys[r.nextInt(keys.length)]);
        }
        if (r.nextInt(15) == 0) {
            o.put("sequence.field", "k");
        }
        switch (engine) {
            case "aggregation":
                aggregation(r, o, "");
                if (r.nextInt(4) == 0) {
                    o.put("aggregation.remove-record-on-delete", "true");
                }
                if (r.nextInt(6) == 0) {
                    o.put("fields.default-aggregate-function", FUNCTIONS[r.nextInt(4)]);
                }
                break;
            case "partial-update":
                partialUpdate(r, o);
                break;
            case "first-row":
                if (r.nextInt(4) == 0) {
                    o.put("first-row.ignore-delete", "true");
                }
                break;
            default:
                break;
        }
        List<DiffCase.Batch> batches = new ArrayList<>();
        batches.add(new DiffCase.Batch(List.of(GenericRow.of(1, 1, 2L, "x", 1.5, 10L)), null));
        if (r.nextBoolean()) {
            // lower in every column: late under any sequence field or group
            batches.add(new DiffCase.Batch(List.of(GenericRow.of(1, 0, 1L, "w", 1.0, 9L)), null));
        }
        // Aggregation with sequence.field: a retraction nulls the sequence column in both since sweep 34 sq
        // (KnownPaimonDifferencesTest#aggregationSequenceFieldAfterARetractionIsNullAsInPaimon)
        if (r.nextInt(3) == 0) {
            RowKind kind = r.nextBoolean() ? RowKind.DELETE : RowKind.UPDATE_BEFORE;
            batches.add(new DiffCase.Batch(List.of(GenericRow.ofKind(kind, 1, 1, 2L, "x", 1.5, 11L)), null));
        }
        return new DiffCase(seed, engine, TYPE, List.of("k"), List.of(), o, batches);
    }

    private static void aggregation(SplittableRandom r, Map<String, String> o, String onlyFrom) {
        int n = r.nextInt(4);
        for (int i = 0; i < n; i++) {
            String col = onlyFrom.isEmpty() ? VALUE_COLUMNS[r.nextInt(VALUE_COLUMNS.length)]
                    : onlyFrom.split(",")[r.nextInt(onlyFrom.split(",").length)];
            o.put("fields." + col + ".aggregate-function", FUNCTIONS[r.nextInt(FUNCTIONS.length)]);
            if (r.nextInt(4) == 0) {
                o.put("fields." + col + ".ignore-retract", "true");
            }
        }
    }

    private static void partialUpdate(SplittableRandom r, Map<String, String> o) {
        int g = r.nextInt(3);
        if (g > 0) {
            String[] seqCols = {"ts", "ts", "b", "s", "zz"};
            String[] members = {"a", "a,d", "d", "a,zz", "ts"};
            String seq = seqCols[r.nextInt(seqCols.length)];
            String m = members[r.nextInt(members.length)];
            if (m.equals(seq)) {
                // a column in its own group: Paimon accepts even an aggregate function on it, Varve
                // refuses the function (the sequence field of a group is not aggregated)
                m = "a";
            }
            o.put("fields." + seq + ".sequence-group", m);
            if (g > 1) {
                aggregation(r, o, m);
            }
            if (r.nextInt(4) == 0) {
                o.put("partial-update.remove-record-on-sequence-group", seq);
            }
        } else if (r.nextInt(3) == 0) {
            o.put("fields." + VALUE_COLUMNS[r.nextInt(VALUE_COLUMNS.length)] + ".aggregate-function",
                    FUNCTIONS[r.nextInt(FUNCTIONS.length)]);
        }
        if (r.nextInt(4) == 0) {
            o.put("partial-update.remove-record-on-delete", "true");
        }
    }
}
