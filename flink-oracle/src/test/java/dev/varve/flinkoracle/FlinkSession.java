package dev.varve.flinkoracle;

import org.apache.flink.api.common.JobStatus;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.ResultKind;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableResult;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.table.types.DataType;
import org.apache.flink.types.Row;
import org.apache.flink.types.RowKind;
import org.apache.flink.util.CloseableIterator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs the statements of one golden script in Flink 2.0 with a Paimon catalog on a fresh warehouse, as a Flink SQL
 * user would type them, and collects what {@code varve sql} would print on stdout (rows in Varve's format, see
 * {@link VarveFormat}; print-sink lines as Flink prints them). The session starts in batch mode (as {@code varve sql}
 * does) in catalog {@code varve}, database {@code default}. Translations of Varve-only syntax are listed in
 * {@code flink-oracle/README.md}.
 */
final class FlinkSession {
    /** No change for this long (rows, printed lines, warehouse files) means a streaming job has caught up. */
    static final long QUIET_MS = Long.getLong("flinkOracle.quietMs", 3000);
    private static final boolean DEBUG = Boolean.getBoolean("flinkOracle.debug");
    private static final long MAX_STREAM_MS = 60_000;
    private static final long JOB_TIMEOUT_S = 180;

    private static final Pattern RELATIVE_WAREHOUSE = Pattern.compile("(?i)('warehouse'\\s*=\\s*')([A-Za-z0-9_][A-Za-z0-9_./-]*)'");
    private static final Pattern SET = Pattern.compile("(?is)SET\\s+'([^']*)'\\s*=\\s*'([^']*)'");
    private static final Pattern INSERT_VALUES = Pattern.compile(
            "(?is)INSERT\\s+INTO\\s+([\\w.`$]+)\\s*(\\([^)]*\\))?\\s*VALUES\\s*(.*)");
    private static final Pattern KIND = Pattern.compile("([+-][IUD])\\s*\\(");

    private final URI rest;
    private final Path warehouse;
    private final PrintCapture capture;
    private boolean streaming;
    private StreamTableEnvironment tEnv;
    /** Statements re-run in a new TableEnvironment when the runtime mode changes (as Flink's SQL gateway does). */
    private final List<String> replay = new ArrayList<>();
    private final Map<String, String> sets = new LinkedHashMap<>();
    private int viewCounter;

    final StringBuilder out = new StringBuilder();
    final List<String> notes = new ArrayList<>();
    /** Statements Flink/Paimon refused as written and ran reworded (see {@link #execute}). */
    final List<String> adjustments = new ArrayList<>();
    String error;
    int failedStatement = -1;

    FlinkSession(URI rest, Path warehouse, PrintCapture capture) {
        this.rest = rest;
        this.warehouse = warehouse;
        this.capture = capture;
        replay.add("CREATE CATALOG varve WITH ('type' = 'paimon', 'warehouse' = '" + warehouse.toUri() + "')");
        replay.add("USE CATALOG varve");
        newEnvironment(false);
    }

    private void newEnvironment(boolean streamingMode) {
        this.streaming = streamingMode;
        Map<String, String> conf = new HashMap<>();
        conf.put("execution.target", "remote");
        conf.put("rest.address", rest.getHost());
        conf.put("rest.port", String.valueOf(rest.getPort()));
        conf.put("execution.runtime-mode", streamingMode ? "streaming" : "batch");
        conf.put("parallelism.default", "1");
        conf.put("restart-strategy.type", "none");
        if (streamingMode) {
            conf.put("execution.checkpointing.interval", "200ms");
        }
        StreamExecutionEnvironment env = new StreamExecutionEnvironment(Configuration.fromMap(conf));
        EnvironmentSettings settings = streamingMode ? EnvironmentSettings.inStreamingMode()
                : EnvironmentSettings.inBatchMode();
        tEnv = StreamTableEnvironment.create(env, settings);
        // Paimon's procedures (CALL sys.compact, ...) build their own environment with
        // StreamExecutionEnvironment.getExecutionEnvironment(config): make that one submit to the cluster too (else it
        // starts a local MiniCluster on the same REST port)
        RemoteContext.install(conf);
        // Paimon's streaming source looks for new snapshots every 10 s by default; the catch-up detection wants less
        tEnv.getConfig().set("paimon.*.*.*.continuous.discovery-interval", "100ms");
        // Paimon's sink refuses Flink's upsert materializer ("Please set ... to 'NONE'"); a Paimon user sets this
        tEnv.getConfig().set("table.exec.sink.upsert-materialize", "NONE");
        for (Map.Entry<String, String> e : sets.entrySet()) {
            tEnv.getConfig().set(e.getKey(), e.getValue());
        }
        for (String s : replay) {
            tEnv.executeSql(s);
        }
    }

