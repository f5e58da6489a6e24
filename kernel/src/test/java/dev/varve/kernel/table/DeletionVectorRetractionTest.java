package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.kvStringTable;
import static dev.varve.kernel.table.TableTestSupport.layout;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Deletion-vector tables (COMPACTION.md "Deletion vectors"): Paimon 1.4.2 drops retractions in every compaction above
 * level 0 of such a table. Varve keeps no vectors, so it drops a key's retraction there when no run outside the
 * compaction holds the key (nothing to mark), and keeps it otherwise (checked on Flink: probes
 * {@code flink-oracle/probes/dv28}, fzmx_2805).
 */
class DeletionVectorRetractionTest {
    @TempDir
    Path dir;

    @Test
    void aRetractionOfAKeyNoOlderRunHoldsIsDroppedAboveTheBottom() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table dv = kvStringTable(c, "dv", "deletion-vectors.enabled", "true");
            Table lookup = kvStringTable(c, "lk", "changelog-producer", "lookup");
            for (Table t : List.of(dv, lookup)) {
                try (TableWriter w = t.newWriter("u")) {
                    for (int k = 1; k <= 6; k++) {
                        w.write(ins(k, "v" + k));
                    }
                    w.commit(1);
                    w.write(row(RowKind.DELETE, 9, "x"));
                    w.write(row(RowKind.UPDATE_BEFORE, 8, "y"));
                    w.write(ins(7, "g"));
                    w.commit(2);
                }
            }
            // the old code kept both retractions on level 4 ("L4x3") as it still does without deletion vectors
            assertEquals(List.of("L4x1", "L5x6"), layout(dir, "dv"));
            assertEquals(List.of("L4x3", "L5x6"), layout(dir, "lk"), "no deletion vectors: retractions kept above the bottom");
            List<String> rows = List.of("+I[1, v1]", "+I[2, v2]", "+I[3, v3]", "+I[4, v4]", "+I[5, v5]", "+I[6, v6]",
                    "+I[7, g]");
            assertEquals(rows, read(dv, true));
            assertEquals(rows, read(lookup));

            // a key an older run holds keeps its -D above the bottom (Paimon would mark the older row instead)
            try (TableWriter w = dv.newWriter("u2")) {
                w.write(row(RowKind.DELETE, 2, "v2"));
                w.commit(3);
            }
            assertEquals(List.of("+I[1, v1]", "+I[3, v3]", "+I[4, v4]", "+I[5, v5]", "+I[6, v6]", "+I[7, g]"),
                    read(dv));
        }
    }

    /**
     * Differential: random commits (inserts, upserts, deletes of present and absent keys, explicit -U) on a
     * deletion-vector table read as a model map after every commit and after minor and full compactions, so a
     * retraction dropped while an older version of its key still lives would show as a key coming back.
     */
    @Test
    void randomCommitsReadAsTheModel() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            for (int seed = 0; seed < 24; seed++) {
                Random rnd = new Random(seed);
                Table t = kvStringTable(c, "r" + seed, "deletion-vectors.enabled", "true",
                        "bucket", String.valueOf(1 + rnd.nextInt(2)));
                TreeMap<Integer, String> model = new TreeMap<>();
                int commits = 4 + rnd.nextInt(6);
                for (int i = 1; i <= commits; i++) {
                    try (TableWriter w = t.newWriter("u" + i)) {
                        int n = 1 + rnd.nextInt(i == 1 ? 12 : 5);
                        for (int j = 0; j < n; j++) {
                            int k = rnd.nextInt(16);
                            int op = rnd.nextInt(4);
                            if (op == 0) {
                                w.write(row(RowKind.DELETE, k, "d"));
                                model.remove(k);
                            } else if (op == 1) {
                                w.write(row(RowKind.UPDATE_BEFORE, k, "u"));
                                model.remove(k);
                            } else {
                                String v = "s" + seed + "c" + i + "j" + j;
                                w.write(ins(k, v));
                                model.put(k, v);
                            }
                        }
                        w.commit(i);
                    }
                    assertEquals(expected(model), read(t), "seed " + seed + " commit " + i);
                    if (rnd.nextInt(4) == 0) {
                        t.compact(Map.of(), rnd.nextBoolean());
                        assertEquals(expected(model), read(t), "seed " + seed + " after compaction " + i);
                    }
                }
                t.compact(Map.of(), true);
                assertEquals(expected(model), read(t), "seed " + seed + " after full compaction");
            }
        }
    }

    private static List<String> expected(TreeMap<Integer, String> model) {
        List<String> out = new ArrayList<>();
        model.forEach((k, v) -> out.add("+I[" + k + ", " + v + "]"));
        java.util.Collections.sort(out); // as read() sorts
        return out;
    }
}
