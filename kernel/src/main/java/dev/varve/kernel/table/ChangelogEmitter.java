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
 * {@code changelog-producer.row-deduplicate} is set; nothing when the winning version did not
 * change (same sequence), and for first-row tables only {@code +I} of first-seen keys.
 */
final class ChangelogEmitter {
    private final RollingRunWriter out;
    private final boolean firstRow;
    private final boolean rowDeduplicate;
    private final boolean[] ignoreFields;
    private long sequence;

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

    void emit(byte[] key, KeyValue before, KeyValue after) throws IOException {
        if (firstRow) {
            if (before == null && after != null) {
                write(key, RowKind.INSERT, after.value());
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
        if (after.sequence() == before.sequence()) {
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
        emit(key, before, after);
    }

    private void write(byte[] key, RowKind kind, InternalRow value) throws IOException {
        out.add(key, sequence++, kind, value, true);
    }
}