    /**
     * A {@code CREATE CATALOG} whose {@code 'warehouse'} is a relative path (varve sql resolves it against its working
     * directory, which {@code fuzz/varve_outs.sh} makes a fresh one per script) gets a directory next to this
     * script's fresh warehouse, so that each run starts from an empty catalog.
     */
    private String relativeWarehouse(String stmt) {
        Matcher m = RELATIVE_WAREHOUSE.matcher(stmt);
        if (!stmt.strip().toUpperCase(Locale.ROOT).startsWith("CREATE CATALOG") || !m.find()) {
            return stmt;
        }
        Path dir = warehouse.resolveSibling(warehouse.getFileName() + "-catalog-" + m.group(2));
        return stmt.substring(0, m.start(2)) + dir.toUri() + stmt.substring(m.end(2));
    }

    /** Runs the script; stops at the first failing statement (its message in {@link #error}). */
    void run(List<String> statements) {
        for (int i = 0; i < statements.size(); i++) {
            String stmt = statements.get(i);
            try {
                execute(stmt);
            } catch (Throwable t) {
                error = "statement " + (i + 1) + " [" + oneLine(stmt) + "]: " + messages(t);
                failedStatement = i + 1;
                drainCapture();
                return;
            }
            drainCapture();
        }
    }

    /**
     * Runs a statement; when Flink or Paimon refuses it for a reason a Flink user would work around by rewording it
     * (a bare {@code NULL} in {@code VALUES}; a {@code consumer-id} without {@code consumer.expiration-time}), the
     * reworded statement is run and the refusal kept in {@link #adjustments} (each is a difference from Varve).
     */
    private void execute(String stmt) throws Exception {
        try {
            executeOnce(stmt);
        } catch (Exception e) {
            String msg = messages(e);
            if (msg.contains("Illegal use of 'NULL'")) {
                String typed = castNulls(stmt, false, false);
                if (typed != null && !typed.equals(stmt)) {
                    try {
                        executeOnce(typed);
                        adjustments.add("Flink refuses a bare NULL in VALUES (\"Illegal use of 'NULL'\"); ran with "
                                + "CAST(NULL AS <column type>): " + oneLine(stmt));
                        return;
                    } catch (Exception again) {
                        if (!messages(again).contains("Incompatible types for sink column")) {
                            throw again;
                        }
                    }
                    // typing only the NULL widened the column's VALUES type past Flink's implicit casts (DECIMAL and
                    // FLOAT unify to DOUBLE, refused for a FLOAT column): cast every value of that column. Flink
                    // then plans the VALUES as a union, so the order of the statement's rows is not kept
                    adjustments.add("Flink refuses a bare NULL in VALUES (\"Illegal use of 'NULL'\"), and the NULL "
                            + "typed alone widens the column past an implicit cast; ran with every value of the "
                            + "column cast (row order within the statement not guaranteed): " + oneLine(stmt));
                    executeOnce(castNulls(stmt, false, true));
                    return;
                }
            } else if (msg.contains("Incompatible types of expression and result type")) {
                String typed = castNulls(stmt, true, false);
                if (typed != null && !typed.equals(stmt)) {
                    adjustments.add("Flink 2.0 fails code generation for a DOUBLE column whose VALUES mix decimal "
                            + "and E-notation literals (\"Incompatible types of expression and result type\"); "
                            + "ran with the decimal literals written as 1.0E0: " + oneLine(stmt));
                    executeOnce(typed);
                    return;
                }
            } else if (msg.contains("consumer.expiration-time") && !sets.containsKey(CONSUMER_EXPIRATION)) {
                adjustments.add("Paimon's Flink source refuses 'consumer-id' without 'consumer.expiration-time' "
                        + "(\"You need to configure 'consumer.expiration-time'\"); ran with SET '"
                        + CONSUMER_EXPIRATION + "' = '1 d'");
                sets.put(CONSUMER_EXPIRATION, "1 d");
                tEnv.getConfig().set(CONSUMER_EXPIRATION, "1 d");
                executeOnce(stmt);
                return;
            }
            throw e;
        }
    }

