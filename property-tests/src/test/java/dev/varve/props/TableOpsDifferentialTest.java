package dev.varve.props;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Differential test of system tables and metadata-level table operations against Apache Paimon 1.4.2:
 * random {@link OpsCase} sequences (CREATE TABLE primary-key or append, partitioned or not; INSERT;
 * INSERT OVERWRITE of the table and of one partition; ALTER TABLE ADD COLUMN / SET / RESET;
 * {@code CALL sys.compact}) run through Varve's SQL session and through Paimon's Java API as Flink's
 * batch jobs drive it ({@link OpsPaimon}). After every statement the printed rows must be equal for:
 * <ul>
 *   <li>the table's merged rows ({@code SELECT *}; rows written before an ADD COLUMN read the new
 *       column as null) and {@code t$audit_log};</li>
 *   <li>{@code t$snapshots}: snapshot_id, schema_id, commit_identifier, commit_kind,
 *       total_record_count, delta_record_count, changelog_record_count, watermark, next_row_id;</li>
 *   <li>{@code t$schemas}: schema_id, fields, partition_keys, primary_keys, options, comment;</li>
 *   <li>{@code t$options}: key, value;</li>
 *   <li>{@code t$files}: partition, bucket, file_format, schema_id, level, record_count,
 *       min_sequence_number, max_sequence_number, deleteRowCount, file_source, first_row_id;</li>
 *   <li>{@code t$partitions}: partition, record_count, file_count, created_by, updated_by, options;</li>
 *   <li>{@code t$manifests}: num_added_files, num_deleted_files, schema_id, min/max_partition_stats,
 *       min/max_row_id (Paimon's manifest merge; file names and sizes are Varve's own);</li>
 *   <li>the column names, order, types and nullability of {@code t$snapshots}, {@code t$files},
 *       {@code t$partitions} and {@code t$manifests}.</li>
 * </ul>
 * Excluded because Paimon's values are not deterministic: commit_user (random per Flink job),
 * commit_time / update_time / creation_time (wall clock), manifest list and file names (UUIDs), and
 * file sizes (depend on compression and writer internals, not on the table model). Excluded as
 * documented differences: file_format (Varve writes its own run format, {@code .vrf}); the
 * min/max_sequence_number of unaware-bucket append tables (Paimon's writers restart at 0, Varve's
 * continue so that its append model keeps write order); and the generator keeps Paimon from
 * compacting inside a batch INSERT (a high {@code num-sorted-run.compaction-trigger}, no first-row
 * or lookup tables), because Paimon publishes that compaction as a second snapshot and Varve does
 * not (SEMANTICS §7). Bucketed append tables always get a {@code bucket-key}: Paimon refuses one
 * without, Varve defaults it to all columns (SEMANTICS §6).
 *
 * <p>Seeded and replayable: case {@code i} uses seed {@code base + i}; {@code -Dseed=S -Dops.cases=1}
 * replays one case, {@code -Dops.cases=N} runs more, {@code -Dops.length=L} sets the statements per case.
 * A failure prints the SQL script up to the diverging statement and the differing rows.
 */
class TableOpsDifferentialTest {
    static final long DEFAULT_SEED = 0x0b5_2026_1201L;

    static final Map<String, List<String>> SYSTEM_COLUMNS = new LinkedHashMap<>();

    static {
        SYSTEM_COLUMNS.put("snapshots", List.of("snapshot_id", "schema_id", "commit_identifier", "commit_kind",
                "total_record_count", "delta_record_count", "changelog_record_count", "watermark", "next_row_id"));
        SYSTEM_COLUMNS.put("schemas", List.of("schema_id", "fields", "partition_keys", "primary_keys", "options", "comment"));
        SYSTEM_COLUMNS.put("options", List.of("key", "value"));
        SYSTEM_COLUMNS.put("files", List.of("partition", "bucket", "schema_id", "level", "record_count",
                "min_sequence_number", "max_sequence_number", "deleteRowCount", "file_source", "first_row_id"));
        SYSTEM_COLUMNS.put("partitions", List.of("partition", "record_count", "file_count", "created_by", "updated_by",
                "options"));
        // file_name and file_size are Varve's own (JSON manifests): the rest is Paimon's manifest merge (sweep 37)
        SYSTEM_COLUMNS.put("manifests", List.of("num_added_files", "num_deleted_files", "schema_id", "min_partition_stats",
                "max_partition_stats", "min_row_id", "max_row_id"));
    }

    @TestFactory
    Stream<DynamicTest> systemTablesAgreeWithPaimon() {
        long base = Long.getLong("seed", DEFAULT_SEED);
        int cases = Integer.getInteger("ops.cases", 5);
        int length = Integer.getInteger("ops.length", 8);
        return LongStream.range(0, cases).mapToObj(i -> {
            long seed = base + i;
            OpsCase c = OpsCase.generate(seed, length);
            return DynamicTest.dynamicTest("seed=" + seed + (c.primaryKey ? " pk" : " append")
                    + (c.partitioned ? " partitioned" : "") + " " + c.options, () -> {
                String report = check(c);
                if (report != null) {
                    fail(report);
                }
            });
        });
    }

