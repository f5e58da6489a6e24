package dev.varve.kernel.table;

import dev.varve.kernel.BatchScan;
import dev.varve.kernel.BatchScan.Comparison;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Differential test of scan filters (seeded, replayable with {@code -Dseed=N}): random primary-key
 * tables (partitioned or not, 1-4 fixed buckets, bucket key = key or a key prefix, deduplicate /
 * aggregation / partial-update) written by several commits with deletes and compactions; random
 * conjunctions of comparisons on key, partition and value columns. The filtered scan (pruned by
 * partition, bucket and key range, seeking inside files) must equal the unfiltered scan filtered
 * in memory by an independent evaluator, for the latest and an older snapshot.
 */
class ScanFilterDifferentialTest {
    private static final String[] STRINGS = {"", "a", "a\u0000", "ab", "b", "ba", "c", "z\u00e9", "zz"};

    @TestFactory
    Stream<DynamicTest> randomTablesAndFilters() {
        String fixed = System.getProperty("seed");
        int tries = Integer.getInteger("tries", 5);
        List<Long> seeds = new ArrayList<>();
        if (fixed != null) {
            seeds.add(Long.parseLong(fixed));
        } else {
            SplittableRandom r = new SplittableRandom();
            for (int i = 0; i < tries; i++) {
                seeds.add(r.nextLong());
            }
        }
        return seeds.stream().map(seed -> DynamicTest.dynamicTest("seed=" + seed, () -> run(seed)));
    }

    /** A comparison in the test's own terms: column position, operator, value. */
    private static final class Term {
        final int column;
        final Comparison op;
        final Object value;

        Term(int column, Comparison op, Object value) {
            this.column = column;
            this.op = op;
            this.value = value;
        }

        boolean holds(Object v) {
            if (v == null) {
                return false;
            }
            int cmp;
            if (v instanceof String) {
                // BMP-only strings: UTF-16 order is code-point order
                cmp = ((String) v).compareTo((String) value);
            } else if (v instanceof Long) {
                cmp = Long.compare((Long) v, (Long) value);
            } else {
                cmp = Integer.compare((Integer) v, (Integer) value);
            }
            switch (op) {
                case EQUAL: return cmp == 0;
                case LESS_THAN: return cmp < 0;
                case LESS_OR_EQUAL: return cmp <= 0;
                case GREATER_THAN: return cmp > 0;
                default: return cmp >= 0;
            }
        }

        @Override
        public String toString() {
            return COLUMNS[column] + " " + op.symbol() + " " + value;
        }
    }

    private static final String[] COLUMNS = {"k1", "k2", "p", "v"};