    private static final String JOB_ID_NOTE = "CALL answered +I[JobID=...], printed as +I[Success]";
    private static final String CONSUMER_EXPIRATION = "paimon.*.*.*.consumer.expiration-time";
    private static final Pattern INSERT_ANY_VALUES = Pattern.compile(
            "(?is)(INSERT\\s+(?:INTO|OVERWRITE)\\s+([\\w.`$]+)\\s*(?:PARTITION\\s*\\(([^)]*)\\))?\\s*(?:\\(([^)]*)\\))?\\s*VALUES\\s*)(.*)");

    /**
     * The INSERT ... VALUES with each bare NULL as CAST(NULL AS the column's type) and, if {@code doubles}, each
     * plain decimal literal of a FLOAT/DOUBLE column in E notation, if {@code castColumn}, every value of a column
     * holding a bare NULL cast; null if not such an INSERT.
     */
    private String castNulls(String stmt, boolean doubles, boolean castColumn) {
        Matcher m = INSERT_ANY_VALUES.matcher(stmt.strip());
        if (!m.matches()) {
            return null;
        }
        List<Column> cols = new ArrayList<>();
        for (Column c : tEnv.from(m.group(2)).getResolvedSchema().getColumns()) {
            if (c.isPhysical()) {
                cols.add(c);
            }
        }
        if (m.group(4) != null) {
            List<Column> listed = new ArrayList<>();
            for (String name : m.group(4).split(",")) {
                String n = name.strip().replace("`", "");
                cols.stream().filter(c -> c.getName().equals(n)).findFirst().ifPresent(listed::add);
            }
            cols = listed;
        } else if (m.group(3) != null) {
            Matcher p = Pattern.compile("`?(\\w+)`?\\s*=").matcher(m.group(3));
            while (p.find()) {
                String n = p.group(1);
                cols.removeIf(c -> c.getName().equals(n));
            }
        }
        List<RowKind> kinds = new ArrayList<>();
        List<List<String>> tuples = new ArrayList<>();
        boolean anyKind = parseTuples(m.group(5), kinds, tuples);
        // the columns with a bare NULL (castColumn: every value of such a column is cast, not only the NULL)
        java.util.Set<Integer> withNull = new java.util.HashSet<>();
        for (List<String> t : tuples) {
            for (int c = 0; c < t.size(); c++) {
                if (t.get(c).equalsIgnoreCase("NULL")) {
                    withNull.add(c);
                }
            }
        }
        StringBuilder b = new StringBuilder(m.group(1));
        for (int i = 0; i < tuples.size(); i++) {
            b.append(i > 0 ? ", " : "").append(anyKind ? kinds.get(i).shortString() : "").append('(');
            List<String> t = tuples.get(i);
            for (int c = 0; c < t.size(); c++) {
                String v = t.get(c);
                if (doubles && c < cols.size() && v.matches("[+-]?\\d+(\\.\\d*)?")
                        && cols.get(c).getDataType().getLogicalType().getTypeRoot().name().matches("FLOAT|DOUBLE")) {
                    v = v + "E0";
                }
                if ((castColumn ? withNull.contains(c) : v.equalsIgnoreCase("NULL")) && c < cols.size()) {
                    v = "CAST(" + v + " AS " + cols.get(c).getDataType().getLogicalType().copy(true).asSerializableString()
                            + ")";
                }
                b.append(c > 0 ? ", " : "").append(v);
            }
            b.append(')');
        }
        return b.toString();
    }

