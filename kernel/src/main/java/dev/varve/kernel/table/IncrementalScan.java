package dev.varve.kernel.table;

import dev.varve.kernel.RecordReader;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.options.CoreOptions;
import dev.varve.kernel.options.CoreOptions.ChangelogProducer;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyEncoder;
import dev.varve.row.RowKind;
import dev.varve.row.ValueComparator;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * A batch read of the changes between two snapshots, as Apache Paimon 1.4.2's
 * {@code incremental-between} / {@code incremental-between-timestamp} reads them: start exclusive,
 * end inclusive, by {@code incremental-between-scan-mode}:
 * <ul>
 *   <li>{@code delta}: the data files each APPEND snapshot of the range wrote, snapshot by snapshot;
 *       a primary-key table's files of one snapshot and bucket merged per key as one commit's write
 *       buffer merges them (a key's record as written, {@code -D} included);</li>
 *   <li>{@code changelog}: the changelog files of the range's snapshots (OVERWRITE snapshots
 *       skipped), every record with its kind; nothing for tables without a changelog;</li>
 *   <li>{@code auto} (default): {@code changelog} for primary-key tables whose
 *       {@code changelog-producer} is not {@code none}, else {@code delta};</li>
 *   <li>{@code diff}: the data files live at the end but not at the start ("after") against those
 *       live at the start but not at the end ("before"), bucket by bucket, each side merged per key:
 *       a primary-key table gives each key of the after side whose merged row (values and kind)
 *       differs from the before side's, and {@code -D} of the before side's keys the after side
 *       lacks; an append table gives the after side's rows as {@code +I} and nothing for the before
 *       side (rows an overwrite removed are not read, rows a compaction rewrote are read again). Known difference: Paimon pairs the two sides by sequence number and an INSERT
 *       OVERWRITE restarts a bucket's sequence numbers, so across an overwrite Paimon leaves out a
 *       changed key whose new sequence number is not above its old one; Varve compares values.</li>
 * </ul>
 * Range checks are Paimon's: end before start is an error, so is a range outside
 * {@code [earliest - 1, latest]} (diff needs the start snapshot itself); start = end reads nothing.
 * Both ends are snapshot ids, or two tags (the diff of their snapshots; with
 * {@code incremental-between-tag-to-snapshot} the range between their snapshots, as for ids), or, for the timestamp variant, epoch
 * milliseconds or {@code yyyy-MM-dd[ HH:mm:ss[.SSS]]} in the local time zone: the latest snapshot
 * committed at or before each).
 *
 * <p>Rows come with their kinds ({@code $audit_log}); a plain batch read ({@code keepKinds} false)
 * hands out the same rows, retractions ({@code -U}, {@code -D}) included, each as {@code +I}, except
 * the diff mode's deletions, which a plain read leaves out (as Paimon's diff read unless told to keep
 * them, which only its audit log does): Paimon
 * 1.4.2's Flink batch source passes an incremental read's retractions on, and a batch result shows
 * rows without kinds (checked with Flink 2.0 + Paimon 1.4.2, {@code flink-oracle}). Not thread-safe;
 * a row is valid until the next {@code next()}.
 */
final class IncrementalScan {
    private IncrementalScan() {
    }

    /** Whether {@code options} ask for an incremental read. */
    static boolean requested(CoreOptions options) {
        return options.incrementalBetween() != null || options.incrementalBetweenTimestamp() != null;
    }

