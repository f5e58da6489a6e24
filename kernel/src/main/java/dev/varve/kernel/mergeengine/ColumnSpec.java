package dev.varve.kernel.mergeengine;

import dev.varve.row.DataType;
import dev.varve.row.RowType;

/**
 * How the aggregation engine, or a partial-update sequence group, merges one column: its
 * aggregate function and the function's options. Immutable.
 */
final class ColumnSpec {
    final int pos;
    final String name;
    final DataType type;
    final AggFunction function;
    /** The option key that chose the function (for messages). */
    final String functionOption;
    final boolean ignoreRetract;
    final String delimiter;
    final boolean distinct;
    /** nested_update / nested_partial_update key fields (positions in the element ROW). */
    final int[] nestedKey;
    /** nested_update: {@code fields.<c>.count-limit}, the element count past which merges add nothing. */
    final int countLimit;
    /** merge_map_with_keytime: the position of the entry time in the map's ROW values ({@code fields.<c>.ts-field}). */
    final int tsField;

    ColumnSpec(int pos, String name, DataType type, AggFunction function, String functionOption,
               boolean ignoreRetract, String delimiter, boolean distinct, int[] nestedKey, int countLimit,
               int tsField) {
        this.pos = pos;
        this.name = name;
        this.type = type;
        this.function = function;
        this.functionOption = functionOption;
        this.ignoreRetract = ignoreRetract;
        this.delimiter = delimiter;
        this.distinct = distinct;
        this.nestedKey = nestedKey;
        this.countLimit = countLimit;
        this.tsField = tsField;
    }

    /** Whether a retraction of this column is applied (not ignored). */
    boolean appliesRetraction() {
        return !ignoreRetract && function.canRetract();
    }

    /** Whether a retraction of this column must be refused at write time. */
    boolean rejectsRetraction() {
        return !ignoreRetract && !function.canRetract();
    }

    /**
     * {@link AggFunction#associative()} for this column; a DECIMAL product with a positive scale
     * rounds at every step, so regrouping its inputs changes the result: not associative.
     */
    boolean associative() {
        return function.associative() && !roundsEachStep();
    }

    /** {@link AggFunction#orderInsensitive()} for this column (see {@link #associative()}). */
    boolean orderInsensitive() {
        return function.orderInsensitive() && !roundsEachStep();
    }

    /** A DECIMAL {@code product} with a positive scale: each step rounds (its state is still its value). */
    boolean roundsEachStep() {
        return function == AggFunction.PRODUCT && type.root() == dev.varve.row.TypeRoot.DECIMAL && type.scale() > 0;
    }

    /**
     * Whether folding one added input alone gives that input's value unchanged (same canonical
     * value): max/min, the first/last (non-null) value functions, and sum of integral or
     * floating-point columns (the first input is taken as is). Conservative: false for every
     * other function (product, count, listagg, collect, maps, sketches, bool_and/or, decimal sum).
     */
    boolean singleAddIsIdentity() {
        switch (function) {
            case MAX: case MIN: case FIRST_VALUE: case LAST_VALUE: case FIRST_NON_NULL_VALUE: case LAST_NON_NULL_VALUE:
                return true;
            case SUM: {
                dev.varve.row.TypeRoot r = type.root();
                return r.isIntegral() || r == dev.varve.row.TypeRoot.FLOAT || r == dev.varve.row.TypeRoot.DOUBLE;
            }
            default:
                return false;
        }
    }

    FieldAccumulator newAccumulator() {
        switch (function) {
            case SUM: return NumericAccumulators.sum(pos, type);
            case PRODUCT: return NumericAccumulators.product(pos, type);
            case COUNT: return new NumericAccumulators.Count(pos, type.root());
            case MAX: return NumericAccumulators.extremum(pos, type, true);
            case MIN: return NumericAccumulators.extremum(pos, type, false);
            case BOOL_AND: return new NumericAccumulators.Bool(pos, true);
            case BOOL_OR: return new NumericAccumulators.Bool(pos, false);
            case FIRST_VALUE: return new ValueAccumulators.FirstValue(pos);
            case FIRST_NON_NULL_VALUE: return new ValueAccumulators.FirstNonNullValue(pos);
            case LAST_VALUE: return new ValueAccumulators.LastValue(pos);
            case LAST_NON_NULL_VALUE: return new ValueAccumulators.LastNonNullValue(pos, type);
            case LISTAGG: return new CollectionAccumulators.Listagg(pos, delimiter, distinct);
            case COLLECT: return new CollectionAccumulators.Collect(pos, distinct);
            case MERGE_MAP: return new CollectionAccumulators.MergeMap(pos);
            case MERGE_MAP_WITH_KEYTIME:
                return new CollectionAccumulators.MergeMapWithKeyTime(pos, tsField);
            case NESTED_UPDATE:
                return new CollectionAccumulators.NestedUpdate(pos, new RowType(type.elementType().fields()), nestedKey,
                        countLimit);
            case NESTED_PARTIAL_UPDATE:
                return new CollectionAccumulators.NestedPartialUpdate(pos, new RowType(type.elementType().fields()),
                        nestedKey);
            case RBM32: return new SketchAccumulators.Rbm32(pos);
            case RBM64: return new SketchAccumulators.Rbm64(pos);
            case HLL_SKETCH: return new SketchAccumulators.Hll(pos);
            case THETA_SKETCH: return new SketchAccumulators.Theta(pos);
            default: throw new IllegalStateException(function.name());
        }
    }

    @Override
    public String toString() {
        return name + ":" + function + (ignoreRetract ? "(ignore-retract)" : "");
    }
}
