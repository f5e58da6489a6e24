package dev.varve.row;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/** The type of a table's rows: an ordered list of fields. Field names are case-insensitive for lookup. */
public final class RowType {
    private final List<DataField> fields;

    public RowType(List<DataField> fields) {
        this.fields = Collections.unmodifiableList(new ArrayList<>(fields));
        for (int i = 0; i < fields.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (fields.get(i).name().equalsIgnoreCase(fields.get(j).name())) {
                    throw new IllegalArgumentException("duplicate column name '" + fields.get(i).name() + "'");
                }
            }
        }
    }

    public static RowType of(DataType... types) {
        List<DataField> fs = new ArrayList<>();
        for (int i = 0; i < types.length; i++) {
            fs.add(new DataField(i, "f" + i, types[i]));
        }
        return new RowType(fs);
    }

    public List<DataField> fields() { return fields; }
    public int size() { return fields.size(); }
    public DataField field(int i) { return fields.get(i); }
    public DataType type(int i) { return fields.get(i).type(); }

    public List<String> names() {
        List<String> names = new ArrayList<>(fields.size());
        for (DataField f : fields) {
            names.add(f.name());
        }
        return names;
    }

    /** Index of the named field (case-insensitive), or -1. */
    public int indexOf(String name) {
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).name().equals(name)) {
                return i;
            }
        }
        String lower = name.toLowerCase(Locale.ROOT);
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).name().toLowerCase(Locale.ROOT).equals(lower)) {
                return i;
            }
        }
        return -1;
    }

    /** The row type made of the given field positions, in that order. */
    public RowType project(int[] positions) {
        List<DataField> fs = new ArrayList<>(positions.length);
        for (int p : positions) {
            fs.add(fields.get(p));
        }
        return new RowType(fs);
    }

    public DataType asDataType() {
        return DataType.row(fields);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RowType && ((RowType) o).fields.equals(fields);
    }

    @Override
    public int hashCode() {
        return fields.hashCode();
    }

    @Override
    public String toString() {
        return asDataType().toString();
    }
}
