package dev.varve.kernel.table;

import dev.varve.row.DataType;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * How a commit builds the next snapshot's base manifests from the latest snapshot's data manifests (its base and
 * delta lists, in order): Apache Paimon 1.4.2's rule (its {@code ManifestFileMerger}, read for the rule), so that
 * {@code $manifests} lists what Paimon's would (METADATA_FORMAT.md, revision 10).
 *
 * <ul>
 *   <li><b>Full compaction</b>, tried first: a manifest <i>must change</i> when it holds a DELETE entry or is
 *       smaller than {@code manifest.target-file-size}. When those add up to at least
 *       {@code manifest.full-compaction-threshold-size}, every manifest that must change, and every other one
 *       whose partition range may hold a file some DELETE entry removes, is read; the ones that must change or
 *       hold such a file are rewritten (their ADD entries of files not deleted) into new manifests, the others are
 *       kept. Nothing happens (minor compaction instead) when at most one manifest would be read.</li>
 *   <li><b>Minor compaction</b> otherwise: manifests are taken in order into a group until the group's size
 *       reaches the target size, and such a group is merged into one manifest; the last group is merged only if it
 *       has at least {@code manifest.merge-min-count} manifests. A merge of a group applies its entries in order:
 *       a DELETE cancels the ADD of the same file (partition, bucket, level, name) before it in the group, a DELETE
 *       with no such ADD stays; a group of one manifest is kept as it is, and a merge that leaves no entry writes
 *       no manifest.</li>
 * </ul>
 *
 * <p>Sizes are those of Varve's manifest files (JSON, not Paimon's Avro), so the size triggers fire at other
 * points than Paimon's; tables whose manifests stay far below 8 MB (every scenario's) merge by count only, as
 * Paimon's do. Merged entries go into one manifest (Paimon rolls its merge output at the target size).
 */
final class ManifestMerge {
    /** Paimon's defaults: {@code manifest.target-file-size} 8 MB, {@code manifest.merge-min-count} 30, 16 MB. */
    static final ManifestMerge DEFAULT = new ManifestMerge(8L << 20, 30, 16L << 20, null);

    final long targetSize;
    final int minCount;
    final long fullCompactionSize;
    /** The partition columns' types (to compare partition values), or null: ranges not known, every manifest may hold any. */
    private final List<DataType> partitionTypes;

    ManifestMerge(long targetSize, int minCount, long fullCompactionSize, List<DataType> partitionTypes) {
        this.targetSize = targetSize;
        this.minCount = minCount;
        this.fullCompactionSize = fullCompactionSize;
        this.partitionTypes = partitionTypes == null ? null : List.copyOf(partitionTypes);
    }

    /** This rule with other thresholds (Paimon's {@code compact_manifest} merges with both at 1). */
    ManifestMerge with(int minCount, long fullCompactionSize) {
        return new ManifestMerge(targetSize, minCount, fullCompactionSize, partitionTypes);
    }

    /** Writes a new manifest of the given entries and returns its name. */
    interface Writer {
        String write(List<ManifestEntry> entries) throws IOException;
    }

    /**
     * The manifests of the next base list: {@code input} (the data manifests, in order) merged by the rule, new
     * manifests written with {@code writer}. Returns {@code input}'s names, in order, where nothing merges.
     */
    List<String> merge(SnapshotStore store, List<String> input, Writer writer) throws IOException {
        return new ArrayList<>(merge(store, input, writer, new Scratch()));
    }

    /**
     * As {@link #merge(SnapshotStore, List, Writer)}, its working lists in {@code scratch}: the returned list is
     * {@code scratch}'s (see {@link Scratch}), valid until its next use.
     */
    List<String> merge(SnapshotStore store, List<String> input, Writer writer, Scratch scratch) throws IOException {
        List<String> full = tryFullCompaction(store, input, writer);
        if (full != null) {
            scratch.result.clear();
            scratch.result.addAll(full);
            return scratch.result;
        }
        return minorCompaction(store, input, writer, scratch);
    }

