package dev.varve.props;

import dev.varve.props.FlowCase.Step;
import dev.varve.props.FlowCase.Step.Kind;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Seeded generators of {@link FlowCase}s, one per area of {@link TableFlowDifferentialTest}. The
 * same seed always gives the same case. Stateless; thread-safe.
 */
final class FlowCases {
    private static final String[] STRINGS = {"a", "b", "cc", null};

    private FlowCases() {
    }

    /** Row values: small key and partition domains so keys repeat; {@code v} unique per row. */
    private static final class Rows {
        private final SplittableRandom rnd;
        private final boolean partitioned;
        private final int keys;
        private long v = 100;

        Rows(SplittableRandom rnd, boolean partitioned, int keys) {
            this.rnd = rnd;
            this.partitioned = partitioned;
            this.keys = keys;
        }

        GenericRow row(RowKind kind) {
            int pt = partitioned ? 1 + rnd.nextInt(2) : 0;
            return GenericRow.ofKind(kind, pt, rnd.nextInt(keys), v++, STRINGS[rnd.nextInt(STRINGS.length)]);
        }

        /** Upserts and deletes of a primary-key table (deletes only sometimes). */
        List<GenericRow> pkBatch(int max, double deleteP) {
            List<GenericRow> out = new ArrayList<>();
            int n = 1 + rnd.nextInt(max);
            for (int i = 0; i < n; i++) {
                double x = rnd.nextDouble();
                out.add(row(x < deleteP ? RowKind.DELETE : x < deleteP + 0.2 ? RowKind.UPDATE_AFTER : RowKind.INSERT));
            }
            return out;
        }

        List<GenericRow> appendBatch(int max) {
            List<GenericRow> out = new ArrayList<>();
            int n = 1 + rnd.nextInt(max);
            for (int i = 0; i < n; i++) {
                out.add(row(RowKind.INSERT));
            }
            return out;
        }
    }

    /**
     * A streaming start position chosen at random among the modes, naming commits up to
     * {@code commits}. 'compacted-full' only if {@code compactedFull}: it starts at the latest
     * compaction, and when automatic compactions run is each implementation's choice (SEMANTICS §9),
     * so it is compared only where compactions are explicit or, with lookup, every commit's.
     */
    private static Map<String, String> randomStart(SplittableRandom rnd, int commits, boolean compactedFull) {
        Map<String, String> o = new LinkedHashMap<>();
        int choice = rnd.nextInt(commits > 0 ? 7 : 4);
        switch (choice) {
            case 0: break; // default: full for a fresh start
            case 1: o.put("scan.mode", "latest"); break;
            case 2: o.put("scan.mode", "latest-full"); break;
            case 3: o.put("scan.mode", "full"); break;
            case 4:
                o.put("scan.mode", "from-snapshot");
                o.put("scan.snapshot-id", "commit:" + (1 + rnd.nextInt(commits)));
                break;
            case 5:
                o.put("scan.mode", "from-snapshot-full");
                o.put("scan.snapshot-id", "commit-last:" + (1 + rnd.nextInt(commits)));
                break;
            default: o.put("scan.mode", compactedFull ? "compacted-full" : "latest-full"); break; // ('earliest' is Varve's own)
        }
        return o;
    }

