package dev.varve.kernel.table;

import dev.varve.kernel.mergeengine.MergeEngine;
import dev.varve.memtable.SortedCursor;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The {@code input} changelog of a table with {@code sequence.field}: within one spill, a key's
 * records are written in {@code sequence.field} order (ties: arrival), as Apache Paimon 1.4.2
 * sorts its input changelog buffer; the key's arrival sequence numbers are reassigned in that
 * order, so the file stays in key then sequence order. Fed in key then arrival order
 * ({@link SortedCursor}); copies each record (only tables with {@code sequence.field} and the
 * {@code input} producer use it). Not thread-safe; one instance per spill.
 */
final class InputChangelogOrder {
    private final MergeEngine engine;
    private final List<Version> versions = new ArrayList<>();
    private byte[] key;

    InputChangelogOrder(MergeEngine engine) {
        this.engine = engine;
    }

    /** Adds the cursor's current record (value in {@code view}); writes the previous key's records when the key changes. */
    void add(SortedCursor c, InternalRow view, RollingRunWriter out) throws IOException {
        byte[] k = new byte[c.keyLength()];
        c.keyBuffer().getBytes(c.keyOffset(), k);
        if (key != null && !Arrays.equals(key, k)) {
            flush(out);
        }
        key = k;
        versions.add(new Version(c.sequence(), c.kind(), GenericRow.copyOf(view)));
    }

    /** Writes the pending key's records in sequence-field order. */
    void flush(RollingRunWriter out) throws IOException {
        if (versions.isEmpty()) {
            return;
        }
        long[] seqs = new long[versions.size()];
        for (int i = 0; i < seqs.length; i++) {
            seqs[i] = versions.get(i).seq;
        }
        versions.sort((a, b) -> engine.compareVersions(a.row, a.seq, b.row, b.seq));
        for (int i = 0; i < seqs.length; i++) {
            Version v = versions.get(i);
            out.add(key, seqs[i], v.kind, v.row, false);
        }
        versions.clear();
    }

    private static final class Version {
        final long seq;
        final RowKind kind;
        final GenericRow row;

        Version(long seq, RowKind kind, GenericRow row) {
            this.seq = seq;
            this.kind = kind;
            this.row = row;
        }
    }
}
