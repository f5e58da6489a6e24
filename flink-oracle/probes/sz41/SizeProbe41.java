import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.BinaryString;
import org.apache.paimon.data.Decimal;
import org.apache.paimon.data.GenericRow;
import org.apache.paimon.data.Timestamp;
import org.apache.paimon.disk.IOManager;
import org.apache.paimon.fs.Path;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.table.Table;
import org.apache.paimon.table.sink.CommitMessage;
import org.apache.paimon.table.sink.StreamTableCommit;
import org.apache.paimon.table.sink.StreamTableWrite;
import org.apache.paimon.table.sink.StreamWriteBuilder;
import org.apache.paimon.types.DataType;
import org.apache.paimon.types.DataTypes;
import org.apache.paimon.types.RowKind;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.*;

/**
 * fz31's SizeProbe, extended (sweep 41 sz): composite primary keys, partition keys, more types. Writes tables through
 * Paimon 1.4.2's Java API (one prepareCommit + commit per C line) and prints, for every new data file,
 * {@code table records bytes path}. Input lines:
 *   T name pk(a,b or -) part(dt or -) opts(k=v;k=v or -) col:TYPE|col:TYPE...
 *   R kind \t v1 \t v2 ...   (\N for NULL)
 *   C
 */
public class SizeProbe41 {
    static DataType type(String t) {
        t = t.trim();
        if (t.startsWith("DECIMAL(")) {
            String[] ps = t.substring(8, t.length() - 1).split(",");
            return DataTypes.DECIMAL(Integer.parseInt(ps[0].trim()), Integer.parseInt(ps[1].trim()));
        }
        if (t.startsWith("TIMESTAMP(")) {
            return DataTypes.TIMESTAMP(Integer.parseInt(t.substring(10, t.length() - 1)));
        }
        switch (t) {
            case "TINYINT": return DataTypes.TINYINT();
            case "SMALLINT": return DataTypes.SMALLINT();
            case "INT": return DataTypes.INT();
            case "BIGINT": return DataTypes.BIGINT();
            case "STRING": return DataTypes.STRING();
            case "DOUBLE": return DataTypes.DOUBLE();
            case "FLOAT": return DataTypes.FLOAT();
            case "BOOLEAN": return DataTypes.BOOLEAN();
            case "DATE": return DataTypes.DATE();
            default: throw new IllegalArgumentException(t);
        }
    }

    static Object val(String t, String s) {
        if (s.equals("\\N")) return null;
        t = t.trim();
        if (t.startsWith("DECIMAL(")) {
            String[] ps = t.substring(8, t.length() - 1).split(",");
            return Decimal.fromBigDecimal(new BigDecimal(s), Integer.parseInt(ps[0].trim()), Integer.parseInt(ps[1].trim()));
        }
        if (t.startsWith("TIMESTAMP(")) {
            return Timestamp.fromLocalDateTime(LocalDateTime.parse(s.replace(' ', 'T')));
        }
        switch (t) {
            case "TINYINT": return Byte.parseByte(s);
            case "SMALLINT": return Short.parseShort(s);
            case "INT": return Integer.parseInt(s);
            case "BIGINT": return Long.parseLong(s);
            case "STRING": return BinaryString.fromString(s);
            case "DOUBLE": return Double.parseDouble(s);
            case "FLOAT": return Float.parseFloat(s);
            case "BOOLEAN": return Boolean.parseBoolean(s);
            case "DATE": return (int) LocalDate.parse(s).toEpochDay();
            default: throw new IllegalArgumentException(t);
        }
    }

    static void list(File dir, List<File> out) {
        File[] fs = dir.listFiles();
        if (fs == null) return;
        Arrays.sort(fs);
        for (File f : fs) {
            if (f.isDirectory()) list(f, out);
            else if (f.getName().startsWith("data-")) out.add(f);
        }
    }

    public static void main(String[] a) throws Exception {
        String wh = a[1];
        Catalog catalog = CatalogFactory.createCatalog(CatalogContext.create(new Path(new File(wh).toURI().toString())));
        catalog.createDatabase("d", true);
        IOManager io = IOManager.create(wh + "/io-tmp");
        BufferedReader in = new BufferedReader(new FileReader(a[0]));
        String line;
        String name = null;
        List<String> types = null;
        StreamTableWrite write = null;
        StreamTableCommit commit = null;
        long id = 0;
        int rows = 0;
        Set<String> seen = new HashSet<>();
        while ((line = in.readLine()) != null) {
            if (line.startsWith("T ")) {
                if (write != null) { write.close(); commit.close(); }
                String[] p = line.split(" ", 6);
                name = p[1];
                Schema.Builder b = Schema.newBuilder();
                types = new ArrayList<>();
                Set<String> pk = new LinkedHashSet<>(p[2].equals("-") ? List.of() : Arrays.asList(p[2].split(",")));
                for (String c : p[5].split("\\|")) {
                    String[] nt = c.split(":", 2);
                    DataType dt = type(nt[1]);
                    if (pk.contains(nt[0])) dt = dt.notNull();
                    b.column(nt[0], dt);
                    types.add(nt[1]);
                }
                if (!pk.isEmpty()) b.primaryKey(new ArrayList<>(pk));
                if (!p[3].equals("-")) b.partitionKeys(Arrays.asList(p[3].split(",")));
                if (!p[4].equals("-")) {
                    for (String kv : p[4].split(";")) {
                        if (kv.isEmpty()) continue;
                        String[] x = kv.split("=", 2);
                        b.option(x[0], x[1]);
                    }
                }
                Identifier ident = Identifier.create("d", name);
                catalog.createTable(ident, b.build(), false);
                Table table = catalog.getTable(ident);
                StreamWriteBuilder wb = table.newStreamWriteBuilder().withCommitUser("probe");
                write = wb.newWrite();
                write.withIOManager(io);
                commit = wb.newCommit();
                id = 0;
            } else if (line.startsWith("R ")) {
                String[] p = line.substring(2).split("\t", -1);
                RowKind kind = p[0].equals("+I") ? RowKind.INSERT : p[0].equals("-U") ? RowKind.UPDATE_BEFORE
                        : p[0].equals("+U") ? RowKind.UPDATE_AFTER : RowKind.DELETE;
                GenericRow r = new GenericRow(kind, types.size());
                for (int i = 0; i < types.size(); i++) r.setField(i, val(types.get(i), p[i + 1]));
                write.write(r);
                rows++;
            } else if (line.equals("C")) {
                List<CommitMessage> m = write.prepareCommit(false, id);
                commit.commit(id, m);
                id++;
                List<File> fs = new ArrayList<>();
                list(new File(wh + "/d.db/" + name), fs);
                for (File f : fs) {
                    if (seen.add(f.getAbsolutePath())) {
                        System.out.println(name + " " + rows + " " + f.length() + " " + f.getAbsolutePath());
                    }
                }
                rows = 0;
            }
        }
        if (write != null) { write.close(); commit.close(); }
        System.exit(0);
    }
}
