package dev.varve.kernel;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What CREATE TABLE asks for: columns, primary key, partition keys, options, comment. */
public final class Schema {
    private final RowType rowType;
    private final List<String> primaryKeys;
    private final List<String> partitionKeys;
    private final Map<String, String> options;
    private final String comment;

    public Schema(RowType rowType, List<String> primaryKeys, List<String> partitionKeys,
                  Map<String, String> options, String comment) {
        this.rowType = rowType;
        this.primaryKeys = Collections.unmodifiableList(new ArrayList<>(primaryKeys));
        this.partitionKeys = Collections.unmodifiableList(new ArrayList<>(partitionKeys));
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        this.comment = comment;
    }

    public static Builder builder() {
        return new Builder();
    }

    public RowType rowType() { return rowType; }
    public List<String> primaryKeys() { return primaryKeys; }
    public List<String> partitionKeys() { return partitionKeys; }
    public Map<String, String> options() { return options; }
    public String comment() { return comment; }

    /** Fluent construction, as in the README example. */
    public static final class Builder {
        private final List<DataField> fields = new ArrayList<>();
        private final List<String> primaryKeys = new ArrayList<>();
        private final List<String> partitionKeys = new ArrayList<>();
        private final Map<String, String> options = new LinkedHashMap<>();
        private String comment;

        public Builder column(String name, DataType type) {
            fields.add(new DataField(fields.size(), name, type));
            return this;
        }

        public Builder column(String name, DataType type, String description) {
            fields.add(new DataField(fields.size(), name, type, description));
            return this;
        }

        public Builder primaryKey(String... names) {
            primaryKeys.clear();
            Collections.addAll(primaryKeys, names);
            return this;
        }

        public Builder primaryKey(List<String> names) {
            primaryKeys.clear();
            primaryKeys.addAll(names);
            return this;
        }

        public Builder partitionKeys(String... names) {
            partitionKeys.clear();
            Collections.addAll(partitionKeys, names);
            return this;
        }

        public Builder partitionKeys(List<String> names) {
            partitionKeys.clear();
            partitionKeys.addAll(names);
            return this;
        }

        public Builder option(String key, String value) {
            options.put(key, value);
            return this;
        }

        public Builder options(Map<String, String> all) {
            options.putAll(all);
            return this;
        }

        public Builder comment(String c) {
            comment = c;
            return this;
        }

        public Schema build() {
            return new Schema(new RowType(fields), primaryKeys, partitionKeys, options, comment);
        }
    }
}
