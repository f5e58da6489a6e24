package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@link TableWriter#lookupView} (and {@link TableWriter#lookup}) on the tables {@link LookupViewTest} leaves out:
 * partitioned tables (the bucket writer found through {@link LookupPartitions}) and the merge engines that merge a
 * key's versions (partial-update, aggregation, first-row: {@code RunReader#lookupVersions} views of cached pages
 * and a reused merge function). Checked against a model over the write buffer, two committed runs, deletes, misses
 * and several partitions; the reuse contract (a view read before the next get keeps its values once copied, and the
 * next get of another partition or engine path is right); and a warm get that allocates nothing.
 */
class LookupViewShapesTest {
    private static final int KEYS = 6_000;
    private static final int PARTITIONS = 40; // more than LookupPartitions' first table holds: it grows
    private static final java.util.Set<String> MERGED_DEDUP_SHAPES = GetTables.MERGED_DEDUP_SHAPES;
    private static final java.util.Set<String> DEDUP_SHAPES = GetTables.DEDUP_SHAPES;

    @TempDir
    Path dir;

    /** {@code shape}'s table ({@link GetTables#schema}: 3 buckets, dynamic tables a target of 500 rows a bucket). */
    private Table table(String shape) {
        Catalog catalog = TableTestSupport.catalog(dir);
        return TableTestSupport.create(catalog, "t_" + shape.replace('-', '_'), GetTables.schema(shape, 3, 500));
    }

    /** {@link GetTables.History#RICH} of {@link #KEYS} keys in {@link #PARTITIONS} partitions; the model. */
    private static Map<Long, Object[]> writeHistory(TableWriter w, String shape) {
        return GetTables.write(w, shape, GetTables.History.RICH, KEYS, PARTITIONS);
    }

    /** A key row of primitive getters for {@code shape}. */
    private static GetTables.KeyRow keyRow(String shape) {
        return new GetTables.KeyRow(shape, PARTITIONS);
    }

    private static void assertRow(String shape, Object[] want, InternalRow got, long k, String where) {
        if (want == null) {
            assertNull(got, where + " key " + k);
            return;
        }
        assertNotNull(got, where + " key " + k);
        assertEquals(k, got.getLong(0), where);
        assertEquals(GetTables.partitionOf(shape, k, PARTITIONS), got.getField(1), where);
        assertEquals(want[0], got.isNullAt(2) ? null : got.getLong(2), where + " key " + k + " v1");
        assertEquals(want[1], got.isNullAt(3) ? null : got.getDouble(3), where + " key " + k + " v2");
        assertEquals(want[2], got.isNullAt(4) ? null : got.getString(4).toString(), where + " key " + k + " v3");
    }

    private void viewsMatchTheModel(String shape) {
        Table t = table(shape);
        TableWriter w = t.newWriter("v");
        try {
            Map<Long, Object[]> model = writeHistory(w, shape);
            GetTables.KeyRow key = keyRow(shape);
            for (int round = 0; round < 3; round++) { // cold pages, then cached ones
                for (long k = -3; k < KEYS + 3; k++) {
                    key.k = k;
                    Object[] want = k < 0 ? null : model.get(k);
                    assertRow(shape, want, w.lookupView(key), k, shape + " round " + round + " view");
                    assertRow(shape, want, w.lookup(key), k, shape + " round " + round + " lookup");
                }
            }
            // a generic key row (boxed values) takes the same path
            GenericRow generic = GenericRow.of(4L, GetTables.partitionOf(shape, 4, PARTITIONS), null, null, null);
            assertRow(shape, model.get(4L), w.lookupView(generic), 4, shape + " generic key");
        } finally {
            w.close();
        }
    }

    @Test
    void partitionedViewsMatchTheModel() {
        viewsMatchTheModel("dedup-partitioned");
    }

    @Test
    void dynamicBucketViewsMatchTheModel() {
        viewsMatchTheModel("dynamic-bucket");
    }

    @Test
    void dynamicPartitionedViewsMatchTheModel() {
        viewsMatchTheModel("dynamic-partitioned");
    }

    @Test
    void crossPartitionViewsMatchTheModel() {
        viewsMatchTheModel("cross-partition");
    }

    @Test
    void dedupSequenceFieldViewsMatchTheModel() {
        viewsMatchTheModel("dedup-sequence");
    }

    @Test
    void dedupIgnoreDeleteViewsMatchTheModel() {
        viewsMatchTheModel("dedup-ignore-delete");
    }

