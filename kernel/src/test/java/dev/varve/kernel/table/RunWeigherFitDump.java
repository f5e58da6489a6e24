package dev.varve.kernel.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Not a check: the feature dump of {@code flink-oracle/probes/sz40/fit_big.py} (COMPACTION.md "Run sizes", version
 * 6). For each file of the probe's {@code rows.json} (a table's columns, per file its rows and first sequence number)
 * it writes one line: table, file index, records, {@link RunWeigher#fixed}, the small-file estimate
 * ({@link RunWeigher#estimate}), the current {@link RunWeigher#estimateLarge} and {@link RunWeigher#largeFeatures}.
 * Runs only with {@code -Dsz40.rows=IN1.json,IN2.json -Dsz40.out=OUT.tsv}.
 */
@EnabledIfSystemProperty(named = "sz40.rows", matches = ".+")
class RunWeigherFitDump {
    private static final Map<String, Integer> KINDS = Map.of("+I", 0, "-U", 1, "+U", 2, "-D", 3);

    @Test
    void dump() throws IOException {
        ObjectMapper json = new ObjectMapper();
        try (PrintWriter out = new PrintWriter(System.getProperty("sz40.out"), StandardCharsets.UTF_8)) {
            out.println("table\tfile\trows\tfixed\tsmall\tlarge\t" + String.join("\t", RunWeigher.LARGE_FEATURES));
            for (String in : System.getProperty("sz40.rows").split(",")) {
                JsonNode root = json.readTree(new File(in));
                for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> t = it.next();
                    dumpTable(t.getKey(), t.getValue(), out);
                }
            }
        }
    }

    private static void dumpTable(String name, JsonNode tab, PrintWriter out) {
        boolean pk = tab.get("pk").asBoolean();
        List<String> types = new ArrayList<>();
        List<RunWeigher.Column> cols = new ArrayList<>();
        for (JsonNode c : tab.get("cols")) {
            types.add(c.get(1).asText());
        }
        if (pk) {
            cols.add(column(types.get(0), false, "_KEY_k"));
            cols.add(new RunWeigher.Column(8, false, "_SEQUENCE_NUMBER", RunWeigher.Column.LONG));
            cols.add(new RunWeigher.Column(4, false, "_VALUE_KIND", RunWeigher.Column.INTEGRAL, null, -1, null, false, true));
        }
        int at = 0;
        for (JsonNode c : tab.get("cols")) {
            cols.add(column(types.get(at), !(pk && at == 0), c.get(0).asText()));
            at++;
        }
        RunWeigher.Columns columns = new RunWeigher.Columns(cols, pk ? new int[] {0} : new int[0], pk);
        int index = 0;
        for (JsonNode file : tab.get("files")) {
            long seq = file.get("seq0").asLong();
            List<Object[]> rows = new ArrayList<>();
            for (JsonNode r : file.get("rows")) {
                JsonNode vals = r.get(1);
                Object[] row = new Object[cols.size()];
                int o = 0;
                if (pk) {
                    row[o++] = value(types.get(0), vals.get(0));
                    row[o++] = seq;
                    row[o++] = KINDS.get(r.get(0).asText());
                }
                for (int i = 0; i < types.size(); i++) {
                    row[o++] = value(types.get(i), vals.get(i));
                }
                rows.add(row);
                seq++;
            }
            if (pk) {
                rows.sort((a, b) -> a[0] instanceof String
                        ? Arrays.compareUnsigned(((String) a[0]).getBytes(StandardCharsets.UTF_8), ((String) b[0]).getBytes(StandardCharsets.UTF_8))
                        : Long.compare(((Number) a[0]).longValue(), ((Number) b[0]).longValue()));
            }
            double[] x = RunWeigher.largeFeatures(columns, rows);
            StringBuilder line = new StringBuilder(name + "\t" + index++ + "\t" + rows.size() + "\t" + RunWeigher.fixed(columns)
                    + "\t" + RunWeigher.estimate(columns, rows) + "\t" + RunWeigher.estimateLarge(columns, rows));
            for (double v : x) {
                line.append('\t').append(v);
            }
            out.println(line);
        }
    }

    private static RunWeigher.Column column(String type, boolean nullable, String name) {
        switch (type) {
            case "INT": case "INT1": case "INTW": case "NULLINT":
                return new RunWeigher.Column(4, nullable, name, RunWeigher.Column.INTEGRAL);
            case "BIGINT": case "BIGW":
                return new RunWeigher.Column(8, nullable, name, RunWeigher.Column.LONG);
            case "DOUBLE":
                return new RunWeigher.Column(8, nullable, name, RunWeigher.Column.DOUBLE);
            case "DECIMAL(10,2)":
                return new RunWeigher.Column(8, nullable, name, RunWeigher.Column.DECIMAL);
            case "DECIMAL(20,2)":
                return new RunWeigher.Column(16, nullable, name, RunWeigher.Column.DECIMAL);
            default:
                return new RunWeigher.Column(0, nullable, name, RunWeigher.Column.STRING);
        }
    }

    private static Object value(String type, JsonNode v) {
        if (v == null || v.isNull()) {
            return null;
        }
        switch (type) {
            case "INT": case "INT1": case "INTW": case "NULLINT":
                return v.asInt();
            case "BIGINT": case "BIGW":
                return v.asLong();
            case "DOUBLE":
                return v.asDouble();
            case "DECIMAL(10,2)": case "DECIMAL(20,2)":
                return new BigDecimal(v.asText()).stripTrailingZeros();
            default:
                return v.asText();
        }
    }
}
