package dev.varve.kernel;

import java.util.Objects;

/**
 * A table's name in a catalog: database and table, kept and compared as written (case-sensitive, as
 * Paimon's filesystem catalog: {@code T} and {@code t} are two tables).
 */
public final class Identifier {
    private final String database;
    private final String table;

    public Identifier(String database, String table) {
        this.database = Objects.requireNonNull(database, "database");
        this.table = Objects.requireNonNull(table, "table");
    }

    public static Identifier of(String database, String table) {
        return new Identifier(database, table);
    }

    /** Parses {@code db.table}. */
    public static Identifier parse(String fullName) {
        int dot = fullName.indexOf('.');
        if (dot <= 0 || dot == fullName.length() - 1 || fullName.indexOf('.', dot + 1) >= 0) {
            throw new IllegalArgumentException("table name '" + fullName + "' must be of the form db.table");
        }
        return new Identifier(fullName.substring(0, dot), fullName.substring(dot + 1));
    }

    public String database() { return database; }
    public String table() { return table; }
    public String fullName() { return database + "." + table; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Identifier && ((Identifier) o).database.equals(database) && ((Identifier) o).table.equals(table);
    }

    @Override
    public int hashCode() {
        return database.hashCode() * 31 + table.hashCode();
    }

    @Override
    public String toString() {
        return fullName();
    }
}
