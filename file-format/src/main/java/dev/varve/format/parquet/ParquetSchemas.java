package dev.varve.format.parquet;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import java.util.List;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.TimeUnit;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;

/**
 * Maps Varve types to Parquet types (FORMAT.md is for .vrf; this mapping is documented here):
 * BOOLEAN→BOOLEAN; TINYINT/SMALLINT→INT32 INT(8/16, signed); INT→INT32; BIGINT→INT64;
 * FLOAT→FLOAT; DOUBLE→DOUBLE; DECIMAL(p,s)→DECIMAL(p,s) on INT32 (p ≤ 9), INT64 (p ≤ 18) or
 * FIXED_LEN_BYTE_ARRAY; CHAR/VARCHAR→BINARY STRING; BINARY/VARBINARY→BINARY; DATE→INT32 DATE;
 * TIME(p)→TIME(MILLIS on INT32 | MICROS | NANOS on INT64, isAdjustedToUTC=false);
 * TIMESTAMP(p)→INT64 TIMESTAMP(MILLIS | MICROS | NANOS, isAdjustedToUTC=false);
 * TIMESTAMP_LTZ(p)→the same with isAdjustedToUTC=true; ARRAY→3-level LIST; MAP→MAP with
 * key_value groups; ROW→group. The unit is MILLIS for p ≤ 3, MICROS for p ≤ 6, NANOS above.
 */
final class ParquetSchemas {
    private ParquetSchemas() {
    }

    static TimeUnit unit(int precision) {
        return precision <= 3 ? TimeUnit.MILLIS : precision <= 6 ? TimeUnit.MICROS : TimeUnit.NANOS;
    }

    /** Bytes of a FIXED_LEN_BYTE_ARRAY that holds any unscaled value of the precision. */
    static int decimalBytes(int precision) {
        int bytes = 1;
        while (Math.pow(2, 8 * bytes - 1) < Math.pow(10, precision)) {
            bytes++;
        }
        return bytes;
    }

    static MessageType messageType(RowType type, List<DataField> extra) {
        Types.MessageTypeBuilder b = Types.buildMessage();
        for (DataField f : type.fields()) {
            b.addField(convert(f.name(), f.type()));
        }
        for (DataField f : extra) {
            b.addField(convert(f.name(), f.type()));
        }
        return b.named("varve_row");
    }

    static Type convert(String name, DataType t) {
        Type.Repetition rep = t.isNullable() ? Type.Repetition.OPTIONAL : Type.Repetition.REQUIRED;
        switch (t.root()) {
            case BOOLEAN: return Types.primitive(PrimitiveTypeName.BOOLEAN, rep).named(name);
            case TINYINT: return Types.primitive(PrimitiveTypeName.INT32, rep).as(LogicalTypeAnnotation.intType(8, true)).named(name);
            case SMALLINT: return Types.primitive(PrimitiveTypeName.INT32, rep).as(LogicalTypeAnnotation.intType(16, true)).named(name);
            case INT: return Types.primitive(PrimitiveTypeName.INT32, rep).named(name);
            case BIGINT: return Types.primitive(PrimitiveTypeName.INT64, rep).named(name);
            case FLOAT: return Types.primitive(PrimitiveTypeName.FLOAT, rep).named(name);
            case DOUBLE: return Types.primitive(PrimitiveTypeName.DOUBLE, rep).named(name);
            case DECIMAL: {
                LogicalTypeAnnotation dec = LogicalTypeAnnotation.decimalType(t.scale(), t.precision());
                if (t.precision() <= 9) {
                    return Types.primitive(PrimitiveTypeName.INT32, rep).as(dec).named(name);
                }
                if (t.precision() <= 18) {
                    return Types.primitive(PrimitiveTypeName.INT64, rep).as(dec).named(name);
                }
                return Types.primitive(PrimitiveTypeName.FIXED_LEN_BYTE_ARRAY, rep).length(decimalBytes(t.precision()))
                        .as(dec).named(name);
            }
            case CHAR: case VARCHAR:
                return Types.primitive(PrimitiveTypeName.BINARY, rep).as(LogicalTypeAnnotation.stringType()).named(name);
            case BINARY: case VARBINARY:
                return Types.primitive(PrimitiveTypeName.BINARY, rep).named(name);
            case DATE:
                return Types.primitive(PrimitiveTypeName.INT32, rep).as(LogicalTypeAnnotation.dateType()).named(name);
            case TIME: {
                TimeUnit u = unit(t.precision());
                PrimitiveTypeName p = u == TimeUnit.MILLIS ? PrimitiveTypeName.INT32 : PrimitiveTypeName.INT64;
                return Types.primitive(p, rep).as(LogicalTypeAnnotation.timeType(false, u)).named(name);
            }
            case TIMESTAMP: case TIMESTAMP_LTZ:
                return Types.primitive(PrimitiveTypeName.INT64, rep)
                        .as(LogicalTypeAnnotation.timestampType(t.root() == dev.varve.row.TypeRoot.TIMESTAMP_LTZ, unit(t.precision())))
                        .named(name);
            case ARRAY:
                return Types.buildGroup(rep).as(LogicalTypeAnnotation.listType())
                        .addField(Types.repeatedGroup().addField(convert("element", t.elementType())).named("list"))
                        .named(name);
            case MAP:
                return Types.buildGroup(rep).as(LogicalTypeAnnotation.mapType())
                        .addField(Types.repeatedGroup()
                                .addField(convert("key", t.keyType().notNull()))
                                .addField(convert("value", t.valueType()))
                                .named("key_value"))
                        .named(name);
            case ROW: {
                Types.GroupBuilder<org.apache.parquet.schema.GroupType> g = Types.buildGroup(rep);
                for (DataField f : t.fields()) {
                    g.addField(convert(f.name(), f.type()));
                }
                return g.named(name);
            }
            default:
                throw new IllegalArgumentException("no Parquet mapping for " + t);
        }
    }
}
