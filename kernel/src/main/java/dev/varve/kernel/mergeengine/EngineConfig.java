package dev.varve.kernel.mergeengine;

import dev.varve.kernel.util.Suggest;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A table's merge-engine configuration, read from its raw option map (keys as in Apache Paimon)
 * and validated against its row type and primary key. Every rejection is a
 * {@link VarveException.InvalidSchema} whose message names the option and the cause; options that
 * are accepted but have no effect produce warnings. Immutable.
 */
final class EngineConfig {
    static final String MERGE_ENGINE = "merge-engine";
    static final String SEQUENCE_FIELD = "sequence.field";
    static final String SEQUENCE_SORT_ORDER = "sequence.field.sort-order";
    static final String SEQUENCE_AUTO_PADDING = "sequence.auto-padding";
    static final String IGNORE_DELETE = "ignore-delete";
    static final List<String> IGNORE_DELETE_ALIASES = List.of(
            "first-row.ignore-delete", "deduplicate.ignore-delete", "partial-update.ignore-delete");
    static final String IGNORE_UPDATE_BEFORE = "ignore-update-before";
    static final String PU_REMOVE_ON_DELETE = "partial-update.remove-record-on-delete";
    static final String PU_REMOVE_ON_SEQUENCE_GROUP = "partial-update.remove-record-on-sequence-group";
    static final String AGG_REMOVE_ON_DELETE = "aggregation.remove-record-on-delete";
    static final String FIELDS_PREFIX = "fields.";
    static final String DEFAULT_AGG = "fields.default-aggregate-function";
    static final String SUFFIX_AGG = ".aggregate-function";
    static final String SUFFIX_IGNORE_RETRACT = ".ignore-retract";
    static final String SUFFIX_SEQUENCE_GROUP = ".sequence-group";
    static final String SUFFIX_DELIMITER = ".list-agg-delimiter";
    static final String SUFFIX_DISTINCT = ".distinct";
    static final String SUFFIX_NESTED_KEY = ".nested-key";
    static final String SUFFIX_COUNT_LIMIT = ".count-limit";
    static final String SUFFIX_TS_FIELD = ".ts-field";

    private static final List<String> COLUMN_SUFFIXES = List.of(
            SUFFIX_AGG, SUFFIX_IGNORE_RETRACT, SUFFIX_DELIMITER, SUFFIX_DISTINCT, SUFFIX_NESTED_KEY, SUFFIX_COUNT_LIMIT,
            SUFFIX_TS_FIELD);

    final RowType rowType;
    final MergeEngineKind kind;
    final int[] primaryKey;
    final boolean[] isPrimaryKey;
    /** Each column's type root, in {@link #rowType} order. */
    final TypeRoot[] roots;
    /** Null when there is no {@code sequence.field}. */
    final SequenceOrder sequenceOrder;
    final boolean[] isSequenceField;
    /**
     * Aggregation: per column, whether {@code fields.<c>.ignore-retract} is set on a {@code sequence.field} column
     * (its retraction then keeps the folded value, as Paimon 1.4.2's {@code FieldIgnoreRetractAgg} around the
     * column's {@code last_value}; without it a retraction nulls the column). All false elsewhere.
     */
    final boolean[] sequenceIgnoresRetract;
    final boolean ignoreDelete;
    final boolean ignoreUpdateBefore;
    final boolean partialRemoveOnDelete;
    final boolean aggRemoveOnDelete;
    /**
     * Aggregation: the function of every non-key, non-sequence-field column. Partial-update: the
     * grouped columns with a function. Null elsewhere.
     */
    final ColumnSpec[] columns;
    final List<SequenceGroup> groups;
    /** Partial-update: for each column, the index of its group (guarded or sequence field), or -1. */
    final int[] groupOf;
    final List<String> warnings;
    /**
     * Whether a key with a single version reads as that version, unmerged (Paimon 1.4.2 runs the
     * merge function only when two or more versions meet; see {@link FoldingMergeFunction}).
     * Off with {@code changelog-producer = lookup}, whose compaction merges every level-0 version; reads, flushes and
     * the lookup changelog's before-image of such tables use a copy with it on, and a lookup table's rewrite of level-0
     * files one with it off ({@link MergeEngine#withLonePassThrough}).
     */
    final boolean passThroughSingle;
    /**
     * {@code aggregation.remove-record-on-delete}: whether a removing -D seeds every function with its values (Paimon
     * 1.4.2's row becomes the -D's, probes fix24 k08 / k09), else the row starts again from nothing. Off with
     * {@code changelog-producer = lookup}: there Paimon merges each commit onto the stored record of the newest level, so
     * whether a later add meets the -D's values depends on whether the commit compactions dropped the -D at the bottom,
     * which depends on file sizes Varve does not reproduce (golden sweep14_m_agg_delete_stmt_remove_on_delete: Paimon's
     * -D reached the bottom; flink-oracle REPORT "Sweep 24 fx").
     */
    final boolean aggRemovalSeeds;

