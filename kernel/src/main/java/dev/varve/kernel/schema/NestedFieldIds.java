package dev.varve.kernel.schema;

import dev.varve.row.DataField;
import dev.varve.row.DataType;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Field ids of nested ROW fields (SCHEMA_FORMAT.md, format version 4), numbered as Paimon 1.4.2 numbers them: a
 * table's ids are one sequence shared by columns and nested fields; a column (CREATE TABLE, ALTER TABLE ADD) takes the
 * next id, then the fields of its type take the following ones ({@link #reassign}), so {@code k INT, r ROW<x INT,
 * y STRING>, v INT} is numbered k 0, r 1, x 2, y 3, v 4 (probe {@code sc27_ids_create}). {@code highestFieldId} counts
 * nested ids too. Stateless; thread-safe.
 */
public final class NestedFieldIds {
    private NestedFieldIds() {
    }

    /** Whether {@code t} holds a ROW anywhere (so its nested fields carry ids). */
    public static boolean hasRow(DataType t) {
        switch (t.root()) {
            case ROW:
                return true;
            case ARRAY:
                return hasRow(t.elementType());
            case MAP:
                return hasRow(t.keyType()) || hasRow(t.valueType());
            default:
                return false;
        }
    }

    /**
     * {@code t} with every nested field numbered from {@code highest[0] + 1} as Paimon's {@code ReassignFieldId} numbers
     * them: within a ROW, field by field, each field after the fields of its own type (so {@code ROW<x INT, y ROW<p INT,
     * q STRING>>} numbers x, p, q, y); an ARRAY's element, a MAP's key then its value. {@code highest[0]} advances.
     */
    public static DataType reassign(DataType t, int[] highest) {
        switch (t.root()) {
            case ARRAY:
                return DataType.array(reassign(t.elementType(), highest)).nullable(t.isNullable());
            case MAP: {
                DataType k = reassign(t.keyType(), highest);
                return DataType.map(k, reassign(t.valueType(), highest)).nullable(t.isNullable());
            }
            case ROW: {
                List<DataField> fs = new ArrayList<>(t.fields().size());
                for (DataField f : t.fields()) {
                    DataType type = reassign(f.type(), highest); // the field's own fields first, then the field
                    fs.add(new DataField(++highest[0], f.name(), type, f.description(), f.defaultValue()));
                }
                return DataType.row(fs).nullable(t.isNullable());
            }
            default:
                return t;
        }
    }

    /** The highest nested field id in {@code t}, or -1 if it has none. */
    public static int max(DataType t) {
        switch (t.root()) {
            case ARRAY:
                return max(t.elementType());
            case MAP:
                return Math.max(max(t.keyType()), max(t.valueType()));
            case ROW: {
                int m = -1;
                for (DataField f : t.fields()) {
                    m = Math.max(m, Math.max(f.id(), max(f.type())));
                }
                return m;
            }
            default:
                return -1;
        }
    }

    /** The nested field ids of {@code t} in structural pre-order (a field, then the fields of its type): {@link #withIds}. */
    public static List<Integer> ids(DataType t) {
        List<Integer> out = new ArrayList<>();
        collect(t, out);
        return out;
    }

    private static void collect(DataType t, List<Integer> out) {
        switch (t.root()) {
            case ARRAY:
                collect(t.elementType(), out);
                break;
            case MAP:
                collect(t.keyType(), out);
                collect(t.valueType(), out);
                break;
            case ROW:
                for (DataField f : t.fields()) {
                    out.add(f.id());
                    collect(f.type(), out);
                }
                break;
            default:
                break;
        }
    }

    /**
     * {@code t} with its nested fields numbered by {@code ids} in pre-order.
     *
     * @throws IllegalArgumentException if {@code ids} has too few or too many ids
     */
    public static DataType withIds(DataType t, List<Integer> ids) {
        Iterator<Integer> it = ids.iterator();
        DataType out = withIds(t, it);
        if (it.hasNext()) {
            throw new IllegalArgumentException("more nested field ids than nested fields in " + t);
        }
        return out;
    }

    private static DataType withIds(DataType t, Iterator<Integer> ids) {
        switch (t.root()) {
            case ARRAY:
                return DataType.array(withIds(t.elementType(), ids)).nullable(t.isNullable());
            case MAP: {
                DataType k = withIds(t.keyType(), ids);
                return DataType.map(k, withIds(t.valueType(), ids)).nullable(t.isNullable());
            }
            case ROW: {
                List<DataField> fs = new ArrayList<>(t.fields().size());
                for (DataField f : t.fields()) {
                    if (!ids.hasNext()) {
                        throw new IllegalArgumentException("fewer nested field ids than nested fields in " + t);
                    }
                    int id = ids.next();
                    fs.add(new DataField(id, f.name(), withIds(f.type(), ids), f.description(), f.defaultValue()));
                }
                return DataType.row(fs).nullable(t.isNullable());
            }
            default:
                return t;
        }
    }

    /**
     * {@code t} (a legacy type whose nested fields carry positions) numbered after {@code ref}, the same column's type
     * in a later version, field by field at the same positions (legacy Varve only appended nested fields at the end
     * of a ROW); a field {@code ref} lacks is numbered from {@code highest[0] + 1}.
     */
    static DataType numberLike(DataType t, DataType ref, int[] highest) {
        if (ref == null || ref.root() != t.root()) {
            return reassign(t, highest);
        }
        switch (t.root()) {
            case ARRAY:
                return DataType.array(numberLike(t.elementType(), ref.elementType(), highest)).nullable(t.isNullable());
            case MAP: {
                DataType k = numberLike(t.keyType(), ref.keyType(), highest);
                return DataType.map(k, numberLike(t.valueType(), ref.valueType(), highest)).nullable(t.isNullable());
            }
            case ROW: {
                List<DataField> fs = new ArrayList<>(t.fields().size());
                for (int i = 0; i < t.fields().size(); i++) {
                    DataField f = t.fields().get(i);
                    if (i < ref.fields().size()) {
                        DataField r = ref.fields().get(i);
                        fs.add(new DataField(r.id(), f.name(), numberLike(f.type(), r.type(), highest), f.description(),
                                f.defaultValue()));
                    } else {
                        int id = ++highest[0];
                        DataType type = reassign(f.type(), highest);
                        fs.add(new DataField(id, f.name(), type, f.description(), f.defaultValue()));
                    }
                }
                return DataType.row(fs).nullable(t.isNullable());
            }
            default:
                return t;
        }
    }

    /** The nested field of {@code row} (a ROW type) named exactly {@code name}, or null. */
    static DataField field(DataType row, String name) {
        for (DataField f : row.fields()) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        return null;
    }
}
