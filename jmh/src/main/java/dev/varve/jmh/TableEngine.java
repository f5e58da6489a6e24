package dev.varve.jmh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * One lake-table engine driven the way Flink's sink drives Paimon (BENCHMARKS.md §2): one writer
 * thread calls {@link #setRow} (builds the engine's row object from the data set arrays) and
 * {@link #write}; every checkpoint is {@link #prepareCommit} (flush, plus the compaction wait
 * the workload needs) then {@link #commit}. The same adapter reads the table back, streams its
 * changelog, reports its LSM state and answers point lookups, so a benchmark pair differs only
 * in the engine. Engines: {@code varve} (as shipped: commits fsync), {@code varve-nofsync}
 * ({@code commit.fsync=false}, like for like with Paimon), {@code paimon} (1.4.2, defaults).
 *
 * <p>Not thread-safe: one instance per benchmark thread and table.
 */
abstract class TableEngine implements AutoCloseable {
    static final String DATABASE = "bench";

    protected final Path warehouse;
    protected final Workload workload;
    protected final Dataset data;

    TableEngine(Path warehouse, Workload workload, Dataset data) {
        this.warehouse = warehouse;
        this.workload = workload;
        this.data = data;
    }

    /** Creates the workload's table in a fresh warehouse directory and opens a writer on it. */
    static TableEngine create(String engine, Path warehouse, Workload workload, Dataset data) {
        switch (engine) {
            case "varve":
                return new VarveEngine(warehouse, workload, data, true);
            case "varve-nofsync":
                return new VarveEngine(warehouse, workload, data, false);
            case "paimon":
                return new PaimonEngine(warehouse, workload, data);
            default:
                throw new IllegalArgumentException("unknown table engine '" + engine
                        + "' (expected varve, varve-nofsync or paimon)");
        }
    }

    /** The table's directory (everything the engine wrote for it is below). */
    abstract Path tableDir();

    /** Builds the row object of data set row {@code i} (outside the per-call write timer). */
    abstract void setRow(int i);

    /** Writes the row built by the last {@link #setRow}. */
    abstract void write();

    /** A new row object for data set row {@code i}, for {@link #writeRow} (pre-built rows). */
    abstract Object newRow(int i);

    /** Writes a row made by {@link #newRow}. */
    abstract void writeRow(Object row);

    /** Flushes buffered rows for checkpoint {@code id} and keeps the commit messages. */
    abstract void prepareCommit(long id);

    /** Publishes the messages of checkpoint {@code id} as one snapshot. */
    abstract void commit(long id);

    /** The latest snapshot id, or 0 for none. */
    abstract long latestSnapshotId();

    /** A full batch read of the latest snapshot; every row goes through {@code expected.check}. */
    abstract long readAndCheck(Expected expected);

    /** A streaming read of the changelog from snapshot 1 until caught up: counts {+I, -U, +U, -D}. */
    abstract long[] readChangelog();

    /** Live data files of the latest snapshot. */
    abstract LsmState state();

    /** Closes the writer (flushes nothing: everything was committed). */
    abstract void closeWriter();

    /** Prepares point lookups on the committed table. */
    abstract void openLookup();

    /** v1 of the row with key {@code k}, or {@link Long#MIN_VALUE} if there is none. */
    abstract long lookupV1(long k);

    /**
     * Commits empty checkpoints from {@code nextId} on until compaction is idle (no compaction result
     * pending and fewer sorted runs per bucket than the compaction trigger) or {@code timeoutMs}
     * passed. Returns the checkpoint id to use next.
     */
    abstract long waitCompactionIdle(long nextId, long timeoutMs);

    /** The writer's back-pressure waits so far, where the engine keeps them (Varve); read once per iteration. */
    void recordWaits(Figures f) {
    }

    @Override
    public abstract void close();

    /** Live files of one snapshot: count, bytes, files per level and sorted runs per bucket. */
    static final class LsmState {
        long files;
        long bytes;
        long rows;
        /** Level → live files. */
        final TreeMap<Integer, Integer> filesPerLevel = new TreeMap<>();
        /** Bucket → sorted runs (each level-0 file, plus each non-empty higher level). */
        final TreeMap<Integer, Integer> runsPerBucket = new TreeMap<>();
        private final TreeMap<Integer, TreeMap<Integer, Integer>> levelsOfBucket = new TreeMap<>();

        void add(int bucket, int level, long sizeBytes, long rowCount) {
            files++;
            bytes += sizeBytes;
            rows += rowCount;
            filesPerLevel.merge(level, 1, Integer::sum);
            levelsOfBucket.computeIfAbsent(bucket, b -> new TreeMap<>()).merge(level, 1, Integer::sum);
            TreeMap<Integer, Integer> levels = levelsOfBucket.get(bucket);
            int runs = levels.getOrDefault(0, 0) + (int) levels.keySet().stream().filter(l -> l > 0).count();
            runsPerBucket.put(bucket, runs);
        }

        int maxRunsPerBucket() {
            int max = 0;
            for (int r : runsPerBucket.values()) {
                max = Math.max(max, r);
            }
            return max;
        }

        String levels() {
            StringBuilder b = new StringBuilder();
            for (Map.Entry<Integer, Integer> e : filesPerLevel.entrySet()) {
                b.append(b.length() == 0 ? "" : " ").append('L').append(e.getKey()).append(':').append(e.getValue());
            }
            return b.toString();
        }
    }

    /** Total bytes of all files below {@code dir} (0 if it does not exist). */
    static long diskBytes(Path dir) {
        if (!Files.exists(dir)) {
            return 0;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    return 0; // deleted meanwhile (expiry, compaction)
                }
            }).sum();
        } catch (IOException | UncheckedIOException e) {
            return -1;
        }
    }

    /** Deletes a directory tree (best effort for files that disappear meanwhile). */
    static void deleteTree(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // a file of a still-running background thread; the next run uses a new directory
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // ignore: scratch space
        }
    }

    static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
