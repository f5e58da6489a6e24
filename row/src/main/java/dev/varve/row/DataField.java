package dev.varve.row;

import java.util.Objects;

/** A named, typed field of a row type. Field ids are stable across schema evolution. */
public final class DataField {
    private final int id;
    private final String name;
    private final DataType type;
    private final String description;
    /** The column's default value as set (a string cast to the type when a null is written), or null. */
    private final String defaultValue;

    public DataField(int id, String name, DataType type) {
        this(id, name, type, null);
    }

    public DataField(int id, String name, DataType type, String description) {
        this(id, name, type, description, null);
    }

    public DataField(int id, String name, DataType type, String description, String defaultValue) {
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
        this.type = Objects.requireNonNull(type, "type");
        this.description = description;
        this.defaultValue = defaultValue;
    }

    public int id() { return id; }
    public String name() { return name; }
    public DataType type() { return type; }
    public String description() { return description; }
    /** The default value written for a null in this column, as set (not yet cast to the type), or null. */
    public String defaultValue() { return defaultValue; }

    public DataField withType(DataType newType) {
        return new DataField(id, name, newType, description, defaultValue);
    }

    public DataField withName(String newName) {
        return new DataField(id, newName, type, description, defaultValue);
    }

    public DataField withDescription(String newDescription) {
        return new DataField(id, name, type, newDescription, defaultValue);
    }

    public DataField withDefaultValue(String newDefaultValue) {
        return new DataField(id, name, type, description, newDefaultValue);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof DataField)) {
            return false;
        }
        DataField f = (DataField) o;
        return id == f.id && name.equals(f.name) && type.equals(f.type) && Objects.equals(description, f.description)
                && Objects.equals(defaultValue, f.defaultValue);
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
