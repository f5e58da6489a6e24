package dev.varve.kernel.table;

import dev.varve.format.FileIO;
import dev.varve.format.PositionOutput;
import dev.varve.format.run.RunCursor;
import dev.varve.row.KeyValue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.zip.CRC32C;

/**
 * The deletion-vector index of a bucket of a primary-key table with {@code deletion-vectors.enabled}
 * (INDEX_FORMAT.md §3): per data file, the number of its rows Apache Paimon 1.4.2 would have marked in the
 * bucket's deletion vectors, kept as Paimon's {@code BucketedDvMaintainer} keeps them, so {@code $table_indexes}
 * lists Paimon's {@code DELETION_VECTORS} rows. Varve's reads do not use it (a key's older versions are hidden by
 * the merge, COMPACTION.md "Deletion vectors"); the committer maintains it for every compaction it publishes.
 */
final class DeletionVectorIndex {
    static final String FILE_PREFIX = "index-dv-";
    /** "VIDV" as a little-endian int. */
    static final int MAGIC = 0x56444956;
    static final int VERSION = 1;
    private static final int HEADER = 12;

    private DeletionVectorIndex() {
    }

    static boolean isIndexFile(DataFileMeta f) {
        return f.kind() == DataFileMeta.Kind.INDEX && f.fileName().startsWith(FILE_PREFIX);
    }

    /** One data file's vector in an index file: its marked rows and the entry's byte range in the index file. */
    static final class Entry {
        final String dataFile;
        final long cardinality;
        final int offset;
        final int length;

        Entry(String dataFile, long cardinality, int offset, int length) {
            this.dataFile = dataFile;
            this.cardinality = cardinality;
            this.offset = offset;
            this.length = length;
        }
    }

    /** The file's bytes for {@code vectors} (data file name → marked rows), entries in name order. */
    static byte[] encode(Map<String, Long> vectors) {
        TreeMap<String, Long> sorted = new TreeMap<>(vectors);
        int size = HEADER + 4;
        List<byte[]> names = new ArrayList<>();
        for (String name : sorted.keySet()) {
            byte[] b = name.getBytes(StandardCharsets.UTF_8);
            names.add(b);
            size += 4 + b.length + 8;
        }
        ByteBuffer buf = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
        buf.putInt(MAGIC).putInt(VERSION).putInt(sorted.size());
        int i = 0;
        for (Long count : sorted.values()) {
            byte[] name = names.get(i++);
            buf.putInt(name.length).put(name).putLong(count);
        }
        CRC32C crc = new CRC32C();
        crc.update(buf.array(), 0, buf.position());
        buf.putInt((int) crc.getValue());
        return buf.array();
    }

