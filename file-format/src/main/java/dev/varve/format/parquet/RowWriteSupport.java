package dev.varve.format.parquet;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.RowType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.LogicalTypeAnnotation.TimeUnit;
import org.apache.parquet.schema.MessageType;

/** Writes canonical Varve rows (plus computed extra columns) through Parquet's RecordConsumer. */
final class RowWriteSupport extends WriteSupport<InternalRow> {
    private final RowType type;
    private final List<DataField> extraFields;
    private final List<ParquetExportOptions.ExtraColumn> extra;
    private final MessageType schema;
    private RecordConsumer out;

    RowWriteSupport(RowType type, List<DataField> extraFields, List<ParquetExportOptions.ExtraColumn> extra) {
        this.type = type;
        this.extraFields = extraFields;
        this.extra = extra;
        this.schema = ParquetSchemas.messageType(type, extraFields);
    }

    MessageType schema() {
        return schema;
    }

    @Override
    @SuppressWarnings("deprecation") // abstract in parquet-java: must be implemented; the Hadoop-free path calls the other init
    public WriteContext init(Configuration configuration) {
        return context();
    }

    @Override
    public WriteContext init(ParquetConfiguration configuration) {
        return context();
    }

    private WriteContext context() {
        Map<String, String> meta = new HashMap<>();
        meta.put("varve.row_type", type.toString());
        return new WriteContext(schema, meta);
    }

    @Override
    public String getName() {
        return "varve";
    }

    @Override
    public void prepareForWrite(RecordConsumer recordConsumer) {
        this.out = recordConsumer;
    }

    @Override
    public void write(InternalRow row) {
        if (row.getArity() != type.size()) {
            throw new IllegalArgumentException("row has " + row.getArity() + " fields, the type " + type + " has " + type.size());
        }
        out.startMessage();
        int i = 0;
        for (; i < type.size(); i++) {
            writeField(type.field(i), i, row.getField(i));
        }
        for (int e = 0; e < extra.size(); e++, i++) {
            writeField(extraFields.get(e), i, extra.get(e).value.apply(row));
        }
        out.endMessage();
    }

    private void writeField(DataField f, int index, Object v) {
        if (v == null) {
            if (!f.type().isNullable()) {
                throw new IllegalArgumentException("null in NOT NULL column " + f.name());
            }
            return;
        }
        out.startField(f.name(), index);
        try {
            writeValue(f.type(), v);
        } catch (ClassCastException e) {
            throw new IllegalArgumentException("column " + f.name() + " of type " + f.type() + ": wrong value class "
                    + v.getClass().getName(), e);
        }
        out.endField(f.name(), index);
    }

