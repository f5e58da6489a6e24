package dev.varve.props;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import org.apache.paimon.data.BinaryString;
import org.apache.paimon.data.Decimal;
import org.apache.paimon.data.GenericArray;
import org.apache.paimon.data.GenericMap;
import org.apache.paimon.data.InternalArray;
import org.apache.paimon.data.InternalMap;
import org.apache.paimon.data.Timestamp;
import org.apache.paimon.types.DataTypes;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Converts Varve types and canonical values (see {@link InternalRow}) to Paimon 1.4.2's types and
 * internal data structures and back. Stateless; thread-safe.
 */
final class PaimonValues {
    private PaimonValues() {
    }

    /** The Paimon type equal to a Varve type, nullability included. */
    static org.apache.paimon.types.DataType toPaimonType(DataType t) {
        org.apache.paimon.types.DataType p;
        switch (t.root()) {
            case BOOLEAN: p = DataTypes.BOOLEAN(); break;
            case TINYINT: p = DataTypes.TINYINT(); break;
            case SMALLINT: p = DataTypes.SMALLINT(); break;
            case INT: p = DataTypes.INT(); break;
            case BIGINT: p = DataTypes.BIGINT(); break;
            case FLOAT: p = DataTypes.FLOAT(); break;
            case DOUBLE: p = DataTypes.DOUBLE(); break;
            case DECIMAL: p = DataTypes.DECIMAL(t.precision(), t.scale()); break;
            case CHAR: p = DataTypes.CHAR(t.length()); break;
            case VARCHAR: p = DataTypes.VARCHAR(t.length()); break;
            case BINARY: p = DataTypes.BINARY(t.length()); break;
            case VARBINARY: p = DataTypes.VARBINARY(t.length()); break;
            case DATE: p = DataTypes.DATE(); break;
            case TIME: p = DataTypes.TIME(t.precision()); break;
            case TIMESTAMP: p = DataTypes.TIMESTAMP(t.precision()); break;
            case TIMESTAMP_LTZ: p = DataTypes.TIMESTAMP_WITH_LOCAL_TIME_ZONE(t.precision()); break;
            case ARRAY: p = DataTypes.ARRAY(toPaimonType(t.elementType())); break;
            case MAP: p = DataTypes.MAP(toPaimonType(t.keyType()), toPaimonType(t.valueType())); break;
            case ROW: {
                List<DataField> fs = t.fields();
                org.apache.paimon.types.DataField[] pf = new org.apache.paimon.types.DataField[fs.size()];
                for (int i = 0; i < fs.size(); i++) {
                    pf[i] = DataTypes.FIELD(i, fs.get(i).name(), toPaimonType(fs.get(i).type()));
                }
                p = DataTypes.ROW(pf);
                break;
            }
            default:
                throw new IllegalArgumentException("no Paimon type for " + t);
        }
        return p.copy(t.isNullable());
    }

    static org.apache.paimon.types.RowKind toPaimonKind(RowKind k) {
        switch (k) {
            case INSERT: return org.apache.paimon.types.RowKind.INSERT;
            case UPDATE_BEFORE: return org.apache.paimon.types.RowKind.UPDATE_BEFORE;
            case UPDATE_AFTER: return org.apache.paimon.types.RowKind.UPDATE_AFTER;
            case DELETE: return org.apache.paimon.types.RowKind.DELETE;
            default: throw new IllegalArgumentException("row kind " + k);
        }
    }

    static RowKind fromPaimonKind(org.apache.paimon.types.RowKind k) {
        switch (k) {
            case INSERT: return RowKind.INSERT;
            case UPDATE_BEFORE: return RowKind.UPDATE_BEFORE;
            case UPDATE_AFTER: return RowKind.UPDATE_AFTER;
            case DELETE: return RowKind.DELETE;
            default: throw new IllegalArgumentException("row kind " + k);
        }
    }

    /** A Paimon row with the same kind and values as a Varve row of type {@code type}. */
    static org.apache.paimon.data.GenericRow toPaimonRow(InternalRow row, RowType type) {
        if (row.getArity() != type.size()) {
            throw new IllegalArgumentException("row has " + row.getArity() + " fields, type has " + type.size());
        }
        Object[] values = new Object[type.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = toPaimon(row.getField(i), type.type(i));
        }
        return org.apache.paimon.data.GenericRow.ofKind(toPaimonKind(row.getRowKind()), values);
    }

