package dev.varve.kernel.table;

import dev.varve.row.TypeRoot;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Run sizes version 8 (COMPACTION.md "Run sizes"): the bytes of the small Avro file Apache Paimon 1.4.2 writes
 * ({@code file.format} avro, zstd): the header ({@code Obj} 1, the metadata map of {@code avro.schema} (Paimon's
 * record schema as JSON: a nullable column a {@code ["null", type]} union with a null default, DECIMAL bytes with
 * its precision and scale, DATE and TIMESTAMP logical types) and {@code avro.codec} {@code zstandard}, the 16-byte
 * sync marker) and one block: its record count and byte size as varints, the records' Avro binary encoding (a union
 * index per nullable value, zigzag varints, length-prefixed strings and decimal bytes, little-endian floating point)
 * through zstd level 1 as Avro's codec streams it, and the sync marker. {@link #size} returns -1 for a file of a type
 * this does not encode (BINARY, TIME, TIMESTAMP with a time zone or of more than 6 digits, nested types).
 */
final class AvroLayout {
    private AvroLayout() {
    }

    /** The Avro schema's JSON text of a column's type, or null when not laid out. */
    private static String type(RunWeigher.Column c) {
        if (c.root == null) {
            return c.width == 8 ? "\"long\"" : "\"int\""; // _SEQUENCE_NUMBER, _VALUE_KIND
        }
        switch (c.root) {
            case BOOLEAN: return "\"boolean\"";
            case TINYINT: case SMALLINT: case INT: return "\"int\"";
            case BIGINT: return "\"long\"";
            case FLOAT: return "\"float\"";
            case DOUBLE: return "\"double\"";
            case CHAR: case VARCHAR: return "\"string\"";
            case DATE: return "{\"type\":\"int\",\"logicalType\":\"date\"}";
            case DECIMAL:
                return "{\"type\":\"bytes\",\"logicalType\":\"decimal\",\"precision\":" + c.precision + ",\"scale\":" + c.scale + "}";
            case TIMESTAMP:
                return c.precision <= 3 ? "{\"type\":\"long\",\"logicalType\":\"timestamp-millis\"}"
                        : c.precision <= 6 ? "{\"type\":\"long\",\"logicalType\":\"timestamp-micros\"}" : null;
            default:
                return null;
        }
    }

    /** The size of Paimon's Avro file of {@code rows} (in {@link RunWeigher.Columns#paimonRow} order), or -1. */
    static long size(RunWeigher.Columns cols, List<Object[]> rows) {
        StringBuilder json = new StringBuilder("{\"type\":\"record\",\"name\":\"record\",\"namespace\":\"org.apache.paimon.avro.generated\",\"fields\":[");
        for (int i = 0; i < cols.columns.size(); i++) {
            RunWeigher.Column c = cols.columns.get(i);
            String t = type(c);
            if (t == null || c.name == null) {
                return -1;
            }
            json.append(i == 0 ? "" : ",").append("{\"name\":\"").append(c.name).append("\",\"type\":");
            json.append(c.nullable ? "[\"null\"," + t + "],\"default\":null}" : t + "}");
        }
        json.append("]}");
        int schema = json.toString().getBytes(StandardCharsets.UTF_8).length;
        // magic, map block count, "avro.schema" and its JSON, "avro.codec" "zstandard", end of map, sync
        long header = 4 + 1 + (1 + 11) + RunWeigher.zigzagVarint(schema) + schema + (1 + 10) + (1 + 9) + 1 + 16;
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        try {
            for (Object[] row : rows) {
                for (int i = 0; i < cols.columns.size(); i++) {
                    RunWeigher.Column c = cols.columns.get(i);
                    Object v = row[i];
                    if (c.nullable) {
                        varlong(data, v == null ? 0 : 1);
                    }
                    if (v != null) {
                        encode(c, v, data);
                    } else if (!c.nullable) {
                        return -1;
                    }
                }
            }
        } catch (RuntimeException e) {
            return -1; // a value of an unexpected shape: the caller keeps the fitted model
        }
        int z = RunWeigher.zstdBytes(data.toByteArray());
        return header + RunWeigher.zigzagVarint(rows.size()) + RunWeigher.zigzagVarint(z) + z + 16;
    }

    private static void encode(RunWeigher.Column c, Object v, ByteArrayOutputStream out) {
        TypeRoot r = c.root;
        if (r == null || r == TypeRoot.TINYINT || r == TypeRoot.SMALLINT || r == TypeRoot.INT || r == TypeRoot.BIGINT) {
            varlong(out, ((Number) v).longValue());
            return;
        }
        switch (r) {
            case BOOLEAN:
                out.write(Boolean.TRUE.equals(v) ? 1 : 0);
                return;
            case FLOAT:
                le(out, Float.floatToIntBits(((Number) v).floatValue()), 4);
                return;
            case DOUBLE:
                le(out, Double.doubleToLongBits(((Number) v).doubleValue()), 8);
                return;
            case CHAR: case VARCHAR: {
                byte[] b = v instanceof java.nio.ByteBuffer ? bytes((java.nio.ByteBuffer) v) : v.toString().getBytes(StandardCharsets.UTF_8);
                varlong(out, b.length);
                out.write(b, 0, b.length);
                return;
            }
            case DATE:
                varlong(out, v instanceof Number ? ((Number) v).longValue() : java.time.LocalDate.parse(v.toString()).toEpochDay());
                return;
            case DECIMAL: {
                BigDecimal d = v instanceof BigDecimal ? (BigDecimal) v : new BigDecimal(v.toString());
                byte[] b = d.setScale(c.scale, RoundingMode.HALF_UP).unscaledValue().toByteArray();
                varlong(out, b.length);
                out.write(b, 0, b.length);
                return;
            }
            case TIMESTAMP: {
                java.time.LocalDateTime t = v instanceof java.time.LocalDateTime ? (java.time.LocalDateTime) v
                        : java.time.LocalDateTime.parse(v.toString().replace(' ', 'T'));
                long micros = t.toEpochSecond(java.time.ZoneOffset.UTC) * 1_000_000L + t.getNano() / 1000;
                varlong(out, c.precision <= 3 ? Math.floorDiv(micros, 1000) : micros);
                return;
            }
            default:
                throw new IllegalArgumentException(String.valueOf(r));
        }
    }

    private static byte[] bytes(java.nio.ByteBuffer b) {
        java.nio.ByteBuffer d = b.duplicate();
        byte[] out = new byte[d.remaining()];
        d.get(out);
        return out;
    }

    private static void le(ByteArrayOutputStream o, long v, int n) {
        for (int i = 0; i < n; i++) {
            o.write((int) (v >>> (8 * i)) & 0xFF);
        }
    }

    private static void varlong(ByteArrayOutputStream o, long v) {
        long u = (v << 1) ^ (v >> 63);
        while ((u & ~0x7FL) != 0) {
            o.write((int) ((u & 0x7F) | 0x80));
            u >>>= 7;
        }
        o.write((int) u);
    }
}