    private EngineConfig(Parser p) {
        this.rowType = p.rowType;
        this.kind = p.kind;
        this.primaryKey = p.primaryKey;
        this.isPrimaryKey = p.isPrimaryKey;
        this.roots = new TypeRoot[rowType.fields().size()];
        for (int i = 0; i < roots.length; i++) {
            roots[i] = rowType.fields().get(i).type().root();
        }
        this.sequenceOrder = p.sequenceOrder;
        this.isSequenceField = p.isSequenceField;
        this.sequenceIgnoresRetract = p.sequenceIgnoresRetract;
        this.ignoreDelete = p.ignoreDelete;
        this.ignoreUpdateBefore = p.ignoreUpdateBefore;
        this.partialRemoveOnDelete = p.partialRemoveOnDelete;
        this.aggRemoveOnDelete = p.aggRemoveOnDelete;
        this.columns = p.columns;
        this.groups = Collections.unmodifiableList(p.groups);
        this.groupOf = p.groupOf;
        this.warnings = Collections.unmodifiableList(p.warnings);
        this.passThroughSingle = !"lookup".equalsIgnoreCase(String.valueOf(p.options.get("changelog-producer")).trim());
        this.aggRemovalSeeds = p.aggRemoveOnDelete && passThroughSingle;
    }

    /** A copy of {@code o} whose {@link #passThroughSingle} is {@code passThroughSingle} (every other field as in {@code o}). */
    private EngineConfig(EngineConfig o, boolean passThroughSingle) {
        this.rowType = o.rowType;
        this.kind = o.kind;
        this.primaryKey = o.primaryKey;
        this.isPrimaryKey = o.isPrimaryKey;
        this.roots = o.roots;
        this.sequenceOrder = o.sequenceOrder;
        this.isSequenceField = o.isSequenceField;
        this.sequenceIgnoresRetract = o.sequenceIgnoresRetract;
        this.ignoreDelete = o.ignoreDelete;
        this.ignoreUpdateBefore = o.ignoreUpdateBefore;
        this.partialRemoveOnDelete = o.partialRemoveOnDelete;
        this.aggRemoveOnDelete = o.aggRemoveOnDelete;
        this.columns = o.columns;
        this.groups = o.groups;
        this.groupOf = o.groupOf;
        this.warnings = o.warnings;
        this.passThroughSingle = passThroughSingle;
        // the table's rule, whichever way lone versions go (see the field)
        this.aggRemovalSeeds = o.aggRemovalSeeds;
    }

    /** This configuration, or a copy of it, with lone versions passed through ({@code true}) or merged. */
    EngineConfig withPassThroughSingle(boolean on) {
        return on == passThroughSingle ? this : new EngineConfig(this, on);
    }

