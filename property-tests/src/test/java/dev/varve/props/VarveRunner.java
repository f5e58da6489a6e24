package dev.varve.props;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Schema;
import dev.varve.kernel.SnapshotInfo;
import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.ValueFormatter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Runs a {@link DiffCase} through Varve's public API under a flush/compaction {@link Schedule} and
 * returns the merged rows (and optionally the streamed changelog). Invalid batches are written and
 * must be rejected at write time with {@link VarveException.InvalidRecord}, leaving no trace.
 */
final class VarveRunner {
    private VarveRunner() {
    }

    /**
     * How writes are flushed and compacted; none of it may change a result (SEMANTICS §3) but the explicit compactions,
     * which store Paimon's merged rows and are compared with Paimon compacting at the same points. Immutable.
     */
    static final class Schedule {
        final String name;
        final Map<String, String> options;
        /** Explicit {@code table.compact(all)} after every commit. */
        final boolean compactAfterEveryCommit;
        /** Probability of an explicit compaction after a commit (seeded). */
        final double compactProbability;
        /** A new writer for every commit (restores sequence numbers and indexes from the table). */
        final boolean newWriterPerCommit;

        Schedule(String name, Map<String, String> options, boolean compactAfterEveryCommit, double compactProbability,
                 boolean newWriterPerCommit) {
            this.name = name;
            this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
            this.compactAfterEveryCommit = compactAfterEveryCommit;
            this.compactProbability = compactProbability;
            this.newWriterPerCommit = newWriterPerCommit;
        }

        /** Whether this schedule compacts explicitly ({@code table.compact}) after some commits. */
        boolean compactsExplicitly() {
            return compactAfterEveryCommit || compactProbability > 0;
        }

        /**
         * For each of {@code c}'s batches, whether an explicit compaction follows its commit under this schedule (never
         * after an invalid batch, which is not committed). Seeded by the case and the schedule, so {@link VarveRunner}
         * and the Paimon reference ({@link PaimonRunner#run(DiffCase, java.nio.file.Path, Map, boolean, boolean[])})
         * compact at the same points: an explicit compaction stores Paimon's merged rows (kernel COMPACTION.md "The
         * explicit compaction stores Paimon's merged rows"), so it is compared with Paimon's own at the same points.
         */
        boolean[] compactions(DiffCase c) {
            boolean[] out = new boolean[c.batches.size()];
            SplittableRandom rnd = new SplittableRandom(c.seed * 31 + name.hashCode());
            for (int i = 0; i < out.length; i++) {
                if (c.batches.get(i).invalidReason != null) {
                    continue;
                }
                out[i] = compactAfterEveryCommit || (compactProbability > 0 && rnd.nextDouble() < compactProbability);
            }
            return out;
        }

        @Override
        public String toString() {
            return name + options + (compactAfterEveryCommit ? " +compact-every-commit" : "")
                    + (compactProbability > 0 ? " +compact-p" + compactProbability : "")
                    + (newWriterPerCommit ? " +writer-per-commit" : "");
        }
    }

    /** The five schedules every merge case runs under. */
    static List<Schedule> schedules(DiffCase c) {
        boolean dynamic = !c.options.containsKey("bucket") || c.options.get("bucket").equals("-1");
        List<Schedule> out = new ArrayList<>();
        out.add(new Schedule("default", Map.of(), false, 0, false));
        out.add(new Schedule("eager", Map.of("num-sorted-run.compaction-trigger", "2", "target-file-size", "1 kb",
                "compaction.max-size-amplification-percent", "0", "write-buffer-size", "1 mb"), false, 0, false));
        out.add(new Schedule("never-auto", Map.of("num-sorted-run.compaction-trigger", "1000",
                "num-sorted-run.stop-trigger", "1000"), false, 0, false));
        out.add(new Schedule("compact-every-commit", Map.of("target-file-size", "2 kb"), true, 0, false));
        Map<String, String> restart = new LinkedHashMap<>();
        restart.put("num-sorted-run.compaction-trigger", "3");
        restart.put("target-file-size", "1 kb");
        if (dynamic) {
            restart.put("dynamic-bucket.target-row-num", "2");
            restart.put("dynamic-bucket.initial-buckets", "2");
        }
        out.add(new Schedule("restart-random-compact", restart, false, 0.4, true));
        return out;
    }

    /** Varve's outcome: merged rows, optional changelog, failure, and invalid-batch violations. */
    static final class Outcome {
        final List<String> merged;
        final Map<String, List<String>> changelog;
        final String error;
        final List<String> violations;

