package dev.varve.kernel.schema;

import dev.varve.format.FileIO;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.options.ConfigOption;
import dev.varve.kernel.options.OptionsRegistry;
import dev.varve.kernel.options.OptionsValidator;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import dev.varve.row.TypeRoot;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Reads and writes the schema versions of one table: {@code <table>/schema/schema-<id>}, JSON
 * ({@link TableSchemaJson}). A new version is published with {@link FileIO#tryCreateAtomically},
 * so of two racing writers exactly one wins each id; {@link #commitChanges} retries on the next id.
 * Thread-safe (holds no mutable state).
 */
public final class SchemaManager {
    static final String SCHEMA_DIR = "schema";
    static final String SCHEMA_PREFIX = "schema-";
    private static final int MAX_COMMIT_ATTEMPTS = 100;

    private final FileIO io;
    private final String tablePath;
    private final String tableName;
    private final LongSupplier clock;

    /** A manager for the table at {@code tablePath}; messages name it as {@code db.table} derived from the path. */
    public SchemaManager(FileIO io, String tablePath) {
        this(io, tablePath, nameFromPath(tablePath), System::currentTimeMillis);
    }

    /** A manager with an explicit display name for messages and a clock for schema times. */
    public SchemaManager(FileIO io, String tablePath, String tableName, LongSupplier clock) {
        this.io = Objects.requireNonNull(io, "io");
        this.tablePath = stripSlash(Objects.requireNonNull(tablePath, "tablePath"));
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    public String tablePath() { return tablePath; }
    public String tableName() { return tableName; }

    /** The directory holding the schema files. */
    public String schemaDirectory() {
        return tablePath + "/" + SCHEMA_DIR;
    }

    /** The path of schema version {@code id}. */
    public String schemaPath(long id) {
        return schemaDirectory() + "/" + SCHEMA_PREFIX + id;
    }

    /** The ids of all schema versions, ascending. */
    public List<Long> listIds() {
        List<Long> ids = new ArrayList<>();
        try {
            for (FileIO.FileStatus s : io.list(schemaDirectory())) {
                String n = s.name();
                if (!s.isDirectory() && n.startsWith(SCHEMA_PREFIX)) {
                    String digits = n.substring(SCHEMA_PREFIX.length());
                    if (!digits.isEmpty() && digits.chars().allMatch(Character::isDigit) && digits.length() < 19) {
                        ids.add(Long.parseLong(digits));
                    }
                }
            }
        } catch (IOException e) {
            throw io("list the schemas of", e);
        }
        Collections.sort(ids);
        return ids;
    }

    /** The latest schema version, or empty if the table has none (not created, or half-created). */
    public Optional<TableSchema> latest() {
        List<Long> ids = listIds();
        return ids.isEmpty() ? Optional.empty() : Optional.of(schema(ids.get(ids.size() - 1)));
    }

    /** Schema version {@code id}. @throws VarveException.NotFound if there is no such version */
    public TableSchema schema(long id) {
        String path = schemaPath(id);
        byte[] content;
        try {
            if (!io.exists(path)) {
                throw new VarveException.NotFound("schema " + id + " of table '" + tableName + "' does not exist");
            }
            content = io.readFully(path);
        } catch (IOException e) {
            throw io("read schema " + id + " of", e);
        }
        TableSchema s = TableSchemaJson.fromJson(content, path);
        if (s.id() != id) {
            throw new VarveException("schema file '" + path + "' is corrupt: it holds schema id " + s.id());
        }
        if (s.formatVersion() < 4 && TableSchema.hasNestedFields(s.logicalRowType())) {
            s = numberLikeLastLegacy(s);
        }
        return s;
    }

    /**
     * A schema written before nested field ids (format versions 1-3) with ROW fields: {@link TableSchemaJson} numbers
     * its nested fields after its own highest id; here they are numbered as in the table's last such version (the one
     * the first version-4 schema was derived from, whose numbering the later versions keep), field by field at the
     * same positions (before version 4, ALTER TABLE MODIFY only appended nested fields); fields that version lacks
     * (a column dropped since) are numbered after its ids. So every version agrees on the id of a nested field.
     */
    private TableSchema numberLikeLastLegacy(TableSchema s) {
        TableSchema ref = s;
        for (long next : listIds()) {
            if (next <= s.id()) {
                continue;
            }
            String path = schemaPath(next);
            TableSchema t;
            try {
                t = TableSchemaJson.fromJson(io.readFully(path), path);
            } catch (IOException e) {
                throw io("read schema " + next + " of", e);
            }
            if (t.formatVersion() >= 4) {
                break;
            }
            ref = t;
        }
        if (ref == s) {
            return s;
        }
        int[] highest = {ref.highestFieldId()};
        List<DataField> fields = new ArrayList<>();
        for (DataField f : s.fields()) {
            DataField r = null;
            for (DataField c : ref.fields()) {
                if (c.id() == f.id()) {
                    r = c;
                }
            }
            fields.add(f.withType(NestedFieldIds.numberLike(f.type(), r == null ? null : r.type(), highest)));
        }
        return new TableSchema(s.id(), new RowType(fields), s.partitionKeys(), s.primaryKeys(), s.rawOptions(),
                s.comment(), s.timeMillis(), Math.max(s.highestFieldId(), highest[0]), s.formatVersion());
    }

    /** All schema versions, oldest first. */
    public List<TableSchema> listAll() {
        List<TableSchema> out = new ArrayList<>();
        for (long id : listIds()) {
            out.add(schema(id));
        }
        return out;
    }

    /** As {@link #createTable(Schema, List)}, dropping the warnings. */
    public TableSchema createTable(Schema schema) {
        return createTable(schema, new ArrayList<>());
    }

    /**
     * Validates {@code schema} and writes it as schema 0. Columns get field ids 0..n-1; primary-key
     * columns become NOT NULL.
     *
     * @param warnings receives the warnings to print (ignored options, ...)
     * @throws VarveException.InvalidSchema if the schema or an option is invalid
     * @throws VarveException.AlreadyExists if the table already has a schema
     */
    public TableSchema createTable(Schema schema, List<String> warnings) {
        Objects.requireNonNull(schema, "schema");
        List<DataField> fields = new ArrayList<>();
        int[] highest = {-1};
        for (DataField f : schema.rowType().fields()) {
            // as Paimon's Schema.Builder: the column takes the next id, then its nested fields (NestedFieldIds)
            int id = ++highest[0];
            fields.add(new DataField(id, f.name(), NestedFieldIds.reassign(f.type(), highest), f.description()));
        }
        RowType rowType = new RowType(fields);
        // Paimon's Schema copies the options into a HashMap and writes them in its iteration order
        TableSchema ts = new TableSchema(0, rowType, schema.partitionKeys(), schema.primaryKeys(),
                new HashMap<>(schema.options()), schema.comment(), clock.getAsLong(), highest[0],
                TableSchema.hasNestedFields(rowType) ? 4 : 1);
        List<String> w = SchemaValidation.validate(ts);
        if (!publish(ts)) {
            throw new VarveException.AlreadyExists("table '" + tableName + "' already exists");
        }
        warnings.addAll(w);
        return ts;
    }

    /** As {@link #commitChanges(List, List)}, dropping the warnings. */
    public TableSchema commitChanges(List<SchemaChange> changes) {
        return commitChanges(changes, new ArrayList<>());
    }

    /** As {@link #commitChanges(List, List, BooleanSupplier)} for a table taken to have data. */
    public TableSchema commitChanges(List<SchemaChange> changes, List<String> warnings) {
        return commitChanges(changes, warnings, () -> true);
    }

    /**
     * Applies the changes to the latest schema and publishes the result as the next version,
     * validated as at CREATE (plus: options fixed at CREATE keep their value). If another writer
     * published a version first, the changes are re-applied on top of it. No changes: nothing is
     * written and the latest schema is returned.
     *
     * @param hasData whether the table has snapshots: only then are options fixed at CREATE (and {@code bucket}
     *        -1) checked ({@link OptionsValidator#checkAlter}), as in Paimon
     * @throws VarveException.NotFound if the table has no schema
     */
    public TableSchema commitChanges(List<SchemaChange> changes, List<String> warnings, BooleanSupplier hasData) {
        for (int attempt = 0; attempt < MAX_COMMIT_ATTEMPTS; attempt++) {
            TableSchema current = latest().orElseThrow(
                    () -> new VarveException.NotFound("table '" + tableName + "' does not exist"));
            if (changes.isEmpty()) {
                return current;
            }
            boolean dropsKey = changes.stream().anyMatch(c -> c instanceof SchemaChange.DropPrimaryKey);
            Boolean data = null;
            if (dropsKey && !current.primaryKeys().isEmpty() && (data = hasData.getAsBoolean())) {
                // as Paimon 1.4.2: "empty" is "no snapshot" (rows deleted or truncated away still leave snapshots)
                throw new VarveException.InvalidSchema("Cannot drop primary keys on a non-empty table: table '"
                        + tableName + "' has snapshots");
            }
            TableSchema next = apply(current, changes);
            if (data != null ? data : hasData.getAsBoolean()) {
                checkOptionChanges(current, changes);
            }
            List<String> w = SchemaValidation.validate(next);
            if (publish(next)) {
                warnings.addAll(w);
                return next;
            }
        }
        throw new VarveException.CommitConflict("could not alter table '" + tableName + "': "
                + MAX_COMMIT_ATTEMPTS + " concurrent schema changes won the race");
    }

    private static void checkOptionChanges(TableSchema current, List<SchemaChange> changes) {
        Map<String, String> set = new LinkedHashMap<>();
        List<String> reset = new ArrayList<>();
        for (SchemaChange c : changes) {
            if (c instanceof SchemaChange.SetOption) {
                set.put(((SchemaChange.SetOption) c).key, ((SchemaChange.SetOption) c).value);
            } else if (c instanceof SchemaChange.RemoveOption) {
                reset.add(((SchemaChange.RemoveOption) c).key);
            }
        }
        OptionsValidator.checkAlter(current.rawOptions(), set, reset);
    }

    private TableSchema apply(TableSchema current, List<SchemaChange> changes) {
        // as Paimon's SchemaManager: a HashMap copy of the old options with the changes applied, written
        // in that map's iteration order (which t$schemas shows)
        Map<String, String> options = new HashMap<>(current.rawOptions());
        List<DataField> fields = new ArrayList<>(current.fields());
        int highest = current.highestFieldId();
        boolean typeChanged = false;
        boolean dropKey = false;
        for (SchemaChange c : changes) {
            if (c instanceof SchemaChange.SetOption) {
                SchemaChange.SetOption s = (SchemaChange.SetOption) c;
                if (s.key == null || s.value == null) {
                    throw new VarveException.InvalidSchema("ALTER TABLE SET needs a key and a value");
                }
                // the key itself keeps its place (Paimon puts into its HashMap: the order t$schemas
                // shows depends on it); only its aliases go
                removeAliasesOf(options, s.key);
                options.put(s.key, s.value);
            } else if (c instanceof SchemaChange.RemoveOption) {
                String key = ((SchemaChange.RemoveOption) c).key;
                if (key == null) {
                    throw new VarveException.InvalidSchema("ALTER TABLE RESET needs a key");
                }
                if (!options.containsKey(key) && OptionsRegistry.get().resolve(key).kind()
                        == OptionsRegistry.Resolved.Kind.UNKNOWN) {
                    String hint = OptionsRegistry.get().suggest(key);
                    throw new VarveException.InvalidSchema("unknown option '" + key + "'"
                            + (hint != null ? " (did you mean '" + hint + "'?)" : ""));
                }
                removeAllKeysOf(options, key);
            } else if (c instanceof SchemaChange.AddColumn) {
                SchemaChange.AddColumn a = (SchemaChange.AddColumn) c;
                if (a.name == null || a.name.trim().isEmpty() || a.type == null) {
                    throw new VarveException.InvalidSchema("ALTER TABLE ADD needs a column name and a type");
                }
                for (DataField f : fields) {
                    if (f.name().equalsIgnoreCase(a.name)) {
                        throw new VarveException.AlreadyExists("column '" + a.name + "' already exists in table '"
                                + tableName + "'");
                    }
                }
                if (!a.type.isNullable()) {
                    throw new VarveException.InvalidSchema("new column '" + a.name + "' cannot be NOT NULL: the rows"
                            + " already in table '" + tableName + "' have no value for it");
                }
                int[] h = {highest + 1};
                DataField added = new DataField(h[0], a.name, NestedFieldIds.reassign(a.type, h), a.comment);
                highest = h[0];
                if (a.move == null) {
                    fields.add(added);
                } else {
                    fields.add(insertAt(fields, a.move, "ADD"), added);
                }
            } else if (c instanceof SchemaChange.ModifyColumn) {
                SchemaChange.ModifyColumn m = (SchemaChange.ModifyColumn) c;
                int at = indexOf(fields, m.name, "MODIFY");
                DataField f = fields.get(at);
                if (m.comment != null) {
                    f = f.withDescription(m.comment);
                    fields.set(at, f);
                }
                if (m.move != null) {
                    if (m.move.after != null && m.move.after.equals(m.name)) {
                        throw new VarveException.InvalidSchema("ALTER TABLE MODIFY: column '" + m.name
                                + "' cannot be placed after itself");
                    }
                    fields.remove(at);
                    fields.add(insertAt(fields, m.move, "MODIFY"), f);
                }
            } else if (c instanceof SchemaChange.UpdateColumnType) {
                int[] h = {highest};
                typeChanged |= updateColumnType(current, fields, (SchemaChange.UpdateColumnType) c, h);
                highest = h[0];
            } else if (c instanceof SchemaChange.DropColumn) {
                dropColumn(current, fields, ((SchemaChange.DropColumn) c).name);
            } else if (c instanceof SchemaChange.RenameColumn) {
                renameColumn(current, fields, options, (SchemaChange.RenameColumn) c);
            } else if (c instanceof SchemaChange.UpdateColumnDefaultValue) {
                SchemaChange.UpdateColumnDefaultValue d = (SchemaChange.UpdateColumnDefaultValue) c;
                int at = indexOf(fields, d.name, "ALTER COLUMN ... DEFAULT");
                DataField f = fields.get(at);
                ColumnDefaults.convert(f, d.defaultValue); // refuses a value the column's type cannot take
                fields.set(at, f.withDefaultValue(d.defaultValue));
            } else if (c instanceof SchemaChange.DropPrimaryKey) {
                if (current.primaryKeys().isEmpty()) {
                    throw new VarveException.InvalidSchema("ALTER TABLE DROP PRIMARY KEY: table '" + tableName
                            + "' does not define any primary key");
                }
                dropKey = true;
            } else {
                throw new VarveException.InvalidSchema("unsupported schema change " + c.getClass().getSimpleName());
            }
        }
        TableSchema next = current.next(new RowType(fields), options, highest,
                Math.max(clock.getAsLong(), current.timeMillis()), typeChanged);
        if (dropKey) {
            next = next.withoutPrimaryKey();
            if (next.coreOptions().bucket() > 0 && next.coreOptions().bucketKey().isEmpty()) {
                // Paimon validates the append table it becomes: fixed buckets need a bucket-key there
                throw new VarveException.InvalidSchema("ALTER TABLE DROP PRIMARY KEY: table '" + tableName + "' has 'bucket' = '"
                        + next.coreOptions().bucket() + "' and no 'bucket-key'; You should define a 'bucket-key' for"
                        + " bucketed append mode.");
            }
        }
        return next;
    }

    /**
     * Renames a column in {@code fields} (it keeps its field id, type, comment and place) and in the options that
     * name it: the keys {@code fields.<old>.*} and the column lists of {@link #COLUMN_LIST_OPTIONS} and
     * {@code fields.*.sequence-group}, as Paimon does. Primary-key and partition columns cannot be renamed (Paimon
     * refuses them too: data files and partition paths hold their values by name/position of the key).
     */
    private void renameColumn(TableSchema current, List<DataField> fields, Map<String, String> options,
                              SchemaChange.RenameColumn r) {
        if (r.newName == null || r.newName.trim().isEmpty()) {
            throw new VarveException.InvalidSchema("ALTER TABLE RENAME needs a new name");
        }
        int at = indexOf(fields, r.oldName, "RENAME");
        if (current.partitionKeys().contains(r.oldName)) {
            throw new VarveException.InvalidSchema("ALTER TABLE RENAME: column '" + r.oldName + "' is a partition column"
                    + " of table '" + tableName + "'; partition columns cannot be renamed (as in Paimon)");
        }
        if (current.primaryKeys().contains(r.oldName)) {
            throw new VarveException.InvalidSchema("ALTER TABLE RENAME: column '" + r.oldName + "' is part of the primary"
                    + " key of table '" + tableName + "'; primary-key columns cannot be renamed (as in Paimon)");
        }
        for (int i = 0; i < fields.size(); i++) {
            if (i != at && fields.get(i).name().equalsIgnoreCase(r.newName)) {
                throw new VarveException.AlreadyExists("ALTER TABLE RENAME: column '" + fields.get(i).name()
                        + "' already exists in table '" + tableName + "'");
            }
        }
        DataField f = fields.get(at);
        fields.set(at, f.withName(r.newName));
        renameInOptions(options, r.oldName, r.newName);
    }

    /**
     * Changes a column's type and nullability (it keeps its id, name, comment and place): files written before are
     * read through {@link ColumnCasts}. Refused as in Paimon: partition and primary-key columns, a nullable column made
     * NOT NULL (Paimon's default {@code alter-column-null-to-not-null.disabled}); and a change {@link ColumnCasts}
     * has no cast for.
     *
     * @return whether the type changed (not only the nullability)
     */
    private boolean updateColumnType(TableSchema current, List<DataField> fields, SchemaChange.UpdateColumnType u,
                                     int[] highest) {
        int at = indexOf(fields, u.name, "MODIFY");
        if (u.type == null) {
            throw new VarveException.InvalidSchema("ALTER TABLE MODIFY needs a type");
        }
        String what = "ALTER TABLE MODIFY " + u.name;
        DataField f = fields.get(at);
        DataType newType = NestedFieldIds.hasRow(f.type()) || NestedFieldIds.hasRow(u.type)
                ? evolveNested(f.type(), u.type, u.name, what, highest) : u.type;
        boolean changed = !ColumnCasts.sameType(f.type(), newType);
        if (changed) {
            if (current.partitionKeys().contains(u.name)) {
                throw new VarveException.InvalidSchema(what + ": column '" + u.name + "' is a partition column of table '"
                        + tableName + "'; the type of a partition column cannot be changed (as in Paimon)");
            }
            if (current.primaryKeys().contains(u.name)) {
                throw new VarveException.InvalidSchema(what + ": column '" + u.name + "' is part of the primary key of table '"
                        + tableName + "'; the type of a primary-key column cannot be changed (as in Paimon)");
            }
            ColumnCasts.check(f.type(), newType, what);
            if ("true".equalsIgnoreCase(current.rawOptions().get("disable-explicit-type-casting"))
                    && !ColumnCasts.implicit(f.type(), newType)) {
                // Paimon 1.4.2: "Column type v[BIGINT] cannot be converted to INT without loosing information."
                throw new VarveException.InvalidSchema(what + ": column type " + f.type().asSqlStringNoNull()
                        + " cannot be converted to " + newType.asSqlStringNoNull() + " without losing information"
                        + " ('disable-explicit-type-casting' = 'true' allows only implicit casts, as in Paimon)");
            }
        }
        // Paimon 1.4.2 refuses NOT NULL for a nullable column unless 'alter-column-null-to-not-null.disabled' is
        // false (golden sweep45_op45_alter_null_to_not_null)
        if (f.type().isNullable() && !u.type.isNullable()
                && !"false".equalsIgnoreCase(current.rawOptions().get("alter-column-null-to-not-null.disabled"))) {
            throw notNull(what);
        }
        fields.set(at, f.withType(newType));
        return changed;
    }

    private static VarveException notNull(String what) {
        return new VarveException.InvalidSchema(what + ": a nullable column cannot become NOT NULL (changing the"
                + " nullability to NOT NULL is refused, as by Paimon by default: rows already written may hold nulls)");
    }

    /**
     * The type {@code to} given to a column of type {@code from} that holds a ROW, with nested field ids, as Paimon
     * 1.4.2's Flink catalog turns {@code ALTER TABLE MODIFY} of a nested type into nested column changes (probes
     * {@code flink-oracle/probes/schema27}): a ROW stays a ROW ("Column r can only be updated to row type"); its
     * fields are matched by name: a field that is gone is dropped (its id is never reused), a new name is a new field
     * (a rename is a drop and an add: old values read null; a type keeping none of the fields is refused, "Cannot
     * drop all fields in table") taking the next id in the order the new type lists them,
     * nullable whatever the statement says, and numbered like an added column's type; the fields both types have keep
     * their id and their order ("Order of existing fields in column r must be kept the same"), and their types evolve
     * the same way (a nullable one stays nullable: a NOT NULL in the new type is ignored, as by Paimon); an ARRAY's element and a MAP's key and value too; other types change through {@link ColumnCasts}.
     */
    private DataType evolveNested(DataType from, DataType to, String path, String what, int[] highest) {
        switch (from.root()) {
            case ROW: {
                if (to.root() != TypeRoot.ROW) {
                    throw new VarveException.InvalidSchema(what + ": column " + path + " can only be updated to row type,"
                            + " and cannot be updated to " + to.asSqlStringNoNull() + " type (as in Paimon)");
                }
                // the old field of each new one (matched by exact name; a field renamed, even in case only, is new)
                List<DataField> olds = new ArrayList<>(to.fields().size());
                List<DataField> kept = new ArrayList<>();
                for (DataField n : to.fields()) {
                    DataField o = NestedFieldIds.field(from, n.name());
                    olds.add(o);
                    if (o != null) {
                        kept.add(o);
                    }
                }
                if (kept.isEmpty()) {
                    // Paimon drops the fields that are gone before it adds the new ones, and refuses to drop the last
                    throw new VarveException.InvalidSchema(what + ": the new type of column " + path + " keeps none of its"
                            + " fields, so all of them would be dropped (as Paimon: Cannot drop all fields in table)");
                }
                int last = -1;
                String lastName = null;
                for (DataField o : kept) {
                    int pos = from.fields().indexOf(o);
                    if (pos < last) {
                        throw new VarveException.InvalidSchema(what + ": order of existing fields in column " + path
                                + " must be kept the same. However, field " + lastName + " and " + o.name()
                                + " have changed their orders (as in Paimon)");
                    }
                    last = pos;
                    lastName = o.name();
                }
                List<DataField> out = new ArrayList<>();
                for (int i = 0; i < to.fields().size(); i++) {
                    DataField n = to.fields().get(i);
                    DataField o = olds.get(i);
                    if (o != null) {
                        DataType t = NestedFieldIds.hasRow(o.type()) || NestedFieldIds.hasRow(n.type())
                                ? evolveNested(o.type(), n.type(), path + "." + n.name(), what, highest) : n.type();
                        if (o.type().isNullable()) {
                            t = t.nullable(true); // Paimon keeps a nullable nested field nullable (no error)
                        }
                        if (!ColumnCasts.sameType(o.type(), t)) {
                            ColumnCasts.check(o.type(), t, what + " (nested field " + path + "." + n.name() + ")");
                        }
                        out.add(new DataField(o.id(), n.name(), t, n.description(), o.defaultValue()));
                    } else {
                        int id = ++highest[0];
                        DataType t = NestedFieldIds.reassign(n.type().nullable(true), highest);
                        out.add(new DataField(id, n.name(), t, n.description()));
                    }
                }
                return DataType.row(out).nullable(to.isNullable());
            }
            case ARRAY:
                if (to.root() != TypeRoot.ARRAY) {
                    break;
                }
                return DataType.array(evolveNested(from.elementType(), to.elementType(), path + ".element", what,
                        highest)).nullable(to.isNullable());
            case MAP: {
                if (to.root() != TypeRoot.MAP) {
                    break;
                }
                DataType k = evolveNested(from.keyType(), to.keyType(), path + ".key", what, highest);
                return DataType.map(k, evolveNested(from.valueType(), to.valueType(), path + ".value", what, highest))
                        .nullable(to.isNullable());
            }
            default:
                break;
        }
        if (NestedFieldIds.hasRow(to) || NestedFieldIds.hasRow(from)) { // a ROW gained or lost at this depth
            throw new VarveException.InvalidSchema(what + ": column " + path + " of type " + from.asSqlStringNoNull()
                    + " cannot be changed to " + to.asSqlStringNoNull());
        }
        return to;
    }

    private void dropColumn(TableSchema current, List<DataField> fields, String name) {
        int at = indexOf(fields, name, "DROP");
        if (current.partitionKeys().contains(name)) {
            throw new VarveException.InvalidSchema("ALTER TABLE DROP: column '" + name + "' is a partition column"
                    + " of table '" + tableName + "'; partition columns cannot be dropped (as in Paimon)");
        }
        if (current.primaryKeys().contains(name)) {
            throw new VarveException.InvalidSchema("ALTER TABLE DROP: column '" + name + "' is part of the primary"
                    + " key of table '" + tableName + "'; primary-key columns cannot be dropped (as in Paimon)");
        }
        if (fields.size() == 1) {
            throw new VarveException.InvalidSchema("ALTER TABLE DROP: column '" + name + "' is the last column of table '"
                    + tableName + "'; a table needs at least one column");
        }
        fields.remove(at);
    }

    /** The index a column placed by {@code move} takes in {@code fields} (which does not hold it). */
    private int insertAt(List<DataField> fields, SchemaChange.Move move, String what) {
        return move.after == null ? 0 : indexOf(fields, move.after, what) + 1;
    }

    private int indexOf(List<DataField> fields, String name, String what) {
        if (name == null) {
            throw new VarveException.InvalidSchema("ALTER TABLE " + what + " needs a column name");
        }
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new VarveException.InvalidSchema("ALTER TABLE " + what + ": column '" + name + "' does not exist in table '"
                + tableName + "'");
    }

    /** Options whose value is a comma-separated list of column names. */
    private static final List<String> COLUMN_LIST_OPTIONS = List.of("bucket-key", "sequence.field");

    private static void renameInOptions(Map<String, String> options, String oldName, String newName) {
        String oldPrefix = "fields." + oldName + ".";
        for (Map.Entry<String, String> e : new ArrayList<>(options.entrySet())) {
            String key = e.getKey();
            String value = e.getValue();
            if (COLUMN_LIST_OPTIONS.contains(key) || (key.startsWith("fields.") && key.endsWith(".sequence-group"))) {
                value = renameInList(value, oldName, newName);
                options.put(key, value);
            }
            if (key.startsWith(oldPrefix) && key.length() > oldPrefix.length()) {
                options.remove(key);
                options.put("fields." + newName + "." + key.substring(oldPrefix.length()), value);
            }
        }
    }

    private static String renameInList(String list, String oldName, String newName) {
        String[] parts = list.split(",", -1);
        for (int i = 0; i < parts.length; i++) {
            if (parts[i].trim().equals(oldName)) {
                parts[i] = newName;
            }
        }
        return String.join(",", parts);
    }

    /** Removes {@code key} and, if it names a registered option, every alias of it. */
    private static void removeAliasesOf(Map<String, String> options, String key) {
        ConfigOption<?> o = OptionsRegistry.get().find(key);
        if (o != null) {
            for (String k : o.allKeys()) {
                if (!k.equals(key)) {
                    options.remove(k);
                }
            }
        }
    }

    private static void removeAllKeysOf(Map<String, String> options, String key) {
        ConfigOption<?> o = OptionsRegistry.get().find(key);
        if (o != null) {
            for (String k : o.allKeys()) {
                options.remove(k);
            }
        }
        options.remove(key);
    }

    private boolean publish(TableSchema schema) {
        try {
            return io.tryCreateAtomically(schemaPath(schema.id()), TableSchemaJson.toJson(schema));
        } catch (IOException e) {
            throw io("write schema " + schema.id() + " of", e);
        }
    }

    private VarveException io(String what, IOException e) {
        return new VarveException("could not " + what + " table '" + tableName + "' at " + tablePath
                + ": " + e.getMessage(), e);
    }

    private static String stripSlash(String p) {
        return p.length() > 1 && p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
    }

    /** {@code db.table} from {@code .../<db>.db/<table>}, else the last path segment. */
    static String nameFromPath(String tablePath) {
        String p = stripSlash(tablePath);
        int slash = p.lastIndexOf('/');
        String table = slash < 0 ? p : p.substring(slash + 1);
        if (slash > 0) {
            String parent = p.substring(0, slash);
            String db = parent.substring(parent.lastIndexOf('/') + 1);
            if (db.toLowerCase(Locale.ROOT).endsWith(".db") && db.length() > 3) {
                return db.substring(0, db.length() - 3) + "." + table;
            }
        }
        return table;
    }
}
