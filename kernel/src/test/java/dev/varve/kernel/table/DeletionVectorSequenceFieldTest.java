package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.RowKind;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.row;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A deletion-vector deduplicate table with {@code sequence.field} (COMPACTION.md "Deletion vectors", version 5): a
 * retraction kept above level 0 stands for Paimon's mark of the older row, so it is positional. It hides the versions
 * before it that it wins against (by the sequence field, as Paimon's lookup rewrite merged it onto the looked-up row)
 * and loses to no later record, whatever its sequence field (Paimon's -D is gone after that rewrite). The old code
 * let the kept -D win every later merge by its sequence value: {@link #aLaterLowerSequenceRecordIsReadOverAKeptMark}
 * read no key 2, and {@link #randomCommitsReadAsPaimonsModel} fails on most seeds.
 */
class DeletionVectorSequenceFieldTest {
    @TempDir
    Path dir;

    private static Table table(Catalog c, String name, String buckets) {
        return TableTestSupport.create(c, name, schema("k INT", "v STRING", "s INT").primaryKey("k")
                .option("bucket", buckets).option("sequence.field", "s").option("deletion-vectors.enabled", "true")
                .build());
    }

    /** Probe dv28_seq_field_delete (Flink 2.0 + Paimon 1.4.2): {@code [2, late, 15]} is read after the DELETE. */
    @Test
    void aLaterLowerSequenceRecordIsReadOverAKeptMark() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "t", "1");
            try (TableWriter w = t.newWriter("u")) {
                for (int k = 1; k <= 6; k++) {
                    w.write(ins(k, "v" + k, 10));
                }
                w.commit(1);
                w.write(row(RowKind.DELETE, 2, "v2", 20));
                w.commit(2);
            }
            List<String> without2 = List.of("+I[1, v1, 10]", "+I[3, v3, 10]", "+I[4, v4, 10]", "+I[5, v5, 10]",
                    "+I[6, v6, 10]");
            assertEquals(without2, read(t, true));
            try (TableWriter w = t.newWriter("u2")) {
                w.write(ins(2, "late", 15));
                w.commit(3);
            }
            List<String> with2 = new ArrayList<>(without2);
            with2.add("+I[2, late, 15]");
            Collections.sort(with2);
            assertEquals(with2, read(t));
            assertEquals(with2, read(t, true));
            // time travel before the late record still reads the DELETE's snapshot
            assertEquals(without2, read(t, b -> b.withSnapshot(4).read()));
            assertEquals(List.of("1:6:6", "2:6:0", "3:7:1", "4:6:-1", "5:7:1", "6:7:0"), counts(t));
            // a minor and a full compaction and a reopen read the same
            t.compact(Map.of(), false);
            assertEquals(with2, read(t));
            t.compact(Map.of(), true);
            assertEquals(with2, read(t));
        }
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = c.getTable(Identifier.of("default", "t"));
            assertEquals(List.of("+I[1, v1, 10]", "+I[2, late, 15]", "+I[3, v3, 10]", "+I[4, v4, 10]",
                    "+I[5, v5, 10]", "+I[6, v6, 10]"), read(t));
        }
    }

    /** A kept -D that lost to the older row (lower sequence) hides nothing: the older row is read, as Paimon's rewrite keeps it. */
    @Test
    void aMarkThatLostHidesNothing() {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = table(c, "t", "1");
            try (TableWriter w = t.newWriter("u")) {
                for (int k = 1; k <= 6; k++) {
                    w.write(ins(k, "v" + k, 30));
                }
                w.commit(1);
                w.write(row(RowKind.DELETE, 2, "v2", 20));
                w.commit(2);
                assertEquals(6, read(t).size());
                w.write(ins(2, "late", 15));
                w.commit(3);
            }
            assertEquals("+I[2, v2, 30]", read(t).get(1));
        }
    }

    /**
     * Differential against Paimon's rule on such a table (every commit's compaction merges the commit's records of a
     * key onto its stored row by sequence field; a retraction result leaves nothing behind): random puts, deletes and
     * {@code -U} with random sequence values, minor and full compactions and reopens, one or two buckets.
     */
    @Test
    void randomCommitsReadAsPaimonsModel() {
        for (int seed = 0; seed < 24; seed++) {
            Random rnd = new Random(seed);
            String name = "r" + seed;
            TreeMap<Integer, int[]> model = new TreeMap<>(); // key -> {sequence}; values in vals
            TreeMap<Integer, String> vals = new TreeMap<>();
            Catalog c = TableTestSupport.catalog(dir);
            try {
                Table t = table(c, name, String.valueOf(1 + rnd.nextInt(2)));
                int commits = 5 + rnd.nextInt(6);
                for (int i = 1; i <= commits; i++) {
                    // this commit's winner per key: {sequence, isAdd}, value
                    TreeMap<Integer, int[]> win = new TreeMap<>();
                    TreeMap<Integer, String> winVal = new TreeMap<>();
                    try (TableWriter w = t.newWriter("u" + i)) {
                        int n = 1 + rnd.nextInt(i == 1 ? 12 : 5);
                        for (int j = 0; j < n; j++) {
                            int k = rnd.nextInt(10);
                            int s = rnd.nextInt(30);
                            int op = rnd.nextInt(3);
                            String v = "c" + i + "j" + j;
                            if (op == 0) {
                                w.write(row(rnd.nextBoolean() ? RowKind.DELETE : RowKind.UPDATE_BEFORE, k, v, s));
                            } else {
                                w.write(ins(k, v, s));
                            }
                            int[] cur = win.get(k);
                            if (cur == null || s >= cur[0]) {
                                win.put(k, new int[] {s, op == 0 ? 0 : 1});
                                winVal.put(k, v);
                            }
                        }
                        w.commit(i);
                    }
                    for (Map.Entry<Integer, int[]> e : win.entrySet()) {
                        int k = e.getKey();
                        int[] stored = model.get(k);
                        if (stored != null && stored[0] > e.getValue()[0]) {
                            continue; // the stored row keeps the lead
                        }
                        if (e.getValue()[1] == 1) {
                            model.put(k, new int[] {e.getValue()[0]});
                            vals.put(k, winVal.get(k));
                        } else {
                            model.remove(k);
                            vals.remove(k);
                        }
                    }
                    int roll = rnd.nextInt(6);
                    if (roll == 0) {
                        t.compact(Map.of(), rnd.nextBoolean());
                    } else if (roll == 1) {
                        c.close();
                        c = TableTestSupport.catalog(dir);
                        t = c.getTable(Identifier.of("default", name));
                    }
                    List<String> expected = new ArrayList<>();
                    for (Map.Entry<Integer, int[]> e : model.entrySet()) {
                        expected.add("+I[" + e.getKey() + ", " + vals.get(e.getKey()) + ", " + e.getValue()[0] + "]");
                    }
                    Collections.sort(expected);
                    String at = "seed " + seed + " commit " + i;
                    assertEquals(expected, read(t), at);
                    assertEquals(expected, read(t, true), at + " with kinds");
                }
                t.compact(Map.of(), true);
                List<String> expected = new ArrayList<>();
                for (Map.Entry<Integer, int[]> e : model.entrySet()) {
                    expected.add("+I[" + e.getKey() + ", " + vals.get(e.getKey()) + ", " + e.getValue()[0] + "]");
                }
                Collections.sort(expected);
                assertEquals(expected, read(t), "seed " + seed + " full");
            } finally {
                c.close();
            }
        }
    }

    private static List<String> counts(Table t) {
        List<String> out = new ArrayList<>();
        for (dev.varve.kernel.SnapshotInfo s : t.snapshots()) {
            out.add(s.snapshotId + ":" + s.totalRecordCount + ":" + s.deltaRecordCount);
        }
        return out;
    }
}
