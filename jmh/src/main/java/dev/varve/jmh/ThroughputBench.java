package dev.varve.jmh;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.IterationParams;

/**
 * The shape W1–W4 share: generate the data set once per trial, a fresh table per iteration, one
 * timed {@code write()} of all rows, then (untimed) the read checks and figures. Subclasses name
 * the workload and may record workload-specific figures before the read ({@link #beforeRead}) and once
 * compaction is idle ({@link #afterFinish}).
 * JMH picks up these inherited annotations for each concrete subclass.
 */
public abstract class ThroughputBench extends TableWriteBench {
    @Setup(Level.Trial)
    public void setUpTrial() {
        generate();
    }

    @Setup(Level.Iteration)
    public void setUpIteration(IterationParams iteration) {
        freshTable(iteration);
    }

    @Benchmark
    public long write() {
        return writeAll();
    }

    @TearDown(Level.Iteration)
    public void readAndRecord() {
        try {
            Figures f = writeFigures();
            Expected expected = new Expected(workload(), data, rows);
            if (rocks != null) {
                rocks.recordAfterPuts(f, expected);
            } else {
                beforeRead(f);
                run.recordRead(f, expected);
                run.finish(f);
                afterFinish(f);
            }
            emit(f);
        } finally {
            release();
        }
    }

    /** Workload-specific figures recorded after the write, before the merged read (Varve / Paimon runs). */
    protected void beforeRead(Figures f) {
    }

    /**
     * Workload-specific figures recorded once compaction is idle and the writer closed ({@link WriteRun#finish}),
     * before the table is deleted (Varve / Paimon runs).
     */
    protected void afterFinish(Figures f) {
    }
}
