package dev.varve.row;

import java.util.Objects;

/** A named, typed field of a row type. Field ids are stable across schema evolution. */
public final class DataField {
    private final int id;
    private final String name;
    private final DataType type;
    private final String description;

    public DataField(int id, String name, DataType type) {
        this(id, name, type, null);
    }

    public DataField(int id, String name, DataType type, String description) {
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
        this.type = Objects.requireNonNull(type, "type");
        this.description = description;
    }

    public int id() { return id; }
    public String name() { return name; }
    public DataType type() { return type; }
    public String description() { return description; }

    public DataField withType(DataType newType) {
        return new DataField(id, name, newType, description);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof DataField)) {
            return false;
        }
        DataField f = (DataField) o;
        return id == f.id && name.equals(f.name) && type.equals(f.type) && Objects.equals(description, f.description);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, name, type);
    }

    @Override
    public String toString() {
        return name + " " + type;
    }
}
