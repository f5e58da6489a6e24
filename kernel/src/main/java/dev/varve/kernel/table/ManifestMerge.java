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
        List<String> full = tryFullCompaction(store, input, writer);
        return full != null ? full : minorCompaction(store, input, writer);
    }

    private List<String> minorCompaction(SnapshotStore store, List<String> input, Writer writer) throws IOException {
        List<String> result = new ArrayList<>();
        List<String> candidates = new ArrayList<>();
        long total = 0;
        for (String m : input) {
            total += size(store, m);
            candidates.add(m);
            if (total >= targetSize) {
                mergeCandidates(store, candidates, writer, result);
                candidates.clear();
                total = 0;
            }
        }
        if (candidates.size() >= minCount) {
            mergeCandidates(store, candidates, writer, result);
        } else {
            result.addAll(candidates);
        }
        return result;
    }

    private static void mergeCandidates(SnapshotStore store, List<String> candidates, Writer writer, List<String> result)
            throws IOException {
        if (candidates.size() == 1) {
            result.add(candidates.get(0));
            return;
        }
        Map<Id, ManifestEntry> merged = new LinkedHashMap<>();
        for (String m : candidates) {
            for (ManifestEntry e : store.manifest(m).entries) {
                Id id = new Id(e);
                if (e.kind() == ManifestEntry.Kind.ADD) {
                    merged.put(id, e);
                } else if (merged.containsKey(id) && merged.get(id).kind() == ManifestEntry.Kind.ADD) {
                    merged.remove(id); // the file was added and deleted within the group
                } else {
                    merged.put(id, e); // its ADD is in an earlier manifest: the DELETE stays
                }
            }
        }
        if (!merged.isEmpty()) {
            result.add(writer.write(new ArrayList<>(merged.values())));
        }
    }

    /** Paimon's full compaction, or null when it does not apply. */
    private List<String> tryFullCompaction(SnapshotStore store, List<String> input, Writer writer) throws IOException {
        long deltaSize = 0;
        for (String m : input) {
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
        for (ManifestEntry e : manifest.entries) {
            if (e.kind() == ManifestEntry.Kind.DELETE) {
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
            return ((31 * (31 * (31 + Objects.hashCode(partition)) + bucket) + level) * 31) + fileName.hashCode();
        }
    }
}
