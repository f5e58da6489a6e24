package dev.varve.kernel;

import dev.varve.row.DataType;

/** One ALTER TABLE change. */
public abstract class SchemaChange {
    private SchemaChange() {
    }

    public static SchemaChange setOption(String key, String value) {
        return new SetOption(key, value);
    }

    public static SchemaChange removeOption(String key) {
        return new RemoveOption(key);
    }

    public static SchemaChange addColumn(String name, DataType type, String comment) {
        return new AddColumn(name, type, comment, null);
    }

    /** {@code ALTER TABLE t ADD name type FIRST | AFTER c}; {@code move} null: at the end. */
    public static SchemaChange addColumn(String name, DataType type, String comment, Move move) {
        return new AddColumn(name, type, comment, move);
    }

    /**
     * {@code ALTER TABLE t MODIFY name type [COMMENT 'c'] [FIRST | AFTER x]} with the column's own type: its comment
     * ({@code comment} null: kept) and place ({@code move} null: kept). A new schema version is written even if
     * nothing differs (as Paimon does).
     */
    public static SchemaChange modifyColumn(String name, String comment, Move move) {
        return new ModifyColumn(name, comment, move);
    }

    /**
     * {@code ALTER TABLE t MODIFY name type}: the column keeps its field id, name, comment and place and takes
     * {@code type} (its nullability too: a NOT NULL column may become nullable, not the reverse). Files written
     * before are read through a cast to the new type ({@code dev.varve.kernel.schema.ColumnCasts}). Primary-key and
     * partition columns cannot change type (as in Paimon).
     */
    public static SchemaChange updateColumnType(String name, DataType type) {
        return new UpdateColumnType(name, type);
    }

    /** See {@link #updateColumnType}. */
    public static final class UpdateColumnType extends SchemaChange {
        public final String name;
        public final DataType type;

        UpdateColumnType(String name, DataType type) {
            this.name = name;
            this.type = type;
        }
    }

    /**
     * Sets a column's default value (Paimon's {@code alter_column_default_value}): a string, cast to the column's type
     * (surrounding single quotes removed), written in place of a null in that column from then on; rows already
     * written keep their nulls. Refused if the column's type cannot take it.
     */
    public static SchemaChange updateColumnDefaultValue(String name, String defaultValue) {
        return new UpdateColumnDefaultValue(name, defaultValue);
    }

    /** See {@link #updateColumnDefaultValue}. */
    public static final class UpdateColumnDefaultValue extends SchemaChange {
        public final String name;
        public final String defaultValue;

        UpdateColumnDefaultValue(String name, String defaultValue) {
            this.name = name;
            this.defaultValue = defaultValue;
        }
    }

    /** Where a column goes: first, or after another column. */
    public static final class Move {
        /** null: first; else the column it follows. */
        public final String after;

        private Move(String after) {
            this.after = after;
        }

        public static Move first() {
            return new Move(null);
        }

        public static Move after(String column) {
            return new Move(java.util.Objects.requireNonNull(column, "column"));
        }
    }

    /** See {@link #modifyColumn}: the column keeps its id and type. */
    public static final class ModifyColumn extends SchemaChange {
        public final String name;
        /** null: the comment stays. */
        public final String comment;
        /** null: the column stays where it is. */
        public final Move move;

        ModifyColumn(String name, String comment, Move move) {
            this.name = name;
            this.comment = comment;
            this.move = move;
        }
    }

    public static SchemaChange renameColumn(String oldName, String newName) {
        return new RenameColumn(oldName, newName);
    }

    public static SchemaChange dropColumn(String name) {
        return new DropColumn(name);
    }

    /**
     * {@code ALTER TABLE t DROP PRIMARY KEY}: as in Paimon 1.4.2, only on a table without snapshots (one that never
     * committed: a table whose rows were all deleted or truncated away is not empty). The table becomes an append table
     * with the same columns (the key's columns stay NOT NULL) and options.
     */
    public static SchemaChange dropPrimaryKey() {
        return new DropPrimaryKey();
    }

    /** See {@link #dropPrimaryKey}. */
    public static final class DropPrimaryKey extends SchemaChange {
        DropPrimaryKey() {
        }
    }

    /** {@code ALTER TABLE t SET ('key' = 'value')}. */
    public static final class SetOption extends SchemaChange {
        public final String key;
        public final String value;

        SetOption(String key, String value) {
            this.key = key;
            this.value = value;
        }
    }

    /** {@code ALTER TABLE t RESET ('key')}. */
    public static final class RemoveOption extends SchemaChange {
        public final String key;

        RemoveOption(String key) {
            this.key = key;
        }
    }

    /** {@code ALTER TABLE t ADD name type [FIRST | AFTER c]}: a nullable column, at the end unless {@link #move}. */
    public static final class AddColumn extends SchemaChange {
        public final String name;
        public final DataType type;
        public final String comment;
        /** null: at the end. */
        public final Move move;

        AddColumn(String name, DataType type, String comment, Move move) {
            this.name = name;
            this.type = type;
            this.comment = comment;
            this.move = move;
        }
    }

    /**
     * {@code ALTER TABLE t RENAME old TO new}: the column keeps its field id, type, comment and place; options naming
     * it follow the new name. Primary-key and partition columns cannot be renamed (as in Paimon).
     */
    public static final class RenameColumn extends SchemaChange {
        public final String oldName;
        public final String newName;

        RenameColumn(String oldName, String newName) {
            this.oldName = oldName;
            this.newName = newName;
        }
    }

    /**
     * {@code ALTER TABLE t DROP c}: the column leaves the schema; its field id is never reused (a column added later
     * under the same name is another column, null in the files written before). Primary-key and partition columns,
     * the last column and columns named in options cannot be dropped (as in Paimon).
     */
    public static final class DropColumn extends SchemaChange {
        public final String name;

        DropColumn(String name) {
            this.name = name;
        }
    }
}
