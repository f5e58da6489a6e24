package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static dev.varve.kernel.table.TableTestSupport.stream;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code streaming-read-overwrite}: the rows an overwrite commit adds stream in their merged record's kind, so a
 * {@code +U} the overwrite wrote (a plain copy of a table whose merged read has {@code +U}) streams as {@code +U}, as
 * Flink 2.0 + Paimon 1.4.2 print it (probes fix24 o01-o07, goldens sweep24_fx_ovw_plus_u_*); removed rows stay {@code -D}.
 */
class OverwriteStreamKindsTest {
    @TempDir
    Path dir;

    @Test
    void addedRowsKeepTheirMergedKind() {
        for (String engine : new String[] {"deduplicate", "partial-update", "aggregation"}) {
            try (Catalog c = TableTestSupport.catalog(dir.resolve(engine))) {
                var b = schema("k INT", "v BIGINT").primaryKey("k").option("bucket", "1")
                        .option("streaming-read-overwrite", "true").option("changelog-producer", "input")
                        .option("merge-engine", engine);
                if (engine.equals("aggregation")) {
                    b.option("fields.v.aggregate-function", "sum");
                }
                Table t = create(c, "t", b.build());
                commit(t, ins(1, 1L), ins(3, 3L));
                commit(t, row(RowKind.UPDATE_AFTER, 3, 4L));
                try (TableWriter w = t.newWriter("ow").withOverwrite(Map.of())) {
                    w.write(row(RowKind.UPDATE_AFTER, 1, 11L));
                    w.write(ins(2, 20L));
                    w.commit(1);
                }
                Table from = t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "3"));
                String old3 = engine.equals("aggregation") ? "7" : "4";
                assertEquals(List.of("-D[1, 1]", "-D[3, " + old3 + "]", "+U[1, 11]", "+I[2, 20]"), stream(from), engine);
            }
        }
    }
}