    /** A Varve value (canonical class) as Paimon's internal data structure of that type. */
    @SuppressWarnings("deprecation") // Paimon's Timestamp.fromInstant: the peer's own API
    static Object toPaimon(Object v, DataType t) {
        if (v == null) {
            return null;
        }
        switch (t.root()) {
            case BOOLEAN: case TINYINT: case SMALLINT: case INT: case BIGINT: case FLOAT: case DOUBLE:
            case BINARY: case VARBINARY:
                return v;
            case DECIMAL:
                return Decimal.fromBigDecimal((BigDecimal) v, t.precision(), t.scale());
            case CHAR: case VARCHAR:
                return BinaryString.fromString((String) v);
            case DATE:
                return (int) ((LocalDate) v).toEpochDay();
            case TIME:
                return (int) (((LocalTime) v).toNanoOfDay() / 1_000_000L);
            case TIMESTAMP:
                return Timestamp.fromLocalDateTime((LocalDateTime) v);
            case TIMESTAMP_LTZ:
                return Timestamp.fromInstant((Instant) v);
            case ARRAY: {
                List<?> list = (List<?>) v;
                Object[] out = new Object[list.size()];
                for (int i = 0; i < out.length; i++) {
                    out[i] = toPaimon(list.get(i), t.elementType());
                }
                return new GenericArray(out);
            }
            case MAP: {
                Map<Object, Object> out = new LinkedHashMap<>();
                for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                    out.put(toPaimon(e.getKey(), t.keyType()), toPaimon(e.getValue(), t.valueType()));
                }
                return new GenericMap(out);
            }
            case ROW: {
                InternalRow r = (InternalRow) v;
                Object[] out = new Object[t.fields().size()];
                for (int i = 0; i < out.length; i++) {
                    out[i] = toPaimon(r.getField(i), t.fields().get(i).type());
                }
                return org.apache.paimon.data.GenericRow.of(out);
            }
            default:
                throw new IllegalArgumentException("no Paimon value for " + t);
        }
    }

    /** A Paimon row read back as a Varve {@link GenericRow} of canonical values, row kind kept. */
    static GenericRow fromPaimonRow(org.apache.paimon.data.InternalRow row, RowType type) {
        Object[] values = new Object[type.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = fromPaimonField(row, i, type.type(i));
        }
        return new GenericRow(fromPaimonKind(row.getRowKind()), values);
    }

    @SuppressWarnings("deprecation") // Paimon's Timestamp.toInstant: the peer's own API
    private static Object fromPaimonField(org.apache.paimon.data.DataGetters g, int pos, DataType t) {
        if (g.isNullAt(pos)) {
            return null;
        }
        switch (t.root()) {
            case BOOLEAN: return g.getBoolean(pos);
            case TINYINT: return g.getByte(pos);
            case SMALLINT: return g.getShort(pos);
            case INT: return g.getInt(pos);
            case BIGINT: return g.getLong(pos);
            case FLOAT: return g.getFloat(pos);
            case DOUBLE: return g.getDouble(pos);
            case DECIMAL: return g.getDecimal(pos, t.precision(), t.scale()).toBigDecimal();
            case CHAR: case VARCHAR: return g.getString(pos).toString();
            case BINARY: case VARBINARY: return g.getBinary(pos);
            case DATE: return LocalDate.ofEpochDay(g.getInt(pos));
            case TIME: return LocalTime.ofNanoOfDay(g.getInt(pos) * 1_000_000L);
            case TIMESTAMP: return g.getTimestamp(pos, t.precision()).toLocalDateTime();
            case TIMESTAMP_LTZ: return g.getTimestamp(pos, t.precision()).toInstant();
            case ARRAY: {
                InternalArray a = g.getArray(pos);
                List<Object> out = new ArrayList<>(a.size());
                for (int i = 0; i < a.size(); i++) {
                    out.add(fromPaimonField(a, i, t.elementType()));
                }
                return out;
            }
            case MAP: {
                InternalMap m = g.getMap(pos);
                InternalArray keys = m.keyArray();
                InternalArray vals = m.valueArray();
                Map<Object, Object> out = new LinkedHashMap<>();
                for (int i = 0; i < m.size(); i++) {
                    out.put(fromPaimonField(keys, i, t.keyType()), fromPaimonField(vals, i, t.valueType()));
                }
                return out;
            }
            case ROW: {
                org.apache.paimon.data.InternalRow r = g.getRow(pos, t.fields().size());
                Object[] out = new Object[t.fields().size()];
                for (int i = 0; i < out.length; i++) {
                    out[i] = fromPaimonField(r, i, t.fields().get(i).type());
                }
                return new GenericRow(RowKind.INSERT, out);
            }
            default:
                throw new IllegalArgumentException("no Varve value for " + t);
        }
    }
}