    private void executeOnce(String stmt) throws Exception {
        String head = stmt.strip().toUpperCase(Locale.ROOT);
        Matcher set = SET.matcher(stmt.strip());
        if (set.matches()) {
            String key = set.group(1);
            String value = set.group(2);
            if (key.equals("execution.runtime-mode")) {
                boolean s = value.equalsIgnoreCase("streaming");
                if (s != streaming) {
                    newEnvironment(s);
                }
            } else if (key.equals("execution.checkpointing.interval")) {
                notes.add("SET '" + key + "' = '" + value + "' replaced by 200ms (catch-up detection)");
            } else {
                sets.put(key, value);
                tEnv.getConfig().set(key, value);
            }
            return;
        }
        if (head.startsWith("USE ") || head.startsWith("CREATE TEMPORARY") || head.startsWith("CREATE CATALOG")
                || head.startsWith("DROP TEMPORARY")) {
            String s = relativeWarehouse(stmt.replaceAll("(?i)'type'\\s*=\\s*'varve'", "'type' = 'paimon'"));
            tEnv.executeSql(s);
            replay.add(s);
            return;
        }
        if (head.startsWith("INSERT") && insertWithRowKinds(stmt)) {
            return;
        }
        TableResult r;
        if (head.startsWith("CALL") && !streaming) {
            // Paimon's procedures return while their job runs unless table.dml-sync is set; varve sql's CALL is done
            // when it returns (a streaming CALL is left asynchronous: its job may never end)
            tEnv.getConfig().set("table.dml-sync", "true");
            try {
                r = tEnv.executeSql(stmt);
            } finally {
                tEnv.getConfig().set("table.dml-sync", "false");
            }
        } else {
            r = tEnv.executeSql(stmt);
        }
        // CREATE TABLE ... AS SELECT runs a job too (its result is the job's -1 row, not printed by varve sql)
        boolean dml = head.startsWith("INSERT") || head.startsWith("DELETE") || head.startsWith("UPDATE")
                || head.startsWith("TRUNCATE")
                || (head.matches("(?s)(CREATE|REPLACE|CREATE\\s+OR\\s+REPLACE)\\s+TABLE\\b.*") && r.getJobClient().isPresent());
        if (dml) {
            if (r.getJobClient().isPresent()) {
                awaitJob(r.getJobClient().get(), head.contains(" SELECT ") || head.contains("\nSELECT"), () -> "");
            }
            return;
        }
        if (r.getResultKind() != ResultKind.SUCCESS_WITH_CONTENT) {
            if (r.getJobClient().isPresent()) {
                awaitJob(r.getJobClient().get(), false, () -> "");
            }
            return;
        }
        if (streaming && r.getJobClient().isPresent()) {
            collectStreaming(r);
        } else {
            try (CloseableIterator<Row> it = r.collect()) {
                while (it.hasNext()) {
                    Row row = it.next();
                    if (row.getKind() != RowKind.INSERT) {
                        // Paimon's batch source passes the merged row's stored kind (+U) through; a batch result
                        // has no kinds for a Flink user (the SQL client prints none) and CLI.md prints +I
                        String note = "batch SELECT: Flink's row kind " + row.getKind().shortString()
                                + " printed as +I";
                        if (!notes.contains(note)) {
                            notes.add(note);
                        }
                        row.setKind(RowKind.INSERT);
                    }
                    String line = VarveFormat.row(row);
                    if (line.matches("\\+I\\[JobID=[0-9a-f]{32}]")) {
                        // Paimon's procedures answer with their job's id where varve sql prints Success
                        if (!notes.contains(JOB_ID_NOTE)) {
                            notes.add(JOB_ID_NOTE);
                        }
                        line = "+I[Success]";
                    }
                    out.append(line).append('\n');
                }
            }
        }
    }