    /** The changes of the requested range, filtered and projected. */
    static RecordReader open(TableContext ctx, boolean keepKinds, int[] projection, ScanFilter filter) {
        Tag[] tags = tagRange(ctx);
        long[] tagSnapshots = null;
        if (tags != null && ctx.options.incrementalBetweenTagToSnapshot()) {
            // incremental-between-tag-to-snapshot: the changes of the snapshots between the tags' snapshots, read
            // as 'incremental-between' = '<id1>,<id2>' reads them (golden sweep16_opt_incr_tag_to_snapshot)
            tagSnapshots = new long[] {tags[0].snapshot.id, tags[1].snapshot.id};
        } else if (tags != null) {
            // as Paimon 1.4.2 on Flink: between two tags, the diff of their snapshots (whatever the scan
            // mode); a plain read leaves its deletions out, $audit_log keeps them (unlike snapshot ids)
            List<Supplier<RecordReader>> diff = new ArrayList<>();
            if (tags[0].snapshot.id != tags[1].snapshot.id) {
                diff.add(() -> keepKinds ? diff(ctx, tags[0].snapshot, tags[1].snapshot)
                        : additions(diff(ctx, tags[0].snapshot, tags[1].snapshot)));
            }
            return new Chained(diff, keepKinds, projection, filter == null || filter.isEmpty() ? null : filter);
        }
        SnapshotStore store = ctx.store;
        long latest = store.latestId();
        long[] range = tagSnapshots != null ? tagSnapshots : range(ctx, latest);
        String mode = ctx.options.incrementalBetweenScanMode();
        if ("auto".equals(mode)) {
            mode = ctx.primaryKeyTable && ctx.options.changelogProducer() != ChangelogProducer.NONE ? "changelog" : "delta";
        }
        List<Supplier<RecordReader>> parts = new ArrayList<>();
        long start = range[0];
        long end = range[1];
        if (latest > 0 && start < end) {
            switch (mode) {
                case "delta":
                    for (long id = start + 1; id <= end; id++) {
                        long snapshot = id;
                        parts.add(() -> delta(ctx, store.snapshot(snapshot)));
                    }
                    break;
                case "changelog":
                    for (long id = start + 1; id <= end; id++) {
                        long snapshot = id;
                        parts.add(() -> changelog(ctx, store.snapshot(snapshot)));
                    }
                    break;
                case "diff":
                    // as between two tags: a plain read leaves the diff's deletions out (golden
                    // sweep45_op45_incremental_diff_plain)
                    parts.add(() -> keepKinds ? diff(ctx, store.snapshot(start), store.snapshot(end))
                            : additions(diff(ctx, store.snapshot(start), store.snapshot(end))));
                    break;
                default:
                    throw new VarveException("'incremental-between-scan-mode' = '" + mode
                            + "' is not one of auto, delta, changelog, diff");
            }
        }
        return new Chained(parts, keepKinds, projection, filter == null || filter.isEmpty() ? null : filter);
    }

    /**
     * The start and end tags of {@code 'incremental-between' = 'tag1,tag2'} (Paimon's form: not two
     * snapshot ids), or null for snapshot ids or timestamps.
     */
    private static Tag[] tagRange(TableContext ctx) {
        String ids = ctx.options.incrementalBetween();
        if (ids == null) {
            return null;
        }
        String[] parts = ids.split(",", -1);
        if (parts.length != 2 || (isId(parts[0]) && isId(parts[1]))) {
            return null;
        }
        TagManager tags = new TagManager(ctx);
        Tag start = tags.get(parts[0].trim());
        Tag end = tags.get(parts[1].trim());
        if (end.snapshot.id < start.snapshot.id) {
            throw new VarveException("'incremental-between' = '" + ids + "': tag '" + end.name + "' (snapshot "
                    + end.snapshot.id + ") is older than tag '" + start.name + "' (snapshot " + start.snapshot.id + ")");
        }
        return new Tag[] {start, end};
    }