    static EngineConfig parse(RowType rowType, List<String> primaryKeys, Map<String, String> options) {
        if (rowType == null || primaryKeys == null || options == null) {
            throw new IllegalArgumentException("row type, primary keys and options must not be null");
        }
        Map<String, String> present = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : options.entrySet()) {
            if (e.getKey() != null && e.getValue() != null) {
                present.put(e.getKey(), e.getValue());
            }
        }
        return new EngineConfig(new Parser(rowType, primaryKeys, present));
    }

    int arity() {
        return rowType.size();
    }

    String columnName(int pos) {
        return rowType.field(pos).name();
    }

    boolean hasSequenceField() {
        return sequenceOrder != null;
    }

    // =========================================================================================

    /** One parse: reads the options in a fixed order so that the first problem reported is stable. */
    private static final class Parser {
        final RowType rowType;
        final Map<String, String> options;
        final List<String> warnings = new ArrayList<>();
        final MergeEngineKind kind;
        final int[] primaryKey;
        final boolean[] isPrimaryKey;
        SequenceOrder sequenceOrder;
        final boolean[] isSequenceField;
        final boolean[] sequenceIgnoresRetract;
        final boolean ignoreDelete;
        final boolean ignoreUpdateBefore;
        final boolean partialRemoveOnDelete;
        final boolean aggRemoveOnDelete;
        ColumnSpec[] columns;
        final List<SequenceGroup> groups = new ArrayList<>();
        final int[] groupOf;

        /** Per column: suffix → (option key, value). Sorted for stable messages. */
        final Map<Integer, Map<String, String[]>> columnOptions = new TreeMap<>();
        /** sequence-group option key → value, in key order. */
        final Map<String, String> groupOptions = new TreeMap<>();

        Parser(RowType rowType, List<String> primaryKeys, Map<String, String> options) {
            this.rowType = rowType;
            this.options = options;
            int n = rowType.size();
            try {
                this.kind = MergeEngineKind.fromOptionValue(options.get(MERGE_ENGINE));
            } catch (IllegalArgumentException e) {
                throw new VarveException.InvalidSchema(e.getMessage());
            }
            if (primaryKeys.isEmpty()) {
                throw new VarveException.InvalidSchema("merge-engine '" + kind
                        + "' needs a primary key: merge engines apply to primary-key tables only");
            }
            this.primaryKey = new int[primaryKeys.size()];
            this.isPrimaryKey = new boolean[n];
            for (int i = 0; i < primaryKeys.size(); i++) {
                int pos = rowType.indexOf(primaryKeys.get(i));
                if (pos < 0) {
                    throw new VarveException.InvalidSchema("primary key column '" + primaryKeys.get(i)
                            + "' does not exist (columns: " + String.join(", ", rowType.names()) + ")");
                }
                primaryKey[i] = pos;
                isPrimaryKey[pos] = true;
            }
            this.isSequenceField = new boolean[n];
            this.sequenceIgnoresRetract = new boolean[n];
            this.groupOf = new int[n];
            Arrays.fill(groupOf, -1);

            this.ignoreDelete = readIgnoreDelete();
            this.ignoreUpdateBefore = bool(IGNORE_UPDATE_BEFORE, false);
            this.partialRemoveOnDelete = bool(PU_REMOVE_ON_DELETE, false);
            this.aggRemoveOnDelete = bool(AGG_REMOVE_ON_DELETE, false);

            readSequenceField();
            collectFieldOptions();

            switch (kind) {
                case AGGREGATION:
                    buildAggregation();
                    break;
                case PARTIAL_UPDATE:
                    buildPartialUpdate();
                    break;
                default:
                    buildSimple();
            }
        }

        // ---- scalar options ---------------------------------------------------------------

        private boolean bool(String key, boolean dflt) {
            String v = options.get(key);
            if (v == null) {
                return dflt;
            }
            return parseBool(key, v);
        }

        private static boolean parseBool(String key, String v) {
            String t = v.trim().toLowerCase(Locale.ROOT);
            if (t.equals("true")) {
                return true;
            }
            if (t.equals("false")) {
                return false;
            }
            throw new VarveException.InvalidSchema(key + ": expected 'true' or 'false', got '" + v + "'");
        }

        private boolean readIgnoreDelete() {
            Boolean value = null;
            String from = null;
            List<String> keys = new ArrayList<>();
            keys.add(IGNORE_DELETE);
            keys.addAll(IGNORE_DELETE_ALIASES);
            for (String k : keys) {
                String v = options.get(k);
                if (v == null) {
                    continue;
                }
                boolean b = parseBool(k, v);
                if (value == null) {
                    value = b;
                    from = k;
                } else if (value != b) {
                    throw new VarveException.InvalidSchema("'" + from + "' = '" + value + "' contradicts '" + k
                            + "' = '" + b + "' (they are aliases of one option; set only one)");
                }
            }
            return value != null && value;
        }

        private void readSequenceField() {
            String spec = options.get(SEQUENCE_FIELD);
            String order = options.get(SEQUENCE_SORT_ORDER);
            String padding = options.get(SEQUENCE_AUTO_PADDING);
            boolean descending = false;
            if (order != null) {
                String o = order.trim().toLowerCase(Locale.ROOT);
                if (o.equals("descending")) {
                    descending = true;
                } else if (!o.equals("ascending")) {
                    throw new VarveException.InvalidSchema(SEQUENCE_SORT_ORDER
                            + ": expected 'ascending' or 'descending', got '" + order + "'");
                }
            }
            if (padding != null) {
                // validated only: Apache Paimon 1.4.2 no longer has the option (OptionsValidator warns that it is
                // ignored); ties on the sequence field go to arrival order whatever the row kind
                for (String part : padding.split(",")) {
                    String p = part.trim().toLowerCase(Locale.ROOT);
                    if (!p.equals("row-kind-flag") && !p.equals("second-to-micro") && !p.equals("millis-to-micro")) {
                        throw new VarveException.InvalidSchema(SEQUENCE_AUTO_PADDING + ": unknown value '"
                                + part.trim() + "' (expected row-kind-flag, second-to-micro or millis-to-micro)");
                    }
                }
            }
            if (spec == null || spec.isBlank()) {
                if (order != null) {
                    warnings.add("'" + SEQUENCE_SORT_ORDER + "' has no effect without '" + SEQUENCE_FIELD + "'");
                }
                return;
            }
            if (kind == MergeEngineKind.FIRST_ROW) {
                throw new VarveException.InvalidSchema(SEQUENCE_FIELD
                        + " is not supported by merge-engine 'first-row' (it keeps the first record written per key)");
            }
            String[] names = spec.split(",");
            int[] fields = new int[names.length];
            TypeRoot[] roots = new TypeRoot[names.length];
            for (int i = 0; i < names.length; i++) {
                String name = names[i].trim();
                int pos = column(SEQUENCE_FIELD, name);
                if (isSequenceField[pos]) {
                    throw new VarveException.InvalidSchema(SEQUENCE_FIELD + ": column '" + name + "' is listed twice");
                }
                DataType t = rowType.type(pos);
                if (!SequenceOrder.isComparableSequenceType(t.root())) {
                    throw new VarveException.InvalidSchema(SEQUENCE_FIELD + ": column '" + name + "' has type " + t
                            + "; ARRAY, MAP and ROW columns cannot be a sequence field");
                }
                isSequenceField[pos] = true;
                fields[i] = pos;
                roots[i] = t.root();
            }
            sequenceOrder = new SequenceOrder(fields, roots, descending);
        }

        /** Resolves a column name (case-insensitive) or fails naming the option. */
        private int column(String optionKey, String name) {
            if (name.isEmpty()) {
                throw new VarveException.InvalidSchema(optionKey + ": empty column name");
            }
            int pos = rowType.indexOf(name);
            if (pos < 0) {
                throw new VarveException.InvalidSchema(optionKey + ": column '" + name
                        + "' does not exist (columns: " + String.join(", ", rowType.names()) + ")");
            }
            return pos;
        }

        // ---- fields.* options -------------------------------------------------------------

        private void collectFieldOptions() {
            for (Map.Entry<String, String> e : new TreeMap<>(options).entrySet()) {
                String key = e.getKey();
                if (e.getValue() == null || !key.startsWith(FIELDS_PREFIX) || key.equals(DEFAULT_AGG)) {
                    continue;
                }
                if (key.endsWith(SUFFIX_SEQUENCE_GROUP)) {
                    groupOptions.put(key, e.getValue());
                    continue;
                }
                for (String suffix : COLUMN_SUFFIXES) {
                    if (key.endsWith(suffix) && key.length() > FIELDS_PREFIX.length() + suffix.length()) {
                        String name = key.substring(FIELDS_PREFIX.length(), key.length() - suffix.length());
                        int pos = column(key, name);
                        Map<String, String[]> m = columnOptions.computeIfAbsent(pos, p -> new LinkedHashMap<>());
                        if (m.containsKey(suffix)) {
                            throw new VarveException.InvalidSchema("'" + m.get(suffix)[0] + "' and '" + key
                                    + "' set the same option of column '" + columnNameOf(pos) + "'");
                        }
                        m.put(suffix, new String[] {key, e.getValue()});
                        break;
                    }
                }
            }
        }

        private String columnNameOf(int pos) {
            return rowType.field(pos).name();
        }

        private String[] colOption(int pos, String suffix) {
            Map<String, String[]> m = columnOptions.get(pos);
            return m == null ? null : m.get(suffix);
        }

        // ---- deduplicate / first-row ------------------------------------------------------

        private void buildSimple() {
            for (Map.Entry<Integer, Map<String, String[]>> e : columnOptions.entrySet()) {
                for (String[] kv : e.getValue().values()) {
                    warnings.add(kv[0] + " has no effect with merge-engine '" + kind + "'");
                }
            }
            for (String k : groupOptions.keySet()) {
                warnings.add(k + " has no effect with merge-engine '" + kind + "'");
            }
            warnIfSet(DEFAULT_AGG, PU_REMOVE_ON_DELETE, PU_REMOVE_ON_SEQUENCE_GROUP, AGG_REMOVE_ON_DELETE);
        }

        private void warnIfSet(String... keys) {
            for (String k : keys) {
                if (options.containsKey(k)) {
                    warnings.add(k + " has no effect with merge-engine '" + kind + "'");
                }
            }
        }

        // ---- aggregation ------------------------------------------------------------------

        private void buildAggregation() {
            for (String k : groupOptions.keySet()) {
                warnings.add(k + " has no effect with merge-engine 'aggregation'");
            }
            warnIfSet(PU_REMOVE_ON_DELETE, PU_REMOVE_ON_SEQUENCE_GROUP);
            AggFunction dflt = readDefaultFunction();
            int n = rowType.size();
            columns = new ColumnSpec[n];
            for (int pos = 0; pos < n; pos++) {
                String[] explicit = colOption(pos, SUFFIX_AGG);
                if (isPrimaryKey[pos] || isSequenceField[pos]) {
                    rejectOrWarnFunctionOnSpecialColumn(pos, explicit);
                    String[] ir = colOption(pos, SUFFIX_IGNORE_RETRACT);
                    boolean ignoreRetract = ir != null && parseBool(ir[0], ir[1]);
                    // Paimon 1.4.2 wraps every column's function, the key's and the sequence field's too, in
                    // FieldIgnoreRetractAgg, refusing the option next to remove-record-on-delete for each of them
                    rejectIgnoreRetractWithRemoval(pos, ignoreRetract);
                    // a sequence field folds as last_value: ignore-retract keeps its value on a retraction
                    sequenceIgnoresRetract[pos] = isSequenceField[pos] && ignoreRetract;
                    warnUnusedColumnOptions(pos, sequenceIgnoresRetract[pos] ? SUFFIX_IGNORE_RETRACT : null);
                    continue;
                }
                columns[pos] = columnSpec(pos, explicit, dflt, AggFunction.LAST_NON_NULL_VALUE);
                rejectIgnoreRetractWithRemoval(pos, columns[pos].ignoreRetract);
            }
        }

        /**
         * {@code aggregation.remove-record-on-delete} with a column's {@code ignore-retract}: Paimon 1.4.2 refuses the
         * pair for any column (its {@code FieldAggregatorFactory}: "... have conflicting behavior so should not be
         * enabled at the same time", when the table is written), Varve at CREATE TABLE.
         */
        private void rejectIgnoreRetractWithRemoval(int pos, boolean ignoreRetract) {
            if (aggRemoveOnDelete && ignoreRetract) {
                throw new VarveException.InvalidSchema("'" + AGG_REMOVE_ON_DELETE + "' and 'fields."
                        + columnNameOf(pos) + SUFFIX_IGNORE_RETRACT + "' conflict (one removes the row on a -D,"
                        + " the other ignores retractions of that column); set only one");
            }
        }

        private void rejectOrWarnFunctionOnSpecialColumn(int pos, String[] explicit) {
            if (explicit == null) {
                return;
            }
            if (isSequenceField[pos]) {
                throw new VarveException.InvalidSchema(explicit[0] + ": column '" + columnNameOf(pos)
                        + "' is a sequence field (" + SEQUENCE_FIELD + ") and cannot have an aggregate function");
            }
            warnings.add(explicit[0] + " is ignored: primary-key column '" + columnNameOf(pos)
                    + "' is never aggregated");
        }

        private AggFunction readDefaultFunction() {
            String v = options.get(DEFAULT_AGG);
            return v == null ? null : function(DEFAULT_AGG, v);
        }

        private static AggFunction function(String key, String name) {
            AggFunction f = AggFunction.byName(name);
            if (f == null) {
                String hint = Suggest.closest(name.trim().toLowerCase(Locale.ROOT), AggFunction.allNames());
                throw new VarveException.InvalidSchema(key + ": unknown aggregate function '" + name + "'"
                        + (hint == null ? "" : " (did you mean '" + hint + "'?)")
                        + "; known functions: " + String.join(", ", AggFunction.allNames()));
            }
            return f;
        }

        /**
         * The spec of a column: explicit function, else the default function, else {@code fallback}
         * (null: no function, returns null).
         */
        private ColumnSpec columnSpec(int pos, String[] explicit, AggFunction dflt, AggFunction fallback) {
            String name = columnNameOf(pos);
            DataType type = rowType.type(pos);
            AggFunction f;
            String from;
            if (explicit != null) {
                f = function(explicit[0], explicit[1]);
                from = explicit[0];
            } else if (dflt != null) {
                f = dflt;
                from = DEFAULT_AGG;
            } else if (fallback != null) {
                f = fallback;
                from = null;
            } else {
                warnUnusedColumnOptions(pos, null);
                return null;
            }
            if (!f.supports(type)) {
                String what = "'" + f + "' does not support type " + type.asSqlStringNoNull();
                if (f == AggFunction.MERGE_MAP_WITH_KEYTIME && type.root() == TypeRoot.MAP) {
                    what += " (its value type must be a ROW of at least 2 fields, the last one the entry time)";
                } else if ((f == AggFunction.NESTED_UPDATE || f == AggFunction.NESTED_PARTIAL_UPDATE)
                        && type.root() == TypeRoot.ARRAY) {
                    what += " (it needs ARRAY<ROW<...>>)";
                }
                throw new VarveException.InvalidSchema(DEFAULT_AGG.equals(from)
                        ? DEFAULT_AGG + ": " + what + " (column '" + name + "')"
                        : (from == null ? "column '" + name + "'" : from) + ": " + what);
            }
            boolean ignoreRetract = false;
            String[] ir = colOption(pos, SUFFIX_IGNORE_RETRACT);
            if (ir != null) {
                ignoreRetract = parseBool(ir[0], ir[1]);
            }
            String delimiter = ",";
            String[] d = colOption(pos, SUFFIX_DELIMITER);
            if (d != null) {
                if (f == AggFunction.LISTAGG) {
                    delimiter = d[1];
                } else {
                    warnings.add(d[0] + " has no effect: column '" + name + "' uses '" + f + "', not 'listagg'");
                }
            }
            boolean distinct = false;
            String[] ds = colOption(pos, SUFFIX_DISTINCT);
            if (ds != null) {
                distinct = parseBool(ds[0], ds[1]);
                if (f != AggFunction.LISTAGG && f != AggFunction.COLLECT) {
                    warnings.add(ds[0] + " has no effect: column '" + name + "' uses '" + f
                            + "', not 'listagg' or 'collect'");
                }
            }
            int[] nestedKey = new int[0];
            String[] nk = colOption(pos, SUFFIX_NESTED_KEY);
            if (f == AggFunction.NESTED_UPDATE || f == AggFunction.NESTED_PARTIAL_UPDATE) {
                if (nk != null) {
                    nestedKey = nestedKey(nk[0], nk[1], type.elementType());
                } else if (f == AggFunction.NESTED_PARTIAL_UPDATE) {
                    throw new VarveException.InvalidSchema((from == null ? "column '" + name + "'" : from)
                            + ": 'nested_partial_update' needs 'fields." + name + ".nested-key'");
                }
            } else if (nk != null) {
                warnings.add(nk[0] + " has no effect: column '" + name + "' uses '" + f
                        + "', not 'nested_update' or 'nested_partial_update'");
            }
            int countLimit = Integer.MAX_VALUE;
            String[] cl = colOption(pos, SUFFIX_COUNT_LIMIT);
            if (cl != null) {
                try {
                    countLimit = Integer.parseInt(cl[1].trim());
                } catch (NumberFormatException e) {
                    throw new VarveException.InvalidSchema(cl[0] + ": expected an integer, got '" + cl[1] + "'");
                }
                if (countLimit < 1) {
                    throw new VarveException.InvalidSchema(cl[0] + ": must be at least 1, got " + countLimit);
                }
                if (f != AggFunction.NESTED_UPDATE) {
                    warnings.add(cl[0] + " has no effect: column '" + name + "' uses '" + f + "', not 'nested_update'");
                }
            }
            int tsField = -1;
            String[] ts = colOption(pos, SUFFIX_TS_FIELD);
            if (f == AggFunction.MERGE_MAP_WITH_KEYTIME) {
                // Paimon 1.4.2: the named field of the map's ROW values, else its last field
                List<DataField> vf = type.valueType().fields();
                tsField = ts == null ? vf.size() - 1 : fieldIndex(ts[0], ts[1].trim(), type.valueType());
                // Paimon 1.4.2 reads both entries' times with getString and compares the strings: any other type
                // fails its merge once two timed entries of a key meet (ClassCastException), a table poisoned by
                // records it accepted (SEMANTICS §2), so Varve refuses it here
                DataType tsType = vf.get(tsField).type();
                if (!tsType.root().isCharacterString()) {
                    throw new VarveException.InvalidSchema((from == null ? "" : from + ", ") + "column '" + name
                            + "': 'merge_map_with_keytime' needs a character-string entry time (CHAR, VARCHAR, STRING),"
                            + " compared as strings as in Paimon 1.4.2; the time field '" + vf.get(tsField).name()
                            + "' of " + type.asSqlStringNoNull() + " is " + tsType.asSqlStringNoNull()
                            + (ts == null ? " (without 'fields." + name + ".ts-field' the ROW's last field is the time)"
                                    : ""));
                }
            } else if (ts != null) {
                warnings.add(ts[0] + " has no effect: column '" + name + "' uses '" + f
                        + "', not 'merge_map_with_keytime'");
            }
            return new ColumnSpec(pos, name, type, f, from, ignoreRetract, delimiter, distinct, nestedKey, countLimit,
                    tsField);
        }

        private int[] nestedKey(String key, String value, DataType rowTypeOfElement) {
            List<DataField> fs = rowTypeOfElement.fields();
            String[] names = value.split(",");
            int[] out = new int[names.length];
            for (int i = 0; i < names.length; i++) {
                out[i] = fieldIndex(key, names[i].trim(), rowTypeOfElement);
            }
            return out;
        }

        /** The position of field {@code n} of a ROW type (exact name first, then ignoring case); fails naming the option. */
        private int fieldIndex(String key, String n, DataType rowType) {
            List<DataField> fs = rowType.fields();
            for (int j = 0; j < fs.size(); j++) {
                if (fs.get(j).name().equals(n)) {
                    return j;
                }
            }
            for (int j = 0; j < fs.size(); j++) {
                if (fs.get(j).name().equalsIgnoreCase(n)) {
                    return j;
                }
            }
            throw new VarveException.InvalidSchema(key + ": '" + n + "' is not a field of "
                    + rowType.asSqlStringNoNull());
        }

        private void warnUnusedColumnOptions(int pos, String except) {
            Map<String, String[]> m = columnOptions.get(pos);
            if (m == null) {
                return;
            }
            for (Map.Entry<String, String[]> e : m.entrySet()) {
                if (!e.getKey().equals(SUFFIX_AGG) && !e.getKey().equals(except)) {
                    warnings.add(e.getValue()[0] + " has no effect: column '" + columnNameOf(pos)
                            + "' has no aggregate function");
                }
            }
        }

        // ---- partial-update ---------------------------------------------------------------

        private void buildPartialUpdate() {
            warnIfSet(AGG_REMOVE_ON_DELETE);
            int n = rowType.size();
            boolean[] isGroupSequence = new boolean[n];
            List<int[]> groupSeqFields = new ArrayList<>();
            List<List<Integer>> groupMembers = new ArrayList<>();
            List<String> groupKeys = new ArrayList<>();
            for (Map.Entry<String, String> e : groupOptions.entrySet()) {
                String key = e.getKey();
                String seqSpec = key.substring(FIELDS_PREFIX.length(), key.length() - SUFFIX_SEQUENCE_GROUP.length());
                int g = groupKeys.size();
                String[] seqNames = seqSpec.split(",");
                int[] seq = new int[seqNames.length];
                for (int i = 0; i < seqNames.length; i++) {
                    int pos = column(key, seqNames[i].trim());
                    DataType t = rowType.type(pos);
                    if (!SequenceOrder.isComparableSequenceType(t.root())) {
                        throw new VarveException.InvalidSchema(key + ": sequence column '" + columnNameOf(pos)
                                + "' has type " + t + "; ARRAY, MAP and ROW columns cannot order a sequence group");
                    }
                    claim(key, pos, g, groupKeys);
                    isGroupSequence[pos] = true;
                    seq[i] = pos;
                }
                List<Integer> members = new ArrayList<>();
                if (e.getValue() == null || e.getValue().isBlank()) {
                    throw new VarveException.InvalidSchema(key + ": lists no columns");
                }
                for (String m : e.getValue().split(",")) {
                    int pos = column(key, m.trim());
                    if (contains(seq, pos)) {
                        continue;
                    }
                    claim(key, pos, g, groupKeys);
                    members.add(pos);
                }
                groupKeys.add(key);
                groupSeqFields.add(seq);
                groupMembers.add(members);
            }
            boolean hasGroups = !groupKeys.isEmpty();

            if (ignoreDelete && partialRemoveOnDelete) {
                throw new VarveException.InvalidSchema("'" + IGNORE_DELETE + "' and '" + PU_REMOVE_ON_DELETE
                        + "' contradict each other (one drops deletes, the other applies them); set only one");
            }
            if (partialRemoveOnDelete && hasGroups) {
                throw new VarveException.InvalidSchema("'" + PU_REMOVE_ON_DELETE
                        + "' cannot be combined with sequence groups (" + groupKeys.get(0)
                        + "); use '" + PU_REMOVE_ON_SEQUENCE_GROUP + "' to remove the row on a group's delete");
            }
            boolean[] removesRow = new boolean[groupKeys.size()];
            String removeSpec = options.get(PU_REMOVE_ON_SEQUENCE_GROUP);
            if (removeSpec != null && !removeSpec.isBlank()) {
                if (ignoreDelete) {
                    throw new VarveException.InvalidSchema("'" + IGNORE_DELETE + "' and '" + PU_REMOVE_ON_SEQUENCE_GROUP
                            + "' contradict each other (one drops deletes, the other applies them); set only one");
                }
                for (String s : removeSpec.split(",")) {
                    int pos = column(PU_REMOVE_ON_SEQUENCE_GROUP, s.trim());
                    if (!isGroupSequence[pos]) {
                        throw new VarveException.InvalidSchema(PU_REMOVE_ON_SEQUENCE_GROUP + ": column '"
                                + columnNameOf(pos) + "' is not the sequence field of a sequence group");
                    }
                    removesRow[groupOf[pos]] = true;
                }
            }

            AggFunction dflt = readDefaultFunction();
            columns = new ColumnSpec[n];
            List<List<ColumnSpec>> groupAggs = new ArrayList<>();
            for (int g = 0; g < groupKeys.size(); g++) {
                groupAggs.add(new ArrayList<>());
            }
            for (int pos = 0; pos < n; pos++) {
                String[] explicit = colOption(pos, SUFFIX_AGG);
                if (isPrimaryKey[pos]) {
                    rejectOrWarnFunctionOnSpecialColumn(pos, explicit);
                    warnUnusedColumnOptions(pos, null);
                    continue;
                }
                if (isGroupSequence[pos]) {
                    if (explicit != null) {
                        throw new VarveException.InvalidSchema(explicit[0] + ": column '" + columnNameOf(pos)
                                + "' is the sequence field of a sequence group and cannot have an aggregate function");
                    }
                    warnUnusedColumnOptions(pos, null);
                    continue;
                }
                if (isSequenceField[pos] && explicit != null) {
                    rejectOrWarnFunctionOnSpecialColumn(pos, explicit);
                }
                AggFunction d = isSequenceField[pos] ? null : dflt;
                ColumnSpec spec = columnSpec(pos, isSequenceField[pos] ? null : explicit, d, null);
                if (spec == null) {
                    continue;
                }
                if (groupOf[pos] < 0) {
                    if (spec.function == AggFunction.LAST_NON_NULL_VALUE) {
                        continue; // the engine's own behaviour: non-null overwrites
                    }
                    throw new VarveException.InvalidSchema((spec.functionOption.equals(DEFAULT_AGG)
                            ? DEFAULT_AGG + " ('" + spec.function + "' for column '" + spec.name + "')"
                            : spec.functionOption)
                            + ": partial-update allows aggregate functions other than 'last_non_null_value' only"
                            + " on columns of a sequence group ('fields.<seq>.sequence-group'), and '"
                            + spec.name + "' is in none");
                }
                columns[pos] = spec;
                groupAggs.get(groupOf[pos]).add(spec);
            }
            for (int g = 0; g < groupKeys.size(); g++) {
                int[] seq = groupSeqFields.get(g);
                TypeRoot[] roots = new TypeRoot[seq.length];
                for (int i = 0; i < seq.length; i++) {
                    roots[i] = rowType.type(seq[i]).root();
                }
                List<Integer> plain = new ArrayList<>();
                for (int pos : groupMembers.get(g)) {
                    if (columns[pos] == null) {
                        plain.add(pos);
                    }
                }
                groups.add(new SequenceGroup(groupKeys.get(g), new SequenceOrder(seq, roots, false),
                        plain.stream().mapToInt(Integer::intValue).toArray(),
                        groupAggs.get(g).toArray(new ColumnSpec[0]), removesRow[g]));
            }
        }

        private void claim(String key, int pos, int group, List<String> groupKeys) {
            if (isPrimaryKey[pos]) {
                throw new VarveException.InvalidSchema(key + ": primary-key column '" + columnNameOf(pos)
                        + "' cannot be part of a sequence group");
            }
            if (groupOf[pos] >= 0 && groupOf[pos] != group) {
                throw new VarveException.InvalidSchema("column '" + columnNameOf(pos) + "' is in two sequence groups: "
                        + groupKeys.get(groupOf[pos]) + " and " + key);
            }
            if (groupOf[pos] == group) {
                throw new VarveException.InvalidSchema(key + ": column '" + columnNameOf(pos) + "' is listed twice");
            }
            groupOf[pos] = group;
        }

        private static boolean contains(int[] a, int v) {
            for (int x : a) {
                if (x == v) {
                    return true;
                }
            }
            return false;
        }
    }
}