    /**
     * {@code INSERT INTO t VALUES +I(...), -D(...)}: Flink has no literal for row kinds, so the rows become a
     * changelog {@code DataStream<Row>} ({@code Row.ofKind}) that {@code fromChangelogStream} turns into a table,
     * inserted with {@code INSERT INTO t SELECT * FROM view} as one streaming job (Flink batch jobs cannot carry
     * updates or deletes). The values are first checked with {@code EXPLAIN INSERT INTO t VALUES (...)} so the
     * implicit-cast rules are Flink's own, then cast to the table's column types.
     */
    private boolean insertWithRowKinds(String stmt) throws Exception {
        Matcher m = INSERT_VALUES.matcher(stmt.strip());
        if (!m.matches()) {
            return false;
        }
        List<RowKind> kinds = new ArrayList<>();
        List<List<String>> tuples = new ArrayList<>();
        if (!parseTuples(m.group(3), kinds, tuples)) {
            return false;
        }
        if (m.group(2) != null) {
            throw new IllegalStateException("harness: a column list with explicit row kinds is not translated");
        }
        String table = m.group(1);
        StringBuilder plain = new StringBuilder("INSERT INTO " + table + " VALUES ");
        for (int i = 0; i < tuples.size(); i++) {
            plain.append(i > 0 ? ", (" : "(").append(String.join(", ", tuples.get(i))).append(')');
        }
        boolean wasStreaming = streaming;
        if (!wasStreaming) {
            newEnvironment(true);
            notes.add("explicit row kinds: INSERT run as a streaming job");
        }
        try {
            tEnv.explainSql(plain.toString());
            ResolvedSchema schema = tEnv.from(table).getResolvedSchema();
            List<Column> cols = new ArrayList<>();
            for (Column c : schema.getColumns()) {
                if (c.isPhysical()) {
                    cols.add(c);
                }
            }
            // the values as Flink's VALUES types them, then cast to the columns' types as the sink's implicit cast
            // would (casting inside VALUES trips a Flink 2.0 code-generation error on DECIMAL/DOUBLE mixes)
            StringBuilder values = new StringBuilder("SELECT `__kind`");
            DataTypes.Field[] fields = new DataTypes.Field[cols.size()];
            for (int c = 0; c < cols.size(); c++) {
                values.append(", CAST(`c").append(c).append("` AS ")
                        .append(cols.get(c).getDataType().getLogicalType().copy(true).asSerializableString())
                        .append(") AS `").append(cols.get(c).getName()).append('`');
                fields[c] = DataTypes.FIELD(cols.get(c).getName(), cols.get(c).getDataType().nullable());
            }
            values.append(" FROM (VALUES ");
            for (int i = 0; i < tuples.size(); i++) {
                List<String> t = tuples.get(i);
                if (t.size() != cols.size()) {
                    throw new IllegalArgumentException("row " + (i + 1) + " has " + t.size() + " values, table "
                            + table + " has " + cols.size() + " columns");
                }
                values.append(i > 0 ? ", (" : "(").append(kinds.get(i).toByteValue());
                for (String v : t) {
                    values.append(", ").append(v);
                }
                values.append(')');
            }
            values.append(") AS v(`__kind`");
            for (int c = 0; c < cols.size(); c++) {
                values.append(", `c").append(c).append('`');
            }
            values.append(')');
            Table typed = tEnv.sqlQuery(values.toString());
            DataType rowType = DataTypes.ROW(fields);
            DataStream<Row> changelog = tEnv.toDataStream(typed).map(new SetKind())
                    .returns(ExternalTypeInfo.of(rowType));
            String view = "`__varve_changelog_" + (viewCounter++) + "`";
            tEnv.createTemporaryView(view, tEnv.fromChangelogStream(changelog));
            TableResult r = tEnv.executeSql("INSERT INTO " + table + " SELECT * FROM " + view);
            awaitJob(r.getJobClient().orElseThrow(), false, () -> "");
        } finally {
            if (!wasStreaming) {
                newEnvironment(false);
            }
        }
        return true;
    }

    /** Installs the context environment factory that {@code getExecutionEnvironment} uses (a protected hook). */
    static final class RemoteContext extends StreamExecutionEnvironment {
        private RemoteContext() {
        }

