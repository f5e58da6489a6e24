package dev.varve.kernel.schema;

import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TableSchemaJsonTest {

    private static TableSchema sample() {
        return new TableSchema(3, new RowType(List.of(
                new DataField(0, "id", DataType.bigint()),
                new DataField(1, "price", DataType.decimal(10, 2), "unit price"),
                new DataField(4, "tags", DataType.map(DataType.string(), DataType.array(DataType.intType())))
        )), List.of(), List.of("id"), Map.of("bucket", "4"), "orders", 1_700_000_000_000L, 4);
    }

    @Test
    void roundTripAndLayout() {
        TableSchema s = sample();
        byte[] json = TableSchemaJson.toJson(s);
        String text = new String(json, StandardCharsets.UTF_8);
        assertTrue(text.contains("\"version\" : 1"), text);
        assertTrue(text.contains("\"type\" : \"BIGINT NOT NULL\""), text);
        assertTrue(text.contains("\"type\" : \"MAP<STRING, ARRAY<INT>>\""), text);
        assertTrue(text.contains("\"checksum\" : \"crc32c:"), text);
        TableSchema back = TableSchemaJson.fromJson(json, "mem:/t/schema/schema-3");
        assertEquals(s, back);
        assertArrayEquals(json, TableSchemaJson.toJson(back));
    }

    @Test
    void checksumMismatchNamesTheFile() {
        String text = new String(TableSchemaJson.toJson(sample()), StandardCharsets.UTF_8);
        byte[] tampered = text.replace("\"bucket\" : \"4\"", "\"bucket\" : \"5\"").getBytes(StandardCharsets.UTF_8);
        VarveException e = assertThrows(VarveException.class, () -> TableSchemaJson.fromJson(tampered, "/wh/d.db/t/schema/schema-3"));
        assertTrue(e.getMessage().startsWith("schema file '/wh/d.db/t/schema/schema-3' is corrupt: checksum mismatch (stored crc32c:"),
                e.getMessage());
        // whitespace does not matter: the checksum is over the canonical form
        byte[] reformatted = text.replace("\n", "\n  ").getBytes(StandardCharsets.UTF_8);
        assertEquals(sample(), TableSchemaJson.fromJson(reformatted, "x"));
    }

    @Test
    void corruptContentIsAClearError() {
        assertTrue(assertThrows(VarveException.class, () -> TableSchemaJson.fromJson("{\"a\":".getBytes(StandardCharsets.UTF_8), "f"))
                .getMessage().startsWith("schema file 'f' is corrupt: not valid JSON ("));
        assertEquals("schema file 'f' is corrupt: not a JSON object",
                assertThrows(VarveException.class, () -> TableSchemaJson.fromJson("[1]".getBytes(StandardCharsets.UTF_8), "f")).getMessage());
        assertEquals("schema file 'f' is corrupt: field 'version' is missing",
                assertThrows(VarveException.class, () -> TableSchemaJson.fromJson("{}".getBytes(StandardCharsets.UTF_8), "f")).getMessage());
        assertEquals("schema file 'f' has format version 7; this Varve reads versions 1 to 4",
                assertThrows(VarveException.class, () -> TableSchemaJson.fromJson("{\"version\":7}".getBytes(StandardCharsets.UTF_8), "f")).getMessage());
        assertEquals("schema file 'f' is corrupt: missing checksum",
                assertThrows(VarveException.class, () -> TableSchemaJson.fromJson("{\"version\":1}".getBytes(StandardCharsets.UTF_8), "f")).getMessage());
        assertTrue(assertThrows(VarveException.class, () -> TableSchemaJson.fromJson(new byte[0], "f"))
                .getMessage().startsWith("schema file 'f' is corrupt: "));
    }

    @Test
    void badTypeWithValidChecksumIsReportedAsCorrupt() {
        String text = new String(TableSchemaJson.toJson(sample()), StandardCharsets.UTF_8);
        String broken = text.replace("\"BIGINT NOT NULL\"", "\"BIGINTEGER\"").replaceAll("\"checksum\" : \"[^\"]+\"", "\"checksum\" : \"X\"");
        // recompute the checksum the way the writer does, so only the type is wrong
        com.fasterxml.jackson.databind.node.ObjectNode root;
        try {
            root = (com.fasterxml.jackson.databind.node.ObjectNode) new com.fasterxml.jackson.databind.ObjectMapper().readTree(broken);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        root.remove("checksum");
        root.put("checksum", TableSchemaJson.checksum(root.deepCopy().without("checksum")));
        byte[] content = root.toString().getBytes(StandardCharsets.UTF_8);
        VarveException e = assertThrows(VarveException.class, () -> TableSchemaJson.fromJson(content, "f"));
        assertTrue(e.getMessage().startsWith("schema file 'f' is corrupt: invalid type 'BIGINTEGER'"), e.getMessage());
    }

    /** Seeded property: random schemas survive JSON. Replay one seed with -Dseed=N. */
    @TestFactory
    Stream<DynamicTest> randomSchemasRoundTrip() {
        List<Long> seeds = new ArrayList<>();
        String fixed = System.getProperty("seed");
        if (fixed != null) {
            seeds.add(Long.parseLong(fixed));
        } else {
            SplittableRandom master = new SplittableRandom(20240108L);
            for (int i = 0; i < 10; i++) {
                seeds.add(master.nextLong());
            }
        }
        return seeds.stream().map(seed -> DynamicTest.dynamicTest("seed=" + seed, () -> {
            SplittableRandom r = new SplittableRandom(seed);
            for (int i = 0; i < 30; i++) {
                TableSchema s = RandomSchemas.schema(r);
                byte[] json = TableSchemaJson.toJson(s);
                TableSchema back = TableSchemaJson.fromJson(json, "random");
                assertEquals(s, back, () -> "seed " + seed + ": " + new String(json, StandardCharsets.UTF_8));
                assertArrayEquals(json, TableSchemaJson.toJson(back));
                // any single flipped byte is detected (or the content no longer parses)
                byte[] flipped = json.clone();
                int pos = r.nextInt(flipped.length);
                flipped[pos] ^= (byte) (1 << r.nextInt(7));
                try {
                    TableSchema t = TableSchemaJson.fromJson(flipped, "random");
                    assertEquals(s, t, "seed " + seed + ": flipped byte " + pos + " accepted with different content");
                } catch (VarveException expected) {
                    assertTrue(expected.getMessage().startsWith("schema file 'random'"), expected.getMessage());
                }
            }
        }));
    }
}
