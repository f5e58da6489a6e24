package dev.varve.kernel.table;

import java.util.AbstractCollection;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The live files of a snapshot by file identity (partition, bucket, file name; {@link ManifestEntry.FileKey}'s), in the
 * order a {@link java.util.LinkedHashMap} by that key would hold them: an ADD of a present file replaces its entry in
 * place, a new one comes last, a DELETE removes. A committer keeps one from commit to commit and applies its own
 * deltas to it ({@link FileStoreCommit}), so it is built to allocate nothing in that steady state: the entries in an
 * array in order (a removed one leaves a hole, closed up when the array is full), and an open-addressed table of
 * their positions (-1 empty, -2 removed) looked up by the identity's parts, without a key object. Not thread-safe;
 * its owner's alone (nothing outside the commit keeps it or its {@link #values()}).
 */
final class LiveFiles {
    private static final int EMPTY = -1;
    private static final int REMOVED = -2;

    /** The entries in order; null where one was removed. Positions {@code [0, end)} are in use. */
    private ManifestEntry[] entries = new ManifestEntry[16];
    private int end;
    private int size;
    /** Positions in {@link #entries} by hash; twice as long as it, so never more than half non-empty. */
    private int[] slots = newSlots(32);
    private final Values values = new Values();

    int size() {
        return size;
    }

    /** The end of the positions in use: {@link #at} for each position below it. */
    int end() {
        return end;
    }

    /** The entry at position {@code i} (below {@link #end()}), in order; null where one was removed. */
    ManifestEntry at(int i) {
        return entries[i];
    }

    /** The live entries in order: a view, valid until the next change. */
    Collection<ManifestEntry> values() {
        return values;
    }

    /** The entry of the file (partition, bucket, name), or null. */
    ManifestEntry get(Partition partition, int bucket, String fileName) {
        int at = slots[find(partition, bucket, fileName)];
        return at >= 0 ? entries[at] : null;
    }

    boolean contains(Partition partition, int bucket, String fileName) {
        return slots[find(partition, bucket, fileName)] >= 0;
    }

    /** Applies entries in order: an ADD puts its file (in place when present), a DELETE removes it. */
    void apply(List<ManifestEntry> delta) {
        for (int i = 0; i < delta.size(); i++) {
            ManifestEntry e = delta.get(i);
            if (e.kind() == ManifestEntry.Kind.ADD) {
                put(e);
            } else {
                remove(e.partition(), e.bucket(), e.file().fileName());
            }
        }
    }

    void put(ManifestEntry e) {
        Partition p = e.partition();
        String name = e.file().fileName();
        int slot = find(p, e.bucket(), name);
        int at = slots[slot];
        if (at >= 0) {
            entries[at] = e;
            return;
        }
        if (end == entries.length) {
            makeRoom();
            slot = find(p, e.bucket(), name);
        }
        slot = insertAt(hash(p, e.bucket(), name), slot);
        slots[slot] = end;
        entries[end++] = e;
        size++;
    }

    void remove(Partition partition, int bucket, String fileName) {
        int slot = find(partition, bucket, fileName);
        int at = slots[slot];
        if (at >= 0) {
            entries[at] = null;
            slots[slot] = REMOVED;
            size--;
        }
    }

    /** Empties it, keeping the arrays. */
    void clear() {
        Arrays.fill(entries, 0, end, null);
        Arrays.fill(slots, EMPTY);
        end = 0;
        size = 0;
    }

    /** The slot holding the file's position, else the empty slot that ends its probe. */
    private int find(Partition partition, int bucket, String fileName) {
        int mask = slots.length - 1;
        int i = spread(hash(partition, bucket, fileName)) & mask;
        while (true) {
            int at = slots[i];
            if (at == EMPTY) {
                return i;
            }
            if (at >= 0) {
                ManifestEntry e = entries[at];
                if (e.bucket() == bucket && e.file().fileName().equals(fileName) && e.partition().equals(partition)) {
                    return i;
                }
            }
            i = (i + 1) & mask;
        }
    }

    /** The first removed slot on the probe of {@code hash} before {@code empty} (where its probe ended), else that. */
    private int insertAt(int hash, int empty) {
        int mask = slots.length - 1;
        int i = spread(hash) & mask;
        while (i != empty) {
            if (slots[i] == REMOVED) {
                return i;
            }
            i = (i + 1) & mask;
        }
        return empty;
    }

    /**
     * The entries array is full: closes up the holes in place when at least a quarter are holes, else doubles it; the
     * table is rebuilt either way (its removed slots dropped).
     */
    private void makeRoom() {
        if (size > end - end / 4) {
            entries = Arrays.copyOf(entries, entries.length * 2);
            slots = newSlots(entries.length * 2);
        } else {
            Arrays.fill(slots, EMPTY);
        }
        int w = 0;
        int mask = slots.length - 1;
        for (int r = 0; r < end; r++) {
            ManifestEntry e = entries[r];
            if (e == null) {
                continue;
            }
            entries[r] = null;
            entries[w] = e;
            int i = spread(hash(e.partition(), e.bucket(), e.file().fileName())) & mask;
            while (slots[i] != EMPTY) {
                i = (i + 1) & mask;
            }
            slots[i] = w++;
        }
        end = w;
    }

    private static int[] newSlots(int n) {
        int[] s = new int[n];
        Arrays.fill(s, EMPTY);
        return s;
    }

    /** {@link ManifestEntry.FileKey#hashCode()}'s value. */
    private static int hash(Partition partition, int bucket, String fileName) {
        int h = 31 + partition.hashCode();
        h = 31 * h + bucket;
        return 31 * h + fileName.hashCode();
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }

    private final class Values extends AbstractCollection<ManifestEntry> {
        @Override
        public int size() {
            return size;
        }

        @Override
        public Iterator<ManifestEntry> iterator() {
            return new Iterator<>() {
                private int next = skip(0);

                private int skip(int i) {
                    while (i < end && entries[i] == null) {
                        i++;
                    }
                    return i;
                }

                @Override
                public boolean hasNext() {
                    return next < end;
                }

                @Override
                public ManifestEntry next() {
                    if (next >= end) {
                        throw new NoSuchElementException();
                    }
                    ManifestEntry e = entries[next];
                    next = skip(next + 1);
                    return e;
                }
            };
        }
    }
}
