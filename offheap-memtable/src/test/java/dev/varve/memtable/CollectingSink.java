package dev.varve.memtable;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import dev.varve.memtable.TestRecords.Version;

/** A flush sink that copies every flushed run and checks it is sorted. Thread-safe. */
class CollectingSink implements FlushSink {
    final List<List<Version>> runs = Collections.synchronizedList(new ArrayList<>());

    @Override
    public void flush(SortedCursor sorted) throws IOException {
        List<Version> run = new ArrayList<>();
        while (sorted.next()) {
            Version v = new Version(sorted.keyBytes(), sorted.sequence(), sorted.kind(), sorted.valueBytes(), run.size());
            if (!run.isEmpty() && TestRecords.ORDER.compare(run.get(run.size() - 1), v) > 0) {
                throw new AssertionError("flushed run out of order at " + run.size() + ": " + v);
            }
            run.add(v);
        }
        if (run.size() != sorted.recordCount()) {
            throw new AssertionError("cursor said " + sorted.recordCount() + " records, yielded " + run.size());
        }
        beforeAccept(run);
        runs.add(run);
    }

    /** Hook for tests: runs before the run counts as flushed. */
    void beforeAccept(List<Version> run) throws IOException {
    }

    List<Version> all() {
        List<Version> out = new ArrayList<>();
        synchronized (runs) {
            runs.forEach(out::addAll);
        }
        return out;
    }
}
