package dev.varve.props;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Generates random primary-key tables and row-kind sequences that Apache Paimon 1.4.2 accepts and
 * gives a well-defined result for (SEMANTICS §3, §4, §11). Inputs that touch the Paimon bugs listed
 * in SEMANTICS §11, or that make Paimon's result depend on its compaction schedule, are steered
 * around (each rule is documented where it is applied; {@link KnownPaimonDifferencesTest} pins
 * Varve's behaviour on the inputs left out). Batches holding a record Varve must reject at write
 * time (a retraction the table does not allow) are marked invalid and never go to Paimon.
 * Deterministic per seed; not thread-safe.
 */
final class CaseGenerator {
    private static final String[] WORDS = {"apple", "banana", "cherry", "kiwi", "lime", "fig"};
    private static final LocalDate DAY0 = LocalDate.of(2024, 1, 8);
    private static final LocalDateTime TS0 = LocalDateTime.of(2024, 1, 8, 10, 0);

    private final long seed;
    private final SplittableRandom rnd;
    private final List<Col> cols = new ArrayList<>();
    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<String> primaryKeys = new ArrayList<>();
    private final List<String> partitionKeys = new ArrayList<>();
    private String engine;
    private boolean bulk;
    private int keyCount;
    private boolean updateBeforeValid;
    private boolean deleteValid;
    private String invalidWhy;
    private boolean avoidRewriteAfterDelete;
    /**
     * Paimon pre-merges a commit's records of one key in its write buffer; when that merge sees a
     * retraction, a {@code product} column or a sequence group with an aggregate loses it (the
     * "retractions lost by pre-merging" bug of SEMANTICS §3). A retraction is then the only record
     * of its key in its commit.
     */
    private boolean retractionAloneInCommit;
    /**
     * With {@code partial-update.remove-record-on-delete}, Paimon starts a merge whose first record
     * is a retraction from that retraction's non-null fields (the "old values come back" bug of
     * SEMANTICS §11): a {@code -U} first among a key's records in a commit, followed by an add in the
     * same commit, puts the {@code -U}'s values into the row. Such a retraction is then the only
     * record of its key in its commit ({@code KnownPaimonDifferencesTest} pins the difference).
     */
    private boolean retractionFirstAloneInCommit;
    /** At most one record per key in each commit (see where it is set). */
    private boolean oneRecordPerKeyPerCommit;
    /**
     * {@code sequence.field.sort-order = descending}: Paimon 1.4.2 merges a key's records of one
     * commit in ascending order (only across commits is the order reversed), so one record per key
     * and commit (KnownPaimonDifferencesTest#descendingSequenceOrderWithinOneCommit).
     */
    private boolean descendingSequence;
    /**
     * Aggregation with {@code sequence.field} and a value-picking column: Paimon's lookup compaction
     * stores each commit's merged row under the newest sequence, so a later, lower-sequence record
     * loses to older values (KnownPaimonDifferencesTest#aggregationLookupChangelogLateRecord): such
     * changelog cases get the full-compaction producer, whose compaction Varve mirrors.
     */
    private boolean valuePickingUnderSequence;
    /**
     * Paimon runs the merge function only when a key has two or more records in one merge; a key
     * whose only record is a retraction is then dropped, while merged with others it yields a row.
     * For engines where that matters, a key's first record is made an add.
     */
    private boolean firstRecordIsAdd;
    /**
     * Partial-update with sequence groups: a key's first record may stay a retraction (half of those
     * drawn as one). Paimon 1.4.2 starts such a merge from the retraction's own values before applying
     * it ({@code initRow}, fzpu_1346 of REPORT sweep 28 fz); alone, the retraction reads as no row. The
     * key's next record is then an add: two retractions merge to a retraction, which Paimon keeps or
     * drops as its compactions happen to reach the last level (MergeEngineDifferentialTest seed
     * 104372539490593 failed under the eager schedule without this). On by default for the merge cases since
     * sweep 30 fz (Varve's bottom compaction keeps a key whose versions are all retractions, as a lone one: seed
     * 104372539490627 fixed, 200 of 200 cases agree); off for the changelog cases, whose producers were not checked
     * with it. {@code -DcaseGenerator.firstRetraction=true|false} sets it for both.
     */
    private boolean firstRetractionAllowed;
    /** Whether {@link #firstRetractionAllowed} is on unless {@code -DcaseGenerator.firstRetraction} says otherwise. */
    private boolean firstRetractionByDefault;
    /** A key's first add (+I/+U) is written as +I. */
    private boolean firstAddIsInsert;
    /** Only +I/+U in valid batches (retractions still appear in batches Varve must reject). */
    private boolean addsOnly;

    private CaseGenerator(long seed) {
        this.seed = seed;
        this.rnd = new SplittableRandom(seed);
    }

    /** A random table of any merge engine with random batches. */
    static DiffCase mergeCase(long seed) {
        return mergeCase(seed, false);
    }

    /**
     * A large case: a few commits of thousands of rows over hundreds of keys, so a 1 mb write
     * buffer fills and flushes or spills in the middle of a commit.
     */
    static DiffCase bulkMergeCase(long seed) {
        return mergeCase(seed, true);
    }

    private static DiffCase mergeCase(long seed, boolean bulk) {
        CaseGenerator g = new CaseGenerator(seed);
        g.bulk = bulk;
        g.firstRetractionByDefault = true;
        g.layout();
        int e = g.rnd.nextInt(100);
        if (e < 24) {
            g.deduplicate();
        } else if (e < 38) {
            g.firstRow();
        } else if (e < 52) {
            g.partialUpdate();
        } else if (e < 66) {
            g.partialUpdateWithGroups();
        } else {
            g.aggregation();
        }
        g.bucket();
        return bulk ? g.build(2 + g.rnd.nextInt(2), 12_000) : g.build(2 + g.rnd.nextInt(10), 14);
    }

    /**
     * A table of any merge engine with a changelog producer (SEMANTICS §5, §11) and random batches:
     * {@code lookup}, {@code full-compaction}, {@code input} (the written records are the changelog)
     * or {@code none} (a streaming read gives each snapshot's merged delta). First-row tables use
     * {@code lookup} or {@code none} (Paimon refuses the other producers for them).
     */
    static DiffCase changelogCase(long seed) {
        CaseGenerator g = new CaseGenerator(seed);
        g.layout();
        int e = g.rnd.nextInt(100);
        if (e < 20) {
            g.deduplicate();
            // Paimon forgets a delete when compacting it into the last level, so a later, older
            // record comes back (KnownPaimonDifferencesTest#deduplicateSequenceFieldDeleteIsNotUndoneByCompaction);
            // changelog producers compact, so such tables get adds only (every kind stays valid).
            if (g.options.containsKey("sequence.field") && !g.options.containsKey("ignore-delete")) {
                g.addsOnly = true;
            }
        } else if (e < 30) {
            g.aggregationSum();
        } else if (e < 42) {
            g.firstRow();
        } else if (e < 56) {
            g.partialUpdate();
        } else if (e < 70) {
            g.partialUpdateWithGroups();
        } else {
            g.aggregation();
        }
        String producer;
        int p = g.rnd.nextInt(100);
        if (g.engine.equals("first-row")) {
            producer = p < 75 ? "lookup" : "none";
        } else {
            producer = p < 36 ? "lookup" : p < 64 ? "full-compaction" : p < 86 ? "input" : "none";
            if (producer.equals("lookup") && g.valuePickingUnderSequence) {
                producer = "full-compaction";
            }
        }
        g.options.put("changelog-producer", producer);
        if (g.engine.equals("first-row")) {
            // Paimon's lookup changelog passes a key's first record through with its own kind, so a
            // first +U stays +U; SEMANTICS §5 wants only +I
            // (KnownPaimonDifferencesTest#firstRowLookupChangelogOfAFirstUpdateAfter).
            g.firstAddIsInsert = true;
        }
        if (producer.equals("full-compaction") && g.rnd.nextBoolean()) {
            g.options.put("full-compaction.delta-commits", String.valueOf(1 + g.rnd.nextInt(3)));
        }
        if ((producer.equals("lookup") || producer.equals("full-compaction")) && g.rnd.nextInt(4) == 0) {
            g.options.put("changelog-producer.row-deduplicate", "true");
        }
        g.bucket();
        return g.build(2 + g.rnd.nextInt(8), 12);
    }

    /** Aggregation with one or two {@code sum} columns, every row kind valid (SEMANTICS §10). */
    private void aggregationSum() {
        engine = "aggregation";
        firstRecordIsAdd = true;
        options.put("merge-engine", "aggregation");
        addCol(new Col("s", DataType.bigint(), r -> (long) r.nextInt(-5, 20), 0.1));
        options.put("fields.s.aggregate-function", "sum");
        if (rnd.nextBoolean()) {
            addCol(new Col("d", DataType.doubleType(), r -> r.nextInt(-8, 9) * 0.5, 0.1));
            options.put("fields.d.aggregate-function", "sum");
        }
        allKindsValid();
    }

    // ---- table layout ------------------------------------------------------------------------

    private void layout() {
        keyCount = bulk ? 300 + rnd.nextInt(300) : 2 + rnd.nextInt(7);
        if (rnd.nextInt(3) == 0) {
            addCol(new Col("dt", DataType.string().notNull(), r -> r.nextBoolean() ? "d1" : "d2", 0));
            partitionKeys.add("dt");
            primaryKeys.add("dt");
        }
        int kc = keyCount;
        addCol(new Col("k", DataType.intType().notNull(), r -> r.nextInt(kc), 0));
        primaryKeys.add("k");
        if (rnd.nextInt(4) == 0) {
            addCol(new Col("k2", DataType.string().notNull(), r -> r.nextBoolean() ? "x" : "y", 0));
            primaryKeys.add("k2");
        }
    }

    private void bucket() {
        int b = rnd.nextInt(4);
        if (b == 0) {
            if (rnd.nextBoolean()) {
                options.put("bucket", "-1");
            }
        } else {
            options.put("bucket", String.valueOf(b));
        }
    }

    private void sequenceField() {
        // Nullable (values never null): in an aggregation table the column is aggregated with
        // last_non_null_value, whose retraction yields null, which Paimon refuses for NOT NULL.
        // Bulk cases: ties are improbable. Paimon breaks ties between records of one key in one large
        // write buffer arbitrarily (not by arrival, SEMANTICS §4), so they would not be well-defined.
        int range = bulk ? 1_000_000_000 : 6;
        // every atomic type orders a sequence (Paimon 1.4.2); strings compare in code-point order
        int kind = rnd.nextInt(8);
        DataType t;
        Function<SplittableRandom, Object> gen;
        switch (kind) {
            case 0: case 1: case 2:
                t = DataType.bigint();
                gen = r -> (long) r.nextInt(range);
                break;
            case 3: case 4:
                t = DataType.intType();
                gen = r -> r.nextInt(range);
                break;
            case 5:
                t = DataType.string();
                gen = r -> "t" + r.nextInt(range);
                break;
            case 6:
                t = DataType.doubleType();
                gen = r -> r.nextInt(range) / 4.0;
                break;
            default:
                t = DataType.timestamp(3);
                gen = r -> LocalDateTime.of(2024, 1, 1, 0, 0).plusSeconds(r.nextInt(range));
                break;
        }
        addCol(new Col("ts", t, gen, 0));
        options.put("sequence.field", "ts");
        if (rnd.nextInt(6) == 0) {
            options.put("sequence.field.sort-order", "descending");
            descendingSequence = true;
        }
    }

    private void allKindsValid() {
        updateBeforeValid = true;
        deleteValid = true;
    }

    // ---- engines -----------------------------------------------------------------------------

    private void deduplicate() {
        engine = "deduplicate";
        if (rnd.nextBoolean()) {
            options.put("merge-engine", "deduplicate");
        }
        valueColumns(1 + rnd.nextInt(3), 0.15);
        if (rnd.nextInt(3) == 0) {
            sequenceField();
        }
        if (rnd.nextInt(6) == 0) {
            options.put("ignore-delete", "true");
        }
        allKindsValid();
    }

    private void firstRow() {
        engine = "first-row";
        options.put("merge-engine", "first-row");
        valueColumns(1 + rnd.nextInt(3), 0.15);
        int m = rnd.nextInt(3);
        if (m == 0) {
            options.put("first-row.ignore-delete", "true");
            allKindsValid();
        } else if (m == 1) {
            options.put("ignore-delete", "true");
            allKindsValid();
        } else {
            invalidWhy = "first-row without first-row.ignore-delete takes no -U/-D";
        }
    }

    private void partialUpdate() {
        engine = "partial-update";
        firstRecordIsAdd = true;
        options.put("merge-engine", "partial-update");
        // No sequence.field: Paimon merges a late record before the already-merged row, so which
        // field value wins depends on whether compaction ran in between (not well-defined).
        valueColumns(2 + rnd.nextInt(3), 0.45);
        int m = rnd.nextInt(4);
        if (m == 0) {
            options.put(rnd.nextBoolean() ? "ignore-delete" : "partial-update.ignore-delete", "true");
            allKindsValid();
        } else if (m == 1) {
            options.put("partial-update.remove-record-on-delete", "true");
            allKindsValid();
            avoidRewriteAfterDelete = true;
            retractionFirstAloneInCommit = true;
        } else {
            invalidWhy = "partial-update without ignore-delete / remove-record-on-delete / sequence groups takes no -U/-D";
        }
    }

    private void partialUpdateWithGroups() {
        engine = "partial-update+groups";
        firstRecordIsAdd = true;
        // on by default for the merge cases (sweep 30 fz), off for the changelog cases: -DcaseGenerator.firstRetraction
        firstRetractionAllowed = Boolean.parseBoolean(System.getProperty("caseGenerator.firstRetraction",
                String.valueOf(firstRetractionByDefault)));
        options.put("merge-engine", "partial-update");
        addCol(new Col("g1", DataType.intType(), r -> r.nextInt(6), 0.15).asGroupSequence());
        addCol(new Col("a", DataType.string(), r -> WORDS[r.nextInt(WORDS.length)], 0.3));
        addCol(new Col("b", DataType.doubleType(), r -> r.nextInt(-8, 9) * 0.5, 0.3));
        options.put("fields.g1.sequence-group", "a,b");
        // any atomic type orders a group (Paimon 1.4.2): BIGINT, or STRING / TIMESTAMP now and then
        int g2Type = rnd.nextInt(4);
        if (g2Type == 0) {
            addCol(new Col("g2", DataType.string(), r -> "g" + r.nextInt(6), 0.15).asGroupSequence());
        } else if (g2Type == 1) {
            addCol(new Col("g2", DataType.timestamp(3),
                    r -> LocalDateTime.of(2024, 1, 1, 0, 0).plusMinutes(r.nextInt(6)), 0.15).asGroupSequence());
        } else {
            addCol(new Col("g2", DataType.bigint(), r -> (long) r.nextInt(6), 0.15).asGroupSequence());
        }
        addCol(new Col("c", DataType.bigint(), r -> (long) r.nextInt(-5, 20), 0.3));
        options.put("fields.g2.sequence-group", "c");
        retractionAloneInCommit = true;
        if (rnd.nextBoolean()) {
            boolean lastNonNull = rnd.nextBoolean();
            options.put("fields.c.aggregate-function", lastNonNull ? "last_non_null_value" : "sum");
            // Paimon pre-merges a commit's records of a key before meeting the stored row, which
            // changes last_non_null_value under older group sequences: one record per key and commit.
            oneRecordPerKeyPerCommit = lastNonNull;
        }
        if (rnd.nextBoolean()) {
            addCol(new Col("u", DataType.intType(), r -> r.nextInt(100), 0.4));
        }
        allKindsValid();
    }

    private void aggregation() {
        engine = "aggregation";
        firstRecordIsAdd = true;
        options.put("merge-engine", "aggregation");
        boolean retractions = rnd.nextInt(10) < 6;
        // With sequence.field only order-insensitive functions and last_* (value of the highest
        // sequence) are well-defined; Paimon's first_*/listagg then depend on compaction timing.
        boolean seqField = rnd.nextInt(5) == 0;
        // Paimon refuses remove-record-on-delete together with any ignore-retract.
        boolean removeOnDelete = retractions && rnd.nextInt(5) == 0;
        boolean allRetractable = true;
        boolean valuePicking = false;
        int n = 2 + rnd.nextInt(4);
        for (int i = 0; i < n; i++) {
            Agg a = randomAgg(retractions && !removeOnDelete);
            while (seqField && !a.orderInsensitive) {
                a = randomAgg(retractions && !removeOnDelete);
            }
            String name = "v" + i;
            addCol(new Col(name, a.type, a.gen, a.nullProb));
            if (a.function != null) {
                options.put("fields." + name + ".aggregate-function", a.function);
            }
            options.putAll(prefixed(name, a.extraOptions));
            // Paimon's pre-merge loses a retraction of product, and of last_non_null_value (also the
            // default function) after an add of the same key in the same commit.
            if (a.function == null || a.function.equals("last_non_null_value")
                    || a.function.equals("product") && a.retractable) {
                retractionAloneInCommit = true;
            }
            if (!a.retractable && !"true".equals(a.extraOptions.get("ignore-retract"))) {
                allRetractable = false;
            }
            if (a.function == null || a.function.startsWith("last_")) {
                valuePicking = true;
            }
        }
        if (seqField) {
            // Paimon pre-merges a commit's records of a key into one row that re-enters at its newest
            // sequence, so a later commit's record with a lower sequence loses to values older than
            // itself (KnownPaimonDifferencesTest#aggregationLastValueUnderSequenceFieldPreMergedInOneCommit):
            // one record per key and commit when a column picks values.
            oneRecordPerKeyPerCommit = valuePicking;
            valuePickingUnderSequence = valuePicking;
            sequenceField();
            // The sequence column is itself aggregated (last_value); a retraction nulls it
            // and Paimon then orders the merged row wrongly against later records.
            addsOnly = true;
        }
        if (removeOnDelete) {
            options.put("aggregation.remove-record-on-delete", "true");
            avoidRewriteAfterDelete = true;
        }
        if (allRetractable) {
            allKindsValid();
        } else {
            deleteValid = "true".equals(options.get("aggregation.remove-record-on-delete"));
            invalidWhy = "a non-retractable aggregate without ignore-retract takes no retraction";
        }
    }

    private static Map<String, String> prefixed(String col, Map<String, String> opts) {
        Map<String, String> out = new LinkedHashMap<>();
        opts.forEach((k, v) -> out.put("fields." + col + "." + k, v));
        return out;
    }

    /** An aggregate function with a column type and value generator it accepts. */
    private static final class Agg {
        String function;
        DataType type;
        Function<SplittableRandom, Object> gen;
        double nullProb = 0.15;
        boolean retractable;
        /** Merging in any order gives the same value (or it picks the value of the highest sequence). */
        boolean orderInsensitive;
        final Map<String, String> extraOptions = new LinkedHashMap<>();
    }

    private Agg randomAgg(boolean tableRetracts) {
        Agg a = new Agg();
        int f = rnd.nextInt(13);
        switch (f) {
            case 0: case 1: {
                a.function = "sum";
                a.retractable = true;
                a.orderInsensitive = true;
                numeric(a, true);
                break;
            }
            case 2: {
                a.function = "product";
                a.orderInsensitive = true;
                // BIGINT products need ignore-retract (integer quotients are inexact), which Paimon
                // refuses next to aggregation.remove-record-on-delete: those tables (and tables
                // without retractions, which draw alike) get the DOUBLE variant
                if (rnd.nextBoolean() || !tableRetracts) {
                    // powers of two: products and quotients are exact in any order
                    a.type = DataType.doubleType();
                    double[] vals = {0.5, 1.0, 2.0, 4.0, -1.0, -2.0};
                    a.gen = r -> vals[r.nextInt(vals.length)];
                    a.retractable = true;
                } else {
                    a.type = DataType.bigint();
                    a.gen = r -> (long) (r.nextBoolean() ? 1 + r.nextInt(3) : -(1 + r.nextInt(3)));
                    a.retractable = false;
                    a.extraOptions.put("ignore-retract", "true");
                }
                break;
            }
            case 3: case 4: {
                a.function = f == 3 ? "max" : "min";
                a.orderInsensitive = true;
                numeric(a, false);
                break;
            }
            case 5: {
                a.function = "first_value";
                anyType(a);
                break;
            }
            case 6: {
                a.function = rnd.nextBoolean() ? "first_non_null_value" : "first_not_null_value";
                anyType(a);
                break;
            }
            case 7: {
                a.function = "last_value";
                a.retractable = true;
                a.orderInsensitive = true;
                anyType(a);
                break;
            }
            case 8: {
                a.function = rnd.nextBoolean() ? "last_non_null_value" : null;
                a.retractable = true;
                a.orderInsensitive = true;
                anyType(a);
                break;
            }
            case 9: {
                a.function = "listagg";
                a.type = DataType.string();
                a.gen = r -> WORDS[r.nextInt(WORDS.length)];
                if (rnd.nextBoolean()) {
                    a.extraOptions.put("list-agg-delimiter", "|");
                }
                if (rnd.nextInt(3) == 0) {
                    a.extraOptions.put("distinct", "true");
                }
                break;
            }
            case 10: case 11: {
                a.function = f == 10 ? "bool_and" : "bool_or";
                a.orderInsensitive = true;
                a.type = DataType.booleanType();
                a.gen = r -> r.nextInt(4) != 0 == (f == 10);
                break;
            }
            default: {
                a.function = "sum";
                a.retractable = true;
                a.orderInsensitive = true;
                a.type = DataType.decimal(10, 2);
                a.gen = r -> BigDecimal.valueOf(r.nextInt(-500, 2000), 2);
                break;
            }
        }
        if (!a.retractable && tableRetracts && rnd.nextInt(4) != 0) {
            a.extraOptions.put("ignore-retract", "true");
        }
        return a;
    }

    private void numeric(Agg a, boolean forSum) {
        switch (rnd.nextInt(forSum ? 3 : 5)) {
            case 0:
                a.type = DataType.intType();
                a.gen = r -> r.nextInt(-5, 20);
                break;
            case 1:
                a.type = DataType.bigint();
                a.gen = r -> (long) r.nextInt(-5, 100);
                break;
            case 2:
                a.type = DataType.doubleType();
                a.gen = r -> r.nextInt(-10, 11) * 0.5;
                break;
            case 3:
                a.type = DataType.string();
                a.gen = r -> WORDS[r.nextInt(WORDS.length)];
                break;
            default:
                a.type = DataType.date();
                a.gen = r -> DAY0.plusDays(r.nextInt(20));
                break;
        }
    }

    private void anyType(Agg a) {
        Col c = randomValueCol("x", 0.2);
        a.type = c.type;
        a.gen = c.gen;
        a.nullProb = c.nullProb;
    }

    private void valueColumns(int n, double nullProb) {
        for (int i = 0; i < n; i++) {
            addCol(randomValueCol("v" + i, nullProb));
        }
    }

    private Col randomValueCol(String name, double nullProb) {
        switch (rnd.nextInt(9)) {
            case 0: return new Col(name, DataType.intType(), r -> r.nextInt(-5, 50), nullProb);
            case 1: return new Col(name, DataType.bigint(), r -> (long) r.nextInt(-5, 500), nullProb);
            case 2: return new Col(name, DataType.doubleType(), r -> r.nextInt(-10, 30) * 0.5, nullProb);
            case 3: return new Col(name, DataType.decimal(10, 2), r -> BigDecimal.valueOf(r.nextInt(-500, 5000), 2), nullProb);
            case 4: return new Col(name, DataType.booleanType(), SplittableRandom::nextBoolean, nullProb);
            case 5: return new Col(name, DataType.date(), r -> DAY0.plusDays(r.nextInt(30)), nullProb);
            case 6: return new Col(name, DataType.timestamp(3), r -> TS0.plusNanos(r.nextInt(100_000) * 1_000_000L), nullProb);
            case 7: return new Col(name, DataType.smallint(), r -> (short) r.nextInt(-100, 100), nullProb);
            default: return new Col(name, DataType.string(), r -> WORDS[r.nextInt(WORDS.length)], nullProb);
        }
    }

    private void addCol(Col c) {
        cols.add(c);
    }

    // ---- batches -----------------------------------------------------------------------------

    private DiffCase build(int commits, int maxRows) {
        List<DataField> fields = new ArrayList<>();
        for (int i = 0; i < cols.size(); i++) {
            fields.add(new DataField(i, cols.get(i).name, cols.get(i).type));
        }
        RowType rowType = new RowType(fields);
        Set<List<Object>> deletedKeys = new HashSet<>();
        Set<List<Object>> seenKeys = new HashSet<>();
        Set<List<Object>> addedKeys = new HashSet<>();
        Set<List<Object>> startedByRetraction = new HashSet<>();
        List<DiffCase.Batch> batches = new ArrayList<>();
        boolean anyInvalidKind = !updateBeforeValid || !deleteValid;
        for (int c = 0; c < commits; c++) {
            int n = bulk ? maxRows / 2 + rnd.nextInt(maxRows / 2) : 1 + rnd.nextInt(maxRows);
            List<GenericRow> rows = new ArrayList<>();
            Map<List<Object>, Boolean> retractedInBatch = new HashMap<>();
            Map<List<Object>, Boolean> firstIsRetractionInBatch = new HashMap<>();
            for (int r = 0; r < n; r++) {
                GenericRow row = randomRow(kindFor(updateBeforeValid && !addsOnly, deleteValid && !addsOnly));
                List<Object> key = keyOf(row);
                if (avoidRewriteAfterDelete && deletedKeys.contains(key)) {
                    continue;
                }
                if (firstRecordIsAdd && seenKeys.add(key)) {
                    if (row.getRowKind().isRetract()) {
                        if (firstRetractionAllowed && rnd.nextBoolean()) {
                            startedByRetraction.add(key);
                        } else {
                            row.setRowKind(RowKind.INSERT);
                        }
                    }
                    fillGroupSequences(row);
                } else if (startedByRetraction.remove(key) && row.getRowKind().isRetract()) {
                    // a second retraction would make the merged row a retraction, which Paimon keeps or drops
                    // as its compactions reach the last level (schedule-dependent): the next record adds
                    row.setRowKind(RowKind.INSERT);
                }
                if (retractionFirstAloneInCommit
                        && Boolean.TRUE.equals(firstIsRetractionInBatch.putIfAbsent(key, row.getRowKind().isRetract()))) {
                    continue; // a later record of a key whose first record in this commit is a retraction
                }
                boolean onePerKey = oneRecordPerKeyPerCommit || descendingSequence;
                if (onePerKey && retractedInBatch.containsKey(key)) {
                    continue;
                }
                if (retractionAloneInCommit || onePerKey) {
                    Boolean hadRetraction = retractedInBatch.get(key);
                    if (hadRetraction != null) {
                        if (hadRetraction) {
                            continue;
                        }
                        if (row.getRowKind().isRetract()) {
                            row.setRowKind(RowKind.INSERT);
                        }
                    }
                    retractedInBatch.put(key, row.getRowKind().isRetract());
                }
                if (avoidRewriteAfterDelete && row.getRowKind() == RowKind.DELETE) {
                    deletedKeys.add(key);
                }
                if (firstAddIsInsert && !row.getRowKind().isRetract() && addedKeys.add(key)) {
                    row.setRowKind(RowKind.INSERT);
                }
                rows.add(row);
            }
            if (rows.isEmpty()) {
                GenericRow row = randomRow(RowKind.INSERT);
                if (avoidRewriteAfterDelete && deletedKeys.contains(keyOf(row))) {
                    continue;
                }
                seenKeys.add(keyOf(row));
                addedKeys.add(keyOf(row));
                fillGroupSequences(row);
                rows.add(row);
            }
            batches.add(new DiffCase.Batch(rows, null));
            if (anyInvalidKind && rnd.nextInt(6) == 0) {
                batches.add(invalidBatch());
            }
        }
        return new DiffCase(seed, engine, rowType, primaryKeys, partitionKeys, options, batches);
    }

    /**
     * Paimon passes a key's only record through without merging, so a first record with a null
     * group sequence keeps that group's fields, while merged with later records it does not (the
     * group is skipped). A key's first record therefore carries every group sequence.
     */
    private void fillGroupSequences(GenericRow row) {
        for (int i = 0; i < cols.size(); i++) {
            if (cols.get(i).groupSequence && row.getField(i) == null) {
                row.setField(i, cols.get(i).gen.apply(rnd));
            }
        }
    }

    private DiffCase.Batch invalidBatch() {
        List<GenericRow> rows = new ArrayList<>();
        int n = rnd.nextInt(4);
        for (int i = 0; i < n; i++) {
            rows.add(randomRow(RowKind.INSERT));
        }
        RowKind bad = !deleteValid && (updateBeforeValid || rnd.nextBoolean()) ? RowKind.DELETE : RowKind.UPDATE_BEFORE;
        rows.add(rnd.nextInt(rows.size() + 1), randomRow(bad));
        return new DiffCase.Batch(rows, invalidWhy + " (" + bad.shortString() + ")");
    }

    private RowKind kindFor(boolean ubValid, boolean delValid) {
        int p = rnd.nextInt(100);
        if (p < 55) {
            return RowKind.INSERT;
        }
        if (p < 72) {
            return RowKind.UPDATE_AFTER;
        }
        if (p < 84) {
            return ubValid ? RowKind.UPDATE_BEFORE : RowKind.UPDATE_AFTER;
        }
        return delValid ? RowKind.DELETE : RowKind.INSERT;
    }

    private GenericRow randomRow(RowKind kind) {
        Object[] v = new Object[cols.size()];
        for (int i = 0; i < v.length; i++) {
            Col c = cols.get(i);
            v[i] = c.nullProb > 0 && rnd.nextDouble() < c.nullProb ? null : c.gen.apply(rnd);
        }
        return new GenericRow(kind, v);
    }

    private List<Object> keyOf(GenericRow row) {
        List<Object> key = new ArrayList<>();
        for (int i = 0; i < cols.size(); i++) {
            if (primaryKeys.contains(cols.get(i).name)) {
                key.add(row.getField(i));
            }
        }
        return key;
    }

    /** A column with its value generator. */
    private static final class Col {
        final String name;
        final DataType type;
        final Function<SplittableRandom, Object> gen;
        final double nullProb;
        boolean groupSequence;

        Col(String name, DataType type, Function<SplittableRandom, Object> gen, double nullProb) {
            this.name = name;
            this.type = type;
            this.gen = gen;
            this.nullProb = type.isNullable() ? nullProb : 0;
        }

        Col asGroupSequence() {
            groupSequence = true;
            return this;
        }
    }
}
