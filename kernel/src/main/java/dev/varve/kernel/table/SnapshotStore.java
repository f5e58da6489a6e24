package dev.varve.kernel.table;

import dev.varve.format.SyncBatch;

import dev.varve.format.FileIO;
import dev.varve.kernel.VarveException;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Snapshots, manifest lists and manifests of one table (METADATA_FORMAT.md). Snapshot files are
 * created with {@link FileIO#tryCreateAtomically} and never rewritten; {@code LATEST} and
 * {@code EARLIEST} are hints that may be stale: readers verify them by probing. Manifests are
 * immutable and cached by name. Thread-safe.
 */
public final class SnapshotStore {

    private final FileIO io;
    private final String tablePath;
    /** Where this branch's snapshots and changelogs live: the table's directory, or a branch's. */
    private final String metaRoot;
    private final Map<String, Manifest> manifestCache = new ConcurrentHashMap<>();
    /** Manifest lists by name (immutable files; a few recent ones: a commit reads its predecessor's). */
    private final Map<String, ManifestList> listCache = new Lru<>(64);
    /** Snapshots by id, served only where the id was just seen to exist (see {@link #latest}). */
    private final SnapshotRing snapshotCache = new SnapshotRing(8);
    /** Names of new manifests and manifest lists. */
    private final RandomNames names = new RandomNames();
    /** Serializes the commit's metadata files without building strings; guarded by itself. */
    private final MetaJsonWriter json = new MetaJsonWriter();
    /** The latest id this store published or found; probing forward from it skips reading the LATEST hint. */
    private volatile long knownLatest = -1;
    private final String snapshotPrefix;
    private final String snapshotDir;
    private final String manifestDir;
    private final String latestHint;
    private final String earliestHint;
    /** The last few snapshot paths built (a commit asks for the same one or two ids several times). */
    private final SnapshotPaths snapshotPaths = new SnapshotPaths(4);

    public SnapshotStore(FileIO io, String tablePath) {
        this(io, tablePath, tablePath);
    }

    /**
     * The store of a branch (METADATA_FORMAT.md "Branches"): snapshots and changelogs under {@code metaRoot} (the
     * branch's directory, or the table's for main), manifests in the table's shared {@code manifest/}.
     */
    public SnapshotStore(FileIO io, String tablePath, String metaRoot) {
        this.io = io;
        this.tablePath = tablePath;
        this.metaRoot = metaRoot;
        this.snapshotPrefix = metaRoot + "/snapshot/snapshot-";
        this.snapshotDir = metaRoot + "/snapshot";
        this.manifestDir = tablePath + "/manifest";
        this.latestHint = snapshotDir + "/LATEST";
        this.earliestHint = snapshotDir + "/EARLIEST";
    }

    public FileIO io() {
        return io;
    }

    public String tablePath() {
        return tablePath;
    }

    String snapshotDir() {
        return snapshotDir;
    }

    String manifestDir() {
        return manifestDir;
    }

    String snapshotPath(long id) {
        String p = snapshotPaths.get(id);
        if (p == null) {
            p = snapshotPrefix + id;
            snapshotPaths.put(id, p);
        }
        return p;
    }

    /** The hint file {@code LATEST} or {@code EARLIEST} (else built). */
    private String hintPath(String name) {
        return "LATEST".equals(name) ? latestHint : "EARLIEST".equals(name) ? earliestHint : snapshotDir + "/" + name;
    }

    // ---- snapshots ----------------------------------------------------------------------------

    public boolean exists(long id) {
        try {
            return io.exists(snapshotPath(id));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Snapshot snapshot(long id) {
        String p = snapshotPath(id);
        try {
            return Json.read(io.readFully(p), Snapshot.class, p);
        } catch (FileNotFoundException | NoSuchFileException e) {
            throw new VarveException.NotFound("snapshot " + id + " does not exist in " + metaRoot);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + p, e);
        }
    }

    /** The latest snapshot id, or -1 if there is none. The LATEST hint is verified by probing forward. */
    public long latestId() {
        long known = knownLatest;
        if (known > 0 && exists(known)) {
            // snapshots are never removed from the top (expiration removes the oldest): probe forward
            long id = known;
            while (exists(id + 1)) {
                id++;
            }
            knownLatest = id;
            return id;
        }
        long hint = readHint("LATEST");
        if (hint > 0 && exists(hint)) {
            long id = hint;
            while (exists(id + 1)) {
                id++;
            }
            return id;
        }
        long max = -1;
        for (long id : listIds()) {
            max = Math.max(max, id);
        }
        return max;
    }

    /** The earliest retained snapshot id, or -1 if there is none. */
    public long earliestId() {
        long hint = readHint("EARLIEST");
        if (hint > 0 && exists(hint)) {
            long id = hint;
            while (id > 1 && exists(id - 1)) {
                id--;
            }
            return id;
        }
        long min = Long.MAX_VALUE;
        for (long id : listIds()) {
            min = Math.min(min, id);
        }
        return min == Long.MAX_VALUE ? -1 : min;
    }

    public Snapshot latest() {
        long id = latestId();
        return id < 0 ? null : cachedSnapshot(id);
    }

    /**
     * Snapshot {@code id} from the cache of recently published or read snapshots, else read. A
     * snapshot file never changes once created, so the cached object is the file's content; but
     * unlike {@link #snapshot} this may return a snapshot that expiration deleted meanwhile: only
     * for callers that just saw the id exist or that only ask who committed it.
     */
    Snapshot cachedSnapshot(long id) {
        Snapshot s = snapshotCache.get(id);
        if (s == null) {
            s = snapshot(id);
            snapshotCache.put(s);
        }
        return s;
    }

    public List<Long> listIds() {
        return listNumbered(snapshotDir(), "snapshot-");
    }

    /** Snapshots from earliest to latest (skipping ids that vanished under a concurrent expiration). */
    public List<Snapshot> all() {
        List<Snapshot> out = new ArrayList<>();
        for (long id : listIds()) {
            try {
                out.add(snapshot(id));
            } catch (VarveException.NotFound ignored) {
                // expired concurrently
            }
        }
        return out;
    }

    /**
     * The latest snapshot committed at or before {@code timeMillis}, or -1 if none: a binary
     * search over the retained ids (commit times grow with ids), reading O(log n) snapshots.
     */
    public long latestIdAtOrBefore(long timeMillis) {
        long lo = earliestId();
        long hi = latestId();
        long found = -1;
        while (lo > 0 && lo <= hi) {
            long mid = lo + (hi - lo) / 2;
            Snapshot s = snapshotOrNull(mid);
            if (s == null) {
                lo = mid + 1; // expired concurrently: so is everything older
            } else if (s.timeMillis <= timeMillis) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    /**
     * The earliest retained snapshot committed at or after {@code timeMillis}, or -1 if none
     * (binary search as {@link #latestIdAtOrBefore}).
     */
    public long earliestIdAtOrAfter(long timeMillis) {
        long lo = earliestId();
        long hi = latestId();
        long found = -1;
        while (lo > 0 && lo <= hi) {
            long mid = lo + (hi - lo) / 2;
            Snapshot s = snapshotOrNull(mid);
            if (s == null) {
                lo = mid + 1;
            } else if (s.timeMillis >= timeMillis) {
                found = mid;
                hi = mid - 1;
            } else {
                lo = mid + 1;
            }
        }
        return found;
    }

    Snapshot snapshotOrNull(long id) {
        try {
            return snapshot(id);
        } catch (VarveException.NotFound expired) {
            return null;
        }
    }

    private long readHint(String name) {
        try {
            String p = hintPath(name);
            if (!io.exists(p)) {
                return -1;
            }
            return Long.parseLong(new String(io.readFully(p), StandardCharsets.UTF_8).trim());
        } catch (IOException | NumberFormatException e) {
            return -1; // a hint; absence or damage costs a listing only
        }
    }

    void writeHint(String name, long id) {
        writeHint(name, id, true);
    }

    /** As {@link #writeHint(String, long)}; without {@code synced} the hint's temporary file is not synced. */
    private void writeHint(String name, long id, boolean synced) {
        try {
            replaceHint(hintPath(name), id, synced);
        } catch (IOException e) {
            // a stale hint is harmless
        }
    }

    /** The decimal digits of a hint, written from one reused array (per commit: no string). */
    private final byte[] hintDigits = new byte[20];

    /** Replaces hint file {@code path} with the decimal {@code id} (not durable: a hint may be stale). */
    private void replaceHint(String path, long id) throws IOException {
        replaceHint(path, id, true);
    }

    /** As {@link #replaceHint(String, long)}; {@code synced}: whether the new content is synced before the rename. */
    private void replaceHint(String path, long id, boolean synced) throws IOException {
        if (id < 0) {
            throw new IllegalArgumentException("negative hint " + id);
        }
        synchronized (hintDigits) {
            int start = hintDigits.length;
            long v = id;
            do {
                hintDigits[--start] = (byte) ('0' + v % 10);
                v /= 10;
            } while (v != 0);
            io.replaceHint(path, hintDigits, start, hintDigits.length - start, synced);
        }
    }

    /**
     * Publishes {@code s} as snapshot {@code s.id}; false if another committer created that id first. Without
     * {@code durable} ({@code commit.fsync = false}) the snapshot is created just as atomically but nothing is fsynced
     * (neither it, its directory nor the hints' temporary files).
     */
    boolean tryPublish(Snapshot s, boolean durable) throws IOException {
        boolean ok;
        synchronized (json) {
            json.writeSnapshot(s);
            ok = io.tryCreateAtomically(snapshotPath(s.id), json.buffer(), 0, json.length(), durable);
        }
        if (ok) {
            snapshotCache.put(s);
            knownLatest = Math.max(knownLatest, s.id);
            writeHint("LATEST", s.id, durable);
            if (s.id == 1) {
                writeHint("EARLIEST", 1, durable);
            }
        }
        return ok;
    }

    // ---- long-lived changelogs (METADATA_FORMAT.md "Changelog lifecycle") ------------------------

    String metaRoot() {
        return metaRoot;
    }

    String changelogDir() {
        return metaRoot + "/changelog";
    }

    String changelogPath(long id) {
        return changelogDir() + "/changelog-" + id;
    }

    /** The long-lived changelog {@code id} (a snapshot's metadata kept past its expiration). */
    public Snapshot changelog(long id) {
        String p = changelogPath(id);
        try {
            return Json.read(io.readFully(p), Snapshot.class, p);
        } catch (FileNotFoundException | NoSuchFileException e) {
            throw new VarveException.NotFound("changelog " + id + " does not exist in " + metaRoot);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + p, e);
        }
    }

    /** Ids of the long-lived changelog files, ascending. */
    public List<Long> listChangelogIds() {
        return listNumbered(changelogDir(), "changelog-");
    }

    /**
     * The ids of the files {@code <prefix><id>} in {@code dir}, ascending (none if the directory
     * does not exist); other names, such as temporary files, are skipped.
     */
    private List<Long> listNumbered(String dir, String prefix) {
        List<Long> ids = new ArrayList<>();
        try {
            if (!io.exists(dir)) {
                return ids;
            }
            for (FileIO.FileStatus s : io.list(dir)) {
                String n = s.name();
                if (n.startsWith(prefix)) {
                    try {
                        ids.add(Long.parseLong(n.substring(prefix.length())));
                    } catch (NumberFormatException ignored) {
                        // not one of the numbered files (e.g. a temp file)
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ids.sort(null);
        return ids;
    }

    /** Long-lived changelogs oldest first (skipping ids that vanished under a concurrent expiration). */
    public List<Snapshot> allChangelogs() {
        List<Snapshot> out = new ArrayList<>();
        for (long id : listChangelogIds()) {
            try {
                out.add(changelog(id));
            } catch (VarveException.NotFound ignored) {
                // expired concurrently
            }
        }
        return out;
    }

    /**
     * Keeps snapshot {@code s}'s changelog past the snapshot's expiration: writes
     * {@code changelog/changelog-<id>}, a copy of its metadata without the base manifest list and, unless
     * {@code withDelta} (a table without changelog files, whose changelog is its delta), without the delta manifest
     * list (they may be deleted), if not there yet.
     */
    void writeChangelog(Snapshot s, boolean withDelta) throws IOException {
        Snapshot c = new Snapshot(s.version, s.id, s.schemaId, null, withDelta ? s.deltaManifestList : null,
                s.changelogManifestList, s.commitUser,
                s.commitIdentifier, s.commitKind, s.timeMillis, s.totalRecordCount, s.deltaRecordCount,
                s.changelogRecordCount, s.revision, s.legacyBucketHash);
        io.tryCreateAtomically(changelogPath(s.id), Json.write(c));
        writeChangelogHint("LATEST", s.id);
    }

    void writeChangelogHint(String name, long id) {
        try {
            replaceHint(changelogDir() + "/" + name, id);
        } catch (IOException e) {
            // a stale hint is harmless: readers list the directory
        }
    }

    /**
     * The oldest id a streaming reader can still read changes of: the earliest long-lived
     * changelog if any, else the earliest snapshot; -1 if neither exists.
     */
    public long earliestReadableId() {
        List<Long> changelogs = listChangelogIds();
        long snapshots = earliestId();
        if (changelogs.isEmpty()) {
            return snapshots;
        }
        return snapshots < 0 ? changelogs.get(0) : Math.min(changelogs.get(0), snapshots);
    }

    /** Snapshot {@code id}, or its long-lived changelog if the snapshot expired; NotFound if neither. */
    public Snapshot snapshotOrChangelog(long id) {
        try {
            return snapshot(id);
        } catch (VarveException.NotFound e) {
            return changelog(id);
        }
    }

    // ---- manifests ------------------------------------------------------------------------------

    /**
     * Writes a new manifest file; {@code durable} with {@code sync} null: synced before this returns; {@code durable}
     * with a {@code sync}: handed to it (synced and closed when the batch runs, before the commit publishes); not
     * {@code durable} ({@code commit.fsync = false}; {@code sync} then null): written and closed, never synced.
     */
    String writeManifest(List<ManifestEntry> entries, SyncBatch sync, boolean durable) throws IOException {
        String name = names.next("manifest-");
        String path = manifestDir + "/" + name;
        long size;
        synchronized (json) {
            json.writeManifest(entries);
            size = json.length();
            writeNew(path, sync, durable);
        }
        manifestCache.put(name, new Manifest(1, entries).withFileSize(size));
        return name;
    }

    /** As {@link #writeManifest(List, SyncBatch, boolean)}, for a manifest list. */
    String writeManifestList(List<String> manifests, SyncBatch sync, boolean durable) throws IOException {
        String name = names.next("manifest-list-");
        String path = manifestDir + "/" + name;
        synchronized (json) {
            json.writeManifestList(manifests);
            writeNew(path, sync, durable);
        }
        ManifestList list = new ManifestList(1, manifests);
        synchronized (listCache) {
            listCache.put(name, list);
        }
        return name;
    }

    /**
     * Writes the document in {@link #json} as a new file and syncs it, or hands the open output to
     * {@code sync} (not null) to be synced and closed with the commit's other files, or (not {@code durable},
     * {@code sync} null) closes it unsynced; the caller holds {@link #json}'s lock.
     */
    private void writeNew(String path, SyncBatch sync, boolean durable) throws IOException {
        // created exclusively and written in one go (FileIO#createWith: on a local disk without a FileChannel)
        if (sync == null) {
            try (dev.varve.format.PositionOutput out = io.createWith(path, json.buffer(), 0, json.length())) {
                if (durable) {
                    out.sync();
                }
            }
            return;
        }
        sync.add(io.createWith(path, json.buffer(), 0, json.length()));
    }

    ManifestList manifestList(String name) {
        synchronized (listCache) {
            ManifestList cached = listCache.get(name);
            if (cached != null) {
                return cached;
            }
        }
        String p = manifestDir() + "/" + name;
        try {
            ManifestList list = Json.read(io.readFully(p), ManifestList.class, p);
            synchronized (listCache) {
                listCache.put(name, list);
            }
            return list;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + p, e);
        }
    }

    Manifest manifest(String name) {
        Manifest cached = manifestCache.get(name); // a hit builds no capturing lambda (asked several times per commit)
        if (cached != null) {
            return cached;
        }
        return manifestCache.computeIfAbsent(name, n -> {
            String p = manifestDir() + "/" + n;
            try {
                byte[] bytes = io.readFully(p);
                return Json.read(bytes, Manifest.class, p).withFileSize(bytes.length);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + p, e);
            }
        });
    }

    /** A manifest file's size in bytes. */
    long manifestSize(String name) {
        Manifest m = manifest(name);
        long size = m.fileSize();
        if (size < 0) { // a manifest put in the cache without its size
            String p = manifestDir() + "/" + name;
            try {
                size = io.readFully(p).length;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + p, e);
            }
            m.withFileSize(size);
        }
        return size;
    }

    /** All entries of the manifests named in a manifest list, in order. */
    List<ManifestEntry> entries(String manifestListName) {
        List<ManifestEntry> out = new ArrayList<>();
        if (manifestListName == null) {
            return out;
        }
        for (String m : manifestList(manifestListName).manifests) {
            out.addAll(manifest(m).entries);
        }
        return out;
    }

    /** The live files (data and index) of a snapshot: ADDs not later DELETEd. */
    public List<ManifestEntry> liveEntries(Snapshot s) {
        if (s == null) {
            return new ArrayList<>();
        }
        Map<ManifestEntry.FileKey, ManifestEntry> live = new LinkedHashMap<>();
        apply(live, entries(s.baseManifestList));
        apply(live, entries(s.deltaManifestList));
        return new ArrayList<>(live.values());
    }

    static void apply(Map<ManifestEntry.FileKey, ManifestEntry> live, List<ManifestEntry> entries) {
        for (ManifestEntry e : entries) {
            if (e.kind() == ManifestEntry.Kind.ADD) {
                live.put(e.fileKey(), e);
            } else {
                live.remove(e.fileKey());
            }
        }
    }

    /** The delta entries of a snapshot (what its commit added and deleted). */
    public List<ManifestEntry> deltaEntries(Snapshot s) {
        return entries(s.deltaManifestList);
    }

    /** The changelog files a snapshot's commit produced. */
    public List<ManifestEntry> changelogEntries(Snapshot s) {
        return entries(s.changelogManifestList);
    }

    /**
     * The files a long-lived changelog keeps for its readers: its changelog files, and for one kept with its delta (a
     * table without changelog producer) the files its commit added.
     */
    public List<ManifestEntry> changelogKeptEntries(Snapshot changelog) {
        List<ManifestEntry> out = changelogEntries(changelog);
        if (changelog.deltaManifestList != null) {
            for (ManifestEntry e : deltaEntries(changelog)) {
                if (e.kind() == ManifestEntry.Kind.ADD) {
                    out.add(e);
                }
            }
        }
        return out;
    }

    /**
     * The base manifest list for the snapshot after {@code prev}: prev's base + delta manifests (its data manifests),
     * merged by {@code rule} (Paimon 1.4.2's manifest merge, {@link ManifestMerge}). {@code sync} and {@code durable}
     * as {@link #writeManifest(List, SyncBatch, boolean)}'s.
     */
    String nextBaseManifestList(Snapshot prev, ManifestMerge rule, SyncBatch sync, boolean durable)
            throws IOException {
        return nextBaseManifestList(prev, rule, sync, durable, new ManifestMerge.Scratch());
    }

    /**
     * As {@link #nextBaseManifestList(Snapshot, ManifestMerge, SyncBatch, boolean)}, the merge's lists in
     * {@code scratch} (its caller's; cleared again before this returns: the names are copied by the list written).
     */
    String nextBaseManifestList(Snapshot prev, ManifestMerge rule, SyncBatch sync, boolean durable,
            ManifestMerge.Scratch scratch) throws IOException {
        if (prev == null) {
            return writeManifestList(List.of(), sync, durable);
        }
        try {
            List<String> input = scratch.input();
            input.addAll(manifestList(prev.baseManifestList).manifests);
            input.addAll(manifestList(prev.deltaManifestList).manifests);
            return writeManifestList(rule.merge(this, input, entries -> writeManifest(entries, sync, durable), scratch),
                    sync, durable);
        } finally {
            scratch.clear();
        }
    }

    /** A snapshot's data manifests: its base list's then its delta list's. */
    List<String> dataManifests(Snapshot s) {
        List<String> base = manifestList(s.baseManifestList).manifests;
        List<String> delta = manifestList(s.deltaManifestList).manifests;
        List<String> out = new ArrayList<>(base.size() + delta.size());
        out.addAll(base);
        out.addAll(delta);
        return out;
    }

    /** Manifest and manifest-list names a snapshot references. */
    List<String> referencedMetaFiles(Snapshot s) {
        List<String> out = new ArrayList<>();
        for (String list : new String[] {s.baseManifestList, s.deltaManifestList, s.changelogManifestList}) {
            if (list != null) {
                out.add(list);
                out.addAll(manifestList(list).manifests);
            }
        }
        return out;
    }

    /**
     * Forgets what this store knew of snapshots above {@code id} (a rollback removed them; later
     * commits reuse their ids).
     */
    void forgetAbove(long id) {
        snapshotCache.removeAbove(id);
        knownLatest = Math.min(knownLatest, id);
    }

    /** Drops a deleted manifest or manifest list from the caches. */
    void forgetManifest(String name) {
        manifestCache.remove(name);
        synchronized (listCache) {
            listCache.remove(name);
        }
    }

    /** The last few snapshot paths built, by id (without boxing ids). Thread-safe. */
    private static final class SnapshotPaths {
        private final long[] ids;
        private final String[] paths;
        private int next;

        SnapshotPaths(int size) {
            this.ids = new long[size];
            this.paths = new String[size];
        }

        synchronized String get(long id) {
            for (int i = 0; i < ids.length; i++) {
                if (paths[i] != null && ids[i] == id) {
                    return paths[i];
                }
            }
            return null;
        }

        synchronized void put(long id, String path) {
            ids[next] = id;
            paths[next] = path;
            next = (next + 1) % ids.length;
        }
    }

    /** The last few snapshots put, by id (without boxing ids). Thread-safe. */
    private static final class SnapshotRing {
        private final Snapshot[] slots;
        private int next;

        SnapshotRing(int size) {
            this.slots = new Snapshot[size];
        }

        synchronized Snapshot get(long id) {
            for (Snapshot s : slots) {
                if (s != null && s.id == id) {
                    return s;
                }
            }
            return null;
        }

        synchronized void removeAbove(long id) {
            for (int i = 0; i < slots.length; i++) {
                if (slots[i] != null && slots[i].id > id) {
                    slots[i] = null;
                }
            }
        }

        synchronized void put(Snapshot s) {
            for (int i = 0; i < slots.length; i++) {
                if (slots[i] != null && slots[i].id == s.id) {
                    slots[i] = s;
                    return;
                }
            }
            slots[next] = s;
            next = (next + 1) % slots.length;
        }
    }

    /** A map keeping its {@code capacity} most recently used entries. Not thread-safe. */
    private static final class Lru<K, V> extends LinkedHashMap<K, V> {
        private static final long serialVersionUID = 1L;
        private final int capacity;

        Lru(int capacity) {
            super(capacity * 2, 0.75f, true);
            this.capacity = capacity;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            return size() > capacity;
        }
    }

    static Map<ManifestEntry.FileKey, ManifestEntry> index(List<ManifestEntry> live) {
        Map<ManifestEntry.FileKey, ManifestEntry> m = new HashMap<>();
        for (ManifestEntry e : live) {
            m.put(e.fileKey(), e);
        }
        return m;
    }
}