    /**
     * Varve's system tables have Paimon 1.4.2's columns: the same names, in the same order, with the
     * same types and nullability (DESCRIBE; values Varve lacks are null, cli SystemTables).
     */
    @org.junit.jupiter.api.Test
    void systemTableColumnsAgreeWithPaimon() throws Exception {
        OpsCase c = OpsCase.pinned();
        Path dir = TempDirs.create("ops-columns");
        try (OpsPaimon paimon = new OpsPaimon(dir.resolve("paimon")); OpsVarve varve = new OpsVarve(dir.resolve("varve"))) {
            paimon.create(c);
            varve.execute(c.createSql());
            for (String name : SYSTEM_SCHEMAS) {
                List<String> v = new ArrayList<>();
                for (String row : varve.query("DESCRIBE t$" + name)) {
                    // +I[name, type, nullable, key, extras, watermark]
                    String[] parts = row.substring(3, row.length() - 1).split(", ");
                    v.add(parts[0] + " " + parts[1] + " " + parts[2]);
                }
                assertEquals(paimon.systemSchema(name), v, "t$" + name);
            }
        } finally {
            TempDirs.deleteRecursively(dir);
        }
    }

    /** The system tables whose columns match Paimon's exactly ({@link #systemTableColumnsAgreeWithPaimon}). */
    static final List<String> SYSTEM_SCHEMAS = List.of("snapshots", "files", "partitions", "manifests");

    /** The scenario of cli's golden script {@code kernel-golden/system_tables.sql} agrees with Paimon. */
    @org.junit.jupiter.api.Test
    void goldenScenarioAgreesWithPaimon() throws Exception {
        String report = check(OpsCase.pinned());
        if (report != null) {
            fail(report);
        }
    }

    /** Runs the case on both systems; returns null when they agree, else a report of the first divergence. */
    static String check(OpsCase c) throws Exception {
        Path dir = TempDirs.create("ops");
        try (OpsPaimon paimon = new OpsPaimon(dir.resolve("paimon")); OpsVarve varve = new OpsVarve(dir.resolve("varve"))) {
            String p = outcome(() -> paimon.create(c));
            String v = outcome(() -> varve.execute(c.createSql()));
            if (p != null || v != null) {
                return p != null && v != null ? null : report(c, 0, "CREATE TABLE: Paimon " + describe(p) + ", Varve " + describe(v));
            }
            List<OpsCase.Column> columns = new ArrayList<>(c.initialColumns);
            for (int step = 0; step < c.ops.size(); step++) {
                OpsCase.Op op = c.ops.get(step);
                List<OpsCase.Column> next = new ArrayList<>(columns);
                if (op.kind == OpsCase.Kind.ADD_COLUMN) {
                    next.add(op.column);
                }
                final List<OpsCase.Column> cols = op.kind == OpsCase.Kind.ADD_COLUMN ? columns : next;
                p = outcome(() -> paimon.apply(op, cols));
                v = outcome(() -> varve.execute(OpsCase.sql(op, next)));
                if (p != null || v != null) {
                    if (p != null && v != null) {
                        return null; // both refused: the rest of the case is moot
                    }
                    return report(c, step + 1, "statement outcome: Paimon " + describe(p) + ", Varve " + describe(v));
                }
                columns = next;
                String diff = compare(paimon, varve, columns, !c.primaryKey && !c.options.containsKey("bucket"));
                if (diff != null) {
                    return report(c, step + 1, diff);
                }
            }
            return null;
        } finally {
            TempDirs.deleteRecursively(dir);
        }
    }

    private static String compare(OpsPaimon paimon, OpsVarve varve, List<OpsCase.Column> columns, boolean unawareAppend)
            throws Exception {
        StringBuilder sb = new StringBuilder();
        diff(sb, "SELECT * FROM t", paimon.rows(columns), varve.query("SELECT * FROM t"));
        diff(sb, "SELECT * FROM t$audit_log", paimon.auditLog(columns), varve.query("SELECT * FROM t$audit_log"));
        for (Map.Entry<String, List<String>> e : SYSTEM_COLUMNS.entrySet()) {
            List<String> cols = e.getValue();
            if (e.getKey().equals("files") && unawareAppend) {
                // Paimon's writers of unaware-bucket tables restore nothing and number rows from 0
                // again; Varve's continue the numbering (its append model keeps write order)
                cols = new ArrayList<>(cols);
                cols.removeAll(List.of("min_sequence_number", "max_sequence_number"));
            }
            String sql = "SELECT `" + String.join("`, `", cols) + "` FROM t$" + e.getKey();
            diff(sb, sql, paimon.system(e.getKey(), cols), varve.query(sql));
        }
        return sb.length() == 0 ? null : sb.toString();
    }

    private static void diff(StringBuilder sb, String what, List<String> paimon, List<String> varve) {
        List<String> p = new ArrayList<>(paimon);
        List<String> v = new ArrayList<>(varve);
        Collections.sort(p);
        Collections.sort(v);
        if (!p.equals(v)) {
            List<String> onlyP = new ArrayList<>(p);
            for (String s : v) {
                onlyP.remove(s);
            }
            List<String> onlyV = new ArrayList<>(v);
            for (String s : p) {
                onlyV.remove(s);
            }
            sb.append(what).append(":\n  Paimon only: ").append(onlyP).append("\n  Varve only:  ").append(onlyV).append('\n');
        }
    }

    @FunctionalInterface
    private interface Action {
        void run() throws Exception;
    }

    private static String outcome(Action a) {
        try {
            a.run();
            return null;
        } catch (Exception | AssertionError e) {
            Throwable t = e;
            while (t.getCause() != null && t.getCause() != t) {
                t = t.getCause();
            }
            return t.getClass().getSimpleName() + ": " + t.getMessage();
        }
    }

    private static String describe(String error) {
        return error == null ? "succeeded" : "failed (" + error + ")";
    }

    private static String report(OpsCase c, int steps, String diff) {
        return "seed=" + c.seed + ": Varve and Paimon 1.4.2 diverge after statement " + steps + "\n"
                + c.script(steps) + "--\n" + diff;
    }
}
