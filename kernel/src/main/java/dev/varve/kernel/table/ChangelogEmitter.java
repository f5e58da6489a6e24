package dev.varve.kernel.table;

import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.util.List;

/**
 * Turns a key's merged value before and after a change into changelog records (SEMANTICS §5,
 * §11): {@code +I after} for a new key, {@code -D before} for a removed one, {@code -U before,
 * +U after} for a changed one — also when the values are identical, unless
 * {@code changelog-producer.row-deduplicate} is set. A key that got new versions counts as
 * changed even when they all lost to the stored one (a late {@code sequence.field} value): Apache
 * Paimon 1.4.2 emits {@code -U/+U} of the unchanged row then too. A key that got no new version
 * (same winning sequence, nothing merged) yields nothing. First-row tables: only the first row of
 * a first-seen key, with the kind it was written with ({@code +I}, or {@code +U} for an explicit
 * {@code +U} row): Apache Paimon 1.4.2's first-row lookup changelog passes the merge result through
 * as it is (fuzz16_1625 on Flink: {@code +U[2, 4, x, 5]}), where the other engines' changelog says
 * {@code +I}.
 */
final class ChangelogEmitter {
    private final RollingRunWriter out;
    private final boolean firstRow;
    private final boolean rowDeduplicate;
    private final boolean[] ignoreFields;
    private long sequence;
    /** Whether the next record {@link #write}s is the first of its key (an emit writes one key's records). */
    private boolean firstOfKey;

    ChangelogEmitter(TableContext ctx, RollingRunWriter out) {
        this.out = out;
        this.firstRow = ctx.mergeEngine.isFirstRow();
        this.rowDeduplicate = ctx.options.changelogRowDeduplicate();
        List<String> ignore = ctx.options.changelogRowDeduplicateIgnoreFields();
        if (ignore.isEmpty()) {
            this.ignoreFields = null;
        } else {
            this.ignoreFields = new boolean[ctx.rowType.size()];
            for (String name : ignore) {
                int i = ctx.rowType.indexOf(name);
                if (i >= 0) {
                    ignoreFields[i] = true;
                }
            }
        }
    }

    /**
     * @param touched whether the key got new versions in this change (false: {@code after} may be
     *     the very version {@code before} was, and then nothing changed)
     */
    void emit(byte[] key, KeyValue before, KeyValue after, boolean touched) throws IOException {
        firstOfKey = true;
        if (firstRow) {
            if (before == null && after != null) {
                write(key, after.kind(), after.value());
            }
            return;
        }
        if (before == null) {
            if (after != null) {
                write(key, RowKind.INSERT, after.value());
            }
            return;
        }
        if (after == null) {
            write(key, RowKind.DELETE, before.value());
            return;
        }
        if (!touched && after.sequence() == before.sequence()) {
            return;
        }
        if (rowDeduplicate && KeyValueBucketWriter.sameRow(before.value(), after.value(), ignoreFields)) {
            return;
        }
        write(key, RowKind.UPDATE_BEFORE, before.value());
        write(key, RowKind.UPDATE_AFTER, after.value());
    }

    /**
     * As {@link #emit} with the records' sequence numbers derived from {@code sequence}, the key's
     * newest data sequence in this change: a key's changelog records then sort in change order
     * also when changes of several checkpoints share one snapshot (lookup-wait = false).
     */
    void emitAt(byte[] key, KeyValue before, KeyValue after, long sequence) throws IOException {
        this.sequence = sequence * 2;
        emit(key, before, after, true);
    }

    /**
     * Writes one record; the key's first says it starts a new key (keys are emitted in ascending order, each once):
     * a writer in {@link RollingRunWriter#inOrder} order then compares no keys, one that is not ignores it.
     */
    private void write(byte[] key, RowKind kind, InternalRow value) throws IOException {
        out.add(key, sequence++, kind, value, firstOfKey);
        firstOfKey = false;
    }
}