    /**
     * The working state of a merge, kept by its owner (a committer, which is used by one thread at a time) across
     * commits so that a minor compaction allocates nothing once the lists and the table have grown: the input list
     * its caller fills ({@link #input()}), the result list {@link #merge(SnapshotStore, List, Writer, Scratch)}
     * returns, the group of candidates, and a group's merged entries with an open-addressed index of them by
     * {@link Id}'s identity (positions in {@link #merged}; -1 empty, -2 deleted). Every list is cleared, and its
     * references dropped, before the next use; the entries handed to the {@link Writer} are copied by it
     * ({@link Manifest}'s constructor) and the result by the manifest list it is written into. Not thread-safe.
     */
    static final class Scratch {
        private final ArrayList<String> input = new ArrayList<>();
        private final ArrayList<String> result = new ArrayList<>();
        private final ArrayList<String> candidates = new ArrayList<>();
        private final ArrayList<ManifestEntry> merged = new ArrayList<>();
        private int[] slots = new int[64];

        /** The input list, cleared: for the caller to fill with the data manifests before a merge. */
        List<String> input() {
            input.clear();
            return input;
        }

        /** Drops the references the lists hold (names only in {@link #input} and {@link #result}). */
        void clear() {
            input.clear();
            result.clear();
            candidates.clear();
            merged.clear();
        }

        /** A table of at least twice {@code entries} slots, all empty. */
        private int[] slots(int entries) {
            int need = Integer.highestOneBit(Math.max(16, entries) * 2 - 1) << 1;
            if (slots.length < need) {
                slots = new int[need];
            }
            java.util.Arrays.fill(slots, 0, Math.min(slots.length, need), -1);
            return slots;
        }
    }

    private List<String> minorCompaction(SnapshotStore store, List<String> input, Writer writer, Scratch scratch)
            throws IOException {
        ArrayList<String> result = scratch.result;
        ArrayList<String> candidates = scratch.candidates;
        result.clear();
        candidates.clear();
        long total = 0;
        for (int i = 0; i < input.size(); i++) { // indexed: no iterator per commit
            String m = input.get(i);
            total += size(store, m);
            candidates.add(m);
            if (total >= targetSize) {
                mergeCandidates(store, candidates, writer, result, scratch);
                candidates.clear();
                total = 0;
            }
        }
        if (candidates.size() >= minCount) {
            mergeCandidates(store, candidates, writer, result, scratch);
        } else {
            result.addAll(candidates);
        }
        candidates.clear();
        return result;
    }

    /**
     * Merges a group: its entries applied in order as a {@link LinkedHashMap} by {@link Id} would hold them (an ADD
     * replaces the value of its id in place or comes last; a DELETE removes an ADD of its id, else replaces in place
     * or comes last), kept in {@link Scratch#merged} in that order with removed ones nulled out, then written.
     */
    private static void mergeCandidates(SnapshotStore store, List<String> candidates, Writer writer, List<String> result,
            Scratch scratch) throws IOException {
        if (candidates.size() == 1) {
            result.add(candidates.get(0));
            return;
        }
        int count = 0;
        for (int c = 0; c < candidates.size(); c++) {
            count += store.manifest(candidates.get(c)).entries.size();
        }
        int[] slots = scratch.slots(count);
        int mask = Math.min(slots.length, Integer.highestOneBit(Math.max(16, count) * 2 - 1) << 1) - 1;
        ArrayList<ManifestEntry> merged = scratch.merged;
        merged.clear();
        int live = 0;
        for (int c = 0; c < candidates.size(); c++) {
            List<ManifestEntry> entries = store.manifest(candidates.get(c)).entries;
            for (int i = 0; i < entries.size(); i++) {
                ManifestEntry e = entries.get(i);
                int slot = find(slots, mask, merged, e);
                int at = slots[slot];
                if (e.kind() == ManifestEntry.Kind.ADD || at < 0 || merged.get(at).kind() != ManifestEntry.Kind.ADD) {
                    if (at >= 0) {
                        merged.set(at, e); // in place, as a map's put of a present key
                    } else {
                        slots[insertAt(slots, mask, slot, e)] = merged.size();
                        merged.add(e);
                        live++;
                    }
                } else {
                    merged.set(at, null); // the file was added and deleted within the group
                    slots[slot] = -2;
                    live--;
                }
            }
        }
        if (live > 0) {
            int w = 0;
            for (int i = 0; i < merged.size(); i++) {
                ManifestEntry e = merged.get(i);
                if (e != null) {
                    merged.set(w++, e);
                }
            }
            while (merged.size() > w) {
                merged.remove(merged.size() - 1);
            }
            result.add(writer.write(merged)); // the writer copies the entries (Manifest's constructor)
        }
        merged.clear();
    }

