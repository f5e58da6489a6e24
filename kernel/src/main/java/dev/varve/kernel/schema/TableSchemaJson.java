package dev.varve.kernel.schema;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.CRC32C;

/**
 * The JSON form of a {@link TableSchema} ({@code SCHEMA_FORMAT.md}, version {@value #FORMAT_VERSION}),
 * with a CRC32C checksum over the canonical compact serialization of every other field, verified
 * on read. Stateless and thread-safe.
 */
public final class TableSchemaJson {
    /** The format version written; readers accept versions up to this. */
    public static final int FORMAT_VERSION = 4;

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectMapper PRETTY = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private TableSchemaJson() {
    }

    /** The file content for a schema (UTF-8 JSON, pretty-printed, checksummed). */
    public static byte[] toJson(TableSchema schema) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("version", schema.formatVersion());
        root.put("id", schema.id());
        ArrayNode fields = root.putArray("fields");
        for (DataField f : schema.fields()) {
            ObjectNode n = fields.addObject();
            n.put("id", f.id());
            n.put("name", f.name());
            n.put("type", f.type().toString());
            if (NestedFieldIds.hasRow(f.type())) {
                ArrayNode ids = n.putArray("nestedFieldIds");
                NestedFieldIds.ids(f.type()).forEach(ids::add);
            }
            if (f.description() != null) {
                n.put("description", f.description());
            }
            if (f.defaultValue() != null) {
                n.put("defaultValue", f.defaultValue());
            }
        }
        root.put("highestFieldId", schema.highestFieldId());
        ArrayNode partitionKeys = root.putArray("partitionKeys");
        schema.partitionKeys().forEach(partitionKeys::add);
        ArrayNode primaryKeys = root.putArray("primaryKeys");
        schema.primaryKeys().forEach(primaryKeys::add);
        ObjectNode options = root.putObject("options");
        schema.rawOptions().forEach(options::put);
        if (schema.comment() != null) {
            root.put("comment", schema.comment());
        }
        root.put("timeMillis", schema.timeMillis());
        root.put("checksum", checksum(root));
        try {
            return PRETTY.writeValueAsBytes(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialize schema " + schema.id(), e);
        }
    }

