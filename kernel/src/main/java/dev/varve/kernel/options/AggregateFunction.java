package dev.varve.kernel.options;

import dev.varve.row.DataType;
import dev.varve.row.TypeRoot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The aggregate functions {@code fields.<col>.aggregate-function} accepts (SEMANTICS §3), with the
 * column types each supports and whether it accepts retractions. Used to validate DDL; the merge
 * engines implement them. Immutable and thread-safe.
 */
public enum AggregateFunction {
    SUM("sum", true, "numeric types"),
    PRODUCT("product", true, "numeric types"),
    COUNT("count", true, "INT, BIGINT"),
    MAX("max", false, "CHAR, VARCHAR, BINARY, VARBINARY, BYTES, numeric types, DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ"),
    MIN("min", false, "CHAR, VARCHAR, BINARY, VARBINARY, BYTES, numeric types, DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ"),
    FIRST_VALUE("first_value", false, "all types"),
    LAST_VALUE("last_value", true, "all types"),
    FIRST_NON_NULL_VALUE("first_non_null_value", false, "all types", "first_not_null_value"),
    LAST_NON_NULL_VALUE("last_non_null_value", true, "all types"),
    LISTAGG("listagg", false, "STRING (not CHAR(n) or VARCHAR(n))"),
    BOOL_AND("bool_and", false, "BOOLEAN"),
    BOOL_OR("bool_or", false, "BOOLEAN"),
    COLLECT("collect", true, "ARRAY"),
    MERGE_MAP("merge_map", true, "MAP"),
    MERGE_MAP_WITH_KEYTIME("merge_map_with_keytime", false, "MAP<K, ROW<...>> (2+ fields; the entry time a CHAR, VARCHAR or STRING field)"),
    NESTED_UPDATE("nested_update", true, "ARRAY<ROW<...>>"),
    NESTED_PARTIAL_UPDATE("nested_partial_update", false, "ARRAY<ROW<...>>"),
    RBM32("rbm32", false, "BINARY, VARBINARY, BYTES"),
    RBM64("rbm64", false, "BINARY, VARBINARY, BYTES"),
    HLL_SKETCH("hll_sketch", false, "BINARY, VARBINARY, BYTES"),
    THETA_SKETCH("theta_sketch", false, "BINARY, VARBINARY, BYTES");

    private final String functionName;
    private final boolean retractable;
    private final String supportedTypes;
    private final String alias;

    AggregateFunction(String functionName, boolean retractable, String supportedTypes) {
        this(functionName, retractable, supportedTypes, null);
    }

    AggregateFunction(String functionName, boolean retractable, String supportedTypes, String alias) {
        this.functionName = functionName;
        this.retractable = retractable;
        this.supportedTypes = supportedTypes;
        this.alias = alias;
    }

    /** The name as written in DDL, e.g. {@code last_non_null_value}. */
    public String functionName() { return functionName; }

    /** Another accepted name ({@code first_not_null_value}), or null. */
    public String alias() { return alias; }

    /** Whether {@code -U}/{@code -D} input is accepted (else an error unless ignore-retract). */
    public boolean isRetractable() { return retractable; }

    /** The supported column types, as an error message lists them. */
    public String supportedTypes() { return supportedTypes; }

    /** The function with this name or alias (exact, lower-case spelling), if any. */
    public static Optional<AggregateFunction> of(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String n = name.trim();
        for (AggregateFunction f : values()) {
            if (f.functionName.equals(n) || n.equals(f.alias)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** Every accepted name, aliases after their function: sum, product, count, ... */
    public static List<String> allNames() {
        List<String> names = new ArrayList<>();
        for (AggregateFunction f : values()) {
            names.add(f.functionName);
            if (f.alias != null) {
                names.add(f.alias);
            }
        }
        return Collections.unmodifiableList(names);
    }

    /** Whether this function can aggregate a column of {@code type}. */
    public boolean supports(DataType type) {
        TypeRoot r = type.root();
        switch (this) {
            case SUM:
            case PRODUCT:
                return r.isNumeric();
            case COUNT:
                return r == TypeRoot.INT || r == TypeRoot.BIGINT;
            case MAX:
            case MIN:
                return r.isNumeric() || r.isCharacterString() || r.isBinaryString() || r == TypeRoot.DATE
                        || r == TypeRoot.TIME || r == TypeRoot.TIMESTAMP || r == TypeRoot.TIMESTAMP_LTZ;
            case FIRST_VALUE:
            case LAST_VALUE:
            case FIRST_NON_NULL_VALUE:
            case LAST_NON_NULL_VALUE:
                return true;
            case LISTAGG:
                // Paimon 1.4.2 refuses CHAR(n) and VARCHAR(n) ("must be STRING (unbounded VARCHAR)")
                return r == TypeRoot.VARCHAR && type.isUnbounded();
            case BOOL_AND:
            case BOOL_OR:
                return r == TypeRoot.BOOLEAN;
            case COLLECT:
                return r == TypeRoot.ARRAY;
            case MERGE_MAP:
                return r == TypeRoot.MAP;
            case MERGE_MAP_WITH_KEYTIME:
                return r == TypeRoot.MAP && type.valueType().root() == TypeRoot.ROW;
            case NESTED_UPDATE:
            case NESTED_PARTIAL_UPDATE:
                return r == TypeRoot.ARRAY && type.elementType().root() == TypeRoot.ROW;
            case RBM32:
            case RBM64:
            case HLL_SKETCH:
            case THETA_SKETCH:
                return r.isBinaryString();
            default:
                throw new IllegalStateException(name());
        }
    }

    @Override
    public String toString() {
        return functionName;
    }
}