        static void install(Map<String, String> remote) {
            Map<String, String> fixed = new HashMap<>();
            for (String k : new String[]{"execution.target", "rest.address", "rest.port", "parallelism.default",
                    "restart-strategy.type"}) {
                fixed.put(k, remote.get(k));
            }
            initializeContextEnvironment(c -> {
                Configuration merged = new Configuration();
                merged.addAll(c);
                merged.addAll(Configuration.fromMap(fixed));
                return new StreamExecutionEnvironment(merged);
            });
        }
    }

    /** Sets a row's kind from its first field (the kind's byte value) and drops that field. */
    static final class SetKind implements MapFunction<Row, Row> {
        private static final long serialVersionUID = 1L;

        @Override
        public Row map(Row in) {
            Row r = Row.withPositions(RowKind.fromByteValue(((Number) in.getField(0)).byteValue()), in.getArity() - 1);
            for (int i = 1; i < in.getArity(); i++) {
                r.setField(i - 1, in.getField(i));
            }
            return r;
        }
    }

    /** {@code [+I|-U|+U|-D](v, ...), ...}; false when no tuple has an explicit kind (a plain INSERT). */
    static boolean parseTuples(String s, List<RowKind> kinds, List<List<String>> tuples) {
        int i = 0;
        int n = s.length();
        boolean anyKind = false;
        while (i < n) {
            while (i < n && (Character.isWhitespace(s.charAt(i)) || s.charAt(i) == ',')) {
                i++;
            }
            if (i >= n) {
                break;
            }
            RowKind kind = RowKind.INSERT;
            Matcher k = KIND.matcher(s);
            k.region(i, n);
            if (k.lookingAt()) {
                anyKind = true;
                kind = switch (k.group(1)) {
                    case "+I" -> RowKind.INSERT;
                    case "-U" -> RowKind.UPDATE_BEFORE;
                    case "+U" -> RowKind.UPDATE_AFTER;
                    default -> RowKind.DELETE;
                };
                i = k.end() - 1;
            }
            if (s.charAt(i) != '(') {
                return false;
            }
            List<String> values = new ArrayList<>();
            int depth = 0;
            int start = i + 1;
            for (; i < n; i++) {
                char c = s.charAt(i);
                if (c == '\'') {
                    i++;
                    while (i < n && !(s.charAt(i) == '\'' && (i + 1 >= n || s.charAt(i + 1) != '\''))) {
                        i += s.charAt(i) == '\'' ? 2 : 1;
                    }
                } else if (c == '(' || c == '[') {
                    depth++;
                } else if (c == ')' || c == ']') {
                    depth--;
                    if (depth == 0) {
                        values.add(s.substring(start, i).strip());
                        i++;
                        break;
                    }
                } else if (c == ',' && depth == 1) {
                    values.add(s.substring(start, i).strip());
                    start = i + 1;
                }
            }
            kinds.add(kind);
            tuples.add(values);
        }
        return anyKind;
    }

    /** A streaming SELECT: rows collected until the job has caught up (nothing new for {@link #QUIET_MS}). */
    private void collectStreaming(TableResult r) throws Exception {
        List<Row> rows = Collections.synchronizedList(new ArrayList<>());
        Throwable[] failure = new Throwable[1];
        CloseableIterator<Row> it = r.collect();
        Thread reader = new Thread(() -> {
            try {
                while (it.hasNext()) {
                    rows.add(it.next());
                }
            } catch (Throwable t) {
                failure[0] = t;
            }
        }, "flink-oracle-collect");
        reader.setDaemon(true);
        reader.start();
        boolean finished = awaitJob(r.getJobClient().get(), true, () -> String.valueOf(rows.size()));
        if (finished) {
            reader.join(30_000);
        } else {
            try {
                it.close();
            } catch (Exception ignored) {
                // the cancelled job's fetcher may complain; the rows read so far are the answer
            }
            reader.join(30_000);
            failure[0] = null;
        }
        if (failure[0] != null) {
            throw new ExecutionException(failure[0]);
        }
        synchronized (rows) {
            for (Row row : rows) {
                out.append(VarveFormat.row(row)).append('\n');
            }
        }
    }

