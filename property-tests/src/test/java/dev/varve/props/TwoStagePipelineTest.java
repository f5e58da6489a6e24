package dev.varve.props;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.ConsumerInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SEMANTICS §10 (seed 002, scheme A) end to end: a {@code deduplicate} detail table keyed by
 * (user_id, event_id) with {@code changelog-producer = lookup} is read as a stream by consumer
 * {@code agg}, and every change is written, row kind kept, into an {@code aggregation} table keyed
 * by user_id with {@code sum} columns. Upstream sends new events, identical retries, corrected
 * retries and deletes over many commits; after every round the sums must equal a recomputation
 * from the detail model. The consumer is restarted now and then and must continue from its
 * recorded progress without losing or repeating a change.
 */
class TwoStagePipelineTest {
    private static final Identifier DETAIL = Identifier.of("dw", "events");
    private static final Identifier TOTALS = Identifier.of("dw", "totals");

    @ParameterizedTest(name = "seed={0} row-deduplicate={1} bucket={2}")
    @CsvSource({"1001, false, 2", "1002, true, 1", "1003, false, -1"})
    void sumsStayExactUnderUpstreamRetries(long seedDefault, boolean rowDeduplicate, int bucket) {
        long seed = Long.getLong("pipeline.seed", seedDefault);
        int rounds = Integer.getInteger("pipeline.rounds", 40);
        SplittableRandom rnd = new SplittableRandom(seed);
        Path dir = TempDirs.create("pipeline");
        try (Catalog catalog = Catalog.open(dir.toString())) {
            catalog.createDatabase("dw", true);
            Schema.Builder detail = Schema.builder()
                    .column("user_id", DataType.bigint().notNull())
                    .column("event_id", DataType.bigint().notNull())
                    .column("amount", DataType.bigint())
                    .primaryKey("user_id", "event_id")
                    .option("changelog-producer", "lookup")
                    .option("bucket", String.valueOf(bucket));
            if (rowDeduplicate) {
                detail.option("changelog-producer.row-deduplicate", "true");
            }
            catalog.createTable(DETAIL, detail.build(), false);
            catalog.createTable(TOTALS, Schema.builder()
                    .column("user_id", DataType.bigint().notNull())
                    .column("total", DataType.bigint())
                    .column("events", DataType.bigint())
                    .primaryKey("user_id")
                    .option("merge-engine", "aggregation")
                    .option("fields.total.aggregate-function", "sum")
                    .option("fields.events.aggregate-function", "sum")
                    .option("bucket", "2")
                    .build(), false);
            Table events = catalog.getTable(DETAIL);
            Table totals = catalog.getTable(TOTALS);
            Map<String, String> streamOptions = Map.of("consumer-id", "agg", "scan.mode", "from-snapshot",
                    "scan.snapshot-id", "1");

            TreeMap<List<Long>, Long> model = new TreeMap<>((a, b) -> a.get(0).equals(b.get(0))
                    ? Long.compare(a.get(1), b.get(1)) : Long.compare(a.get(0), b.get(0)));
            TableWriter upstream = events.newWriter("upstream");
            TableWriter downstream = totals.newWriter("aggregator");
            StreamScan scan = null;
            long nextEvent = 0;
            int restarts = 0;
            int identicalRetries = 0;
            int corrections = 0;
            for (int round = 1; round <= rounds; round++) {
                // upstream: new events, identical retries, corrected retries, deletes
                int n = 1 + rnd.nextInt(8);
                for (int i = 0; i < n; i++) {
                    int what = rnd.nextInt(10);
                    if (what < 4 || model.isEmpty()) {
                        long user = rnd.nextInt(5);
                        long amount = rnd.nextInt(1, 100);
                        List<Long> key = List.of(user, nextEvent++);
                        model.put(key, amount);
                        upstream.write(GenericRow.of(key.get(0), key.get(1), amount));
                    } else {
                        List<List<Long>> keys = new ArrayList<>(model.keySet());
                        List<Long> key = keys.get(rnd.nextInt(keys.size()));
                        if (what < 7) {
                            identicalRetries++;
                            upstream.write(GenericRow.of(key.get(0), key.get(1), model.get(key)));
                        } else if (what < 9) {
                            corrections++;
                            long amount = rnd.nextInt(1, 100);
                            model.put(key, amount);
                            upstream.write(GenericRow.of(key.get(0), key.get(1), amount));
                        } else {
                            upstream.write(GenericRow.ofKind(RowKind.DELETE, key.get(0), key.get(1), model.remove(key)));
                        }
                    }
                }
                upstream.commit(round);

                // downstream: consume every change since the last checkpoint, write it with its row kind
                if (scan == null || rnd.nextInt(8) == 0) {
                    if (scan != null) {
                        scan.close();
                        restarts++;
                    }
                    scan = events.copy(streamOptions).newStreamScan();
                }
                List<InternalRow> changes;
                while ((changes = scan.poll()) != null) {
                    for (InternalRow c : changes) {
                        RowKind kind = c.getRowKind();
                        downstream.write(GenericRow.ofKind(kind, c.getField(0), c.getField(2), 1L));
                    }
                }
                downstream.commit(round);
                scan.notifyCheckpointComplete();

                assertEquals(recompute(model), read(totals), "round " + round + " (seed " + seed + ")");
            }
            scan.close();
            upstream.close();
            downstream.close();
            assertTrue(identicalRetries > 0 && corrections > 0, "the workload must retry and correct");
            assertTrue(restarts > 0 || rounds < 10, "the consumer should have been restarted at least once");
            List<ConsumerInfo> consumers = events.consumers();
            assertFalse(consumers.isEmpty(), "consumer 'agg' must be recorded");
            assertEquals("agg", consumers.get(0).consumerId);
        } finally {
            TempDirs.deleteRecursively(dir);
        }
    }

    /** Per user: {@code +I[user, sum of live amounts, number of live events]}, sorted like the read. */
    private static List<String> recompute(TreeMap<List<Long>, Long> model) {
        TreeMap<Long, long[]> perUser = new TreeMap<>();
        model.forEach((k, amount) -> {
            long[] acc = perUser.computeIfAbsent(k.get(0), u -> new long[2]);
            acc[0] += amount;
            acc[1]++;
        });
        List<String> out = new ArrayList<>();
        perUser.forEach((u, acc) -> out.add("+I[" + u + ", " + acc[0] + ", " + acc[1] + "]"));
        return out;
    }

    /** The totals, dropping users whose every event was deleted (sum 0 over 0 events). */
    private static List<String> read(Table totals) {
        List<String> out = new ArrayList<>();
        try (RecordReader r = totals.newBatchScan().read()) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                if (Long.valueOf(0).equals(row.getField(2)) && Long.valueOf(0).equals(row.getField(1))) {
                    continue;
                }
                out.add(row.getRowKind().shortString() + "[" + row.getField(0) + ", " + row.getField(1) + ", "
                        + row.getField(2) + "]");
            }
        }
        out.sort((a, b) -> Long.compare(userOf(a), userOf(b)));
        return out;
    }

    private static long userOf(String printed) {
        return Long.parseLong(printed.substring(3, printed.indexOf(',')));
    }
}