    /** The slot of {@code e}'s id: the one holding it, else the empty slot that ends its probe. */
    private static int find(int[] slots, int mask, List<ManifestEntry> merged, ManifestEntry e) {
        int i = spread(idHash(e)) & mask;
        while (true) {
            int at = slots[i];
            if (at == -1 || at >= 0 && sameId(merged.get(at), e)) {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /**
     * Where a new id whose probe ended at the empty slot {@code empty} goes: the first deleted slot on its probe
     * before that, else {@code empty}.
     */
    private static int insertAt(int[] slots, int mask, int empty, ManifestEntry e) {
        int i = spread(idHash(e)) & mask;
        while (i != empty) {
            if (slots[i] == -2) {
                return i;
            }
            i = (i + 1) & mask;
        }
        return empty;
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }

    /** {@link Id#hashCode()} of {@code e}'s id, without the object. */
    static int idHash(ManifestEntry e) {
        return ((31 * (31 * (31 + Objects.hashCode(e.partition())) + e.bucket()) + e.file().level()) * 31)
                + e.file().fileName().hashCode();
    }

    /** {@link Id#equals(Object)} of two entries' ids, without the objects. */
    static boolean sameId(ManifestEntry a, ManifestEntry b) {
        return a.bucket() == b.bucket() && a.file().level() == b.file().level()
                && a.file().fileName().equals(b.file().fileName()) && a.partition().equals(b.partition());
    }

    /** Paimon's full compaction, or null when it does not apply. */
    private List<String> tryFullCompaction(SnapshotStore store, List<String> input, Writer writer) throws IOException {
        long deltaSize = 0;
        for (int i = 0; i < input.size(); i++) { // indexed: no iterator per commit
            String m = input.get(i);
            if (mustChange(store, m)) {
                deltaSize += size(store, m);
            }
        }
        if (deltaSize < fullCompactionSize) {
            return null;
        }
        // the files DELETEd by the input, each with the position of its last DELETE (an entry at an earlier position
        // is deleted; Varve re-adds a file after a DELETE of it when a lookup changelog comes later: kept)
        Map<Id, Long> deletedAt = new HashMap<>();
        Set<Partition> deletedPartitions = new HashSet<>();
        long pos = 0;
        for (String m : input) {
            for (ManifestEntry e : store.manifest(m).entries) {
                if (e.kind() == ManifestEntry.Kind.DELETE) {
                    deletedAt.put(new Id(e), pos);
                    deletedPartitions.add(e.partition());
                }
                pos++;
            }
        }
        List<String> result = new ArrayList<>();
        List<String> toBeMerged = new LinkedList<>(input);
        for (Iterator<String> it = toBeMerged.iterator(); it.hasNext(); ) {
            String m = it.next();
            if (mustChange(store, m)) {
                continue;
            }
            if (deletedAt.isEmpty() || !mayHold(store.manifest(m), deletedPartitions)) {
                it.remove();
                result.add(m);
            }
        }
        if (toBeMerged.size() <= 1) {
            return null;
        }
        Map<String, Long> firstPos = new HashMap<>();
        pos = 0;
        for (String m : input) {
            firstPos.put(m, pos);
            pos += store.manifest(m).entries.size();
        }
        List<ManifestEntry> rewritten = new ArrayList<>();
        for (String m : toBeMerged) {
            boolean change = mustChange(store, m);
            List<ManifestEntry> kept = new ArrayList<>();
            long at = firstPos.get(m);
            for (ManifestEntry e : store.manifest(m).entries) {
                long p = at++;
                if (e.kind() == ManifestEntry.Kind.DELETE) {
                    continue;
                }
                Long del = deletedAt.get(new Id(e));
                if (del != null && del > p) {
                    change = true;
                } else {
                    kept.add(e);
                }
            }
            if (change) {
                rewritten.addAll(kept);
            } else {
                result.add(m);
            }
        }
        if (!rewritten.isEmpty()) {
            result.add(writer.write(rewritten));
        }
        return result;
    }

    private boolean mustChange(SnapshotStore store, String m) {
        Manifest manifest = store.manifest(m);
        if (size(store, m) < targetSize) {
            return true;
        }
        for (int i = 0; i < manifest.entries.size(); i++) {
            if (manifest.entries.get(i).kind() == ManifestEntry.Kind.DELETE) {
                return true;
            }
        }
        return false;
    }

    private static long size(SnapshotStore store, String m) {
        return store.manifestSize(m);
    }

    /**
     * Whether a manifest's partition range (each column's minimum, maximum and NULL count over its entries, as
     * Paimon's partition statistics) may hold one of {@code partitions}; always for an unpartitioned table or
     * when the partition types are not known.
     */
    private boolean mayHold(Manifest m, Set<Partition> partitions) {
        if (partitionTypes == null || partitionTypes.isEmpty()) {
            return true;
        }
        Range range = range(m.entries, partitionTypes, false);
        for (Partition p : partitions) {
            if (range.mayHold(p)) {
                return true;
            }
        }
        return false;
    }

    /** Per partition column: the smallest and largest non-NULL value (null: none) and whether a NULL occurs. */
    static final class Range {
        final String[] min;
        final String[] max;
        final boolean[] hasNull;
        private final List<DataType> types;

        Range(List<DataType> types) {
            this.types = types;
            this.min = new String[types.size()];
            this.max = new String[types.size()];
            this.hasNull = new boolean[types.size()];
        }

        void add(Partition p) {
            List<String> v = p.values();
            for (int i = 0; i < min.length && i < v.size(); i++) {
                String x = v.get(i);
                if (x == null) {
                    hasNull[i] = true;
                    continue;
                }
                if (min[i] == null || compare(x, min[i], types.get(i)) < 0) {
                    min[i] = x;
                }
                if (max[i] == null || compare(x, max[i], types.get(i)) > 0) {
                    max[i] = x;
                }
            }
        }

        boolean mayHold(Partition p) {
            List<String> v = p.values();
            for (int i = 0; i < min.length && i < v.size(); i++) {
                String x = v.get(i);
                if (x == null ? !hasNull[i]
                        : min[i] == null || compare(x, min[i], types.get(i)) < 0 || compare(x, max[i], types.get(i)) > 0) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * The partition range of {@code entries} (with {@code withoutIndex}, of its data and changelog file entries only:
     * Paimon keeps index files apart).
     */
    static Range range(List<ManifestEntry> entries, List<DataType> types, boolean withoutIndex) {
        Range r = new Range(types);
        for (ManifestEntry e : entries) {
            if (!withoutIndex || e.file().kind() != DataFileMeta.Kind.INDEX) {
                r.add(e.partition());
            }
        }
        return r;
    }

    /**
     * Orders two partition values as printed (CLI.md value format) by their type: numbers by value, booleans false
     * first, the rest (strings, ISO dates and timestamps) by code point, as Paimon compares them.
     */
    static int compare(String a, String b, DataType type) {
        switch (type.root()) {
            case TINYINT:
            case SMALLINT:
            case INT:
            case BIGINT:
            case FLOAT:
            case DOUBLE:
            case DECIMAL:
                try {
                    return new BigDecimal(a).compareTo(new BigDecimal(b));
                } catch (NumberFormatException e) {
                    return codePoints(a, b); // NaN, Infinity
                }
            case BOOLEAN:
                return Boolean.compare(Boolean.parseBoolean(a), Boolean.parseBoolean(b));
            default:
                return codePoints(a, b);
        }
    }

    private static int codePoints(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /** Paimon's identity of a manifest entry's file: partition, bucket, level and name. */
    static final class Id {
        private final Partition partition;
        private final int bucket;
        private final int level;
        private final String fileName;

        Id(ManifestEntry e) {
            this.partition = e.partition();
            this.bucket = e.bucket();
            this.level = e.file().level();
            this.fileName = e.file().fileName();
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Id)) {
                return false;
            }
            Id other = (Id) o;
            return bucket == other.bucket && level == other.level && fileName.equals(other.fileName)
                    && partition.equals(other.partition);
        }

        @Override
        public int hashCode() {
            // Objects.hash's value without its varargs array
            return ((31 * (31 * (31 + Objects.hashCode(partition)) + bucket) + level) * 31) + fileName.hashCode(); // = idHash
        }
    }
}
