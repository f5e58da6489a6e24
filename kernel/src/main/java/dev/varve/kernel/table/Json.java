package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.varve.kernel.VarveException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

/**
 * JSON metadata files with a CRC32C: the document's last field is {@code "crc32c" : "hhhhhhhh"},
 * computed over the whole file with that value replaced by {@code "00000000"}. A file whose
 * checksum does not match is reported as corrupt, naming the file.
 */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .setDefaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL));

    private static final String FIELD = "\"crc32c\" : \"";
    private static final String PLACEHOLDER = "00000000";

    private Json() {
    }

    static byte[] write(Object value) {
        try {
            String body = MAPPER.writeValueAsString(value);
            int close = body.lastIndexOf('}');
            String withField = body.substring(0, close).replaceAll("\\s+$", "")
                    + ",\n  " + FIELD + PLACEHOLDER + "\"\n}\n";
            byte[] bytes = withField.getBytes(StandardCharsets.UTF_8);
            String crc = String.format("%08x", crc(bytes));
            return withField.replace(FIELD + PLACEHOLDER, FIELD + crc).getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new VarveException("cannot serialize " + value.getClass().getSimpleName(), e);
        }
    }

    static <T> T read(byte[] bytes, Class<T> type, String path) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        int at = text.lastIndexOf(FIELD);
        if (at < 0 || at + FIELD.length() + 8 > text.length()) {
            throw new VarveException("corrupt metadata file " + path + ": no checksum");
        }
        String stored = text.substring(at + FIELD.length(), at + FIELD.length() + 8);
        String blanked = text.substring(0, at + FIELD.length()) + PLACEHOLDER + text.substring(at + FIELD.length() + 8);
        String actual = String.format("%08x", crc(blanked.getBytes(StandardCharsets.UTF_8)));
        if (!actual.equals(stored)) {
            throw new VarveException("corrupt metadata file " + path + ": checksum " + stored + " does not match content (" + actual + ")");
        }
        try {
            return MAPPER.readValue(text, type);
        } catch (IOException e) {
            throw new VarveException("corrupt metadata file " + path + ": " + e.getMessage(), e);
        }
    }

    private static long crc(byte[] b) {
        CRC32C c = new CRC32C();
        c.update(b, 0, b.length);
        return c.getValue();
    }
}
