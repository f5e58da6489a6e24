package dev.varve.kernel.schema;

import dev.varve.kernel.VarveException;
import dev.varve.kernel.options.OptionsRegistry;
import dev.varve.kernel.options.OptionsValidator;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.TypeRoot;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a whole table schema (SEMANTICS §2): columns, primary and partition keys, then the options
 * ({@link OptionsValidator}). Errors are {@link VarveException.InvalidSchema} naming the column or
 * option; the result is the list of warnings to print. Stateless and thread-safe.
 */
public final class SchemaValidation {

    /** Column names Varve (like Paimon) reserves for system columns. */
    public static final Set<String> RESERVED_COLUMN_NAMES = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            "_VALUE_KIND", "_SEQUENCE_NUMBER", "_LEVEL", "_ROW_ID", "rowkind")));
    /** Prefix reserved for key columns in data files. */
    public static final String RESERVED_PREFIX = "_KEY_";

    private SchemaValidation() {
    }

    /** Validates a schema; returns warnings. */
    public static List<String> validate(TableSchema schema) {
        List<DataField> fields = schema.fields();
        if (fields.isEmpty()) {
            throw new VarveException.InvalidSchema("a table needs at least one column");
        }
        Set<String> names = new HashSet<>();
        for (DataField f : fields) {
            String n = f.name();
            if (n.trim().isEmpty()) {
                throw new VarveException.InvalidSchema("column names must not be empty");
            }
            if (!names.add(n.toLowerCase(java.util.Locale.ROOT))) {
                throw new VarveException.InvalidSchema("duplicate column name '" + n + "'");
            }
            if (RESERVED_COLUMN_NAMES.contains(n)) {
                throw new VarveException.InvalidSchema("column name '" + n + "' is reserved for a system column");
            }
            if (n.startsWith(RESERVED_PREFIX)) {
                throw new VarveException.InvalidSchema("column name '" + n + "' must not start with '" + RESERVED_PREFIX + "'");
            }
        }
        checkKeys(schema, schema.primaryKeys(), "primary key");
        checkKeys(schema, schema.partitionKeys(), "partition");
        if (!schema.primaryKeys().isEmpty() && schema.trimmedPrimaryKeys().isEmpty()) {
            throw new VarveException.InvalidSchema("the primary key (" + String.join(", ", schema.primaryKeys())
                    + ") must not consist of partition columns only: each partition would hold a single row");
        }
        List<String> warnings = new java.util.ArrayList<>(OptionsValidator.validate(schema.rawOptions(),
                schema.logicalRowType(), schema.primaryKeys(), schema.partitionKeys()));
        if (!schema.primaryKeys().isEmpty()) {
            // the merge engine's own checks: function/type support, sequence groups, engine combinations
            // both validators may find the same option without effect: report each option once
            Set<String> warned = new HashSet<>();
            for (String w : warnings) {
                warned.add(warnedOption(w));
            }
            for (String w : dev.varve.kernel.mergeengine.MergeEngine.validate(schema.logicalRowType(),
                    schema.primaryKeys(), schema.rawOptions())) {
                if (warned.add(warnedOption(w))) {
                    warnings.add(w);
                }
            }
        }
        return warnings;
    }

    /** The option a warning is about: its first word, without quotes (both validators start with the key). */
    private static String warnedOption(String warning) {
        int end = warning.indexOf(' ');
        String first = end < 0 ? warning : warning.substring(0, end);
        return first.replace("'", "");
    }

    private static void checkKeys(TableSchema schema, List<String> keys, String what) {
        Set<String> seen = new HashSet<>();
        for (String k : keys) {
            int idx = schema.fieldIndex(k);
            if (idx < 0) {
                String hint = OptionsRegistry.closest(k, schema.fieldNames());
                throw new VarveException.InvalidSchema(what + " column '" + k + "' does not exist"
                        + (hint != null ? " (did you mean '" + hint + "'?)" : ""));
            }
            if (!seen.add(k)) {
                throw new VarveException.InvalidSchema(what + " lists column '" + k + "' twice");
            }
            DataType t = schema.fields().get(idx).type();
            if (t.root() == TypeRoot.ARRAY || t.root() == TypeRoot.MAP || t.root() == TypeRoot.ROW) {
                throw new VarveException.InvalidSchema(what + " column '" + k + "' has type " + t.asSqlStringNoNull()
                        + "; ARRAY, MAP and ROW columns cannot be " + what + " columns");
            }
        }
    }
}
