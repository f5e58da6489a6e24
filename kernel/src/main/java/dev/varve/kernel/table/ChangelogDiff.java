package dev.varve.kernel.table;

import dev.varve.row.KeyValue;

import java.io.IOException;
import java.util.Arrays;

/**
 * The full-compaction changelog producer: a merge-join, by key, of the previous full-compaction
 * result (the old maximum-level run, merged) with the new full-compaction output.
 *
 * <p>With {@code level0} (the lookup producer's changelog of a dedicated compaction, which takes a
 * write-only table's level-0 files): {@code before} is the merge of every run above level 0, and only
 * the keys the level-0 runs hold get changelog, each as changed (Paimon's lookup compaction
 * produces changelog for the records of level-0 files only, and counts a key that got new
 * versions as changed even when they all lost).
 */
final class ChangelogDiff {
    private final ChangelogEmitter emitter;
    private final MergedBucketReader before;
    private KeyValue pending;
    /** The level-0 runs' keys (retractions included), or null: every key. */
    private final MergedBucketReader level0;
    private byte[] level0Key;

    ChangelogDiff(TableContext ctx, RollingRunWriter out, MergedBucketReader before) {
        this(ctx, out, before, null);
    }

    ChangelogDiff(TableContext ctx, RollingRunWriter out, MergedBucketReader before, MergedBucketReader level0) {
        this.emitter = new ChangelogEmitter(ctx, out);
        this.before = before;
        this.pending = before == null ? null : before.next();
        this.level0 = level0;
        if (level0 != null) {
            advanceLevel0();
        }
    }

    private void advanceLevel0() {
        KeyValue kv = level0.next();
        level0Key = kv == null ? null : kv.key().clone(); // the reader reuses its key-values
    }

    /** Whether {@code key} gets changelog; keys are asked in ascending order. */
    private boolean changes(byte[] key) {
        if (level0 == null) {
            return true;
        }
        while (level0Key != null && Arrays.compareUnsigned(level0Key, key) < 0) {
            advanceLevel0();
        }
        return level0Key != null && Arrays.equals(level0Key, key);
    }

    private void emit(byte[] key, KeyValue before, KeyValue after, boolean touched) throws IOException {
        if (level0 == null) {
            emitter.emit(key, before, after, touched);
        } else if (changes(key)) {
            emitter.emit(key, before, after, true);
        }
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
            emit(pending.key(), pending, null, true);
            pending = before.next();
        }
        if (pending != null && Arrays.equals(pending.key(), kv.key())) {
            emit(kv.key(), pending, kv, touched);
            pending = before.next();
        } else {
            emit(kv.key(), null, kv, true);
        }
    }

    void finish() throws IOException {
        while (pending != null) {
            emit(pending.key(), pending, null, true);
            pending = before.next();
        }
        close();
    }

    /** Closes the readers (also when the compaction failed before {@link #finish}). */
    void close() {
        if (before != null) {
            before.close();
        }
        if (level0 != null) {
            level0.close();
        }
    }
}