    @Test
    void dedupIgnoreUpdateBeforeViewsMatchTheModel() {
        viewsMatchTheModel("dedup-ignore-update-before");
    }

    @Test
    void doublePartitionedViewsMatchTheModel() {
        viewsMatchTheModel("dedup-double-partitioned"); // -0.0 and 0.0 are two partitions, each with its cache slot
    }

    @Test
    void dedupViewsMatchTheModel() {
        viewsMatchTheModel("dedup");
    }

    @Test
    void partialUpdateViewsMatchTheModel() {
        viewsMatchTheModel("partial-update");
    }

    @Test
    void aggregationViewsMatchTheModel() {
        viewsMatchTheModel("aggregation");
    }

    @Test
    void firstRowViewsMatchTheModel() {
        viewsMatchTheModel("first-row");
    }

    @Test
    void partialUpdateSequenceFieldViewsMatchTheModel() {
        viewsMatchTheModel("partial-update-sequence"); // files holding several versions of a key
    }

    @Test
    void aggregationSequenceFieldViewsMatchTheModel() {
        viewsMatchTheModel("aggregation-sequence");
    }

    @Test
    void partialUpdateIgnoreDeleteViewsMatchTheModel() {
        viewsMatchTheModel("partial-update-ignore-delete");
    }

    @Test
    void aggregationIgnoreDeleteViewsMatchTheModel() {
        viewsMatchTheModel("aggregation-ignore-delete");
    }

    /** Two gets in a row (other partitions, file and buffer versions): each right, and a copy taken between keeps the first. */
    @Test
    void aViewCopiedBeforeTheNextGetKeepsItsValues() {
        for (String shape : new String[] {"dedup-partitioned", "partial-update", "aggregation", "first-row", "dynamic-bucket",
                "dynamic-partitioned", "cross-partition", "dedup-sequence", "dedup-ignore-delete", "dedup-double-partitioned",
                "partial-update-sequence", "aggregation-sequence", "partial-update-ignore-delete"}) {
            Table t = table(shape);
            TableWriter w = t.newWriter("v");
            try {
                Map<Long, Object[]> model = writeHistory(w, shape);
                GetTables.KeyRow key = keyRow(shape);
                long[][] pairs = {{1, 2}, {2, 3}, {3, 41}, {41, 5}, {10, 11}, {11, 10}};
                for (int round = 0; round < 2; round++) {
                    for (long[] pair : pairs) {
                        key.k = pair[0];
                        InternalRow view = w.lookupView(key);
                        GenericRow first = view == null ? null : GenericRow.copyOf(view);
                        key.k = pair[1];
                        InternalRow second = w.lookupView(key);
                        assertRow(shape, model.get(pair[1]), second, pair[1], shape + " second get");
                        assertRow(shape, model.get(pair[0]), first, pair[0], shape + " copy of the first get");
                    }
                }
            } finally {
                w.close();
            }
        }
    }

