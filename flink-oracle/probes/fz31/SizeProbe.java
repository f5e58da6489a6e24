import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.BinaryString;
import org.apache.paimon.data.Decimal;
import org.apache.paimon.data.GenericRow;
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
import org.apache.paimon.disk.IOManager;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.math.BigDecimal;
import java.util.*;

/** Writes tables through Paimon 1.4.2's Java API (one commit per batch, write-only) and prints each new data file's
 * record count and size. Input lines: T name pk opts(k=v;k=v) col:TYPE,...  | R kind \t v1 \t v2 ... | C */
public class SizeProbe {
    static DataType type(String t) {
        switch (t) {
            case "INT": return DataTypes.INT();
            case "BIGINT": return DataTypes.BIGINT();
            case "STRING": return DataTypes.STRING();
            case "DOUBLE": return DataTypes.DOUBLE();
            case "BOOLEAN": return DataTypes.BOOLEAN();
            case "DECIMAL(10,2)": return DataTypes.DECIMAL(10, 2);
            default: throw new IllegalArgumentException(t);
        }
    }

    static Object val(String t, String s) {
        if (s.equals("\\N")) return null;
        switch (t) {
            case "INT": return Integer.parseInt(s);
            case "BIGINT": return Long.parseLong(s);
            case "STRING": return BinaryString.fromString(s);
            case "DOUBLE": return Double.parseDouble(s);
            case "BOOLEAN": return Boolean.parseBoolean(s);
            case "DECIMAL(10,2)": return Decimal.fromBigDecimal(new BigDecimal(s), 10, 2);
            default: throw new IllegalArgumentException(t);
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
                String[] p = line.split(" ", 5);
                name = p[1];
                boolean pk = p[2].equals("1");
                Schema.Builder b = Schema.newBuilder();
                types = new ArrayList<>();
                String first = null;
                for (String c : p[4].split(",")) {
                    String[] nt = c.split(":", 2);
                    DataType dt = type(nt[1]);
                    if (first == null) { first = nt[0]; if (pk) dt = dt.notNull(); }
                    b.column(nt[0], dt);
                    types.add(nt[1]);
                }
                if (pk) b.primaryKey(first);
                for (String kv : p[3].split(";")) {
                    if (kv.isEmpty()) continue;
                    String[] x = kv.split("=", 2);
                    b.option(x[0], x[1]);
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
                // the new data file(s)
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