        Outcome(List<String> merged, Map<String, List<String>> changelog, String error, List<String> violations) {
            this.merged = merged;
            this.changelog = changelog;
            this.error = error;
            this.violations = violations;
        }

        boolean failed() {
            return error != null;
        }

        @Override
        public String toString() {
            return (error != null ? "ERROR " + error : String.valueOf(merged))
                    + (violations.isEmpty() ? "" : " violations=" + violations);
        }
    }

    /** Creates table {@code name} in {@code catalog} and runs {@code c} in it under schedule {@code s}. */
    static Outcome run(DiffCase c, Catalog catalog, String name, Schedule s, boolean withChangelog) {
        Identifier id = Identifier.of("diff", name);
        catalog.createDatabase("diff", true);
        Map<String, String> opts = new LinkedHashMap<>(c.options);
        opts.putAll(s.options);
        Schema.Builder b = Schema.builder();
        for (int i = 0; i < c.rowType.size(); i++) {
            b.column(c.rowType.field(i).name(), c.rowType.type(i));
        }
        b.primaryKey(c.primaryKeys).partitionKeys(c.partitionKeys).options(opts);
        try {
            catalog.createTable(id, b.build(), false);
        } catch (VarveException e) {
            return new Outcome(null, null, "create: " + PaimonRunner.rootMessage(e), List.of());
        }
        Table table = catalog.getTable(id);
        List<String> violations = new ArrayList<>();
        boolean[] compactAfter = s.compactions(c);
        TableWriter writer = null;
        long identifier = 1;
        int batchNo = 0;
        try {
            for (DiffCase.Batch batch : c.batches) {
                batchNo++;
                if (writer == null) {
                    writer = table.newWriter("varve");
                }
                if (batch.invalidReason != null) {
                    long before = latestId(table);
                    boolean rejected = false;
                    try {
                        for (GenericRow r : batch.rows) {
                            writer.write(r);
                        }
                    } catch (VarveException.InvalidRecord e) {
                        rejected = true;
                    }
                    writer.abort();
                    writer = null;
                    if (!rejected) {
                        violations.add("batch " + batchNo + " accepted, expected rejection: " + batch.invalidReason);
                    }
                    if (latestId(table) != before) {
                        violations.add("batch " + batchNo + " rejected but a snapshot was published");
                    }
                    continue;
                }
                for (GenericRow r : batch.rows) {
                    writer.write(r);
                }
                writer.commit(identifier++);
                if (s.newWriterPerCommit) {
                    writer.close();
                    writer = null;
                }
                if (compactAfter[batchNo - 1]) {
                    table.compact(Map.of());
                }
            }
            if (writer != null) {
                writer.close();
                writer = null;
            }
            List<String> merged = readMerged(table);
            Map<String, List<String>> changelog = withChangelog ? streamChangelog(c, table) : null;
            return new Outcome(merged, changelog, null, violations);
        } catch (RuntimeException e) {
            if (writer != null) {
                try {
                    writer.abort();
                } catch (RuntimeException ignored) {
                    // the failure being reported is the interesting one
                }
            }
            return new Outcome(null, null, "batch " + batchNo + ": " + PaimonRunner.rootMessage(e), violations);
        }
    }

    private static long latestId(Table t) {
        SnapshotInfo s = t.latestSnapshot();
        return s == null ? 0 : s.snapshotId;
    }

    /** The merged rows of the latest snapshot, printed with the row kind the batch read gives. */
    static List<String> readMerged(Table table) {
        List<String> out = new ArrayList<>();
        try (RecordReader r = table.newBatchScan().read()) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                out.add(ValueFormatter.formatRow(row, table.rowType()));
            }
        }
        Collections.sort(out);
        return out;
    }

    /** A streaming read from snapshot 1 until caught up, grouped per key. */
    static Map<String, List<String>> streamChangelog(DiffCase c, Table table) {
        Table t = table.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"));
        List<List<GenericRow>> batches = new ArrayList<>();
        try (StreamScan scan = t.newStreamScan()) {
            for (int guard = 0; guard < 10_000; guard++) {
                List<InternalRow> rows = scan.poll();
                if (rows == null) {
                    return Changelogs.byKey(batches, c.rowType, c.keyPositions());
                }
                List<GenericRow> b = new ArrayList<>();
                for (InternalRow r : rows) {
                    b.add(GenericRow.copyOf(r));
                }
                batches.add(b);
            }
        }
        throw new IllegalStateException("Varve streaming read did not catch up");
    }
}
