package dev.varve.kernel.mergeengine;

import dev.varve.row.DataType;
import dev.varve.row.TypeRoot;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The aggregate functions of SEMANTICS §3 ({@code fields.<col>.aggregate-function}), with the
 * types each accepts (seed 000 and Apache Paimon's documentation) and the algebraic properties
 * the kernel relies on.
 */
enum AggFunction {
    SUM("sum"),
    PRODUCT("product"),
    COUNT("count"),
    MAX("max"),
    MIN("min"),
    FIRST_VALUE("first_value"),
    LAST_VALUE("last_value"),
    FIRST_NON_NULL_VALUE("first_non_null_value", "first_not_null_value"),
    LAST_NON_NULL_VALUE("last_non_null_value"),
    LISTAGG("listagg"),
    BOOL_AND("bool_and"),
    BOOL_OR("bool_or"),
    COLLECT("collect"),
    MERGE_MAP("merge_map"),
    MERGE_MAP_WITH_KEYTIME("merge_map_with_keytime"),
    NESTED_UPDATE("nested_update"),
    NESTED_PARTIAL_UPDATE("nested_partial_update"),
    RBM32("rbm32"),
    RBM64("rbm64"),
    HLL_SKETCH("hll_sketch"),
    THETA_SKETCH("theta_sketch");

    private final String sqlName;
    private final String[] aliases;

    AggFunction(String sqlName, String... aliases) {
        this.sqlName = sqlName;
        this.aliases = aliases;
    }

    String sqlName() {
        return sqlName;
    }

    /** The function named (case-insensitive, aliases included), or {@code null}. */
    static AggFunction byName(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (AggFunction f : values()) {
            if (f.sqlName.equals(n)) {
                return f;
            }
            for (String a : f.aliases) {
                if (a.equals(n)) {
                    return f;
                }
            }
        }
        return null;
    }

    static List<String> allNames() {
        List<String> names = new ArrayList<>();
        for (AggFunction f : values()) {
            names.add(f.sqlName);
        }
        return names;
    }

    /** Whether the function accepts a column of this type (nested parameters checked elsewhere). */
    boolean supports(DataType type) {
        TypeRoot r = type.root();
        switch (this) {
            case SUM: case PRODUCT:
                return r.isNumeric();
            case COUNT:
                return r == TypeRoot.INT || r == TypeRoot.BIGINT;
            case MAX: case MIN:
                // BINARY / VARBINARY too: Paimon 1.4.2 orders them by unsigned bytes, then length
                return r.isNumeric() || r.isCharacterString() || r.isBinaryString() || r == TypeRoot.DATE
                        || r == TypeRoot.TIME || r == TypeRoot.TIMESTAMP || r == TypeRoot.TIMESTAMP_LTZ;
            case FIRST_VALUE: case LAST_VALUE: case FIRST_NON_NULL_VALUE: case LAST_NON_NULL_VALUE:
                return true;
            case LISTAGG:
                return r == TypeRoot.VARCHAR && type.isUnbounded(); // STRING only, as Paimon 1.4.2
            case BOOL_AND: case BOOL_OR:
                return r == TypeRoot.BOOLEAN;
            case COLLECT:
                return r == TypeRoot.ARRAY;
            case MERGE_MAP:
                return r == TypeRoot.MAP;
            case MERGE_MAP_WITH_KEYTIME:
                return r == TypeRoot.MAP && type.valueType().root() == TypeRoot.ROW
                        && type.valueType().fields().size() >= 2;
            case NESTED_UPDATE: case NESTED_PARTIAL_UPDATE:
                return r == TypeRoot.ARRAY && type.elementType().root() == TypeRoot.ROW;
            case RBM32: case RBM64: case HLL_SKETCH: case THETA_SKETCH:
                return r == TypeRoot.VARBINARY;
            default:
                throw new IllegalStateException(name());
        }
    }

    /** Whether the function accepts retractions (-U/-D) at all (SEMANTICS §3 retraction list). */
    boolean canRetract() {
        switch (this) {
            case SUM: case PRODUCT: case COUNT: case COLLECT: case MERGE_MAP: case NESTED_UPDATE:
            case LAST_VALUE: case LAST_NON_NULL_VALUE:
                return true;
            default:
                return false;
        }
    }

    /**
     * Whether the result does not depend on the order of the inputs (ignoring floating-point
     * rounding), so a merged row may be re-merged at any position of the sequence order.
     */
    boolean orderInsensitive() {
        switch (this) {
            case SUM: case PRODUCT: case MAX: case MIN: case BOOL_AND: case BOOL_OR:
            case RBM32: case RBM64: case HLL_SKETCH: case THETA_SKETCH:
                return true;
            default:
                return false;
        }
    }

    /**
     * Whether, in arrival order, folding a consecutive run of inputs into one value and feeding
     * that value back as a single input gives the same result as folding the inputs one by one.
     * False for {@code count} (a merged row would count once, not by its stored count) and for
     * {@code merge_map_with_keytime} (a map entry removed by a null value cannot be carried by the
     * merged map, so older entries would come back).
     */
    boolean associative() {
        return this != COUNT && this != MERGE_MAP_WITH_KEYTIME;
    }

    /**
     * Whether the effect of retractions folded into a merged value is the same as applying them
     * one by one later: true for {@code sum} (a negative partial sum) and {@code last_value}
     * (retraction = null, the same as adding null).
     */
    boolean retractionCarriedByValue() {
        return this == SUM || this == LAST_VALUE;
    }

    /**
     * Whether a null input leaves the state unchanged. False for first_value and last_value, for
     * which null is a value: a merged row of retractions only (whose column is null because its
     * retractions were ignored) would then overwrite or pre-empt the real value when re-merged.
     */
    boolean nullInputIsNoOp() {
        return this != FIRST_VALUE && this != LAST_VALUE;
    }

    @Override
    public String toString() {
        return sqlName;
    }
}