    /**
     * Calling-thread bytes over warm gets of all keys ({@link GetTables.History#RICH}: file versions, several versions
     * of some keys in one file, retractions, buffer hits): nothing per get of any shape. Before round 37 partial-update
     * and aggregation copied the first version, boxed (~130 B a get), the merged deduplicate shapes allocated ~190 B a
     * get here, and a {@code -0.0} partition built its {@link Partition} per get. Before round 38 a key with several
     * versions in one file ({@code partial-update-sequence}, {@code aggregation-sequence}) went through
     * {@link RunProbe}s (~100 KB a get), and {@code ignore-delete} partial-update and aggregation copied a
     * multi-version key's first version, boxed.
     */
    @Test
    void aWarmGetAllocatesNothing() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        java.util.List<String> failures = new java.util.ArrayList<>();
        for (String shape : GetTables.SHAPES) {
            Table t = table(shape);
            TableWriter w = t.newWriter("v");
            try {
                writeHistory(w, shape);
                GetTables.KeyRow key = keyRow(shape);
                long sum = 0;
                for (int round = 0; round < 15; round++) { // warm: pages cached, the code compiled
                    for (long k = 0; k < KEYS; k++) {
                        key.k = k;
                        InternalRow r = w.lookupView(key);
                        sum += r == null ? 0 : r.getLong(2);
                    }
                }
                long thread = Thread.currentThread().getId();
                // the least of three measures: a one-off (a background compaction's new levels, then the bucket's new
                // lookup view) is not a get's allocation, which every measure would show
                long allocated = Long.MAX_VALUE;
                int gets = 5 * KEYS;
                for (int measure = 0; measure < 3 && allocated >= 4_096; measure++) {
                    long before = mx.getThreadAllocatedBytes(thread);
                    for (int round = 0; round < 5; round++) {
                        for (long k = 0; k < KEYS; k++) {
                            key.k = (k * 7_919L) % KEYS;
                            InternalRow r = w.lookupView(key);
                            sum += r == null ? 0 : r.getLong(2);
                        }
                    }
                    allocated = Math.min(allocated, mx.getThreadAllocatedBytes(thread) - before);
                }
                assertTrue(sum != 0);
                if (allocated >= 4_096) {
                    failures.add(shape + ": " + allocated + " B allocated over " + gets + " warm gets");
                }
            } finally {
                w.close();
            }
        }
        assertTrue(failures.isEmpty(), String.join("; ", failures));
    }

    /**
     * Gets after an overwrite (whose commit closes the dynamic-bucket and cross-partition indexes the gets kept) and
     * after a key moved to another partition: each get finds the key's current bucket, from the indexes loaded again.
     */
    @Test
    void getsFollowTheIndexesAcrossAnOverwriteAndAMove() {
        for (String shape : new String[] {"dynamic-bucket", "dynamic-partitioned", "cross-partition"}) {
            Table t = table(shape);
            try (TableWriter first = t.newWriter("v")) {
                for (long k = 0; k < 2_000; k++) {
                    first.write(GenericRow.of(k, (int) (k % PARTITIONS), k, null, null));
                }
                first.commit(1);
            }
            // keys 0..9 again, with new values; the partitions they are written to are overwritten (dynamic
            // partition overwrite; the unpartitioned table as a whole): their other keys are gone
            TableWriter w = t.newWriter("v").withOverwrite(Map.of());
            try {
                GenericRow key = GenericRow.of(5L, 5, null, null, null);
                for (long k = 0; k < 10; k++) {
                    w.write(GenericRow.of(k, (int) (k % PARTITIONS), k + 100, null, null));
                }
                for (long k = 0; k < 10; k++) { // the overwrite's indexes, kept by the gets until the commit
                    key.setField(0, k);
                    key.setField(1, (int) (k % PARTITIONS));
                    InternalRow r = w.lookupView(key);
                    assertNotNull(r, shape + " key " + k + " before the commit");
                    assertEquals(k + 100, r.getLong(2), shape + " key " + k + " before the commit");
                }
                w.commit(2);
                for (long k = 0; k < 2_000; k++) {
                    key.setField(0, k);
                    key.setField(1, (int) (k % PARTITIONS));
                    InternalRow r = w.lookupView(key);
                    String where = shape + " key " + k;
                    if (k < 10) {
                        assertNotNull(r, where);
                        assertEquals(k + 100, r.getLong(2), where);
                    } else if (shape.equals("dynamic-bucket") || k % PARTITIONS < 10) {
                        assertNull(r, where + " of an overwritten partition");
                    } else {
                        assertNotNull(r, where);
                        assertEquals(k, r.getLong(2), where);
                    }
                }
                if (shape.equals("cross-partition")) {
                    // key 17 moves from partition 17 to 18 (a -D in 17): the get finds it in 18, before and after commit
                    w.write(GenericRow.of(17L, 18, 1_700L, null, null));
                    key.setField(0, 17L);
                    key.setField(1, 18);
                    assertEquals(18, w.lookupView(key).getInt(1), shape);
                    assertEquals(1_700L, w.lookupView(key).getLong(2), shape);
                    w.commit(3);
                    assertEquals(1_700L, w.lookupView(key).getLong(2), shape);
                    assertEquals(18, w.lookup(key).getInt(1), shape);
                }
            } finally {
                w.close();
            }
        }
    }

    /**
     * Partition columns of the types {@code LookupPartitions} took over this round: FLOAT and DOUBLE ({@code -0.0} and
     * {@code 0.0} are two partitions, as in Paimon, whose partition is the value's bits: a key of both finds its own
     * row; NaN), DECIMAL (values whose unscaled digits are alike at other scales), TIME and TIMESTAMP of precisions 3
     * and 6 (values a sub-millisecond apart). Key rows of both kinds (a generic row and a binary one). Each table
     * holds every key in every partition value with a value of its own.
     */
    @Test
    void partitionColumnsOfEveryKeyTypeFindTheirPartition() {
        Object[][] cases = {
                {DataType.floatType(), new Object[] {0.0f, -0.0f, Float.NaN, 1.5f, -1.5f, Float.POSITIVE_INFINITY}},
                {DataType.doubleType(), new Object[] {0.0, -0.0, Double.NaN, 1.5, -1.5, Double.NEGATIVE_INFINITY}},
                {DataType.decimal(10, 2), new Object[] {new java.math.BigDecimal("0.15"), new java.math.BigDecimal("1.50"),
                        new java.math.BigDecimal("15.00"), new java.math.BigDecimal("-0.15"), new java.math.BigDecimal("0.00")}},
                {DataType.decimal(30, 2), new Object[] {new java.math.BigDecimal("0.15"), new java.math.BigDecimal("1.50"),
                        new java.math.BigDecimal("123456789012345678901234.50"), new java.math.BigDecimal("-0.15")}},
                {DataType.time(3), new Object[] {java.time.LocalTime.of(0, 0), java.time.LocalTime.of(0, 0, 0, 1_000_000),
                        java.time.LocalTime.of(12, 34, 56, 789_000_000)}},
                {DataType.timestamp(3), new Object[] {java.time.LocalDateTime.of(2020, 1, 1, 0, 0),
                        java.time.LocalDateTime.of(2020, 1, 1, 0, 0, 0, 1_000_000),
                        java.time.LocalDateTime.of(1969, 12, 31, 23, 59, 59, 999_000_000)}},
                {DataType.timestamp(6), new Object[] {java.time.LocalDateTime.of(2020, 1, 1, 0, 0),
                        java.time.LocalDateTime.of(2020, 1, 1, 0, 0, 0, 1_000),
                        java.time.LocalDateTime.of(2020, 1, 1, 0, 0, 0, 1_000_000)}},
        };
        int n = 0;
        for (Object[] c : cases) {
            DataType type = (DataType) c[0];
            Object[] values = (Object[]) c[1];
            for (String bucket : new String[] {"2", "-1"}) {
                Catalog catalog = TableTestSupport.catalog(dir);
                Schema schema = Schema.builder()
                        .column("k", DataType.bigint().notNull())
                        .column("p", type.notNull())
                        .column("v", DataType.bigint())
                        .primaryKey("k", "p").partitionKeys("p")
                        .options(Map.of("bucket", bucket)).build();
                Table t = TableTestSupport.create(catalog, "typed_" + n++, schema);
                dev.varve.row.RowSerializer serializer = new dev.varve.row.RowSerializer(t.rowType());
                dev.varve.row.BinaryRow binary = new dev.varve.row.BinaryRow(t.rowType());
                TableWriter w = t.newWriter("v");
                try {
                    for (int round = 0; round < 2; round++) { // committed, then in the write buffer
                        for (long k = 0; k < 50; k++) {
                            for (int i = 0; i < values.length; i++) {
                                w.write(GenericRow.of(k, values[i], 1_000 * round + 10 * k + i));
                            }
                        }
                        if (round == 0) {
                            w.commit(1);
                        }
                        for (int pass = 0; pass < 2; pass++) {
                            for (long k = -1; k < 50; k++) {
                                for (int i = 0; i < values.length; i++) {
                                    GenericRow key = GenericRow.of(k, values[i], null);
                                    String where = type + " bucket " + bucket + " round " + round + " key " + k
                                            + " in " + values[i];
                                    InternalRow[] rows = {w.lookupView(key), w.lookup(key),
                                            w.lookupView(binary.pointTo(serializer.buffer(), 0, serializer.serialize(key)))};
                                    for (InternalRow r : rows) {
                                        if (k < 0) {
                                            assertNull(r, where);
                                        } else {
                                            assertNotNull(r, where);
                                            assertEquals(1_000 * round + 10 * k + i, r.getLong(2), where);
                                        }
                                    }
                                }
                            }
                        }
                    }
                } finally {
                    w.close();
                }
            }
        }
    }

    /**
     * Warm gets of tables partitioned by a DECIMAL and a TIMESTAMP column, with binary key rows (read without boxing):
     * nothing allocated per get (before this round such a table built its {@link Partition} per get).
     */
    @Test
    void aWarmGetOfADecimalAndTimestampPartitionAllocatesNothing() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        for (String bucket : new String[] {"3", "-1"}) {
            Catalog catalog = TableTestSupport.catalog(dir);
            Schema schema = Schema.builder()
                    .column("k", DataType.bigint().notNull())
                    .column("d", DataType.decimal(10, 2).notNull())
                    .column("ts", DataType.timestamp(3).notNull())
                    .column("v", DataType.bigint())
                    .primaryKey("k", "d", "ts").partitionKeys("d", "ts")
                    .options(Map.of("bucket", bucket)).build();
            Table t = TableTestSupport.create(catalog, "typed_alloc_" + bucket.replace('-', 'm'), schema);
            dev.varve.row.RowSerializer serializer = new dev.varve.row.RowSerializer(t.rowType());
            int keys = 2_000;
            // the key rows serialized up front, one after another in one buffer
            org.agrona.ExpandableArrayBuffer rows = new org.agrona.ExpandableArrayBuffer();
            int[] offsets = new int[keys + 1];
            TableWriter w = t.newWriter("v");
            try {
                for (long k = 0; k < keys; k++) {
                    GenericRow row = GenericRow.of(k, java.math.BigDecimal.valueOf(k % 9, 2),
                            java.time.LocalDateTime.of(2020, 1, 1 + (int) (k % 5), 0, 0), k * 3);
                    w.write(row);
                    int len = serializer.serialize(row);
                    rows.putBytes(offsets[(int) k], serializer.buffer(), 0, len);
                    offsets[(int) k + 1] = offsets[(int) k] + len;
                }
                w.commit(1);
                dev.varve.row.BinaryRow key = new dev.varve.row.BinaryRow(t.rowType());
                long sum = 0;
                for (int round = 0; round < 40; round++) {
                    for (int k = 0; k < keys; k++) {
                        InternalRow r = w.lookupView(key.pointTo(rows, offsets[k], offsets[k + 1] - offsets[k]));
                        sum += r.getLong(3);
                    }
                }
                long thread = Thread.currentThread().getId();
                long before = mx.getThreadAllocatedBytes(thread);
                for (int round = 0; round < 10; round++) {
                    for (int k = 0; k < keys; k++) {
                        InternalRow r = w.lookupView(key.pointTo(rows, offsets[k], offsets[k + 1] - offsets[k]));
                        sum += r.getLong(3);
                    }
                }
                long allocated = mx.getThreadAllocatedBytes(thread) - before;
                assertTrue(sum != 0);
                assertTrue(allocated < 4_096, "bucket " + bucket + ": " + allocated + " B over " + 10 * keys + " warm gets");
            } finally {
                w.close();
            }
        }
    }

    /**
     * Warm gets of deduplicate tables with {@code sequence.field}, {@code ignore-delete} or
     * {@code ignore-update-before} (the merged path), each key in one file once or twice (GetAllocBench's history: every
     * key, then a larger v1 of every other key, two commits): the winner is handed out as it is, nothing allocated
     * (before, the merge function copied every version that took the lead: ~150 B a get).
     */
    @Test
    void aWarmMergedDeduplicateGetAllocatesNothing() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        for (String shape : MERGED_DEDUP_SHAPES) {
            Table t = table(shape);
            TableWriter w = t.newWriter("v");
            try {
                GetTables.write(w, shape, GetTables.History.TWO_COMMITS, KEYS, PARTITIONS);
                GetTables.KeyRow key = keyRow(shape);
                long sum = 0;
                for (int round = 0; round < 15; round++) {
                    for (long k = 0; k < KEYS; k++) {
                        key.k = k;
                        sum += w.lookupView(key).getLong(2);
                    }
                }
                long thread = Thread.currentThread().getId();
                long before = mx.getThreadAllocatedBytes(thread);
                for (int round = 0; round < 5; round++) {
                    for (long k = 0; k < KEYS; k++) {
                        key.k = (k * 7_919L) % KEYS;
                        InternalRow r = w.lookupView(key);
                        assertEquals(key.k % 2 == 0 ? key.k * 5 : key.k * 3, r.getLong(2), shape);
                        sum += r.getLong(2);
                    }
                }
                long allocated = mx.getThreadAllocatedBytes(thread) - before;
                assertTrue(sum != 0);
                assertTrue(allocated < 4_096, shape + ": " + allocated + " B over " + 5 * KEYS + " warm gets");
            } finally {
                w.close();
            }
        }
    }
}
