package dev.varve.kernel.table;

import dev.varve.row.KeyValue;

import java.io.IOException;
import java.util.Arrays;

/**
 * The full-compaction changelog producer: a merge-join, by key, of the previous full-compaction
 * result (the old maximum-level run, merged) with the new full-compaction output.
 */
final class ChangelogDiff {
    private final ChangelogEmitter emitter;
    private final MergedBucketReader before;
    private KeyValue pending;

    ChangelogDiff(TableContext ctx, RollingRunWriter out, MergedBucketReader before) {
        this.emitter = new ChangelogEmitter(ctx, out);
        this.before = before;
        this.pending = before == null ? null : before.next();
    }

    /**
     * The next key of the new result, in key order (only adds reach here); {@code touched} when
     * the key had versions besides the previous result's (i.e. the merge saw more than one).
     */
    void after(KeyValue kv, boolean touched) throws IOException {
        if (kv.kind().isRetract()) {
            return;
        }
        while (pending != null && Arrays.compareUnsigned(pending.key(), kv.key()) < 0) {
            emitter.emit(pending.key(), pending, null, true);
            pending = before.next();
        }
        if (pending != null && Arrays.equals(pending.key(), kv.key())) {
            emitter.emit(kv.key(), pending, kv, touched);
            pending = before.next();
        } else {
            emitter.emit(kv.key(), null, kv, true);
        }
    }

    void finish() throws IOException {
        while (pending != null) {
            emitter.emit(pending.key(), pending, null, true);
            pending = before.next();
        }
        if (before != null) {
            before.close();
        }
    }
}
