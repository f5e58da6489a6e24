package dev.varve.kernel.options;

import dev.varve.kernel.VarveException;
import dev.varve.kernel.options.CoreOptions.ChangelogProducer;
import dev.varve.kernel.options.CoreOptions.MergeEngine;
import dev.varve.kernel.options.CoreOptions.StartupMode;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Validates table options at CREATE / ALTER and dynamic options (SQL hints): unknown keys (with a
 * "did you mean" hint), values of the wrong type or range, templated keys naming missing columns,
 * unknown aggregate functions, and contradictory combinations (those Apache Paimon 1.4.2 rejects,
 * plus those SEMANTICS.md asks to reject). Errors are {@link VarveException.InvalidSchema} with a
 * message naming the option; harmless oddities come back as warning strings to print.
 * Stateless and thread-safe.
 */
public final class OptionsValidator {

    /** Types {@code sequence.field} may have (SEMANTICS §4). */
    /** Atomic types order a sequence (as in Apache Paimon 1.4.2); ARRAY, MAP and ROW do not. */
    private static final Set<TypeRoot> NOT_SEQUENCE_FIELD_TYPES = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            TypeRoot.ARRAY, TypeRoot.MAP, TypeRoot.ROW)));

    /** Options that only mean something on a primary-key table. */
    private static final List<ConfigOption<?>> PK_ONLY = Arrays.asList(
            CoreOptions.MERGE_ENGINE, CoreOptions.SEQUENCE_FIELD, CoreOptions.SEQUENCE_FIELD_SORT_ORDER,
            CoreOptions.SEQUENCE_AUTO_PADDING, CoreOptions.IGNORE_DELETE, CoreOptions.IGNORE_UPDATE_BEFORE,
            CoreOptions.AGGREGATION_REMOVE_RECORD_ON_DELETE, CoreOptions.PARTIAL_UPDATE_REMOVE_RECORD_ON_DELETE,
            CoreOptions.CHANGELOG_PRODUCER_ROW_DEDUPLICATE, CoreOptions.CHANGELOG_PRODUCER_ROW_DEDUPLICATE_IGNORE_FIELDS,
            CoreOptions.LOOKUP_WAIT, CoreOptions.FIELDS_DEFAULT_AGG_FUNC, CoreOptions.NUM_SORTED_RUNS_COMPACTION_TRIGGER,
            CoreOptions.NUM_SORTED_RUNS_STOP_TRIGGER, CoreOptions.DYNAMIC_BUCKET_TARGET_ROW_NUM,
            CoreOptions.DYNAMIC_BUCKET_INITIAL_BUCKETS);

    /** Templated options that belong to the aggregation engine (or partial-update sequence groups). */
    private static final List<ConfigOption<?>> AGGREGATION_TEMPLATES = Arrays.asList(
            CoreOptions.FIELD_AGGREGATE_FUNCTION, CoreOptions.FIELD_IGNORE_RETRACT, CoreOptions.FIELD_LIST_AGG_DELIMITER,
            CoreOptions.FIELD_DISTINCT, CoreOptions.FIELD_NESTED_KEY, CoreOptions.FIELD_COUNT_LIMIT, CoreOptions.FIELD_TS_FIELD);

    private OptionsValidator() {
    }

    // ============================================================================================
    // entry points
    // ============================================================================================

    /**
     * Validates the options of a table with these columns and keys.
     *
     * @return warnings to print (ignored options, settings without effect), in a stable order
     * @throws VarveException.InvalidSchema for the first problem found, naming the option
     */
    public static List<String> validate(Map<String, String> options, RowType rowType,
                                        List<String> primaryKeys, List<String> partitionKeys) {
        Objects.requireNonNull(rowType, "rowType");
        Context ctx = new Context(options, rowType, primaryKeys, partitionKeys);
        checkEntries(ctx);
        checkAliasConflicts(ctx.options);
        checkBucket(ctx);
        checkSequenceField(ctx);
        checkRowKindField(ctx);
        checkMergeEngine(ctx);
        checkChangelogProducer(ctx);
        checkRetention(ctx);
        checkExpiration(ctx);
        checkCompaction(ctx);
        checkScanMode(ctx.options);
        return ctx.warnings();
    }

    /**
     * Validates dynamic options (SQL hints) on their own: keys, value types and ranges, and the
     * consistency of the {@code scan.*} start options. Column names in templated keys are not checked.
     */
    public static List<String> validateDynamic(Map<String, String> dynamicOptions) {
        Context ctx = new Context(dynamicOptions, null, Collections.emptyList(), Collections.emptyList());
        checkEntries(ctx);
        checkAliasConflicts(ctx.options);
        checkScanMode(ctx.options);
        return ctx.warnings();
    }

    /**
     * Validates dynamic options applied on top of a table's options: as {@link #validateDynamic(Map)},
     * and they may not change options fixed at CREATE (immutable ones and {@code bucket}).
     */
    public static List<String> validateDynamic(Map<String, String> tableOptions, Map<String, String> dynamicOptions) {
        Context ctx = new Context(dynamicOptions, null, Collections.emptyList(), Collections.emptyList());
        checkEntries(ctx);
        checkAliasConflicts(ctx.options);
        Options table = Options.of(tableOptions);
        Options merged = table.with(dynamicOptions);
        for (Map.Entry<String, String> e : dynamicOptions.entrySet()) {
            ConfigOption<?> o = OptionsRegistry.get().find(e.getKey());
            if (o != null && (o.isImmutable() || o == CoreOptions.BUCKET)
                    && !Objects.equals(table.get(o), merged.get(o))) {
                throw new VarveException.InvalidSchema("option '" + e.getKey()
                        + "' cannot be changed by a dynamic option (the table has '" + o.format(table.get(o)) + "')");
            }
        }
        checkScanMode(merged);
        return ctx.warnings();
    }

    /**
     * Checks an ALTER TABLE's option changes on a table that has snapshots, as Paimon does: an option fixed at
     * CREATE (merge-engine, bucket-key, remove-record-on-delete, ...) may be neither set (not even to its current
     * value) nor reset, {@code bucket} may not be reset, and a {@code bucket} of -1 (dynamic or unaware) never
     * changes, nor does a fixed one become -1. A table without snapshots accepts all of these (there is no data
     * laid out by them yet). The new options must also pass {@link #validate}.
     *
     * @param set the options the ALTER sets, by key as written
     * @param reset the keys it resets
     */
    public static void checkAlter(Map<String, String> oldOptions, Map<String, String> set, Collection<String> reset) {
        Options before = Options.of(oldOptions);
        List<String> keys = new ArrayList<>(set.keySet());
        keys.addAll(reset);
        for (String key : keys) {
            ConfigOption<?> o = OptionsRegistry.get().find(key);
            if (o != null && o.isImmutable()) {
                throw new VarveException.InvalidSchema("option '" + key + "' cannot be changed once the table has data"
                        + " (it is '" + o.format(safeGet(before, o)) + "')");
            }
            if (o == CoreOptions.BUCKET && reset.contains(key)) {
                throw new VarveException.InvalidSchema("'bucket' cannot be reset once the table has data (it is "
                        + safeBucket(before) + ")");
            }
        }
        for (Map.Entry<String, String> e : set.entrySet()) {
            if (OptionsRegistry.get().find(e.getKey()) != CoreOptions.BUCKET) {
                continue;
            }
            int b = safeBucket(before);
            int a;
            try {
                a = Integer.parseInt(e.getValue().trim());
            } catch (NumberFormatException notANumber) {
                continue; // validate() names the bad value
            }
            if (b == -1 || a == -1) {
                throw new VarveException.InvalidSchema("'bucket' cannot change from " + b + " to " + e.getValue()
                        + " once the table has data: switching between dynamic/unaware (-1) and fixed buckets is not"
                        + " supported; create a new table and copy the data with INSERT INTO ... SELECT");
            }
        }
    }

    private static Object safeGet(Options o, ConfigOption<?> option) {
        return o.get(option);
    }

    private static int safeBucket(Options o) {
        return o.get(CoreOptions.BUCKET);
    }

    // ============================================================================================
    // per-entry checks
    // ============================================================================================

    private static void checkEntries(Context ctx) {
        OptionsRegistry registry = OptionsRegistry.get();
        for (Map.Entry<String, String> e : ctx.options.toMap().entrySet()) {
            String key = e.getKey();
            String raw = e.getValue();
            OptionsRegistry.Resolved r = registry.resolve(key);
            switch (r.kind()) {
                case UNKNOWN: {
                    String hint = registry.suggest(key);
                    throw new VarveException.InvalidSchema("unknown option '" + key + "'"
                            + (hint != null ? " (did you mean '" + hint + "'?)" : ""));
                }
                case OPTION:
                    checkValue(ctx, key, raw, r.option());
                    break;
                case FIELD_TEMPLATE:
                    checkFieldTemplate(ctx, key, raw, r);
                    break;
                case PREFIX:
                    if (r.prefix().support() == ConfigOption.Support.UNSUPPORTED) {
                        throw new VarveException.InvalidSchema("option '" + key + "' is not supported by Varve ("
                                + r.prefix().note() + ")");
                    }
                    ctx.warn("option '" + key + "' is ignored by Varve (" + r.prefix().note() + ")");
                    break;
                default:
                    throw new IllegalStateException(r.kind().name());
            }
        }
    }

    private static <T> void checkValue(Context ctx, String key, String raw, ConfigOption<T> option) {
        T value = option.parse(key, raw);
        switch (option.support()) {
            case UNSUPPORTED:
                if (!Objects.equals(value, option.defaultValue())) {
                    throw new VarveException.InvalidSchema("option '" + key + "' is not supported by Varve ("
                            + option.supportNote() + ")");
                }
                break;
            case IGNORED_WITH_WARNING:
                if (!Objects.equals(value, option.defaultValue())) {
                    ctx.warn("option '" + key + "' is ignored by Varve (" + option.supportNote() + ")");
                }
                break;
            default:
                break;
        }
        String w = option.valueWarning(value);
        if (w != null) {
            ctx.warn(w);
        }
    }

    private static void checkFieldTemplate(Context ctx, String key, String raw, OptionsRegistry.Resolved r) {
        ConfigOption<?> template = r.option();
        List<String> columns = template == CoreOptions.FIELD_SEQUENCE_GROUP
                ? OptionValues.parseList(r.columnPart())
                : Collections.singletonList(r.columnPart());
        if (columns.isEmpty()) {
            throw new VarveException.InvalidSchema(key + ": no column named");
        }
        if (ctx.rowType != null) {
            for (String c : columns) {
                ctx.column(key, c);
            }
        }
        checkValue(ctx, key, raw, template);
    }

    private static void checkAliasConflicts(Options options) {
        for (ConfigOption<?> o : OptionsRegistry.get().options()) {
            if (o.fallbackKeys().isEmpty()) {
                continue;
            }
            String firstKey = null;
            Object firstValue = null;
            for (String k : o.allKeys()) {
                String raw = options.getRaw(k);
                if (raw == null) {
                    continue;
                }
                Object v = o.parse(k, raw);
                if (firstKey == null) {
                    firstKey = k;
                    firstValue = v;
                } else if (!Objects.equals(firstValue, v)) {
                    throw new VarveException.InvalidSchema("options '" + firstKey + "' and '" + k
                            + "' are the same option and conflict ('" + options.getRaw(firstKey) + "' vs '" + raw + "')");
                }
            }
        }
    }

    // ============================================================================================
    // combinations
    // ============================================================================================

    private static void checkBucket(Context ctx) {
        CoreOptions co = ctx.core;
        int bucket = co.bucket();
        if (ctx.options.contains(CoreOptions.BUCKET_KEY)) {
            List<String> bucketKey = co.bucketKey();
            if (bucketKey.isEmpty()) {
                throw new VarveException.InvalidSchema("'bucket-key' must name at least one column");
            }
            Set<String> seen = new HashSet<>();
            for (String c : bucketKey) {
                DataField f = ctx.column("'bucket-key'", c);
                if (!seen.add(c)) {
                    throw new VarveException.InvalidSchema("'bucket-key' lists column '" + c + "' twice");
                }
                if (isNested(f.type())) {
                    throw new VarveException.InvalidSchema("'bucket-key' column '" + c + "' has type " + f.type()
                            + "; ARRAY, MAP and ROW columns cannot be bucket keys");
                }
            }
            if (bucket == -1) {
                throw new VarveException.InvalidSchema("'bucket-key' cannot be used with 'bucket' = '-1' (dynamic or"
                        + " unaware bucket mode): remove 'bucket-key' or set 'bucket' to a number greater than 0");
            }
            List<String> inPartition = new ArrayList<>(bucketKey);
            inPartition.retainAll(ctx.partitionKeys);
            if (!inPartition.isEmpty()) {
                // Paimon 1.4.2 refuses it too: a partition column is the same in every row of a partition, so hashing
                // by it sends the partition's rows to fewer buckets
                throw new VarveException.InvalidSchema("'bucket-key' (" + String.join(", ", bucketKey) + ") must not"
                        + " contain partition columns (" + String.join(", ", inPartition) + ")");
            }
            if (ctx.isPk() && !ctx.primaryKeys.containsAll(bucketKey)) {
                throw new VarveException.InvalidSchema("'bucket-key' (" + String.join(", ", bucketKey)
                        + ") must be a subset of the primary key (" + String.join(", ", ctx.primaryKeys) + ")");
            }
        } else if (!ctx.isPk() && bucket > 0) {
            ctx.warn("append table with 'bucket' = '" + bucket + "' and no 'bucket-key': rows are hashed by all"
                    + " columns (Apache Paimon 1.4.2 requires 'bucket-key' here)");
        }
        if (ctx.isPk() && bucket > 0 && !ctx.primaryKeys.containsAll(ctx.partitionKeys)) {
            ctx.warn("the primary key (" + String.join(", ", ctx.primaryKeys) + ") does not contain all partition"
                    + " columns (" + String.join(", ", ctx.partitionKeys) + "): with a fixed 'bucket' the key is"
                    + " unique per partition only; use 'bucket' = '-1' for keys unique across partitions");
        }
        if (!ctx.isPk() && bucket == -1 && ctx.options.contains(CoreOptions.FULL_COMPACTION_DELTA_COMMITS)) {
            throw new VarveException.InvalidSchema("'full-compaction.delta-commits' cannot be used on an append table"
                    + " with 'bucket' = '-1' (unaware bucket mode)");
        }
        if (ctx.isPk() && bucket > 0) {
            for (ConfigOption<?> o : Arrays.asList(CoreOptions.DYNAMIC_BUCKET_TARGET_ROW_NUM,
                    CoreOptions.DYNAMIC_BUCKET_INITIAL_BUCKETS)) {
                if (ctx.options.contains(o)) {
                    ctx.warn("'" + o.key() + "' has no effect with a fixed 'bucket' = '" + bucket + "'");
                }
            }
        }
    }

    private static void checkSequenceField(Context ctx) {
        if (!ctx.options.contains(CoreOptions.SEQUENCE_FIELD)) {
            return;
        }
        List<String> fields = ctx.core.sequenceFields();
        if (fields.isEmpty()) {
            throw new VarveException.InvalidSchema("'sequence.field' must name at least one column");
        }
        Set<String> seen = new HashSet<>();
        for (String c : fields) {
            DataField f = ctx.column("'sequence.field'", c);
            if (!seen.add(c)) {
                throw new VarveException.InvalidSchema("'sequence.field' lists column '" + c + "' twice");
            }
            if (NOT_SEQUENCE_FIELD_TYPES.contains(f.type().root())) {
                throw new VarveException.InvalidSchema("'sequence.field' column '" + c + "' has type " + f.type()
                        + "; ARRAY, MAP and ROW columns cannot be a sequence field");
            }
            if (ctx.options.containsKey(CoreOptions.fieldKey(c, CoreOptions.FIELD_AGGREGATE_FUNCTION))) {
                throw new VarveException.InvalidSchema("'" + CoreOptions.fieldKey(c, CoreOptions.FIELD_AGGREGATE_FUNCTION)
                        + "': column '" + c + "' is a 'sequence.field' and cannot have an aggregate function");
            }
        }
        if (!ctx.isPk()) {
            return;
        }
        if (ctx.core.mergeEngine() == MergeEngine.FIRST_ROW) {
            throw new VarveException.InvalidSchema("'sequence.field' cannot be used with 'merge-engine' = 'first-row'");
        }
        if (ctx.isCrossPartitionUpdate()) {
            throw new VarveException.InvalidSchema("'sequence.field' cannot be used when the primary key ("
                    + String.join(", ", ctx.primaryKeys) + ") does not contain all partition columns ("
                    + String.join(", ", ctx.partitionKeys) + ") with dynamic buckets (cross-partition update)");
        }
    }

    /**
     * {@code rowkind.field} must name a column. Its type is checked by the writer, as Paimon 1.4.2 does (CREATE
     * accepts any type; a write to a table whose row-kind column is not a string fails).
     */
    private static void checkRowKindField(Context ctx) {
        String c = ctx.core.rowKindField();
        if (c != null) {
            ctx.column("'rowkind.field'", c);
        }
    }

    private static void checkMergeEngine(Context ctx) {
        CoreOptions co = ctx.core;
        MergeEngine engine = co.mergeEngine();
        if (!ctx.isPk()) {
            for (ConfigOption<?> o : PK_ONLY) {
                String used = ctx.options.keyUsed(o);
                if (used != null) {
                    ctx.warn("'" + used + "' has no effect on a table without primary key");
                }
            }
        }
        // Per-column templated options: names, types, and whether the engine uses them.
        Map<String, String> groupOfColumn = new HashMap<>();
        for (CoreOptions.SequenceGroup g : co.sequenceGroups()) {
            String key = CoreOptions.fieldKey(String.join(",", g.sequenceFields()), CoreOptions.FIELD_SEQUENCE_GROUP);
            for (String s : g.sequenceFields()) {
                DataField f = ctx.column(key, s);
                if (isNested(f.type())) {
                    throw new VarveException.InvalidSchema(key + ": sequence column '" + s + "' has type " + f.type()
                            + "; ARRAY, MAP and ROW columns cannot order a sequence group");
                }
            }
            if (g.fields().isEmpty()) {
                throw new VarveException.InvalidSchema(key + ": the group must list at least one column");
            }
            for (String c : g.fields()) {
                ctx.column(key, c);
                if (ctx.primaryKeys.contains(c)) {
                    throw new VarveException.InvalidSchema(key + ": column '" + c + "' is a primary-key column");
                }
                String previous = groupOfColumn.put(c, key);
                if (previous != null && !previous.equals(key)) {
                    throw new VarveException.InvalidSchema(key + ": column '" + c + "' is already in '" + previous
                            + "'; a column can belong to one sequence group only");
                }
            }
            if (ctx.isPk() && engine != MergeEngine.PARTIAL_UPDATE) {
                ctx.warn("'" + key + "' has no effect with 'merge-engine' = '" + engine.value() + "'");
            }
        }
        boolean hasGroups = !groupOfColumn.isEmpty();
        if (ctx.isPk() && engine == MergeEngine.PARTIAL_UPDATE && hasGroups && co.partialUpdateRemoveRecordOnDelete()) {
            throw new VarveException.InvalidSchema("'partial-update.remove-record-on-delete' cannot be combined with"
                    + " sequence groups (fields.<col>.sequence-group): they define conflicting delete behaviour");
        }
        if (ctx.isPk() && engine != MergeEngine.PARTIAL_UPDATE && ctx.options.containsKey(CoreOptions.PARTIAL_UPDATE_REMOVE_RECORD_ON_DELETE.key())) {
            ctx.warn("'partial-update.remove-record-on-delete' has no effect with 'merge-engine' = '" + engine.value() + "'");
        }
        if (ctx.isPk() && engine != MergeEngine.AGGREGATE && ctx.options.containsKey(CoreOptions.AGGREGATION_REMOVE_RECORD_ON_DELETE.key())) {
            ctx.warn("'aggregation.remove-record-on-delete' has no effect with 'merge-engine' = '" + engine.value() + "'");
        }

        String defaultFn = co.defaultAggregateFunction();
        if (defaultFn != null) {
            AggregateFunction f = aggregateFunction(CoreOptions.FIELDS_DEFAULT_AGG_FUNC.key(), defaultFn);
            if (ctx.isPk() && engine == MergeEngine.AGGREGATE) {
                for (DataField field : ctx.rowType.fields()) {
                    String c = field.name();
                    if (ctx.primaryKeys.contains(c) || co.sequenceFields().contains(c) || co.fieldAggregateFunction(c) != null) {
                        continue;
                    }
                    if (!f.supports(field.type())) {
                        throw new VarveException.InvalidSchema("'fields.default-aggregate-function' = '" + defaultFn
                                + "' does not support column '" + c + "' of type " + field.type() + " (supported: "
                                + f.supportedTypes() + "); set '" + CoreOptions.fieldKey(c, CoreOptions.FIELD_AGGREGATE_FUNCTION) + "'");
                    }
                }
            } else if (ctx.isPk() && engine != MergeEngine.PARTIAL_UPDATE) {
                ctx.warn("'fields.default-aggregate-function' has no effect with 'merge-engine' = '" + engine.value() + "'");
            }
        }

        // Paimon 1.4.2 builds field aggregators only for these engines; the others (and append tables) ignore the
        // per-column function options, so a function that does not fit its column is no error there (names and
        // value syntax are still checked: a typo is refused everywhere)
        boolean engineAggregates = ctx.isPk() && (engine == MergeEngine.AGGREGATE || engine == MergeEngine.PARTIAL_UPDATE);
        for (DataField field : ctx.rowType.fields()) {
            String c = field.name();
            String fnKey = CoreOptions.fieldKey(c, CoreOptions.FIELD_AGGREGATE_FUNCTION);
            String fnName = ctx.options.getRaw(fnKey);
            AggregateFunction fn = null;
            if (fnName != null) {
                fn = aggregateFunction(fnKey, fnName);
                if (engineAggregates && !fn.supports(field.type())) {
                    throw new VarveException.InvalidSchema("'" + fnKey + "' = '" + fnName + "' does not support column '"
                            + c + "' of type " + field.type() + " (supported: " + fn.supportedTypes() + ")");
                }
                // last_non_null_value is partial-update's own behaviour: allowed outside groups (as in Paimon)
                if (ctx.isPk() && engine == MergeEngine.PARTIAL_UPDATE && !groupOfColumn.containsKey(c)
                        && fn != AggregateFunction.LAST_NON_NULL_VALUE) {
                    throw new VarveException.InvalidSchema("'" + fnKey + "': with 'merge-engine' = 'partial-update' an"
                            + " aggregate function needs a sequence group containing column '" + c
                            + "' (fields.<seq>.sequence-group)");
                }
                if (ctx.primaryKeys.contains(c)) {
                    ctx.warn("'" + fnKey + "' has no effect: '" + c + "' is a primary-key column");
                }
            }
            for (ConfigOption<?> t : AGGREGATION_TEMPLATES) {
                String k = CoreOptions.fieldKey(c, t);
                if (ctx.options.containsKey(k) && !engineAggregates) {
                    ctx.warn("'" + k + "' has no effect " + (ctx.isPk()
                            ? "with 'merge-engine' = '" + engine.value() + "'" : "on a table without primary key"));
                }
            }
            if (engineAggregates) {
                checkFunctionDetails(ctx, field, fn == null ? effectiveFunction(ctx, c) : fn);
            }
        }
    }

    /** The function that will merge a column, for checking its per-function options; null if none applies. */
    private static AggregateFunction effectiveFunction(Context ctx, String column) {
        String d = ctx.core.defaultAggregateFunction();
        return d == null ? null : AggregateFunction.of(d).orElse(null);
    }

    private static void checkFunctionDetails(Context ctx, DataField field, AggregateFunction fn) {
        String c = field.name();
        String nestedKeyKey = CoreOptions.fieldKey(c, CoreOptions.FIELD_NESTED_KEY);
        if (ctx.options.containsKey(nestedKeyKey)) {
            DataType t = field.type();
            if (t.root() != TypeRoot.ARRAY || t.elementType().root() != TypeRoot.ROW) {
                throw new VarveException.InvalidSchema("'" + nestedKeyKey + "': column '" + c + "' has type " + t.asSqlStringNoNull()
                        + "; nested keys need an ARRAY<ROW<...>> column");
            }
            RowType element = new RowType(t.elementType().fields());
            for (String k : ctx.core.fieldNestedKey(c)) {
                if (!element.names().contains(k)) {
                    throw new VarveException.InvalidSchema("'" + nestedKeyKey + "': the elements of '" + c
                            + "' have no field '" + k + "' (fields: " + String.join(", ", element.names()) + ")");
                }
            }
        }
        String tsKey = CoreOptions.fieldKey(c, CoreOptions.FIELD_TS_FIELD);
        if (ctx.options.containsKey(tsKey)) {
            DataType t = field.type();
            String ts = ctx.core.fieldTsField(c);
            if (t.root() != TypeRoot.MAP || t.valueType().root() != TypeRoot.ROW
                    || !new RowType(t.valueType().fields()).names().contains(ts)) {
                throw new VarveException.InvalidSchema("'" + tsKey + "': column '" + c + "' of type " + t.asSqlStringNoNull()
                        + " has no ROW map value with a field '" + ts + "'");
            }
        }
    }

    /**
     * {@code streaming-read-overwrite} as Paimon 1.4.2 allows it (at CREATE, ALTER and in a hint, with Paimon's messages):
     * only on a primary-key table, and not with a producer that writes changelog at compaction (the overwrite would be
     * read twice).
     */
    public static void checkStreamingReadOverwrite(boolean primaryKeyTable, CoreOptions co) {
        if (!co.streamingReadOverwrite()) {
            return;
        }
        if (!primaryKeyTable) {
            throw new VarveException.InvalidSchema("Doesn't support streaming read the changes from overwrite when the"
                    + " primary keys are not defined. Please use streaming-read-append-overwrite to enable the streaming"
                    + " read overwrite commit for append table.");
        }
        ChangelogProducer producer = co.changelogProducer();
        if (producer == ChangelogProducer.LOOKUP || producer == ChangelogProducer.FULL_COMPACTION) {
            throw new VarveException.InvalidSchema("Cannot set streaming-read-overwrite to true when changelog producer is"
                    + " full-compaction or lookup because it will read duplicated changes.");
        }
    }

    private static AggregateFunction aggregateFunction(String key, String name) {
        return AggregateFunction.of(name).orElseThrow(() -> {
            String hint = OptionsRegistry.closest(name, AggregateFunction.allNames());
            return new VarveException.InvalidSchema("unknown aggregate function '" + name + "' in '" + key + "'"
                    + (hint != null ? " (did you mean '" + hint + "'?)" : "")
                    + "; valid functions: " + String.join(", ", AggregateFunction.allNames()));
        });
    }

    private static void checkChangelogProducer(Context ctx) {
        CoreOptions co = ctx.core;
        ChangelogProducer producer = co.changelogProducer();
        checkStreamingReadOverwrite(ctx.isPk(), co);
        if (!ctx.isPk()) {
            if (producer != ChangelogProducer.NONE) {
                throw new VarveException.InvalidSchema("'changelog-producer' = '" + producer.value()
                        + "' needs a primary key; this table has none");
            }
            return;
        }
        if (co.mergeEngine() == MergeEngine.FIRST_ROW
                && producer != ChangelogProducer.NONE && producer != ChangelogProducer.LOOKUP) {
            throw new VarveException.InvalidSchema("'merge-engine' = 'first-row' supports only 'changelog-producer'"
                    + " 'none' or 'lookup', got '" + producer.value() + "'");
        }
        boolean deletionVectors = ctx.options.get(CoreOptions.DELETION_VECTORS_ENABLED);
        if (deletionVectors && co.mergeEngine() == MergeEngine.FIRST_ROW) {
            throw new VarveException.InvalidSchema("'deletion-vectors.enabled' cannot be used with 'merge-engine' = 'first-row'");
        }
        if (deletionVectors && producer == ChangelogProducer.FULL_COMPACTION) {
            throw new VarveException.InvalidSchema("'deletion-vectors.enabled' cannot be used with 'changelog-producer'"
                    + " = 'full-compaction' (only none, input or lookup)");
        }
        boolean producesByCompaction = producer == ChangelogProducer.LOOKUP || producer == ChangelogProducer.FULL_COMPACTION;
        for (ConfigOption<?> o : Arrays.asList(CoreOptions.CHANGELOG_PRODUCER_ROW_DEDUPLICATE,
                CoreOptions.CHANGELOG_PRODUCER_ROW_DEDUPLICATE_IGNORE_FIELDS)) {
            if (ctx.options.contains(o) && !producesByCompaction) {
                ctx.warn("'" + o.key() + "' has no effect with 'changelog-producer' = '" + producer.value() + "'");
            }
        }
        for (String c : co.changelogRowDeduplicateIgnoreFields()) {
            ctx.column("'changelog-producer.row-deduplicate-ignore-fields'", c);
        }
    }

    private static void checkRetention(Context ctx) {
        CoreOptions co = ctx.core;
        if (co.snapshotNumRetainedMin() > co.snapshotNumRetainedMax()) {
            throw new VarveException.InvalidSchema("'snapshot.num-retained.min' (" + co.snapshotNumRetainedMin()
                    + ") must not be larger than 'snapshot.num-retained.max' (" + co.snapshotNumRetainedMax() + ")");
        }
        if (co.changelogNumRetainedMin() > co.changelogNumRetainedMax()) {
            throw new VarveException.InvalidSchema("'changelog.num-retained.min' (" + co.changelogNumRetainedMin()
                    + ") must not be larger than 'changelog.num-retained.max' (" + co.changelogNumRetainedMax() + ")");
        }
    }

    /**
     * Partition expiration needs partitions (Paimon's message); record-level expiration needs its time field, a
     * column of a type it reads (Paimon refuses a missing field only when a writer starts; Varve at CREATE/ALTER).
     */
    private static void checkExpiration(Context ctx) {
        if (ctx.options.contains(CoreOptions.PARTITION_EXPIRATION_TIME) && ctx.partitionKeys.isEmpty()) {
            throw new VarveException.InvalidSchema("Can not set 'partition.expiration-time' for non-partitioned table.");
        }
        if (!ctx.options.contains(CoreOptions.RECORD_LEVEL_EXPIRE_TIME)) {
            return;
        }
        String field = ctx.core.recordLevelTimeField();
        if (field == null) {
            throw new VarveException.InvalidSchema("'record-level.expire-time' needs 'record-level.time-field' (You should set"
                    + " time field for record-level expire.)");
        }
        DataField f = ctx.column("'record-level.time-field'", field);
        switch (f.type().root()) {
            case INT:
            case BIGINT:
            case TIMESTAMP:
            case TIMESTAMP_LTZ:
                return;
            default:
                throw new VarveException.InvalidSchema("'record-level.time-field' column '" + field + "' has type " + f.type()
                        + ": The record level time field type should be one of INT, BIGINT, or TIMESTAMP.");
        }
    }

    private static void checkCompaction(Context ctx) {
        CoreOptions co = ctx.core;
        Integer stop = ctx.options.get(CoreOptions.NUM_SORTED_RUNS_STOP_TRIGGER);
        if (stop != null && stop < co.numSortedRunCompactionTrigger()) {
            ctx.warn("'num-sorted-run.stop-trigger' (" + stop + ") is below 'num-sorted-run.compaction-trigger' ("
                    + co.numSortedRunCompactionTrigger() + "); writes stall at the compaction trigger instead");
        }
        if (co.compactionMinFileNum() > co.compactionMaxFileNum()) {
            throw new VarveException.InvalidSchema("'compaction.min.file-num' (" + co.compactionMinFileNum()
                    + ") must not be larger than 'compaction.max.file-num' (" + co.compactionMaxFileNum() + ")");
        }
    }

    /** Paimon's start-position rules: the mode's required option is set and conflicting ones are not. */
    private static void checkScanMode(Options options) {
        CoreOptions co = new CoreOptions(options);
        StartupMode declared = co.scanMode();
        StartupMode mode = co.startupMode();
        List<ConfigOption<?>> positions = Arrays.asList(CoreOptions.SCAN_TIMESTAMP_MILLIS, CoreOptions.SCAN_TIMESTAMP,
                CoreOptions.SCAN_FILE_CREATION_TIME_MILLIS, CoreOptions.SCAN_CREATION_TIME_MILLIS,
                CoreOptions.SCAN_SNAPSHOT_ID, CoreOptions.SCAN_TAG_NAME, CoreOptions.SCAN_WATERMARK,
                CoreOptions.INCREMENTAL_BETWEEN, CoreOptions.INCREMENTAL_BETWEEN_TIMESTAMP);
        List<ConfigOption<?>> allowed;
        switch (mode) {
            case FROM_TIMESTAMP:
                allowed = Arrays.asList(CoreOptions.SCAN_TIMESTAMP_MILLIS, CoreOptions.SCAN_TIMESTAMP);
                requireOne(options, mode, allowed);
                break;
            case FROM_SNAPSHOT:
                allowed = Arrays.asList(CoreOptions.SCAN_SNAPSHOT_ID, CoreOptions.SCAN_TAG_NAME, CoreOptions.SCAN_WATERMARK);
                requireOne(options, mode, allowed);
                break;
            case FROM_SNAPSHOT_FULL:
                allowed = Collections.singletonList(CoreOptions.SCAN_SNAPSHOT_ID);
                requireOne(options, mode, allowed);
                break;
            case FROM_FILE_CREATION_TIME:
                allowed = Collections.singletonList(CoreOptions.SCAN_FILE_CREATION_TIME_MILLIS);
                requireOne(options, mode, allowed);
                break;
            case FROM_CREATION_TIMESTAMP:
                allowed = Collections.singletonList(CoreOptions.SCAN_CREATION_TIME_MILLIS);
                requireOne(options, mode, allowed);
                break;
            case INCREMENTAL:
                allowed = Arrays.asList(CoreOptions.INCREMENTAL_BETWEEN, CoreOptions.INCREMENTAL_BETWEEN_TIMESTAMP);
                requireOne(options, mode, allowed);
                break;
            default:
                allowed = Collections.emptyList();
                break;
        }
        for (ConfigOption<?> o : positions) {
            if (!allowed.contains(o) && options.contains(o)) {
                if (declared == StartupMode.DEFAULT) {
                    throw new VarveException.InvalidSchema("'" + options.keyUsed(o) + "' cannot be combined with '"
                            + options.keyUsed(allowed.get(0)) + "'; set one start position");
                }
                throw new VarveException.InvalidSchema("'" + options.keyUsed(o) + "' cannot be used with 'scan.mode' = '"
                        + declared.value() + "'");
            }
        }
    }

    private static void requireOne(Options options, StartupMode mode, List<ConfigOption<?>> candidates) {
        List<String> set = new ArrayList<>();
        for (ConfigOption<?> o : candidates) {
            if (options.contains(o)) {
                set.add(o.key());
            }
        }
        if (set.size() == 1) {
            return;
        }
        List<String> names = new ArrayList<>();
        for (ConfigOption<?> o : candidates) {
            names.add("'" + o.key() + "'");
        }
        if (set.isEmpty()) {
            throw new VarveException.InvalidSchema("'scan.mode' = '" + mode.value() + "' needs "
                    + (names.size() == 1 ? names.get(0) : "one of " + String.join(", ", names)));
        }
        throw new VarveException.InvalidSchema("'scan.mode' = '" + mode.value() + "' needs only one of "
                + String.join(", ", names) + ", got " + String.join(", ", set));
    }

    private static boolean isNested(DataType t) {
        return t.root() == TypeRoot.ARRAY || t.root() == TypeRoot.MAP || t.root() == TypeRoot.ROW;
    }

    // ============================================================================================

    /** What one validation looks at, and the warnings collected so far. */
    private static final class Context {
        final Options options;
        final CoreOptions core;
        final RowType rowType;
        final List<String> primaryKeys;
        final List<String> partitionKeys;
        private final Set<String> warnings = new LinkedHashSet<>();

        Context(Map<String, String> options, RowType rowType, List<String> primaryKeys, List<String> partitionKeys) {
            this.options = Options.of(new LinkedHashMap<>(options));
            this.core = new CoreOptions(this.options);
            this.rowType = rowType;
            this.primaryKeys = primaryKeys;
            this.partitionKeys = partitionKeys;
        }

        boolean isPk() {
            return !primaryKeys.isEmpty();
        }

        /** Dynamic-bucket PK table whose key misses a partition column: keys may move between partitions. */
        boolean isCrossPartitionUpdate() {
            return isPk() && core.bucket() == -1 && !primaryKeys.containsAll(partitionKeys);
        }

        /** The column named exactly {@code name}, or an error "{@code where}: no column 'name'" with a hint. */
        DataField column(String where, String name) {
            for (DataField f : rowType.fields()) {
                if (f.name().equals(name)) {
                    return f;
                }
            }
            String hint = OptionsRegistry.closest(name, rowType.names());
            throw new VarveException.InvalidSchema(where + ": no column '" + name + "'"
                    + (hint != null ? " (did you mean '" + hint + "'?)" : ""));
        }

        void warn(String w) {
            warnings.add(w);
        }

        List<String> warnings() {
            return Collections.unmodifiableList(new ArrayList<>(warnings));
        }
    }
}
