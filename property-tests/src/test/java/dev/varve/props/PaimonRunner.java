package dev.varve.props;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a {@link DiffCase} through the {@link PaimonOracle} and returns the outcome: the merged rows
 * (and, when asked, the streamed changelog) or the error Paimon raised. Invalid batches are skipped.
 */
final class PaimonRunner {
    private PaimonRunner() {
    }

    /**
     * The options under which Paimon gives the reference result of a case: without compaction
     * ({@code write-only}), so every read merges all records of a key in sequence order at once,
     * except where Paimon needs compaction to be correct (first-row reads skip level 0; changelog
     * producers compact).
     */
    static Map<String, String> referenceOptions(DiffCase c) {
        if (c.engine.equals("first-row") || c.options.containsKey("changelog-producer")) {
            return Map.of();
        }
        return Map.of("write-only", "true");
    }

    /**
     * The options of the reference for a schedule that compacts explicitly ({@link VarveRunner.Schedule#compactions}):
     * as {@link #referenceOptions} but Paimon must be able to compact, so instead of {@code write-only} its writers never
     * pick a compaction themselves (the run triggers out of reach; Varve's background compactions between the explicit
     * ones do not change a result).
     */
    static Map<String, String> compactingReferenceOptions(DiffCase c) {
        Map<String, String> opts = referenceOptions(c);
        if (!"true".equals(opts.get("write-only"))) {
            return opts;
        }
        return Map.of("num-sorted-run.compaction-trigger", "1000", "num-sorted-run.stop-trigger", "1000");
    }

    /** Paimon's outcome for one case: merged rows, optional changelog, or the failure. */
    static final class Outcome {
        final List<String> merged;
        /** Per primary key (printed), its changes in order; null unless asked for. */
        final Map<String, List<String>> changelog;
        final String error;

        Outcome(List<String> merged, Map<String, List<String>> changelog, String error) {
            this.merged = merged;
            this.changelog = changelog;
            this.error = error;
        }

        boolean failed() {
            return error != null;
        }

        @Override
        public String toString() {
            return error != null ? "ERROR " + error : merged.toString();
        }
    }

    /**
     * Runs {@code c} in a fresh oracle under {@code dir} with {@code extraOptions} added to the
     * table's options (a compaction schedule that must not change the result).
     */
    static Outcome run(DiffCase c, Path dir, Map<String, String> extraOptions, boolean withChangelog) {
        return run(c, dir, extraOptions, withChangelog, null);
    }

    /**
     * {@link #run(DiffCase, Path, Map, boolean)}, with a full compaction of every bucket ({@code CALL sys.compact})
     * after the commit of each batch {@code compactAfter} marks (null: none).
     */
    static Outcome run(DiffCase c, Path dir, Map<String, String> extraOptions, boolean withChangelog,
                       boolean[] compactAfter) {
        Map<String, String> opts = new LinkedHashMap<>(c.options);
        opts.putAll(extraOptions);
        try (PaimonOracle oracle = new PaimonOracle(dir)) {
            PaimonOracle.OracleTable t;
            try {
                t = oracle.createTable("t", c.rowType, c.primaryKeys, c.partitionKeys, opts);
            } catch (PaimonOracle.OracleException e) {
                return new Outcome(null, null, "create: " + rootMessage(e));
            }
            try {
                for (int i = 0; i < c.batches.size(); i++) {
                    DiffCase.Batch b = c.batches.get(i);
                    if (b.invalidReason == null) {
                        t.commitBatch(b.rows);
                        if (compactAfter != null && compactAfter[i]) {
                            t.compactAll();
                        }
                    }
                }
                List<String> merged = t.readMerged();
                Map<String, List<String>> changelog = withChangelog
                        ? Changelogs.byKey(t.streamChangelogRows(), c.rowType, c.keyPositions()) : null;
                return new Outcome(merged, changelog, null);
            } catch (RuntimeException e) {
                return new Outcome(null, null, rootMessage(e));
            }
        }
    }

    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = t.getClass().getSimpleName() + ": " + t.getMessage();
        return m.length() > 300 ? m.substring(0, 300) + "..." : m;
    }
}