    /** The rows of {@code r} that are not retractions. */
    private static RecordReader additions(RecordReader r) {
        List<InternalRow> out = new ArrayList<>();
        try (r) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                if (row.getRowKind().isAdd()) {
                    out.add(row);
                }
            }
        }
        return new ListReader(out);
    }

    private static boolean isId(String s) {
        try {
            Long.parseLong(s.trim());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** {start exclusive, end inclusive}, checked as Paimon checks them. */
    private static long[] range(TableContext ctx, long latest) {
        SnapshotStore store = ctx.store;
        String ids = ctx.options.incrementalBetween();
        String diffMode = ctx.options.incrementalBetweenScanMode();
        long start;
        long end;
        if (ids != null) {
            String[] parts = ids.split(",", -1);
            if (parts.length != 2) {
                throw new VarveException("'incremental-between' must give the start (exclusive) and end snapshot, e.g. '5,10' "
                        + "for the changes between snapshot 5 and snapshot 10, but is '" + ids + "'");
            }
            try {
                start = Long.parseLong(parts[0].trim());
                end = Long.parseLong(parts[1].trim());
            } catch (NumberFormatException e) {
                throw new VarveException("'incremental-between' = '" + ids + "': '" + parts[0].trim() + "' and '" + parts[1].trim()
                        + "' are not two snapshot ids nor two tags");
            }
            if (end < start) {
                throw new VarveException("'incremental-between' = '" + ids + "': the end snapshot " + end
                        + " is before the start snapshot " + start);
            }
        } else {
            String times = ctx.options.incrementalBetweenTimestamp();
            String[] parts = times.split(",", -1);
            if (parts.length != 2) {
                throw new VarveException("'incremental-between-timestamp' must give the start (exclusive) and end timestamp, e.g. "
                        + "'1692169000000,1692169900000', but is '" + times + "'");
            }
            long from = millis(parts[0].trim(), times);
            long to = millis(parts[1].trim(), times);
            if (to < from) {
                throw new VarveException("'incremental-between-timestamp' = '" + times + "': the end timestamp " + to
                        + " is before the start timestamp " + from);
            }
            if (latest < 1) {
                return new long[] {0, 0};
            }
            long earliest = store.earliestId();
            long s = store.latestIdAtOrBefore(from);
            long e = store.latestIdAtOrBefore(to);
            start = s < earliest ? earliest - 1 : s;
            end = e < earliest ? earliest - 1 : e;
            if ("diff".equals(diffMode) && start < earliest) {
                start = earliest; // the diff compares with a snapshot: the earliest there is
                end = Math.max(end, start);
            }
            return new long[] {start, end};
        }
        if (latest < 1 || start == end) {
            return new long[] {0, 0}; // nothing between: Paimon checks no further either
        }
        long earliest = store.earliestId();
        long lowest = "diff".equals(diffMode) ? earliest : earliest - 1;
        if (start < lowest || end > latest) {
            throw new VarveException("'incremental-between' = '" + ids + "': snapshots " + start + ".." + end
                    + " are outside the table's snapshots " + earliest + ".." + latest
                    + ("diff".equals(diffMode) ? " (the diff mode compares with the start snapshot, which must exist)" : ""));
        }
        return new long[] {start, end};
    }

    /** Epoch milliseconds, or a local date / date-time in the JVM's time zone (as Paimon's scan.timestamp). */
    private static long millis(String text, String option) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException ignored) {
            return CoreOptions.localTimestampMillis(text, "'incremental-between-timestamp' = '" + option + "': '" + text + "'");
        }
    }

    /** The data files an APPEND snapshot wrote; a primary-key table's merged per key and bucket. */
    private static RecordReader delta(TableContext ctx, Snapshot s) {
        if (s.commitKind != Snapshot.CommitKind.APPEND) {
            return Chained.EMPTY;
        }
        List<ManifestEntry> added = new ArrayList<>();
        int minLevel = BatchScanImpl.skipsLevel0(ctx) ? 1 : 0; // Paimon's level filter holds here too
        for (ManifestEntry e : ctx.store.deltaEntries(s)) {
            if (e.kind() == ManifestEntry.Kind.ADD && e.source() == ManifestEntry.Source.WRITE && e.file().level() >= minLevel) {
                added.add(e);
            }
        }
        List<BucketFiles> buckets = BucketFiles.group(added, DataFileMeta.Kind.DATA, true);
        return ctx.primaryKeyTable ? new MergedDeltaReader(ctx, buckets)
                : new BucketRecordReader(ctx, buckets, BucketRecordReader.Mode.ALL, true, null);
    }

    /** A snapshot's changelog files, every record with its kind (none for OVERWRITE snapshots). */
    private static RecordReader changelog(TableContext ctx, Snapshot s) {
        if (s.commitKind == Snapshot.CommitKind.OVERWRITE || !ctx.primaryKeyTable) {
            return Chained.EMPTY;
        }
        List<ManifestEntry> entries = ctx.store.changelogEntries(s);
        if (BatchScanImpl.skipsLevel0(ctx) && s.revision >= Snapshot.CHANGELOG_LEVEL_REVISION) {
            // Paimon's batch level filter holds for changelog files too (an older snapshot's are all at level 0: read): the input producer's (level 0) are not read,
            // a compaction's (lookup, full-compaction: its output level) are (fzmx_1843, golden sweep31_dv_input_incremental)
            entries = new ArrayList<>(entries);
            entries.removeIf(e -> e.file().level() == 0);
        }
        List<BucketFiles> buckets = BucketFiles.group(entries, DataFileMeta.Kind.CHANGELOG, true);
        return new BucketRecordReader(ctx, buckets, BucketRecordReader.Mode.ALL, true, null);
    }

    /** The after side's changes against the before side (see the class comment), bucket by bucket. */
    private static RecordReader diff(TableContext ctx, Snapshot before, Snapshot after) {
        List<ManifestEntry> beforeLive = ctx.store.liveEntries(before);
        List<ManifestEntry> afterLive = ctx.store.liveEntries(after);
        if (BatchScanImpl.skipsLevel0(ctx)) {
            // Paimon's level filter holds on both sides (first-row, deletion vectors): level-0 files are not seen, so
            // a compaction that moved a tag's level-0 file up adds its rows (fzmx_0136, golden sweep25_mx_first_row_tag_diff)
            beforeLive = new ArrayList<>(beforeLive);
            beforeLive.removeIf(e -> e.file().level() == 0);
            afterLive = new ArrayList<>(afterLive);
            afterLive.removeIf(e -> e.file().level() == 0);
        }
        Set<ManifestEntry.FileKey> inBefore = new HashSet<>();
        for (ManifestEntry e : beforeLive) {
            inBefore.add(e.fileKey());
        }
        Set<ManifestEntry.FileKey> inAfter = new HashSet<>();
        for (ManifestEntry e : afterLive) {
            inAfter.add(e.fileKey());
        }
        List<ManifestEntry> removed = new ArrayList<>();
        for (ManifestEntry e : beforeLive) {
            if (!inAfter.contains(e.fileKey())) {
                removed.add(e);
            }
        }
        List<ManifestEntry> added = new ArrayList<>();
        for (ManifestEntry e : afterLive) {
            if (!inBefore.contains(e.fileKey())) {
                added.add(e);
            }
        }
        List<BucketFiles> beforeBuckets = BucketFiles.group(removed, DataFileMeta.Kind.DATA, true);
        List<BucketFiles> afterBuckets = BucketFiles.group(added, DataFileMeta.Kind.DATA, true);
        List<InternalRow> out = new ArrayList<>();
        if (!ctx.primaryKeyTable) {
            // Paimon 1.4.2 (on Flink 2.0): only the after side, as +I; rows of files an overwrite or a
            // compaction removed are not read (golden sweep15_st_incremental_diff_append)
            copyAll(new BucketRecordReader(ctx, afterBuckets, BucketRecordReader.Mode.ALL, false, null), RowKind.INSERT, out);
            return new ListReader(out);
        }
        KeyEncoder keys = new KeyEncoder(ctx.rowType, ctx.keyIndexes);
        Map<BucketKey, List<BucketFiles>> sides = new TreeMap<>();
        for (BucketFiles b : beforeBuckets) {
            sides.computeIfAbsent(new BucketKey(b), k -> new ArrayList<>(Arrays.asList(null, null))).set(0, b);
        }
        for (BucketFiles b : afterBuckets) {
            sides.computeIfAbsent(new BucketKey(b), k -> new ArrayList<>(Arrays.asList(null, null))).set(1, b);
        }
        for (List<BucketFiles> pair : sides.values()) {
            TreeMap<ByteBuffer, InternalRow> old = merged(ctx, pair.get(0), keys);
            TreeMap<ByteBuffer, InternalRow> now = merged(ctx, pair.get(1), keys);
            TreeMap<ByteBuffer, InternalRow> changes = new TreeMap<>();
            for (Map.Entry<ByteBuffer, InternalRow> e : now.entrySet()) {
                InternalRow was = old.get(e.getKey());
                InternalRow is = e.getValue();
                if (was == null || was.getRowKind() != is.getRowKind() || !sameValues(ctx, was, is)) {
                    changes.put(e.getKey(), is);
                }
            }
            for (Map.Entry<ByteBuffer, InternalRow> e : old.entrySet()) {
                InternalRow was = e.getValue();
                if (!now.containsKey(e.getKey())) {
                    GenericRow gone = GenericRow.copyOf(was);
                    gone.setRowKind(RowKind.DELETE);
                    changes.put(e.getKey(), gone);
                }
            }
            out.addAll(changes.values());
        }
        return new ListReader(out);
    }

    /** One side of a bucket merged per key (as a commit's write buffer merges), by unsigned key bytes. */
    private static TreeMap<ByteBuffer, InternalRow> merged(TableContext ctx, BucketFiles b, KeyEncoder keys) {
        TreeMap<ByteBuffer, InternalRow> rows = new TreeMap<>(IncrementalScan::compareUnsigned);
        if (b == null) {
            return rows;
        }
        try (RecordReader r = new MergedDeltaReader(ctx, List.of(b))) {
            while (r.hasNext()) {
                InternalRow row = r.next();
                GenericRow copy = GenericRow.copyOf(row);
                copy.setRowKind(row.getRowKind());
                rows.put(ByteBuffer.wrap(keys.encodeToBytes(copy)), copy);
            }
        }
        return rows;
    }

    private static int compareUnsigned(ByteBuffer a, ByteBuffer b) {
        return Arrays.compareUnsigned(a.array(), b.array());
    }

    private static boolean sameValues(TableContext ctx, InternalRow a, InternalRow b) {
        for (int i = 0; i < ctx.rowType.size(); i++) {
            if (!ValueComparator.sqlEquals(a.getField(i), b.getField(i))) {
                return false;
            }
        }
        return true;
    }

    private static void copyAll(RecordReader r, RowKind kind, List<InternalRow> out) {
        try (r) {
            while (r.hasNext()) {
                GenericRow copy = GenericRow.copyOf(r.next());
                copy.setRowKind(kind);
                out.add(copy);
            }
        }
    }

    /** Orders a diff's buckets: partition as printed, then bucket. */
    private static final class BucketKey implements Comparable<BucketKey> {
        private final String partition;
        private final int bucket;

        BucketKey(BucketFiles b) {
            this.partition = String.valueOf(b.partition);
            this.bucket = b.bucket;
        }

        @Override
        public int compareTo(BucketKey o) {
            int c = partition.compareTo(o.partition);
            return c != 0 ? c : Integer.compare(bucket, o.bucket);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BucketKey && compareTo((BucketKey) o) == 0;
        }

        @Override
        public int hashCode() {
            return partition.hashCode() * 31 + bucket;
        }
    }

    /** Rows held in memory (a diff). */
    private static final class ListReader implements RecordReader {
        private final Iterator<InternalRow> rows;

        ListReader(List<InternalRow> rows) {
            this.rows = rows.iterator();
        }

        @Override
        public boolean hasNext() {
            return rows.hasNext();
        }

        @Override
        public InternalRow next() {
            return rows.next();
        }

        @Override
        public void close() {
        }
    }

    /**
     * The parts one after the other (each opened when reached), with the scan's filter and
     * projection, and for a plain batch read without retractions and with every kind {@code +I}.
     */
    private static final class Chained extends LookaheadReader {
        static final RecordReader EMPTY = new ListReader(List.of());
        private final Iterator<Supplier<RecordReader>> parts;
        private final boolean keepKinds;
        private final ProjectedRow projected;
        private final ScanFilter filter;
        private RecordReader current;

        Chained(List<Supplier<RecordReader>> parts, boolean keepKinds, int[] projection, ScanFilter filter) {
            this.parts = parts.iterator();
            this.keepKinds = keepKinds;
            this.projected = projection == null ? null : new ProjectedRow(projection);
            this.filter = filter;
        }

        @Override
        protected InternalRow advance() {
            while (true) {
                if (current != null && current.hasNext()) {
                    InternalRow row = current.next();
                    RowKind kind = row.getRowKind();
                    if (filter != null && !filter.test(row)) {
                        continue;
                    }
                    RowKind outKind = keepKinds ? kind : RowKind.INSERT;
                    if (projected != null) {
                        return projected.replace(row, outKind);
                    }
                    if (kind == outKind) {
                        return row;
                    }
                    GenericRow copy = GenericRow.copyOf(row);
                    copy.setRowKind(outKind);
                    return copy;
                }
                if (current != null) {
                    current.close();
                    current = null;
                }
                if (!parts.hasNext()) {
                    return null;
                }
                current = parts.next().get();
            }
        }

        @Override
        public void close() {
            if (current != null) {
                current.close();
                current = null;
            }
        }
    }
}