    /** Decodes an index file; rejects a corrupt one naming {@code path} and the offset. */
    static List<Entry> decode(byte[] content, String path) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(content).order(ByteOrder.LITTLE_ENDIAN);
        if (content.length < HEADER + 4 || b.getInt(0) != MAGIC) {
            throw new IOException("corrupt deletion-vector index file " + path + " at offset 0: bad magic");
        }
        if (b.getInt(4) != VERSION) {
            throw new IOException("corrupt deletion-vector index file " + path + " at offset 4: unsupported version "
                    + b.getInt(4));
        }
        CRC32C crc = new CRC32C();
        crc.update(content, 0, content.length - 4);
        if ((int) crc.getValue() != b.getInt(content.length - 4)) {
            throw new IOException("corrupt deletion-vector index file " + path + " at offset " + (content.length - 4)
                    + ": checksum mismatch");
        }
        int n = b.getInt(8);
        List<Entry> out = new ArrayList<>();
        int pos = HEADER;
        for (int i = 0; i < n; i++) {
            if (pos + 4 > content.length - 4) {
                throw new IOException("corrupt deletion-vector index file " + path + " at offset " + pos
                        + ": entry " + i + " of " + n + " past the end");
            }
            int len = b.getInt(pos);
            if (len < 0 || pos + 4 + len + 8 > content.length - 4) {
                throw new IOException("corrupt deletion-vector index file " + path + " at offset " + pos
                        + ": entry " + i + " of " + n + " past the end");
            }
            String name = new String(content, pos + 4, len, StandardCharsets.UTF_8);
            long count = b.getLong(pos + 4 + len);
            out.add(new Entry(name, count, pos, 4 + len + 8));
            pos += 4 + len + 8;
        }
        if (pos != content.length - 4) {
            throw new IOException("corrupt deletion-vector index file " + path + " at offset 8: count " + n
                    + " does not match the file length");
        }
        return out;
    }

    static List<Entry> read(FileIO io, String path) throws IOException {
        return decode(io.readFully(path), path);
    }

    /** A (partition, bucket). */
    static final class Location {
        final Partition partition;
        final int bucket;

        Location(Partition partition, int bucket) {
            this.partition = partition;
            this.bucket = bucket;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Location && ((Location) o).bucket == bucket
                    && ((Location) o).partition.equals(partition);
        }

        @Override
        public int hashCode() {
            return Objects.hash(partition, bucket);
        }
    }

    /**
     * The index changes of a commit: for each bucket in {@code compacted} (a compaction of it is published by this
     * commit), the bucket's vectors after the commit, given the snapshot's live files before it ({@code live}) and the
     * commit's data-file changes ({@code delta}); where they differ from the bucket's index file (or the bucket has
     * none and now has a vector) a new index file is written and the returned entries replace the old one. Paimon
     * 1.4.2's rules (COMPACTION.md "Deletion vectors", rules 3, 6, 7):
     * <ul>
     * <li>a compaction's output key that came from level 0 only (no input above level 0 held it) is looked up in the
     *     runs below the output level; the first run holding it marks its row there, unless that row was already
     *     marked (a run above it, level 1 or more, held the key before the commit), or the run holds only a kept
     *     retraction of the key (Varve's mark: Paimon stores no row there);</li>
     * <li>a compacted data file's vector goes with it, unless the compaction is Paimon's rewrite of a lone
     *     max-level run ({@code FileRewriteCompactTask}: every input is on the max level or holds only kept
     *     retractions), which leaves the rewritten files' vectors in the index (stale);</li>
     * <li>an index emptied by a compaction is still written (with no entry).</li>
     * </ul>
     * Files written here are added to {@code written} (deleted by the caller if the commit is not published).
     * {@code precounted}: per bucket, the marks its compaction counted as it wrote ({@link Marks}; none: null).
     */
    static List<ManifestEntry> changes(TableContext table, java.util.Collection<ManifestEntry> live,
                                       List<ManifestEntry> delta, Set<Location> compacted,
                                       Map<Location, Marks> precounted, List<String> written) throws IOException {
        List<ManifestEntry> out = new ArrayList<>();
        if (compacted.isEmpty()) {
            return out;
        }
        // readers of its own, closed at the end: the committer's thread is not the table's readers'
        TableContext ctx = table.fresh();
        try {
            changes(ctx, live, delta, compacted, precounted, written, out);
        } finally {
            ctx.closeReaders();
        }
        return out;
    }

    private static void changes(TableContext ctx, java.util.Collection<ManifestEntry> live,
                                List<ManifestEntry> delta, Set<Location> compacted,
                                Map<Location, Marks> precounted, List<String> written,
                                List<ManifestEntry> out) throws IOException {
        Map<Location, List<DataFileMeta>> pre = new HashMap<>();
        Map<Location, ManifestEntry> preIndex = new HashMap<>();
        Map<Location, Integer> totalBuckets = new HashMap<>();
        for (ManifestEntry e : live) {
            Location loc = new Location(e.partition(), e.bucket());
            if (!compacted.contains(loc)) {
                continue;
            }
            totalBuckets.putIfAbsent(loc, e.totalBuckets());
            if (e.file().kind() == DataFileMeta.Kind.DATA) {
                pre.computeIfAbsent(loc, l -> new ArrayList<>()).add(e.file());
            } else if (isIndexFile(e.file())) {
                preIndex.put(loc, e);
            }
        }
        Map<Location, List<DataFileMeta>> deleted = new HashMap<>();
        Map<Location, List<DataFileMeta>> added = new HashMap<>();
        Set<Location> indexDeleted = new HashSet<>();
        for (ManifestEntry e : delta) {
            Location loc = new Location(e.partition(), e.bucket());
            if (!compacted.contains(loc)) {
                continue;
            }
            totalBuckets.putIfAbsent(loc, e.totalBuckets());
            if (e.file().kind() == DataFileMeta.Kind.DATA) {
                (e.kind() == ManifestEntry.Kind.ADD ? added : deleted).computeIfAbsent(loc, l -> new ArrayList<>())
                        .add(e.file());
            } else if (isIndexFile(e.file()) && e.kind() == ManifestEntry.Kind.DELETE) {
                indexDeleted.add(loc);
            }
        }
        for (Location loc : compacted) {
            if (indexDeleted.contains(loc)) {
                continue; // an overwrite replaced the bucket's index with its data
            }
            ManifestEntry old = preIndex.get(loc);
            LinkedHashMap<String, Long> before = new LinkedHashMap<>();
            if (old != null) {
                for (Entry en : read(ctx.io, ctx.paths.filePath(loc.partition, loc.bucket, old.file()))) {
                    before.put(en.dataFile, en.cardinality);
                }
            }
            Map<String, Long> after = vectorsAfter(ctx, loc, pre.getOrDefault(loc, List.of()),
                    deleted.getOrDefault(loc, List.of()), added.getOrDefault(loc, List.of()), before,
                    precounted == null ? null : precounted.get(loc));
            if (old == null ? after.isEmpty() : new TreeMap<>(after).equals(new TreeMap<>(before))) {
                continue;
            }
            byte[] content = encode(after);
            String name = FILE_PREFIX + UUID.randomUUID();
            String path = ctx.paths.filePath(loc.partition, loc.bucket, name);
            try (PositionOutput o = ctx.io.create(path)) {
                o.write(content);
                o.sync();
            }
            written.add(path);
            DataFileMeta meta = new DataFileMeta(name, DataFileMeta.Kind.INDEX, content.length, after.size(), 0,
                    new byte[0], new byte[0], 0, 0, ctx.schema.id(), 0, System.currentTimeMillis());
            int total = totalBuckets.getOrDefault(loc, 0);
            if (old != null) {
                out.add(new ManifestEntry(ManifestEntry.Kind.DELETE, loc.partition, loc.bucket, old.totalBuckets(),
                        old.file()));
            }
            out.add(new ManifestEntry(ManifestEntry.Kind.ADD, loc.partition, loc.bucket, total, meta));
        }
    }

    /** One bucket's vectors (data file → marked rows) after a commit; see {@link #changes}. */
    static Map<String, Long> vectorsAfter(TableContext ctx, Location loc, List<DataFileMeta> preFiles,
                                          List<DataFileMeta> deleted, List<DataFileMeta> added,
                                          Map<String, Long> before, Marks counted) throws IOException {
        LinkedHashMap<String, Long> after = new LinkedHashMap<>(before);
        boolean marks = ctx.deletionVectorMarks();
        Set<String> addedNames = names(added);
        Set<String> deletedNames = names(deleted);
        Set<String> deletedAboveZero = runNames(deleted);
        // Paimon's full compaction of a lone max-level run rewrites its files with vectors file by file
        // (FileRewriteCompactTask) and leaves their vectors in the index
        int maxLevel = Levels.maxLevel(ctx.options.numLevels(), preFiles);
        boolean loneRunRewrite = !deleted.isEmpty();
        boolean anyMax = false;
        for (DataFileMeta f : deleted) {
            if (addedNames.contains(f.fileName())) {
                continue;
            }
            if (f.level() == maxLevel) {
                anyMax = true;
            } else if (f.level() == 0 || !f.onlyMarks(marks)) {
                loneRunRewrite = false;
            }
        }
        loneRunRewrite &= anyMax;
        if (!loneRunRewrite) {
            for (String name : deletedNames) {
                if (!addedNames.contains(name)) {
                    after.remove(name);
                }
            }
        }
        // the runs of levels 1.. before and after the commit
        TreeMap<Integer, List<DataFileMeta>> preRuns = runs(preFiles);
        List<DataFileMeta> kept = without(preFiles, deletedNames);
        Set<String> preNames = names(kept);
        List<DataFileMeta> postFiles = new ArrayList<>(kept);
        postFiles.addAll(added);
        TreeMap<Integer, List<DataFileMeta>> postRuns = runs(postFiles);
        // the compaction outputs whose keys may come from level 0, by output level
        TreeMap<Integer, List<DataFileMeta>> outputs = new TreeMap<>();
        for (DataFileMeta f : added) {
            if (f.level() > 0 && !deletedAboveZero.contains(f.fileName())) {
                outputs.computeIfAbsent(f.level(), l -> new ArrayList<>()).add(f);
            }
        }
        // a compaction that counted its marks as it wrote its outputs (Marks) hands them on: its outputs are not read
        // again when the bucket's runs are the ones it saw
        if (counted != null && counted.matches(preFiles, deleted, added)) {
            for (Map.Entry<String, Long> e : counted.counts.entrySet()) {
                after.merge(e.getKey(), e.getValue(), Long::sum);
            }
            return after;
        }
        Map<String, Set<ByteBuffer>> newlyMarked = new HashMap<>();
        for (Map.Entry<Integer, List<DataFileMeta>> o : outputs.entrySet()) {
            int level = o.getKey();
            List<DataFileMeta> files = new ArrayList<>(o.getValue());
            long probes = 0;
            for (DataFileMeta f : files) {
                probes += f.rowCount();
            }
            files.sort((a, b) -> Arrays.compareUnsigned(a.minKey(), b.minKey()));
            try (Marker marker = new Marker(ctx, loc, level, preRuns, postRuns, preNames, probes, newlyMarked, after)) {
                if (!marker.marksAny()) {
                    continue; // nothing below to mark
                }
                for (DataFileMeta f : files) {
                    try (RunCursor c = ctx.reader(loc.partition, loc.bucket, f).cursor(null, null, null)) {
                        while (c.next()) {
                            marker.key(c.keyArray(), c.keyOffset(), c.keyLength());
                        }
                    }
                }
            }
        }
        return after;
    }

    /**
     * Marks, for the keys of one compaction output level handed to {@link #key} in ascending order, the row each key
     * has in the first run below that level holding it (rule 3), adding the marks to {@code counts} (data file name
     * → newly marked rows). {@code preRuns}: the bucket's runs above level 0 before the commit; {@code postRuns}: after
     * it; {@code preNames}: the files before the commit that it keeps.
     */
    static final class Marker implements AutoCloseable {
        private final int level;
        private final NavigableRuns below;
        private final NavigableRuns above;
        private final Set<String> preNames;
        private final boolean marks;
        private final Map<String, Set<ByteBuffer>> newlyMarked;
        private final Map<String, Long> counts;
        private byte[] last;

        Marker(TableContext ctx, Location loc, int level, TreeMap<Integer, List<DataFileMeta>> preRuns,
               TreeMap<Integer, List<DataFileMeta>> postRuns, Set<String> preNames, long probes,
               Map<String, Set<ByteBuffer>> newlyMarked, Map<String, Long> counts) {
            this.level = level;
            this.preNames = preNames;
            this.marks = ctx.deletionVectorMarks();
            this.newlyMarked = newlyMarked;
            this.counts = counts;
            Map<Integer, List<DataFileMeta>> tail = postRuns.tailMap(level, false);
            if (tail.isEmpty()) {
                below = null;
                above = null;
            } else {
                below = new NavigableRuns(ctx, loc, tail, probes);
                above = new NavigableRuns(ctx, loc, preRuns, probes);
            }
        }

        /** Whether a run lies below the level (else {@link #key} marks nothing). */
        boolean marksAny() {
            return below != null;
        }

        /** The next key of the output ({@code len} bytes of {@code bytes} at {@code off}); a repeated key counts once. */
        void key(byte[] bytes, int off, int len) throws IOException {
            if (below == null || last != null && Arrays.equals(last, 0, last.length, bytes, off, off + len)) {
                return;
            }
            last = Arrays.copyOfRange(bytes, off, off + len);
            mark(last);
        }

        /** Marks the row {@code key} has in the first run below {@link #level} that holds it, if not marked yet. */
        private void mark(byte[] key) throws IOException {
            // a key some input above level 0 held: its rows below were marked when it went there
            for (Run r : above.runs) {
                if (r.level > 0 && r.level <= level && r.holds(key)) {
                    return;
                }
            }
            for (Run r : below.runs) {
                List<KeyValue> versions = r.versions(key);
                if (versions.isEmpty()) {
                    continue;
                }
                boolean row = false;
                for (KeyValue kv : versions) {
                    row |= !(marks && kv.kind().isRetract());
                }
                if (!row) {
                    return; // Varve's kept retraction: Paimon's row below it is marked already
                }
                DataFileMeta file = r.fileOf(key);
                if (preNames.contains(file.fileName())) {
                    for (Run a : above.runs) {
                        if (a.level > level && a.level < r.level && a.holds(key)) {
                            return; // marked before this commit
                        }
                    }
                }
                if (newlyMarked.computeIfAbsent(file.fileName(), n -> new HashSet<>()).add(ByteBuffer.wrap(key))) {
                    counts.merge(file.fileName(), 1L, Long::sum);
                }
                return;
            }
        }

        @Override
        public void close() throws IOException {
            if (below != null) {
                try {
                    below.close();
                } finally {
                    above.close();
                }
            }
        }
    }

    /**
     * The marks one compaction counted as it wrote its outputs ({@link #counting}), handed on to the commit
     * ({@link CommitMessageImpl#dvMarks}) so that {@link #changes} need not read the outputs again. They hold for the
     * commit only if the bucket's runs are the ones the compaction saw: its files above level 0 before the commit
     * ({@link #runsBefore}), the ones the commit removes ({@link #runsRemoved}: the compaction's inputs) and adds
     * ({@link #outputs}, all on the compaction's output level); {@link #matches} checks it, else the commit reads the
     * outputs as before (a commit holding more than one compaction of the bucket, a concurrent compaction).
     */
    static final class Marks {
        final Set<String> runsBefore;
        final Set<String> runsRemoved;
        final Set<String> outputs;
        /** Data file name → rows the compaction's outputs newly mark there. */
        final Map<String, Long> counts;

        Marks(Set<String> runsBefore, Set<String> runsRemoved, Set<String> outputs, Map<String, Long> counts) {
            this.runsBefore = runsBefore;
            this.runsRemoved = runsRemoved;
            this.outputs = outputs;
            this.counts = counts;
        }

        boolean matches(List<DataFileMeta> preFiles, List<DataFileMeta> deleted, List<DataFileMeta> added) {
            return runsBefore.equals(runNames(preFiles)) && runsRemoved.equals(runNames(deleted))
                    && outputs.equals(runNames(added));
        }
    }

    /** The names of {@code files} above level 0 (the files of sorted runs). */
    private static Set<String> runNames(Collection<DataFileMeta> files) {
        Set<String> names = new HashSet<>();
        for (DataFileMeta f : files) {
            if (f.level() > 0) {
                names.add(f.fileName());
            }
        }
        return names;
    }

    /** The names of {@code files}. */
    private static Set<String> names(Collection<DataFileMeta> files) {
        Set<String> names = new HashSet<>();
        for (DataFileMeta f : files) {
            names.add(f.fileName());
        }
        return names;
    }

    /** {@code files} without those named in {@code names}, in their order. */
    private static List<DataFileMeta> without(Collection<DataFileMeta> files, Set<String> names) {
        List<DataFileMeta> kept = new ArrayList<>();
        for (DataFileMeta f : files) {
            if (!names.contains(f.fileName())) {
                kept.add(f);
            }
        }
        return kept;
    }

    /**
     * Counts a compaction's marks as it writes (the keys of its output, in order, through {@link #key}): the
     * compaction of {@code inputs} of the bucket whose files are {@code bucketFiles} into {@code level}. As
     * {@link #changes} would count them for a commit of this compaction alone on the same files.
     */
    static final class Counter implements AutoCloseable {
        private final Set<String> runsBefore;
        private final Set<String> runsRemoved;
        private final Map<String, Long> counts = new LinkedHashMap<>();
        private final Marker marker;

        private Counter(TableContext ctx, Location loc, int level, List<DataFileMeta> bucketFiles,
                        List<DataFileMeta> inputs, long probes) {
            this.runsBefore = runNames(bucketFiles);
            this.runsRemoved = runNames(inputs);
            List<DataFileMeta> kept = without(bucketFiles, names(inputs));
            Set<String> preNames = names(kept);
            // the outputs sit on the level itself: the runs strictly below it are the kept ones
            this.marker = new Marker(ctx, loc, level, runs(bucketFiles), runs(kept), preNames, probes, new HashMap<>(),
                    counts);
        }

        void key(byte[] bytes, int off, int len) throws IOException {
            marker.key(bytes, off, len);
        }

        /** The counted marks of the compaction that wrote {@code outputs}. */
        Marks finish(List<DataFileMeta> outputs) {
            return new Marks(runsBefore, runsRemoved, names(outputs), counts);
        }

        @Override
        public void close() throws IOException {
            marker.close();
        }
    }

    /**
     * A {@link Counter} for the compaction of {@code inputs} into {@code level}, or null where the committer keeps no
     * deletion-vector index for the table, the output is on level 0, or the system property
     * {@code varve.dv.count-marks} is {@code false} (the benchmark's other arm: the commit reads the outputs).
     */
    static Counter counting(TableContext ctx, Partition partition, int bucket, int level,
                            List<DataFileMeta> bucketFiles, List<DataFileMeta> inputs) {
        if (!maintained(ctx) || level <= 0
                || !Boolean.parseBoolean(System.getProperty("varve.dv.count-marks", "true"))) {
            return null;
        }
        long probes = 0;
        for (DataFileMeta f : inputs) {
            probes += f.rowCount();
        }
        return new Counter(ctx, new Location(partition, bucket), level, bucketFiles, inputs, probes);
    }

    /** Whether the committer of the table maintains the index (FileStoreTable#newCommit). */
    static boolean maintained(TableContext ctx) {
        return ctx.primaryKeyTable && ctx.options.deletionVectorsEnabled() && !ctx.mergeEngine.isFirstRow();
    }

    private static TreeMap<Integer, List<DataFileMeta>> runs(List<DataFileMeta> files) {
        TreeMap<Integer, List<DataFileMeta>> runs = new TreeMap<>();
        for (DataFileMeta f : files) {
            if (f.level() > 0) {
                runs.computeIfAbsent(f.level(), l -> new ArrayList<>()).add(f);
            }
        }
        for (List<DataFileMeta> r : runs.values()) {
            r.sort((a, b) -> Arrays.compareUnsigned(a.minKey(), b.minKey()));
        }
        return runs;
    }

    /** Runs of levels above 0 in level order, each probed for keys in ascending order. */
    private static final class NavigableRuns implements AutoCloseable {
        final List<Run> runs = new ArrayList<>();

        NavigableRuns(TableContext ctx, Location loc, Map<Integer, List<DataFileMeta>> byLevel, long probes) {
            for (Map.Entry<Integer, List<DataFileMeta>> e : byLevel.entrySet()) {
                runs.add(new Run(e.getKey(), e.getValue(),
                        new RunProbe(ctx, loc.partition, loc.bucket, e.getValue(), probes)));
            }
        }

        @Override
        public void close() throws IOException {
            for (Run r : runs) {
                r.probe.close();
            }
        }
    }

    private static final class Run {
        final int level;
        final List<DataFileMeta> files;
        final RunProbe probe;
        private final List<KeyValue> scratch = new ArrayList<>();

        Run(int level, List<DataFileMeta> files, RunProbe probe) {
            this.level = level;
            this.files = files;
            this.probe = probe;
        }

        boolean holds(byte[] key) throws IOException {
            return fileOf(key) != null && probe.latest(key) != null;
        }

        List<KeyValue> versions(byte[] key) throws IOException {
            scratch.clear();
            if (fileOf(key) != null) {
                probe.versions(key, scratch);
            }
            return scratch;
        }

        /** The run's file whose key range holds {@code key}, or null. */
        DataFileMeta fileOf(byte[] key) {
            int lo = 0;
            int hi = files.size() - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                DataFileMeta f = files.get(mid);
                if (Arrays.compareUnsigned(key, f.minKey()) < 0) {
                    hi = mid - 1;
                } else if (Arrays.compareUnsigned(key, f.maxKey()) > 0) {
                    lo = mid + 1;
                } else {
                    return f;
                }
            }
            return null;
        }
    }
}
