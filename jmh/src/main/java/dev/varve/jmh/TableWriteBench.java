package dev.varve.jmh;

import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * The shared life cycle of the whole-workload write benchmarks (W1..W5): the data set is
 * generated once per fork ({@link #generate}); every iteration gets a fresh table
 * ({@link #freshTable}; a warm-up iteration writes only the first {@code warmupRows} rows); the
 * timed op writes all rows with the checkpoint cadence ({@link #writeAll}); the iteration
 * tear-down measures what the workload adds and emits the {@link Figures} of measured iterations
 * ({@link #emit}, then {@link #release}). Subclasses carry the JMH annotations and their own
 * {@code @Param engine} list, so a pair differs only in the engine. Engines starting with
 * {@code rocksdb} are R1 ({@link RocksPeer#defaults}; {@code rocksdb-wal} with the WAL).
 *
 * <p>Not thread-safe: JMH runs one benchmark thread per fork.
 */
abstract class TableWriteBench {
    protected Dataset data;
    protected int measured;
    protected boolean warmup;
    protected int rows;
    protected WriteRun run;
    protected RocksPeer rocks;
    protected org.HdrHistogram.Histogram perPut;
    private long rocksNanos;
    private CpuMeter rocksCpu;

    protected abstract String engine();

    protected abstract int n();

    protected abstract int warmupRows();

    protected abstract Workload workload();

    /** The benchmark class's name (JMH runs a generated subclass). */
    protected String benchName() {
        Class<?> c = getClass();
        while (c.getSimpleName().contains("_jmh") && c.getSuperclass() != null) {
            c = c.getSuperclass();
        }
        return c.getSimpleName();
    }

    /** W5: time every write call. */
    protected boolean timeEachWrite() {
        return false;
    }

    protected void generate() {
        data = Dataset.of(n());
    }

    protected void freshTable(IterationParams iteration) {
        warmup = iteration.getType() == IterationType.WARMUP;
        rows = warmup ? Math.min(warmupRows(), n()) : n();
        if (engine().startsWith("rocksdb")) {
            rocks = RocksPeer.defaults(WriteRun.freshDir("r1-" + engine()), data, engine().equals("rocksdb-wal"));
            perPut = timeEachWrite() ? Figures.newHistogram() : null;
        } else {
            run = new WriteRun(engine(), workload(), data, rows, timeEachWrite());
        }
    }

    protected long writeAll() {
        if (rocks != null) {
            rocksCpu = CpuMeter.start();
            rocksNanos = rocks.putAll(rows, perPut);
            rocksCpu.stop();
            return rows;
        }
        return run.writeAll();
    }

    /** The figures of this iteration, with the write figures filled in. */
    protected Figures writeFigures() {
        Figures f = new Figures(benchName(), engine(), rows, warmup ? -1 : ++measured);
        if (rocks != null) {
            f.put("rows", rows);
            f.rate("write.rows_per_s", rows, rocksNanos);
            f.put("write.ms", rocksNanos / 1e6);
            rocksCpu.record(f, "write", rows);
            if (perPut != null) {
                f.latencyMicros("write_call", perPut);
            }
        } else {
            run.recordWrite(f);
        }
        return f;
    }

    /** Emits the figures (measured iterations only). */
    protected void emit(Figures f) {
        if (!warmup) {
            f.emit();
        }
    }

    /** Closes the engine and deletes its files (idempotent). */
    protected void release() {
        if (rocks != null) {
            try {
                rocks.close();
            } finally {
                TableEngine.deleteTree(rocks.dir());
                rocks = null;
            }
        }
        if (run != null) {
            try {
                run.close();
            } finally {
                run = null;
            }
        }
    }
}