    /**
     * Append tables: fixed buckets (queue: per bucket-key in write order) or unaware buckets, with
     * automatic and explicit compactions; streams from several start positions, batch read.
     */
    static FlowCase appendCase(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean fixed = rnd.nextInt(3) > 0;
        boolean partitioned = rnd.nextBoolean();
        Map<String, String> opts = new LinkedHashMap<>();
        opts.put("bucket", fixed ? String.valueOf(1 + rnd.nextInt(3)) : "-1");
        if (fixed) {
            // Paimon refuses a bucketed append table without a bucket key
            opts.put("bucket-key", rnd.nextBoolean() ? "k" : "k,s");
        }
        opts.put("compaction.min.file-num", String.valueOf(2 + rnd.nextInt(4)));
        Rows rows = new Rows(rnd, partitioned, 4);
        List<Step> steps = new ArrayList<>();
        steps.add(Step.stream(Kind.OPEN_STREAM, "s0", randomStart(rnd, 0, false)));
        int commits = 2 + rnd.nextInt(5);
        int openAt = 1 + rnd.nextInt(commits);
        for (int c = 1; c <= commits; c++) {
            steps.add(Step.commit(rows.appendBatch(6)));
            if (rnd.nextInt(4) == 0) {
                steps.add(Step.of(Kind.COMPACT));
            }
            if (c == openAt) {
                steps.add(Step.stream(Kind.READ_STREAM, "s0", null));
                steps.add(Step.stream(Kind.OPEN_STREAM, "s1", randomStart(rnd, c, false)));
                steps.add(Step.stream(Kind.READ_STREAM, "s1", null));
            }
        }
        steps.add(Step.stream(Kind.READ_STREAM, "s0", null));
        steps.add(Step.stream(Kind.READ_STREAM, "s1", null));
        steps.add(Step.of(Kind.BATCH_READ));
        return new FlowCase(seed, fixed ? "append-fixed" : "append-unaware", List.of(),
                partitioned ? List.of("pt") : List.of(), opts,
                fixed ? FlowCase.StreamOrder.PER_BUCKET_KEY : FlowCase.StreamOrder.UNORDERED, steps);
    }

