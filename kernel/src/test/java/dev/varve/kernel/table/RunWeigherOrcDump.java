package dev.varve.kernel.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.varve.kernel.schema.TableSchema;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import dev.varve.row.ValueCasts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Not a check: the dump of {@code flink-oracle/probes/sz42} (COMPACTION.md "Run sizes", version 8). For each file of
 * {@code gen_small42.py}'s JSON it builds Paimon's columns and rows as the writer does ({@link RunWeigher.Columns#of}
 * without splitting nested columns, as for ORC) and writes one line: table, file index, records, the version 5
 * fitted estimate of the format ({@code -Dsz42.codec=lz4|zstd|none}: ORC with that codec, {@code avro}: Avro with zstd), {@link OrcLayout#size} or {@link AvroLayout#size}; with
 * {@code -Dsz42.parts=OUT} also each part's uncompressed hex and stored length (to compare with {@code OrcDissect}).
 * Runs only with {@code -Dsz42.rows=IN1.json,... -Dsz42.out=OUT.tsv}.
 */
@EnabledIfSystemProperty(named = "sz42.rows", matches = ".+")
class RunWeigherOrcDump {
    private static final Map<String, RowKind> KINDS = Map.of("+I", RowKind.INSERT, "-U", RowKind.UPDATE_BEFORE,
            "+U", RowKind.UPDATE_AFTER, "-D", RowKind.DELETE);

    @Test
    void dump() throws IOException {
        ObjectMapper json = new ObjectMapper();
        String codecName = System.getProperty("sz42.codec", "lz4");
        boolean avro = codecName.equals("avro");
        OrcLayout.Codec codec = avro ? null : OrcLayout.Codec.valueOf(codecName.toUpperCase(java.util.Locale.ROOT));
        RunWeigher.Format format = avro ? RunWeigher.Format.of("avro", "zstd") : RunWeigher.Format.of("orc", codecName);
        String partsOut = System.getProperty("sz42.parts");
        try (PrintWriter out = new PrintWriter(System.getProperty("sz42.out"), StandardCharsets.UTF_8);
                PrintWriter parts = partsOut == null ? null : new PrintWriter(partsOut, StandardCharsets.UTF_8)) {
            out.println("table\tfile\trows\tv5\tlayout");
            for (String in : System.getProperty("sz42.rows").split(",")) {
                JsonNode root = json.readTree(new File(in));
                for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> t = it.next();
                    dumpTable(t.getKey(), t.getValue(), format, codec, out, parts);
                }
            }
        }
    }

    private static List<String> strings(JsonNode a) {
        List<String> out = new ArrayList<>();
        if (a != null) {
            for (JsonNode n : a) {
                out.add(n.asText());
            }
        }
        return out;
    }

    private static void dumpTable(String name, JsonNode tab, RunWeigher.Format format, OrcLayout.Codec codec, PrintWriter out,
            PrintWriter parts) {
        List<DataField> fields = new ArrayList<>();
        int id = 0;
        for (JsonNode c : tab.get("cols")) {
            fields.add(new DataField(id++, c.get(0).asText(), DataType.parse(c.get(1).asText())));
        }
        List<String> pk = strings(tab.get("pk"));
        TableSchema schema = new TableSchema(0, new RowType(fields), strings(tab.get("part")), pk, Map.of(), null, 1, id);
        RunWeigher.Columns cols = RunWeigher.Columns.of(schema, !pk.isEmpty(), false);
        List<DataType> rowTypes = new ArrayList<>();
        for (DataField f : schema.logicalRowType().fields()) {
            rowTypes.add(f.type());
        }
        int index = 0;
        for (JsonNode file : tab.get("files")) {
            List<Object[]> rows = new ArrayList<>();
            int r = 0;
            for (JsonNode row : file.get("rows")) {
                JsonNode vals = row.get(1);
                Object[] v = new Object[rowTypes.size()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = vals.get(i).isNull() ? null : ValueCasts.cast(vals.get(i).asText(), rowTypes.get(i));
                }
                long seq = file.has("seqs") ? file.get("seqs").get(r).asLong() : file.get("seq0").asLong() + r;
                rows.add(cols.paimonRow(GenericRow.ofKind(RowKind.INSERT, v), seq, KINDS.get(row.get(0).asText()).toByteValue()));
                r++;
            }
            out.println(name + "\t" + index + "\t" + rows.size() + "\t" + RunWeigher.estimateFitted(format, cols, rows) + "\t"
                    + (codec == null ? AvroLayout.size(cols, rows) : OrcLayout.size(cols, rows, codec)));
            if (parts != null && codec != null) {
                List<OrcLayout.Part> ps = OrcLayout.parts(cols, rows, codec);
                parts.println("FILE " + name + " " + index);
                for (OrcLayout.Part p : ps == null ? List.<OrcLayout.Part>of() : ps) {
                    StringBuilder h = new StringBuilder();
                    for (byte b : p.raw) {
                        h.append(String.format("%02x", b & 0xFF));
                    }
                    parts.println("  " + p.name + " stored " + p.stored + " raw " + p.raw.length + " " + h);
                }
            }
            index++;
        }
    }
}
