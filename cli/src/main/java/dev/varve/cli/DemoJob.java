package dev.varve.cli;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.ValueFormatter;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The main job (`varve demo`): the two-stage exactly-once aggregation of SEMANTICS §10 on
 * generated events. Stage 1 writes events into a deduplicate detail table keyed by
 * (user_id, event_id) with the lookup changelog producer; upstream retries re-send events
 * (identical, or corrected). Stage 2 streams the detail table's changelog (a consumer) into a
 * sum-aggregation table keyed by user_id. At the end the sums are checked against an exact
 * recomputation from the generator, and the totals are exported to Parquet.
 */
public final class DemoJob {
    private static final String DB = "demo";
    private static final int COMMIT_ROWS = 100_000;

    private DemoJob() {
    }

    /** Runs the demo; returns the process exit code (0 when every total verified). */
    public static int run(String warehouse, long events, long seed, PrintStream out, PrintStream err) throws Exception {
        long users = Math.max(10, events / 40);
        Path exportDir = Path.of(warehouse).toAbsolutePath().resolve("demo-export");
        try (Catalog catalog = Catalog.open(warehouse)) {
            catalog.dropDatabase(DB, true, true);
            catalog.createDatabase(DB, false);
            Identifier detailId = Identifier.of(DB, "events");
            Identifier totalsId = Identifier.of(DB, "user_totals");
            catalog.createTable(detailId, Schema.builder()
                    .column("user_id", DataType.bigint().notNull())
                    .column("event_id", DataType.bigint().notNull())
                    .column("amount", DataType.decimal(12, 2))
                    .column("note", DataType.string())
                    .primaryKey("user_id", "event_id")
                    .option("bucket", "4")
                    .option("changelog-producer", "lookup")
                    .build(), false);
            catalog.createTable(totalsId, Schema.builder()
                    .column("user_id", DataType.bigint().notNull())
                    .column("total", DataType.decimal(20, 2))
                    .column("events", DataType.bigint())
                    .primaryKey("user_id")
                    .option("bucket", "2")
                    .option("merge-engine", "aggregation")
                    .option("fields.total.aggregate-function", "sum")
                    .option("fields.events.aggregate-function", "sum")
                    .build(), false);
            Table detail = catalog.getTable(detailId);
            Table totals = catalog.getTable(totalsId);
            Table changelog = detail.copy(Map.of("consumer-id", "demo-aggregator", "scan.mode", "earliest"));

            err.printf("varve demo: %,d events over %,d users, upstream retries and corrections, commits of %,d rows%n",
                    events, users, COMMIT_ROWS);
            SplittableRandom rnd = new SplittableRandom(seed);
            Map<Long, long[]> truth = new HashMap<>(); // (user<<32|event) -> {user, cents}
            long nextEvent = 0;
            long retries = 0;
            long corrections = 0;
            long upstreamRows = 0;
            long changelogRows = 0;
            List<Long> stage1Commit = new ArrayList<>();
            List<Long> stage2Commit = new ArrayList<>();
            long start = System.nanoTime();
            TableWriter detailWriter = detail.newWriter("demo-detail");
            TableWriter totalsWriter = totals.newWriter("demo-totals");
            StreamScan scan = changelog.newStreamScan();
            long checkpoint = 0;
            try (ProgressBar bar = new ProgressBarBuilder().setTaskName("events").setInitialMax(events)
                    .setStyle(ProgressBarStyle.ASCII).setConsumer(new me.tongfei.progressbar.ConsoleProgressBarConsumer(err))
                    .setUpdateIntervalMillis(250).build()) {
                long written = 0;
                while (written < events) {
                    long batch = Math.min(COMMIT_ROWS, events - written);
                    for (long i = 0; i < batch; i++) {
                        long user;
                        long event;
                        long cents;
                        double p = rnd.nextDouble();
                        if (p < 0.05 && nextEvent > 0) {
                            // identical retry of a recent event
                            event = Math.max(0, nextEvent - 1 - rnd.nextLong(Math.min(nextEvent, 50_000)));
                            long[] t = truth.get(event);
                            user = t[0];
                            cents = t[1];
                            retries++;
                        } else if (p < 0.07 && nextEvent > 0) {
                            // corrected retry: same event, new amount
                            event = Math.max(0, nextEvent - 1 - rnd.nextLong(Math.min(nextEvent, 50_000)));
                            user = truth.get(event)[0];
                            cents = rnd.nextLong(100_000);
                            corrections++;
                        } else {
                            event = nextEvent++;
                            user = rnd.nextLong(users);
                            cents = rnd.nextLong(100_000);
                        }
                        truth.put(event, new long[] {user, cents});
                        detailWriter.write(GenericRow.of(user, event, java.math.BigDecimal.valueOf(cents, 2), "e" + event));
                    }
                    upstreamRows += batch;
                    checkpoint++;
                    long t0 = System.nanoTime();
                    detailWriter.commit(checkpoint);
                    stage1Commit.add(System.nanoTime() - t0);
                    // stage 2: this checkpoint's changelog into the aggregation table
                    long t1 = System.nanoTime();
                    List<InternalRow> changes;
                    while ((changes = scan.poll()) != null) {
                        for (InternalRow r : changes) {
                            GenericRow agg = GenericRow.ofKind(r.getRowKind(), r.getField(0), r.getField(2), 1L);
                            totalsWriter.write(agg);
                            changelogRows++;
                        }
                    }
                    totalsWriter.commit(checkpoint);
                    scan.notifyCheckpointComplete();
                    stage2Commit.add(System.nanoTime() - t1);
                    written += batch;
                    bar.stepTo(written);
                }
            }
            detailWriter.close();
            totalsWriter.close();
            scan.close();
            double seconds = (System.nanoTime() - start) / 1e9;

            // verification against an exact recomputation
            Map<Long, long[]> expected = new HashMap<>();
            for (long[] t : truth.values()) {
                long[] acc = expected.computeIfAbsent(t[0], u -> new long[2]);
                acc[0] += t[1];
                acc[1] += 1;
            }
            long checked = 0;
            long wrong = 0;
            List<String> samples = new ArrayList<>();
            try (RecordReader r = totals.newBatchScan().read()) {
                while (r.hasNext()) {
                    InternalRow row = r.next();
                    long user = row.getLong(0);
                    long cents = ((java.math.BigDecimal) row.getField(1)).movePointRight(2).longValueExact();
                    long count = row.getLong(2);
                    long[] want = expected.remove(user);
                    if (want == null || want[0] != cents || want[1] != count) {
                        wrong++;
                        if (wrong <= 5) {
                            err.printf("MISMATCH user %d: got total %d cents / %d events, expected %s%n", user, cents, count,
                                    want == null ? "no row" : want[0] + " cents / " + want[1] + " events");
                        }
                    }
                    if (samples.size() < 5) {
                        samples.add(ValueFormatter.formatRow(row, totals.rowType()));
                    }
                    checked++;
                }
            }
            wrong += expected.size();
            err.printf("%nstage 1 (dedupe + lookup changelog): %,d upstream rows (%,d identical retries, %,d corrections), "
                    + "%,d distinct events%n", upstreamRows, retries, corrections, truth.size());
            err.printf("stage 2 (sum aggregation): %,d changelog rows consumed exactly once%n", changelogRows);
            err.printf("throughput: %,.0f upstream rows/s end to end (%.1f s, both stages, fsynced commits)%n",
                    upstreamRows / seconds, seconds);
            err.printf("commit latency stage 1: %s%n", percentiles(stage1Commit));
            err.printf("commit latency stage 2: %s%n", percentiles(stage2Commit));
            err.println("sample rows of demo.user_totals:");
            for (String s : samples) {
                out.println(s);
            }
            Files.createDirectories(exportDir);
            Path parquet = exportDir.resolve("user_totals.parquet");
            Files.deleteIfExists(parquet);
            try (RecordReader r = totals.newBatchScan().read()) {
                dev.varve.format.parquet.ParquetExport.write(parquet, totals.rowType(), new Iterator<InternalRow>() {
                    @Override
                    public boolean hasNext() {
                        return r.hasNext();
                    }

                    @Override
                    public InternalRow next() {
                        return r.next();
                    }
                }, dev.varve.format.parquet.ParquetExportOptions.defaults());
            }
            err.printf("exported to %s — try: duckdb -c \"SELECT count(*), sum(total) FROM '%s'\"%n", parquet, parquet);
            if (wrong == 0) {
                err.printf("VERIFIED: all %,d user totals equal the exact recomputation%n", checked);
                return 0;
            }
            err.printf("FAILED: %,d user totals differ from the exact recomputation%n", wrong);
            return 1;
        }
    }

    private static String percentiles(List<Long> nanos) {
        if (nanos.isEmpty()) {
            return "n/a";
        }
        long[] a = nanos.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(a);
        return String.format("p50 %.1f ms, p90 %.1f ms, max %.1f ms (%d commits)", a[a.length / 2] / 1e6,
                a[(int) Math.min(a.length - 1, Math.round(a.length * 0.9))] / 1e6, a[a.length - 1] / 1e6, a.length);
    }
}
