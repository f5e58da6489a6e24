package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Model-based test of dynamic-bucket tables with persisted key indexes (seeded, replayable with
 * {@code -Dseed=N}): random upserts and deletes that move keys between partitions (cross-partition
 * deduplicate) or stay per partition (primary key with the partition column), commits, point
 * lookups and restarts (a new catalog and writer, so indexes are loaded from their files), with
 * tiny {@code dynamic-bucket.target-row-num} so buckets keep opening; checked against a sorted map.
 */
class KeyIndexModelTest {
    private static final String[] PARTITIONS = {"a", "b", "c"};

    @TestFactory
    Stream<DynamicTest> randomSequences() {
        String fixed = System.getProperty("seed");
        List<Long> seeds = new ArrayList<>();
        if (fixed != null) {
            seeds.add(Long.parseLong(fixed));
        } else {
            SplittableRandom r = new SplittableRandom();
            for (int i = 0; i < 4; i++) {
                seeds.add(r.nextLong());
            }
        }
        return seeds.stream().map(seed -> DynamicTest.dynamicTest("seed=" + seed, () -> run(seed)));
    }

    private void run(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean cross = rnd.nextBoolean();
        Path dir = Files.createTempDirectory("varve-index-model");
        Identifier id = Identifier.of("default", "t");
        // key (cross: k; else k/p) -> formatted row
        TreeMap<String, String> model = new TreeMap<>();
        int keys = 10 + rnd.nextInt(60);
        try {
            try (Catalog c = Catalog.open(dir.toString())) {
                c.createTable(id, TableTestSupport.schema("k INT", "p STRING", "v BIGINT")
                        .primaryKey(cross ? new String[] {"k"} : new String[] {"k", "p"}).partitionKeys("p")
                        .option("dynamic-bucket.target-row-num", Integer.toString(1 + rnd.nextInt(6)))
                        .option("dynamic-bucket.initial-buckets", Integer.toString(1 + rnd.nextInt(3)))
                        .option("write-buffer-size", "1 mb").option("page-size", "4 kb").build(), false);
            }
            long identifier = 1;
            for (int session = 0; session < 3; session++) {
                try (Catalog c = Catalog.open(dir.toString())) {
                    Table t = c.getTable(id);
                    TableWriter w = t.newWriter("model-" + session);
                    try {
                        int ops = 20 + rnd.nextInt(80);
                        for (int op = 0; op < ops; op++) {
                            int k = rnd.nextInt(keys);
                            String p = PARTITIONS[rnd.nextInt(PARTITIONS.length)];
                            String key = cross ? Integer.toString(k) : k + "/" + p;
                            int action = rnd.nextInt(20);
                            String where = "seed " + seed + " session " + session + " op " + op;
                            if (action < 13) {
                                long v = rnd.nextLong(1000);
                                w.write(GenericRow.ofKind(RowKind.INSERT, k, p, v));
                                model.put(key, "+I[" + k + ", " + p + ", " + v + "]");
                            } else if (action < 16) {
                                w.write(GenericRow.ofKind(RowKind.DELETE, k, p, 0L));
                                model.remove(key);
                            } else if (action < 18) {
                                InternalRow found = w.lookup(GenericRow.of(k, p, null));
                                assertEquals(model.get(key), found == null ? null
                                        : ValueFormatter.formatRow(found, t.rowType()), where + " lookup " + key);
                                InternalRow view = w.lookupView(GenericRow.of(k, p, null));
                                assertEquals(found == null ? null : ValueFormatter.formatRow(found, t.rowType()).substring(2),
                                        view == null ? null : ValueFormatter.formatRow(view, t.rowType()).substring(2),
                                        where + " lookupView " + key);
                            } else {
                                w.commit(identifier++);
                                assertEquals(expected(model), TableTestSupport.read(t), where);
                            }
                        }
                        w.commit(identifier++);
                    } finally {
                        w.close();
                    }
                    assertEquals(expected(model), TableTestSupport.read(t), "seed " + seed + " session " + session);
                }
            }
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Collections.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    private static List<String> expected(TreeMap<String, String> model) {
        List<String> out = new ArrayList<>(model.values());
        Collections.sort(out);
        return out;
    }
}
