package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Seeded stress test of the write path's races (W1-style upserts through one long-lived writer,
 * SweepRep style): a 4-bucket deduplicate table with a tiny write buffer (memtables seal, spill and
 * merge in the middle of checkpoints), tiny target files, background flushes and compactions, many
 * checkpoints of random size over skewed keys, committed either with {@code prepareCommit} plus a
 * separate {@link TableCommit} (as the benchmarks do) or with {@code TableWriter#commit}. After every
 * commit the merged batch read of the latest snapshot and point lookups (the writer's own, and a
 * fresh writer's now and then) must match a model holding the last value written per key; at the
 * end compaction is driven until idle and everything is checked again.
 *
 * <p>Replay one seed with {@code -Dseed=N}; {@code -Drace.seeds=N} runs N random seeds and
 * {@code -Drace.long=true} scales each run up (more rows and checkpoints).
 */
class WriteRaceStressTest {
    @TestFactory
    Stream<DynamicTest> writeRace() {
        String fixed = System.getProperty("seed");
        int n = Integer.getInteger("race.seeds", 2);
        List<Long> seeds = new ArrayList<>();
        if (fixed != null) {
            seeds.add(Long.parseLong(fixed));
        } else {
            SplittableRandom r = new SplittableRandom();
            for (int i = 0; i < n; i++) {
                seeds.add(r.nextLong());
            }
        }
        boolean big = Boolean.getBoolean("race.long");
        return seeds.stream().map(seed -> DynamicTest.dynamicTest("seed=" + seed, () -> run(seed, big)));
    }

    /** Tiny checkpoints racing a big compaction (see {@link #runTinyBurst}). */
    @TestFactory
    Stream<DynamicTest> tinyCheckpointsRacingCompaction() {
        String fixed = System.getProperty("seed");
        long seed = fixed != null ? Long.parseLong(fixed) : new SplittableRandom().nextLong();
        boolean big = Boolean.getBoolean("race.long");
        return Stream.of(DynamicTest.dynamicTest("seed=" + seed, () -> runTinyBurst(seed, big ? 400_000 : 30_000,
                big ? 120 : 30)));
    }

    /** The benchmark sweep's rep, scaled down (a tenth of its rows, same checkpoint and key density). */
    @TestFactory
    Stream<DynamicTest> sweepLike() {
        String fixed = System.getProperty("seed");
        long seed = fixed != null ? Long.parseLong(fixed) : new SplittableRandom().nextLong();
        boolean big = Boolean.getBoolean("race.long");
        return Stream.of(DynamicTest.dynamicTest("seed=" + seed, () -> runSweepLike(seed, big ? 300_000 : 30_000,
                big ? 10_000 : 1_000, big ? 1_000_000 : 100_000)));
    }

    private static String v3(long v1) {
        // 40..200 bytes, derived from v1 so a read checks it too
        int len = 40 + Math.floorMod(v1 * 0x9E3779B97F4A7C15L >>> 7, 161);
        StringBuilder sb = new StringBuilder(len);
        sb.append(v1).append(':');
        while (sb.length() < len) {
            sb.append((char) ('a' + (sb.length() * 7 + v1) % 26));
        }
        return sb.toString();
    }

    static void run(long seed, boolean big) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        Path dir = Files.createTempDirectory("varve-race");
        int keySpace = 1_000 + rnd.nextInt(big ? 40_000 : 8_000);
        int hot = Math.max(10, keySpace / (5 + rnd.nextInt(50)));
        int hotPercent = rnd.nextInt(80);
        int checkpoints = big ? 80 + rnd.nextInt(60) : 25 + rnd.nextInt(15);
        int maxRows = big ? 20_000 : 6_000;
        boolean separateCommit = rnd.nextInt(3) != 0;
        String targetFileSize = rnd.nextBoolean() ? "128 mb" : (4 + rnd.nextInt(60)) + " kb";
        String trigger = Integer.toString(rnd.nextInt(4) == 0 ? 2 + rnd.nextInt(6) : 5);
        String pageSize = rnd.nextBoolean() ? "4 kb" : "64 kb";
        String where = "seed=" + seed + " (keys " + keySpace + ", hot " + hot + "/" + hotPercent + "%, target "
                + targetFileSize + ", trigger " + trigger + ", page " + pageSize + ", separate commit "
                + separateCommit + ")";
        long[] model = new long[keySpace];
        Arrays.fill(model, -1);
        // now and then a compaction applies its result late, while checkpoints go on (test hook)
        int maxDelayMillis = rnd.nextBoolean() ? 1 + rnd.nextInt(40) : 0;
        if (maxDelayMillis > 0) {
            KeyValueBucketWriter.beforeCompactionApplyForTest = () -> {
                if (java.util.concurrent.ThreadLocalRandom.current().nextInt(3) == 0) {
                    sleep(java.util.concurrent.ThreadLocalRandom.current().nextInt(maxDelayMillis));
                }
            };
        }
        where += ", compaction delays up to " + maxDelayMillis + " ms";
        try (Catalog c = Catalog.open(dir.toString())) {
            Identifier id = Identifier.of("default", "w1");
            c.createDatabase("default", true);
            c.createTable(id, TableTestSupport.schema("k BIGINT NOT NULL", "v1 BIGINT", "v2 DOUBLE", "v3 STRING")
                    .primaryKey("k")
                    .option("bucket", "4")
                    .option("merge-engine", "deduplicate")
                    .option("write-buffer-size", "1 mb")
                    .option("page-size", pageSize)
                    .option("write-buffer-spillable", "true")
                    .option("target-file-size", targetFileSize)
                    .option("num-sorted-run.compaction-trigger", trigger)
                    .option("compaction.size-ratio", "1")
                    .option("commit.fsync", "false")
                    .build(), false);
            Table table = c.getTable(id);
            TableWriter writer = table.newWriter("race");
            TableCommit committer = table.newCommit("race");
            GenericRow row = new GenericRow(4);
            long v1 = 0;
            long checkpoint = 0;
            try {
                for (int cp = 0; cp < checkpoints; cp++) {
                    // tiny checkpoints pile up level-0 runs while a big compaction is still running
                    int rows = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(maxRows) : 1 + rnd.nextInt(30);
                    for (int i = 0; i < rows; i++) {
                        int k = rnd.nextInt(100) < hotPercent ? rnd.nextInt(hot) : rnd.nextInt(keySpace);
                        v1++;
                        row.setField(0, (long) k);
                        row.setField(1, v1);
                        row.setField(2, (double) v1 / 3);
                        row.setField(3, v3(v1));
                        writer.write(row);
                        model[k] = v1;
                        if (rnd.nextInt(5000) == 0) {
                            checkLookups(writer, model, rnd, 20, where + " mid-checkpoint " + cp + ", own writer");
                        }
                    }
                    commit(writer, committer, separateCommit, checkpoint++);
                    checkRead(table, model, where + " after checkpoint " + cp);
                    checkLookups(writer, model, rnd, 100, where + " after checkpoint " + cp + ", own writer");
                    if (rnd.nextInt(8) == 0) {
                        try (TableWriter fresh = table.newWriter("race-lookup")) {
                            checkLookups(fresh, model, rnd, 300, where + " after checkpoint " + cp + ", fresh writer");
                        }
                    }
                }
                // drive compaction until it has nothing left to commit for a while
                int quiet = 0;
                for (int i = 0; i < 400 && quiet < 5; i++) {
                    List<CommitMessage> m = writer.prepareCommit(checkpoint);
                    if (m.isEmpty()) {
                        quiet++;
                        sleep(20);
                    } else {
                        quiet = 0;
                        committer.commit(checkpoint++, m);
                        checkRead(table, model, where + " compacting after the writes, checkpoint " + checkpoint);
                    }
                }
                checkRead(table, model, where + " at the end");
                try (TableWriter fresh = table.newWriter("race-lookup")) {
                    checkLookups(fresh, model, rnd, 2000, where + " at the end, fresh writer");
                }
            } finally {
                writer.close();
                committer.close();
            }
        } finally {
            KeyValueBucketWriter.beforeCompactionApplyForTest = null;
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * The benchmark sweep's W1 rep (SweepRep): default write buffer, uniform keys over
     * {@code keySpace}, a checkpoint every {@code commitRows} rows through a separate
     * {@link TableCommit}, no reads until the end; then the last write snapshot and, after
     * compaction went idle, the latest one are read and checked, and point lookups of a fresh
     * writer are checked. On a failure every retained snapshot is checked to name the first bad one.
     */
    static void runSweepLike(long seed, int rows, int commitRows, int keySpace) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        Path dir = Files.createTempDirectory("varve-race-sweep");
        long[] model = new long[keySpace];
        Arrays.fill(model, -1);
        List<long[]> modelAt = new ArrayList<>();
        List<Long> snapshotAt = new ArrayList<>();
        String where = "sweep-like seed=" + seed + " rows " + rows + " every " + commitRows;
        try (Catalog c = Catalog.open(dir.toString())) {
            Identifier id = Identifier.of("default", "w1");
            c.createDatabase("default", true);
            c.createTable(id, TableTestSupport.schema("k BIGINT NOT NULL", "v1 BIGINT", "v2 DOUBLE", "v3 STRING")
                    .primaryKey("k")
                    .option("bucket", "4")
                    .option("merge-engine", "deduplicate")
                    .option("changelog-producer", "none")
                    .option("num-sorted-run.compaction-trigger", "5")
                    .option("compaction.size-ratio", "1")
                    .option("commit.fsync", "false")
                    .build(), false);
            Table table = c.getTable(id);
            TableWriter writer = table.newWriter("sweep");
            TableCommit committer = table.newCommit("sweep");
            GenericRow row = new GenericRow(4);
            long checkpoint = 0;
            try {
                for (int i = 0; i < rows; i++) {
                    int k = rnd.nextInt(keySpace);
                    long v1 = i + 1;
                    row.setField(0, (long) k);
                    row.setField(1, v1);
                    row.setField(2, (double) v1 / 3);
                    row.setField(3, v3(v1));
                    writer.write(row);
                    model[k] = v1;
                    if ((i + 1) % commitRows == 0 || i == rows - 1) {
                        long cp = checkpoint++;
                        committer.commit(cp, writer.prepareCommit(cp));
                        modelAt.add(model.clone());
                        snapshotAt.add(table.latestSnapshot().snapshotId);
                    }
                }
                String failure = null;
                try {
                    checkRead(table, model, where + " at the last write checkpoint");
                } catch (AssertionError e) {
                    failure = e.getMessage();
                }
                int quiet = 0;
                for (int i = 0; i < 400 && quiet < 5; i++) {
                    List<CommitMessage> m = writer.prepareCommit(checkpoint);
                    if (m.isEmpty()) {
                        quiet++;
                        sleep(20);
                    } else {
                        quiet = 0;
                        committer.commit(checkpoint++, m);
                    }
                }
                if (failure == null) {
                    try {
                        checkRead(table, model, where + " after compaction went idle");
                        try (TableWriter fresh = table.newWriter("sweep-lookup")) {
                            checkLookups(fresh, model, rnd, 2000, where + " at the end, fresh writer");
                        }
                    } catch (AssertionError e) {
                        failure = e.getMessage();
                    }
                }
                if (failure != null) {
                    StringBuilder sb = new StringBuilder(failure);
                    for (int i = 0; i < snapshotAt.size(); i++) {
                        try {
                            checkRead(table, snapshotAt.get(i), modelAt.get(i), "checkpoint " + i + " (snapshot "
                                    + snapshotAt.get(i) + ")");
                        } catch (AssertionError e) {
                            sb.append("\nfirst bad: ").append(e.getMessage());
                            break;
                        } catch (RuntimeException e) {
                            sb.append("\ncheckpoint ").append(i).append(": ").append(e);
                        }
                    }
                    fail(sb.toString());
                }
            } finally {
                writer.close();
                committer.close();
            }
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * A big compaction and a burst of tiny checkpoints: a bucket holds a large base, then many
     * checkpoints of a few rows each add level-0 runs much faster than the compaction thread
     * merges, so checkpoints reach the stop trigger and wait for the running compaction while
     * its output is not yet committed. Checked after every commit.
     */
    static void runTinyBurst(long seed, int baseRows, int burst) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        Path dir = Files.createTempDirectory("varve-race-burst");
        int keySpace = baseRows;
        long[] model = new long[keySpace];
        Arrays.fill(model, -1);
        String where = "tiny burst seed=" + seed;
        try (Catalog c = Catalog.open(dir.toString())) {
            Identifier id = Identifier.of("default", "w1");
            c.createDatabase("default", true);
            c.createTable(id, TableTestSupport.schema("k BIGINT NOT NULL", "v1 BIGINT", "v2 DOUBLE", "v3 STRING")
                    .primaryKey("k")
                    .option("bucket", "4")
                    .option("num-sorted-run.compaction-trigger", "5")
                    .option("compaction.size-ratio", "1")
                    .option("commit.fsync", "false")
                    .build(), false);
            Table table = c.getTable(id);
            TableWriter writer = table.newWriter("burst");
            TableCommit committer = table.newCommit("burst");
            GenericRow row = new GenericRow(4);
            long v1 = 0;
            long checkpoint = 0;
            try {
                for (int round = 0; round < 3; round++) {
                    for (int i = 0; i < baseRows; i++) {
                        int k = rnd.nextInt(keySpace);
                        v1++;
                        row.setField(0, (long) k);
                        row.setField(1, v1);
                        row.setField(2, (double) v1 / 3);
                        row.setField(3, v3(v1));
                        writer.write(row);
                        model[k] = v1;
                        if (i % (baseRows / 4) == baseRows / 4 - 1) {
                            long cp = checkpoint++;
                            committer.commit(cp, writer.prepareCommit(cp));
                        }
                    }
                    for (int b = 0; b < burst; b++) {
                        int n = 1 + rnd.nextInt(20);
                        for (int i = 0; i < n; i++) {
                            int k = rnd.nextInt(100) < 50 ? rnd.nextInt(1000) : rnd.nextInt(keySpace);
                            v1++;
                            row.setField(0, (long) k);
                            row.setField(1, v1);
                            row.setField(2, (double) v1 / 3);
                            row.setField(3, v3(v1));
                            writer.write(row);
                            model[k] = v1;
                        }
                        long cp = checkpoint++;
                        committer.commit(cp, writer.prepareCommit(cp));
                        if (b % 4 == 3) {
                            checkRead(table, model, where + " round " + round + " burst checkpoint " + b);
                        }
                    }
                }
                int quiet = 0;
                for (int i = 0; i < 400 && quiet < 5; i++) {
                    List<CommitMessage> m = writer.prepareCommit(checkpoint);
                    if (m.isEmpty()) {
                        quiet++;
                        sleep(20);
                    } else {
                        quiet = 0;
                        committer.commit(checkpoint++, m);
                    }
                }
                checkRead(table, model, where + " after compaction went idle");
                try (TableWriter fresh = table.newWriter("burst-lookup")) {
                    checkLookups(fresh, model, rnd, 3000, where + " at the end, fresh writer");
                }
            } finally {
                writer.close();
                committer.close();
            }
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static void commit(TableWriter writer, TableCommit committer, boolean separate, long id) {
        if (separate) {
            committer.commit(id, writer.prepareCommit(id));
        } else {
            writer.commit(id);
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void checkRead(Table table, long[] model, String where) {
        checkRead(table, null, model, where);
    }

    private static void checkRead(Table table, Long snapshotId, long[] model, String where) {
        long[] seen = new long[model.length];
        Arrays.fill(seen, -1);
        List<String> errors = new ArrayList<>();
        try (RecordReader r = (snapshotId == null ? table.newBatchScan() : table.newBatchScan().withSnapshot(snapshotId))
                .read()) {
            while (r.hasNext()) {
                InternalRow x = r.next();
                int k = (int) x.getLong(0);
                long v = x.getLong(1);
                if (seen[k] != -1) {
                    errors.add("key " + k + " read twice");
                }
                seen[k] = v;
                if (!v3(v).equals(x.getString(3)) || x.getDouble(2) != (double) v / 3) {
                    errors.add("key " + k + ": row of v1=" + v + " has wrong other columns");
                }
            }
        }
        for (int k = 0; k < model.length; k++) {
            if (seen[k] != model[k]) {
                errors.add("key " + k + ": read " + (seen[k] < 0 ? "nothing" : "v1=" + seen[k]) + ", expected "
                        + (model[k] < 0 ? "nothing" : "v1=" + model[k]));
            }
        }
        if (!errors.isEmpty()) {
            fail(where + ": merged read has " + errors.size() + " wrong keys, first "
                    + errors.subList(0, Math.min(10, errors.size())));
        }
    }

    private static void checkLookups(TableWriter w, long[] model, SplittableRandom rnd, int n, String where) {
        GenericRow key = new GenericRow(4);
        List<String> errors = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int k = rnd.nextInt(model.length);
            key.setField(0, (long) k);
            InternalRow r = w.lookup(key);
            long got = r == null ? -1 : r.getLong(1);
            if (got != model[k]) {
                errors.add("key " + k + ": got " + (got < 0 ? "nothing" : "v1=" + got) + ", expected "
                        + (model[k] < 0 ? "nothing" : "v1=" + model[k]));
            }
        }
        if (!errors.isEmpty()) {
            fail(where + ": " + errors.size() + " of " + n + " lookups wrong, first "
                    + errors.subList(0, Math.min(10, errors.size())));
        }
    }
}