    private void run(long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        Path dir = Files.createTempDirectory("varve-scanfilter");
        try (Catalog c = Catalog.open(dir.toString())) {
            boolean partitioned = rnd.nextBoolean();
            boolean compositeKey = rnd.nextBoolean();
            int buckets = 1 + rnd.nextInt(4);
            String engine = new String[] {"deduplicate", "aggregation", "partial-update"}[rnd.nextInt(3)];
            Schema.Builder b = TableTestSupport.schema("k1 INT NOT NULL", "k2 STRING NOT NULL", "p INT NOT NULL", "v BIGINT");
            List<String> pk = new ArrayList<>();
            if (partitioned) {
                b.partitionKeys("p");
                pk.add("p");
            }
            pk.add("k1");
            if (compositeKey) {
                pk.add("k2");
                if (rnd.nextBoolean()) {
                    b.option("bucket-key", "k1");
                }
            }
            b.primaryKey(pk).option("bucket", Integer.toString(buckets))
                    .option("merge-engine", engine)
                    .option("write-buffer-size", "1 mb")
                    .option("page-size", "4 kb")
                    .option("num-sorted-run.compaction-trigger", Integer.toString(2 + rnd.nextInt(4)))
                    .option("target-file-size", (4 + rnd.nextInt(16)) + " kb");
            if (engine.equals("aggregation")) {
                b.option("fields.v.aggregate-function", "sum");
            }
            Identifier id = Identifier.of("default", "t");
            c.createTable(id, b.build(), false);
            Table table = c.getTable(id);
            String describe = "seed=" + seed + " partitioned=" + partitioned + " composite=" + compositeKey
                    + " buckets=" + buckets + " engine=" + engine + " options=" + table.options();
            int keySpace = 20 + rnd.nextInt(400);
            int commits = 4 + rnd.nextInt(8);
            long olderSnapshot = -1;
            try (TableWriter w = table.newWriter("diff")) {
                for (int ci = 1; ci <= commits; ci++) {
                    int n = 1 + rnd.nextInt(600);
                    for (int i = 0; i < n; i++) {
                        int k1 = rnd.nextInt(keySpace);
                        String k2 = compositeKey ? STRINGS[rnd.nextInt(STRINGS.length)] : "x";
                        int p = partitioned ? rnd.nextInt(3) : 0;
                        Long v = rnd.nextInt(10) == 0 ? null : (long) rnd.nextInt(1000);
                        RowKind kind = !engine.equals("aggregation") && !engine.equals("partial-update")
                                && rnd.nextInt(8) == 0 ? RowKind.DELETE : RowKind.INSERT;
                        w.write(GenericRow.ofKind(kind, k1, k2, p, v));
                    }
                    long sid = w.commit(ci);
                    if (ci == commits / 2) {
                        olderSnapshot = sid;
                    }
                    if (rnd.nextInt(4) == 0) {
                        table.compact(Map.of());
                    }
                }
            }
            for (int q = 0; q < 40; q++) {
                List<Term> terms = randomTerms(rnd, keySpace, partitioned);
                Long snapshot = q % 4 == 3 && olderSnapshot > 0 ? olderSnapshot : null;
                int[] projection = rnd.nextBoolean() ? null : new int[] {3, 0};
                List<String> expected = new ArrayList<>();
                BatchScan all = table.newBatchScan();
                if (snapshot != null) {
                    all.withSnapshot(snapshot);
                }
                try (RecordReader r = all.read()) {
                    while (r.hasNext()) {
                        InternalRow row = r.next();
                        if (terms.stream().allMatch(t -> t.holds(row.getField(t.column)))) {
                            expected.add(format(row, projection));
                        }
                    }
                }
                BatchScan filtered = table.newBatchScan();
                if (snapshot != null) {
                    filtered.withSnapshot(snapshot);
                }
                if (projection != null) {
                    filtered.withProjection(projection);
                }
                for (Term t : terms) {
                    filtered.withFilter(COLUMNS[t.column], t.op, t.value);
                }
                List<String> actual = new ArrayList<>();
                try (RecordReader r = filtered.read()) {
                    while (r.hasNext()) {
                        actual.add(format(r.next(), null));
                    }
                }
                expected.sort(null);
                actual.sort(null);
                assertEquals(expected, actual, describe + " snapshot=" + snapshot + " filter=" + terms);
            }
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static List<Term> randomTerms(SplittableRandom rnd, int keySpace, boolean partitioned) {
        List<Term> terms = new ArrayList<>();
        int n = 1 + rnd.nextInt(3);
        for (int i = 0; i < n; i++) {
            int col = rnd.nextInt(10);
            // key columns most often, equalities often enough to select single buckets and keys
            col = col < 5 ? 0 : col < 7 ? 1 : col < 9 ? (partitioned ? 2 : 0) : 3;
            Comparison op = rnd.nextInt(3) == 0 ? Comparison.EQUAL : Comparison.values()[rnd.nextInt(5)];
            Object value;
            switch (col) {
                case 0: value = rnd.nextInt(keySpace + 4) - 2; break;
                case 1: value = STRINGS[rnd.nextInt(STRINGS.length)]; break;
                case 2: value = rnd.nextInt(5) - 1; break;
                default: value = (long) rnd.nextInt(1000);
            }
            terms.add(new Term(col, op, value));
        }
        return terms;
    }

    private static String format(InternalRow row, int[] projection) {
        if (projection == null) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < row.getArity(); i++) {
                sb.append(row.getField(i)).append('|');
            }
            return sb.toString();
        }
        StringBuilder sb = new StringBuilder();
        for (int c : projection) {
            sb.append(row.getField(c)).append('|');
        }
        return sb.toString();
    }
}
