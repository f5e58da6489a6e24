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
        return new AddColumn(name, type, comment);
    }

    public static SchemaChange renameColumn(String oldName, String newName) {
        return new RenameColumn(oldName, newName);
    }

    public static SchemaChange dropColumn(String name) {
        return new DropColumn(name);
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

    /** {@code ALTER TABLE t ADD name type}: a nullable column appended at the end. */
    public static final class AddColumn extends SchemaChange {
        public final String name;
        public final DataType type;
        public final String comment;

        AddColumn(String name, DataType type, String comment) {
            this.name = name;
            this.type = type;
            this.comment = comment;
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
