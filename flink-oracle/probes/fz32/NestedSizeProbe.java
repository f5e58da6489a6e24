import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.BinaryString;
import org.apache.paimon.data.Decimal;
import org.apache.paimon.data.GenericArray;
import org.apache.paimon.data.GenericMap;
import org.apache.paimon.data.GenericRow;
import org.apache.paimon.disk.IOManager;
import org.apache.paimon.fs.Path;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.shade.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.apache.paimon.shade.jackson2.com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.paimon.table.Table;
import org.apache.paimon.table.sink.CommitMessage;
import org.apache.paimon.table.sink.StreamTableCommit;
import org.apache.paimon.table.sink.StreamTableWrite;
import org.apache.paimon.table.sink.StreamWriteBuilder;
import org.apache.paimon.types.*;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.math.BigDecimal;
import java.util.*;

/** SizeProbe (probes/fz31) for any column type: writes tables through Paimon 1.4.2's Java API (one commit per C line,
 * write-only) and prints each new data file's "table records bytes". Input: JSON lines
 * {"t": name, "pk": 0|1, "opts": {k: v}, "cols": [[name, "TYPE"], ...]} | {"r": "+I", "v": [values]} | {"c": 1}.
 * Types: INT BIGINT STRING DOUBLE BOOLEAN DATE BYTES DECIMAL(p,s) TIMESTAMP(p) ARRAY<T> MAP<K,V> ROW<n T,...>;
 * values: JSON numbers / strings (DECIMAL and TIMESTAMP as strings, BYTES as a string's UTF-8), lists for ARRAY and ROW,
 * [[k, v], ...] for MAP, null. */
public class NestedSizeProbe {
    static int pos;
    static String src;

    static DataType parse(String s) { src = s.replace(" ", ""); pos = 0; return type(); }

    static String word() { int b = pos; while (pos < src.length() && (Character.isLetterOrDigit(src.charAt(pos)) || src.charAt(pos) == '_')) pos++; return src.substring(b, pos); }

    static int num() { return Integer.parseInt(word()); }

    static void eat(char c) { if (src.charAt(pos) != c) throw new IllegalArgumentException(src + " @" + pos); pos++; }

    static DataType type() {
        String w = word().toUpperCase();
        switch (w) {
            case "INT": return DataTypes.INT();
            case "BIGINT": return DataTypes.BIGINT();
            case "STRING": return DataTypes.STRING();
            case "DOUBLE": return DataTypes.DOUBLE();
            case "BOOLEAN": return DataTypes.BOOLEAN();
            case "DATE": return DataTypes.DATE();
            case "BYTES": return DataTypes.BYTES();
            case "DECIMAL": { eat('('); int p = num(); eat(','); int s = num(); eat(')'); return DataTypes.DECIMAL(p, s); }
            case "TIMESTAMP": { eat('('); int p = num(); eat(')'); return DataTypes.TIMESTAMP(p); }
            case "ARRAY": { eat('<'); DataType e = type(); eat('>'); return DataTypes.ARRAY(e); }
            case "MAP": { eat('<'); DataType k = type(); eat(','); DataType v = type(); eat('>'); return DataTypes.MAP(k.notNull(), v); }
            case "ROW": {
                eat('<');
                List<DataField> fs = new ArrayList<>();
                int i = 0;
                while (true) {
                    String n = word();
                    // names and types are glued after removing spaces: the probe's field names are single lower-case letters
                    String nm = n.substring(0, 1);
                    pos -= n.length() - 1;
                    fs.add(new DataField(i++, nm, type()));
                    if (src.charAt(pos) == '>') break;
                    eat(',');
                }
                eat('>');
                return new RowType(fs);
            }
            default: throw new IllegalArgumentException(w);
        }
    }

