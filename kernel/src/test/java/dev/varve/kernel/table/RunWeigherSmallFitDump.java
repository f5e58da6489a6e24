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
 * Not a check: the feature dump of {@code flink-oracle/probes/sz41/fit_small.py} (COMPACTION.md "Run sizes", version
 * 7). For each file of {@code gen_small.py}'s JSON (a table's columns, primary key, partition keys, per file its rows
 * in Paimon's file order and their sequence numbers) it builds the table's {@link TableSchema}, Paimon's columns
 * ({@link RunWeigher.Columns#of}) and rows ({@link RunWeigher.Columns#paimonRow}) as the writer does, and writes one
 * line: table, file index, records, the version 5 small-file estimate, the current estimate of a file of at most 16
 * records, and {@link RunWeigher#smallFeatures}. Runs only with {@code -Dsz41.rows=IN1.json,... -Dsz41.out=OUT.tsv}.
 */
@EnabledIfSystemProperty(named = "sz41.rows", matches = ".+")
class RunWeigherSmallFitDump {
    private static final Map<String, RowKind> KINDS = Map.of("+I", RowKind.INSERT, "-U", RowKind.UPDATE_BEFORE,
            "+U", RowKind.UPDATE_AFTER, "-D", RowKind.DELETE);

    @Test
    void dump() throws IOException {
        ObjectMapper json = new ObjectMapper();
        try (PrintWriter out = new PrintWriter(System.getProperty("sz41.out"), StandardCharsets.UTF_8)) {
            out.println("table\tfile\trows\tv5\tcurrent\t" + String.join("\t", RunWeigher.SMALL_FEATURES));
            for (String in : System.getProperty("sz41.rows").split(",")) {
                JsonNode root = json.readTree(new File(in));
                for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> t = it.next();
                    dumpTable(t.getKey(), t.getValue(), out);
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

    private static void dumpTable(String name, JsonNode tab, PrintWriter out) {
        List<DataField> fields = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        int id = 0;
        for (JsonNode c : tab.get("cols")) {
            DataType t = DataType.parse(c.get(1).asText());
            types.add(t);
            fields.add(new DataField(id++, c.get(0).asText(), t));
        }
        List<String> pk = strings(tab.get("pk"));
        TableSchema schema = new TableSchema(0, new RowType(fields), strings(tab.get("part")), pk, Map.of(), null, 1, id);
        RunWeigher.Columns cols = RunWeigher.Columns.of(schema, !pk.isEmpty(), true);
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
            StringBuilder line = new StringBuilder(name + "\t" + index++ + "\t" + rows.size() + "\t"
                    + RunWeigher.estimateV5(cols, rows) + "\t" + RunWeigher.estimate(cols, rows));
            for (double x : RunWeigher.smallFeatures(cols, rows)) {
                line.append('\t').append(x);
            }
            out.println(line);
        }
    }
}