    /**
     * Reads a schema file's content.
     *
     * @param source the file's path, named in error messages
     * @throws VarveException if the content is not a valid schema or its checksum does not match
     */
    public static TableSchema fromJson(byte[] content, String source) {
        JsonNode tree;
        try {
            tree = MAPPER.readTree(content);
        } catch (IOException e) {
            throw corrupt(source, "not valid JSON (" + firstLine(e.getMessage()) + ")");
        }
        if (tree == null || !tree.isObject()) {
            throw corrupt(source, "not a JSON object");
        }
        ObjectNode root = (ObjectNode) tree;
        int version = requiredInt(root, "version", source);
        if (version < 1 || version > FORMAT_VERSION) {
            throw new VarveException("schema file '" + source + "' has format version " + version
                    + "; this Varve reads versions 1 to " + FORMAT_VERSION);
        }
        JsonNode stored = root.remove("checksum");
        if (stored == null || !stored.isTextual()) {
            throw corrupt(source, "missing checksum");
        }
        String computed = checksum(root);
        if (!computed.equals(stored.asText())) {
            throw corrupt(source, "checksum mismatch (stored " + stored.asText() + ", computed " + computed + ")");
        }
        try {
            long id = requiredLong(root, "id", source);
            List<DataField> fields = new ArrayList<>();
            int highestFieldId = requiredInt(root, "highestFieldId", source);
            int[] legacyHighest = {highestFieldId};
            for (JsonNode f : requiredArray(root, "fields", source)) {
                JsonNode desc = f.get("description");
                JsonNode dflt = f.get("defaultValue");
                DataType type = DataType.parse(requiredText(f, "type", source));
                if (NestedFieldIds.hasRow(type)) {
                    JsonNode ids = f.get("nestedFieldIds");
                    if (ids != null && !ids.isNull()) {
                        if (!ids.isArray()) {
                            throw corrupt(source, "field 'nestedFieldIds' is not an array");
                        }
                        List<Integer> list = new ArrayList<>();
                        for (JsonNode n : ids) {
                            if (!n.isInt()) {
                                throw corrupt(source, "field 'nestedFieldIds' holds a non-integer");
                            }
                            list.add(n.intValue());
                        }
                        type = NestedFieldIds.withIds(type, list);
                    } else if (version >= 4) {
                        throw corrupt(source, "field 'nestedFieldIds' is missing for a type with nested fields");
                    } else {
                        // a schema written before nested ids (versions 1-3): numbered after the highest id, in
                        // pre-order (SchemaManager numbers them like the table's last such version)
                        type = NestedFieldIds.reassign(type, legacyHighest);
                    }
                }
                fields.add(new DataField(requiredInt(f, "id", source), requiredText(f, "name", source), type,
                        desc == null || desc.isNull() ? null : desc.asText(),
                        dflt == null || dflt.isNull() ? null : dflt.asText()));
            }
            highestFieldId = legacyHighest[0];
            List<String> partitionKeys = textList(requiredArray(root, "partitionKeys", source), source);
            List<String> primaryKeys = textList(requiredArray(root, "primaryKeys", source), source);
            Map<String, String> options = new LinkedHashMap<>();
            JsonNode opts = root.get("options");
            if (opts == null || !opts.isObject()) {
                throw corrupt(source, "field 'options' missing or not an object");
            }
            for (Map.Entry<String, JsonNode> e : opts.properties()) {
                if (!e.getValue().isTextual()) {
                    throw corrupt(source, "option '" + e.getKey() + "' is not a string");
                }
                options.put(e.getKey(), e.getValue().asText());
            }
            JsonNode comment = root.get("comment");
            long timeMillis = requiredLong(root, "timeMillis", source);
            return new TableSchema(id, new RowType(fields), partitionKeys, primaryKeys, options,
                    comment == null || comment.isNull() ? null : comment.asText(), timeMillis, highestFieldId, version);
        } catch (IllegalArgumentException e) {
            throw corrupt(source, e.getMessage());
        }
    }

    /** {@code crc32c:xxxxxxxx} over the compact serialization of {@code root} (which must not hold "checksum"). */
    static String checksum(ObjectNode root) {
        byte[] canonical;
        try {
            canonical = MAPPER.writeValueAsString(root).getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        CRC32C crc = new CRC32C();
        crc.update(canonical, 0, canonical.length);
        return String.format(Locale.ROOT, "crc32c:%08x", crc.getValue());
    }

    private static VarveException corrupt(String source, String what) {
        return new VarveException("schema file '" + source + "' is corrupt: " + what);
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private static JsonNode required(JsonNode n, String field, String source) {
        JsonNode v = n.get(field);
        if (v == null || v.isNull()) {
            throw corrupt(source, "field '" + field + "' is missing");
        }
        return v;
    }

    private static int requiredInt(JsonNode n, String field, String source) {
        JsonNode v = required(n, field, source);
        if (!v.isInt()) {
            throw corrupt(source, "field '" + field + "' is not an integer");
        }
        return v.intValue();
    }

    private static long requiredLong(JsonNode n, String field, String source) {
        JsonNode v = required(n, field, source);
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw corrupt(source, "field '" + field + "' is not an integer");
        }
        return v.longValue();
    }

    private static String requiredText(JsonNode n, String field, String source) {
        JsonNode v = required(n, field, source);
        if (!v.isTextual()) {
            throw corrupt(source, "field '" + field + "' is not a string");
        }
        return v.asText();
    }

    private static JsonNode requiredArray(JsonNode n, String field, String source) {
        JsonNode v = required(n, field, source);
        if (!v.isArray()) {
            throw corrupt(source, "field '" + field + "' is not an array");
        }
        return v;
    }

    private static List<String> textList(JsonNode array, String source) {
        List<String> out = new ArrayList<>();
        for (JsonNode n : array) {
            if (!n.isTextual()) {
                throw corrupt(source, "a key list holds a non-string");
            }
            out.add(n.asText());
        }
        return out;
    }
}