    static Object val(DataType t, JsonNode v) {
        if (v == null || v.isNull()) return null;
        switch (t.getTypeRoot()) {
            case INTEGER: return v.asInt();
            case DATE: return v.asInt();
            case BIGINT: return v.asLong();
            case DOUBLE: return v.asDouble();
            case BOOLEAN: return v.asBoolean();
            case VARCHAR: return BinaryString.fromString(v.asText());
            case VARBINARY: return v.asText().getBytes(java.nio.charset.StandardCharsets.UTF_8);
            case DECIMAL: { DecimalType d = (DecimalType) t; return Decimal.fromBigDecimal(new BigDecimal(v.asText()), d.getPrecision(), d.getScale()); }
            case TIMESTAMP_WITHOUT_TIME_ZONE: return org.apache.paimon.data.Timestamp.fromLocalDateTime(java.time.LocalDateTime.parse(v.asText()));
            case ARRAY: {
                DataType e = ((ArrayType) t).getElementType();
                Object[] a = new Object[v.size()];
                for (int i = 0; i < a.length; i++) a[i] = val(e, v.get(i));
                return new GenericArray(a);
            }
            case MAP: {
                MapType m = (MapType) t;
                Map<Object, Object> out = new LinkedHashMap<>();
                for (JsonNode kv : v) out.put(val(m.getKeyType(), kv.get(0)), val(m.getValueType(), kv.get(1)));
                return new GenericMap(out);
            }
            case ROW: {
                RowType r = (RowType) t;
                GenericRow g = new GenericRow(r.getFieldCount());
                for (int i = 0; i < r.getFieldCount(); i++) g.setField(i, val(r.getTypeAt(i), v.get(i)));
                return g;
            }
            default: throw new IllegalArgumentException(t.toString());
        }
    }

    public static void main(String[] a) throws Exception {
        String wh = a[1];
        ObjectMapper om = new ObjectMapper();
        Catalog catalog = CatalogFactory.createCatalog(CatalogContext.create(new Path(new File(wh).toURI().toString())));
        catalog.createDatabase("d", true);
        IOManager io = IOManager.create(wh + "/io-tmp");
        BufferedReader in = new BufferedReader(new FileReader(a[0]));
        String line;
        String name = null;
        List<DataType> types = null;
        StreamTableWrite write = null;
        StreamTableCommit commit = null;
        long id = 0;
        int rows = 0;
        Set<String> seen = new HashSet<>();
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) continue;
            JsonNode j = om.readTree(line);
            if (j.has("t")) {
                if (write != null) { write.close(); commit.close(); }
                name = j.get("t").asText();
                boolean pk = j.get("pk").asInt() == 1;
                Schema.Builder b = Schema.newBuilder();
                types = new ArrayList<>();
                String first = null;
                for (JsonNode c : j.get("cols")) {
                    DataType dt = parse(c.get(1).asText());
                    if (first == null) { first = c.get(0).asText(); if (pk) dt = dt.notNull(); }
                    b.column(c.get(0).asText(), dt);
                    types.add(dt);
                }
                if (pk) b.primaryKey(first);
                Iterator<Map.Entry<String, JsonNode>> it = j.get("opts").fields();
                while (it.hasNext()) { Map.Entry<String, JsonNode> e = it.next(); b.option(e.getKey(), e.getValue().asText()); }
                Identifier ident = Identifier.create("d", name);
                catalog.createTable(ident, b.build(), false);
                Table table = catalog.getTable(ident);
                StreamWriteBuilder wb = table.newStreamWriteBuilder().withCommitUser("probe");
                write = wb.newWrite();
                write.withIOManager(io);
                commit = wb.newCommit();
                id = 0;
            } else if (j.has("r")) {
                String k = j.get("r").asText();
                RowKind kind = k.equals("+I") ? RowKind.INSERT : k.equals("-U") ? RowKind.UPDATE_BEFORE
                        : k.equals("+U") ? RowKind.UPDATE_AFTER : RowKind.DELETE;
                GenericRow r = new GenericRow(kind, types.size());
                for (int i = 0; i < types.size(); i++) r.setField(i, val(types.get(i), j.get("v").get(i)));
                write.write(r);
                rows++;
            } else if (j.has("c")) {
                List<CommitMessage> m = write.prepareCommit(false, id);
                commit.commit(id, m);
                id++;
                File dir = new File(wh + "/d.db/" + name + "/bucket-0");
                File[] fs = dir.listFiles();
                if (fs == null) { dir = new File(wh + "/d.db/" + name); fs = dir.listFiles(); }
                for (File f : fs) {
                    if (f.getName().startsWith("data-") && seen.add(f.getAbsolutePath())) {
                        System.out.println(name + " " + rows + " " + f.length());
                    }
                }
                rows = 0;
            }
        }
        if (write != null) { write.close(); commit.close(); }
        System.exit(0);
    }
}