    /**
     * Waits for a job: to its end when it is bounded; an unbounded (streaming, reading a table) job is cancelled once
     * nothing changed (rows read, printed lines, warehouse files) for {@link #QUIET_MS}. True when the job finished.
     */
    private boolean awaitJob(JobClient job, boolean mayBeUnbounded, Supplier<String> progress) throws Exception {
        if (!streaming || !mayBeUnbounded) {
            try {
                job.getJobExecutionResult().get(JOB_TIMEOUT_S, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                job.cancel().get();
                throw new IllegalStateException("harness: job did not finish in " + JOB_TIMEOUT_S + " s");
            }
            return true;
        }
        long start = System.currentTimeMillis();
        long lastChange = start;
        long cpsAtChange = -1;
        String sig = progress.get() + "|" + capture.size() + "|" + warehouseSignature();
        while (true) {
            Thread.sleep(200);
            JobStatus st = job.getJobStatus().get();
            if (st.isGloballyTerminalState()) {
                job.getJobExecutionResult().get(JOB_TIMEOUT_S, TimeUnit.SECONDS);
                return true;
            }
            long now = System.currentTimeMillis();
            String s = progress.get() + "|" + capture.size() + "|" + warehouseSignature();
            long cps = completedCheckpoints(job);
            if (DEBUG) {
                System.err.println("flink-oracle: " + (now - start) + " ms " + st + " " + s + " checkpoints " + cps);
            }
            if (!s.equals(sig) || st != JobStatus.RUNNING || cpsAtChange < 0) {
                sig = s;
                lastChange = now;
                cpsAtChange = cps;
            }
            // caught up: nothing new for QUIET_MS across two completed checkpoints (which also release the
            // collect sink's rows and record consumer progress)
            if (now - lastChange >= QUIET_MS && cps >= cpsAtChange + 2) {
                break;
            }
            if (now - start > MAX_STREAM_MS) {
                notes.add("streaming job still producing after " + MAX_STREAM_MS + " ms; cancelled");
                break;
            }
        }
        job.cancel().get();
        return false;
    }

    private static final Pattern COMPLETED = Pattern.compile("\"counts\":\\{[^}]*\"completed\":(\\d+)");

    /** Completed checkpoints of a running job (REST API), -1 when unknown. */
    private long completedCheckpoints(JobClient job) {
        try (java.io.InputStream in = rest.resolve("/jobs/" + job.getJobID() + "/checkpoints").toURL().openStream()) {
            Matcher m = COMPLETED.matcher(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
            return m.find() ? Long.parseLong(m.group(1)) : -1;
        } catch (IOException e) {
            return -1;
        }
    }

    /** File count and total size under the warehouse (commits, consumer progress). */
    private String warehouseSignature() {
        long[] acc = new long[2];
        try (Stream<Path> s = Files.walk(warehouse)) {
            s.filter(Files::isRegularFile).forEach(p -> {
                acc[0]++;
                try {
                    acc[1] += Files.size(p);
                } catch (IOException e) {
                    // a file replaced while listed
                }
            });
        } catch (IOException | UncheckedIOException e) {
            return "?";
        }
        return acc[0] + "/" + acc[1];
    }

    private void drainCapture() {
        for (String line : capture.drain().split("\n")) {
            String t = line.stripTrailing();
            if (t.matches("(\\d+> )?[+-][IUD]\\[.*")) {
                out.append(t.replaceFirst("^\\d+> ", "")).append('\n');
            }
        }
    }

    static String messages(Throwable t) {
        StringBuilder b = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause()) {
            String m = c.getMessage();
            if (m == null) {
                // a root cause without a message (NullPointerException, ArithmeticException, ...): name it
                b.append(b.length() > 0 ? " <- " : "").append(c.getClass().getName());
            } else if (b.length() == 0 || !b.toString().contains(m)) {
                if (b.length() > 0) {
                    b.append(" <- ");
                }
                b.append(c.getClass().getSimpleName()).append(": ").append(oneLine(m));
            }
            if (c.getCause() == c) {
                break;
            }
        }
        return b.toString();
    }

    static String oneLine(String s) {
        String t = s.replaceAll("\\s+", " ").strip();
        return t.length() > 400 ? t.substring(0, 400) + "..." : t;
    }
}