    private void writeValue(DataType t, Object v) {
        switch (t.root()) {
            case BOOLEAN: out.addBoolean((Boolean) v); break;
            case TINYINT: out.addInteger((Byte) v); break;
            case SMALLINT: out.addInteger((Short) v); break;
            case INT: out.addInteger((Integer) v); break;
            case BIGINT: out.addLong((Long) v); break;
            case FLOAT: out.addFloat((Float) v); break;
            case DOUBLE: out.addDouble((Double) v); break;
            case DECIMAL: writeDecimal(t, (BigDecimal) v); break;
            case CHAR: case VARCHAR: out.addBinary(Binary.fromConstantByteArray(((String) v).getBytes(StandardCharsets.UTF_8))); break;
            case BINARY: case VARBINARY: out.addBinary(Binary.fromConstantByteArray((byte[]) v)); break;
            case DATE: out.addInteger(Math.toIntExact(((LocalDate) v).toEpochDay())); break;
            case TIME: {
                long nanos = ((LocalTime) v).toNanoOfDay();
                TimeUnit u = ParquetSchemas.unit(t.precision());
                if (u == TimeUnit.MILLIS) {
                    out.addInteger((int) (nanos / 1_000_000));
                } else {
                    out.addLong(u == TimeUnit.MICROS ? nanos / 1000 : nanos);
                }
                break;
            }
            case TIMESTAMP: {
                LocalDateTime ts = (LocalDateTime) v;
                out.addLong(epoch(ts.toEpochSecond(ZoneOffset.UTC), ts.getNano(), t));
                break;
            }
            case TIMESTAMP_LTZ: {
                Instant ts = (Instant) v;
                out.addLong(epoch(ts.getEpochSecond(), ts.getNano(), t));
                break;
            }
            case ARRAY: {
                List<?> list = (List<?>) v;
                out.startGroup();
                if (!list.isEmpty()) {
                    out.startField("list", 0);
                    for (Object e : list) {
                        out.startGroup();
                        if (e != null) {
                            out.startField("element", 0);
                            writeValue(t.elementType(), e);
                            out.endField("element", 0);
                        } else if (!t.elementType().isNullable()) {
                            throw new IllegalArgumentException("null element in " + t);
                        }
                        out.endGroup();
                    }
                    out.endField("list", 0);
                }
                out.endGroup();
                break;
            }
            case MAP: {
                Map<?, ?> map = (Map<?, ?>) v;
                out.startGroup();
                if (!map.isEmpty()) {
                    out.startField("key_value", 0);
                    for (Map.Entry<?, ?> e : map.entrySet()) {
                        if (e.getKey() == null) {
                            throw new IllegalArgumentException("null map key in " + t + " (Parquet map keys are required)");
                        }
                        out.startGroup();
                        out.startField("key", 0);
                        writeValue(t.keyType(), e.getKey());
                        out.endField("key", 0);
                        if (e.getValue() != null) {
                            out.startField("value", 1);
                            writeValue(t.valueType(), e.getValue());
                            out.endField("value", 1);
                        }
                        out.endGroup();
                    }
                    out.endField("key_value", 0);
                }
                out.endGroup();
                break;
            }
            case ROW: {
                InternalRow r = (InternalRow) v;
                out.startGroup();
                for (int i = 0; i < t.fields().size(); i++) {
                    writeField(t.fields().get(i), i, r.getField(i));
                }
                out.endGroup();
                break;
            }
            default:
                throw new IllegalArgumentException("no Parquet mapping for " + t);
        }
    }

    private static long epoch(long sec, int nano, DataType t) {
        TimeUnit u = ParquetSchemas.unit(t.precision());
        try {
            switch (u) {
                case MILLIS: return Math.addExact(Math.multiplyExact(sec, 1000L), nano / 1_000_000);
                case MICROS: return Math.addExact(Math.multiplyExact(sec, 1_000_000L), nano / 1000);
                default: return Math.addExact(Math.multiplyExact(sec, 1_000_000_000L), nano);
            }
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("timestamp " + sec + "s does not fit Parquet " + t + " (" + u + " since 1970 in 64 bits)", e);
        }
    }

    private void writeDecimal(DataType t, BigDecimal v) {
        BigDecimal d = v.scale() == t.scale() ? v : v.setScale(t.scale(), RoundingMode.UNNECESSARY);
        BigInteger unscaled = d.unscaledValue();
        if (t.precision() <= 9) {
            out.addInteger(unscaled.intValueExact());
        } else if (t.precision() <= 18) {
            out.addLong(unscaled.longValueExact());
        } else {
            int len = ParquetSchemas.decimalBytes(t.precision());
            byte[] raw = unscaled.toByteArray();
            if (raw.length > len) {
                throw new IllegalArgumentException("value " + v + " exceeds " + t);
            }
            byte[] fixed = new byte[len];
            byte pad = (byte) (unscaled.signum() < 0 ? -1 : 0);
            java.util.Arrays.fill(fixed, 0, len - raw.length, pad);
            System.arraycopy(raw, 0, fixed, len - raw.length, raw.length);
            out.addBinary(Binary.fromConstantByteArray(fixed));
        }
    }
}