    /**
     * Dynamic-bucket primary-key tables (primary key contains the partition) with a small
     * {@code dynamic-bucket.target-row-num}: upserts and deletes, compactions; merged rows, bucket
     * counts per partition, and the changelog streamed from the first commit.
     */
    static FlowCase dynamicBucketCase(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean partitioned = rnd.nextBoolean();
        Map<String, String> opts = new LinkedHashMap<>();
        opts.put("bucket", "-1");
        opts.put("dynamic-bucket.target-row-num", String.valueOf(1 + rnd.nextInt(4)));
        Rows rows = new Rows(rnd, partitioned, 10);
        List<Step> steps = new ArrayList<>();
        int commits = 2 + rnd.nextInt(5);
        for (int c = 1; c <= commits; c++) {
            steps.add(Step.commit(rows.pkBatch(7, 0.2)));
            if (rnd.nextInt(4) == 0) {
                steps.add(Step.of(Kind.COMPACT));
            }
        }
        steps.add(Step.of(Kind.BATCH_READ));
        steps.add(Step.of(Kind.BUCKETS));
        Map<String, String> from = Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "commit:1");
        steps.add(Step.stream(Kind.OPEN_STREAM, "s", from));
        steps.add(Step.stream(Kind.READ_STREAM, "s", null));
        return new FlowCase(seed, "dynamic-bucket", partitioned ? List.of("pt", "k") : List.of("k"),
                partitioned ? List.of("pt") : List.of(), opts, FlowCase.StreamOrder.PER_KEY, steps);
    }

    /**
     * Deduplicate tables with changelog producer none, input or lookup: streams opened at random
     * points with random start modes, a consumer that reads, checkpoints and is resumed by a new
     * scan (its progress wins over {@code scan.mode}), compactions in between.
     */
    static FlowCase streamCase(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean partitioned = rnd.nextBoolean();
        String producer = new String[] {"none", "input", "lookup"}[rnd.nextInt(3)];
        Map<String, String> opts = new LinkedHashMap<>();
        opts.put("bucket", String.valueOf(1 + rnd.nextInt(2)));
        opts.put("changelog-producer", producer);
        boolean compactedFull = producer.equals("lookup") || rnd.nextBoolean();
        if (!producer.equals("lookup") && compactedFull) {
            opts.put("num-sorted-run.compaction-trigger", "100"); // only explicit compactions
        }
        Rows rows = new Rows(rnd, partitioned, 5);
        List<Step> steps = new ArrayList<>();
        int commits = 3 + rnd.nextInt(5);
        int openA = rnd.nextInt(commits);
        int openB = rnd.nextInt(commits);
        for (int c = 0; c <= commits; c++) {
            if (c > 0) {
                steps.add(Step.commit(rows.pkBatch(6, 0.25)));
                if (rnd.nextInt(5) == 0) {
                    steps.add(Step.of(Kind.COMPACT));
                }
            }
            if (c == openA) {
                steps.add(Step.stream(Kind.OPEN_STREAM, "a", randomStart(rnd, c, compactedFull)));
                steps.add(Step.stream(Kind.READ_STREAM, "a", null));
            }
            if (c == openB) {
                Map<String, String> o = randomStart(rnd, c, compactedFull);
                o.put("consumer-id", "c1");
                steps.add(Step.stream(Kind.OPEN_STREAM, "b", o));
                steps.add(Step.stream(Kind.READ_STREAM, "b", null));
                steps.add(Step.stream(Kind.CHECKPOINT_STREAM, "b", null));
            }
        }
        steps.add(Step.stream(Kind.READ_STREAM, "a", null));
        Map<String, String> resume = new LinkedHashMap<>();
        resume.put("consumer-id", "c1");
        resume.put("scan.mode", "latest");
        if (rnd.nextInt(4) == 0) {
            resume.put("consumer.ignore-progress", "true");
        }
        steps.add(Step.stream(Kind.OPEN_STREAM, "b2", resume));
        steps.add(Step.stream(Kind.READ_STREAM, "b2", null));
        steps.add(Step.of(Kind.BATCH_READ));
        return new FlowCase(seed, "stream-" + producer, partitioned ? List.of("pt", "k") : List.of("k"),
                partitioned ? List.of("pt") : List.of(), opts, FlowCase.StreamOrder.PER_KEY, steps);
    }

    /**
     * Snapshot expiration without compaction snapshots (so snapshot ids are the same in both
     * systems): {@code snapshot.num-retained.min/max} applied after every commit, a consumer
     * holding an old snapshot, an explicit expire_snapshots with or without retain-max; retained
     * ids, latest rows, and time travel to every commit (rows or an error for expired ones).
     */
    static FlowCase expireCase(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean pk = rnd.nextBoolean();
        Map<String, String> opts = new LinkedHashMap<>();
        if (pk) {
            opts.put("bucket", "1");
            opts.put("num-sorted-run.compaction-trigger", "1000");
            opts.put("num-sorted-run.stop-trigger", "1000");
        } else {
            opts.put("bucket", "-1");
        }
        int min = 1 + rnd.nextInt(3);
        boolean setMin = rnd.nextInt(4) > 0;
        if (setMin) {
            opts.put("snapshot.num-retained.min", String.valueOf(min));
        }
        if (rnd.nextBoolean()) {
            // now and then below the minimum: both must refuse the table
            int max = rnd.nextInt(8) == 0 ? Math.max(1, (setMin ? min : 10) - 1) : (setMin ? min : 10) + rnd.nextInt(4);
            opts.put("snapshot.num-retained.max", String.valueOf(max));
            if (pk && rnd.nextBoolean()) {
                // changelog files outliving their snapshots (decoupled changelog lifecycle)
                opts.put("changelog-producer", "input");
                opts.put("changelog.num-retained.max", String.valueOf(max + 1 + rnd.nextInt(4)));
            }
        }
        Rows rows = new Rows(rnd, false, 4);
        List<Step> steps = new ArrayList<>();
        int commits = 3 + rnd.nextInt(7);
        int consumerAt = rnd.nextInt(3) == 0 ? -1 : rnd.nextInt(commits + 1);
        for (int c = 0; c <= commits; c++) {
            if (c > 0) {
                steps.add(Step.commit(pk ? rows.pkBatch(4, 0.2) : rows.appendBatch(4)));
                steps.add(Step.of(Kind.SNAPSHOTS));
            }
            if (c == consumerAt) {
                Map<String, String> o = new LinkedHashMap<>();
                o.put("consumer-id", "keep");
                o.put("scan.mode", c > 0 && rnd.nextBoolean() ? "latest" : "latest-full");
                steps.add(Step.stream(Kind.OPEN_STREAM, "c", o));
                steps.add(Step.stream(Kind.READ_STREAM, "c", null));
                steps.add(Step.stream(Kind.CHECKPOINT_STREAM, "c", null));
            }
        }
        if (rnd.nextInt(3) > 0) {
            steps.add(Step.numbered(Kind.EXPIRE, rnd.nextInt(3) == 0 ? null : 1 + rnd.nextInt(4)));
            steps.add(Step.of(Kind.SNAPSHOTS));
        }
        steps.add(Step.of(Kind.BATCH_READ));
        for (int c = 1; c <= commits; c++) {
            steps.add(Step.numbered(Kind.TIME_TRAVEL, c));
        }
        if (consumerAt >= 0) {
            steps.add(Step.stream(Kind.OPEN_STREAM, "c2", Map.of("consumer-id", "keep")));
            steps.add(Step.stream(Kind.READ_STREAM, "c2", null));
        }
        // streams from a snapshot that may have expired
        int from = 1 + rnd.nextInt(commits);
        Map<String, String> o = new LinkedHashMap<>();
        boolean full = rnd.nextBoolean();
        o.put("scan.mode", full ? "from-snapshot-full" : "from-snapshot");
        o.put("scan.snapshot-id", (full ? "commit-last:" : "commit:") + from);
        steps.add(Step.stream(Kind.OPEN_STREAM, "old", o));
        steps.add(Step.stream(Kind.READ_STREAM, "old", null));
        return new FlowCase(seed, pk ? "expire-pk" : "expire-append", pk ? List.of("k") : List.of(), List.of(), opts,
                pk ? FlowCase.StreamOrder.PER_KEY : FlowCase.StreamOrder.UNORDERED, steps);
    }

    /**
     * Cross-partition updates: a dynamic-bucket table partitioned by {@code pt} whose primary key
     * is {@code k} alone, so a key can move between partitions (deduplicate deletes it from the old
     * partition; partial-update and first-row keep it where it is). Merged rows and the changelog
     * streamed from the first commit, with the lookup, input and none producers.
     */
    static FlowCase crossPartitionCase(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        String engine = new String[] {"deduplicate", "deduplicate", "partial-update", "first-row"}[rnd.nextInt(4)];
        Map<String, String> opts = new LinkedHashMap<>();
        opts.put("bucket", "-1");
        opts.put("merge-engine", engine);
        opts.put("dynamic-bucket.target-row-num", String.valueOf(1 + rnd.nextInt(4)));
        // With 'none'/'input' the streamed changelog is the written records: a moved key's -D in the
        // old partition carries the incoming row's values (partition columns: the old partition's),
        // and an incoming -D of a key living elsewhere is also written to the new partition, as
        // Paimon's global index assigner does (TableWriterImpl#writeCrossPartition).
        String producer = new String[] {"lookup", "input", "none"}[rnd.nextInt(3)];
        if (!producer.equals("none")) {
            opts.put("changelog-producer", producer);
        }
        Rows rows = new Rows(rnd, true, 6);
        List<Step> steps = new ArrayList<>();
        int commits = 2 + rnd.nextInt(5);
        for (int c = 1; c <= commits; c++) {
            List<GenericRow> batch = rows.pkBatch(6, engine.equals("deduplicate") ? 0.15 : 0);
            if (!engine.equals("deduplicate")) {
                batch.replaceAll(r -> { r.setRowKind(RowKind.INSERT); return r; });
            }
            steps.add(Step.commit(batch));
            if (rnd.nextInt(4) == 0) {
                steps.add(Step.of(Kind.COMPACT));
            }
        }
        // no BUCKETS step: Paimon's global index never forgets deleted keys and gives a bucket to a
        // -D of an unknown key, so its bucket counts depend on delete patterns Varve handles apart
        steps.add(Step.of(Kind.BATCH_READ));
        Map<String, String> from = Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "commit:1");
        steps.add(Step.stream(Kind.OPEN_STREAM, "s", from));
        steps.add(Step.stream(Kind.READ_STREAM, "s", null));
        return new FlowCase(seed, "cross-partition-" + engine + "-" + opts.getOrDefault("changelog-producer", "none"),
                List.of("k"), List.of("pt"), opts, FlowCase.StreamOrder.PER_KEY, steps);
    }
}
