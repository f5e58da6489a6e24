package dev.varve.kernel.table;

import dev.varve.format.FileIO;
import dev.varve.kernel.VarveException;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The tags of a table ({@code tag/tag-<name>}, METADATA_FORMAT.md "Tags"): named copies of
 * snapshots whose manifests and live files survive the snapshots' expiration. Creating a tag writes
 * its file atomically (create-if-absent); deleting one deletes the file first, then the files only
 * it kept (those of an expired snapshot no retained snapshot, other tag or long-lived changelog
 * references). Not thread-safe: tag changes and expirations of one table must not run concurrently.
 */
final class TagManager {
    private final TableContext ctx;

    TagManager(TableContext ctx) {
        this.ctx = ctx;
    }

    String tagDir() {
        return ctx.metaRoot + "/tag";
    }

    String tagPath(String name) {
        return tagDir() + "/tag-" + name;
    }

    /**
     * Refuses a name Paimon 1.4.2 refuses (blank; it takes all-digit names) and one that cannot be
     * a file name.
     */
    static void checkName(String name) {
        if (name == null || name.isBlank()) {
            throw new VarveException("Tag name shouldn't be blank.");
        }
        if (name.contains("/") || name.contains("\\") || name.equals(".") || name.equals("..")) {
            throw new VarveException("Tag name '" + name + "' cannot be used: it contains a path separator");
        }
    }

    boolean exists(String name) {
        try {
            return io().exists(tagPath(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The tag, or NotFound naming the table. */
    Tag get(String name) {
        Tag t = getOrNull(name);
        if (t == null) {
            throw new VarveException.NotFound("Tag '" + name + "' doesn't exist in table " + ctx.tablePath);
        }
        return t;
    }

    Tag getOrNull(String name) {
        String p = tagPath(name);
        try {
            return Json.read(io().readFully(p), Tag.class, p);
        } catch (FileNotFoundException | NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + p, e);
        }
    }

    /** Every tag, by snapshot id then name (as Paimon's {@code $tags} lists them). */
    List<Tag> all() {
        List<Tag> out = new ArrayList<>();
        try {
            if (!io().exists(tagDir())) {
                return out;
            }
            for (FileIO.FileStatus s : io().list(tagDir())) {
                if (!s.isDirectory() && s.name().startsWith("tag-")) {
                    Tag t = getOrNull(s.name().substring(4));
                    if (t != null) {
                        out.add(t);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.sort((a, b) -> a.snapshot.id != b.snapshot.id ? Long.compare(a.snapshot.id, b.snapshot.id)
                : a.name.compareTo(b.name));
        return out;
    }

    /** Writes a new tag of {@code s}; fails if a tag of that name exists. */
    void create(String name, Snapshot s, Duration timeRetained) throws IOException {
        checkName(name);
        if (exists(name) || !io().tryCreateAtomically(tagPath(name), Json.write(Tag.of(name, s, now(), timeRetained)))) {
            throw new VarveException.AlreadyExists("Tag '" + name + "' already exists.");
        }
    }

    /**
     * Points an existing tag at {@code s} (Paimon's {@code replace_tag}): the new tag file replaces
     * the old one atomically, then the files only the old one kept are deleted.
     */
    void replace(String name, Snapshot s, Duration timeRetained) throws IOException {
        Tag old = get(name);
        io().overwriteAtomically(tagPath(name), Json.write(Tag.of(name, s, now(), timeRetained)));
        deleteUnreferenced(old);
    }

    /** Renames a tag: the new file is created, then the old one deleted (a crash may leave both, never neither). */
    void rename(String from, String to) throws IOException {
        Tag t = get(from);
        checkName(to);
        if (exists(to)) {
            throw new VarveException.AlreadyExists("Tag '" + to + "' already exists.");
        }
        Tag renamed = new Tag(t.version, to, t.snapshot, t.createTimeMillis, t.timeRetainedMillis);
        if (!io().tryCreateAtomically(tagPath(to), Json.write(renamed))) {
            throw new VarveException.AlreadyExists("Tag '" + to + "' already exists.");
        }
        io().delete(tagPath(from));
    }

    /** Deletes a tag: its file goes first, then the files only it kept. */
    void delete(String name) throws IOException {
        Tag t = get(name);
        io().delete(tagPath(name));
        io().syncDirectory(tagDir());
        deleteUnreferenced(t);
    }

    /**
     * Deletes the tags with a time retained that has passed at {@code now} and, given
     * {@code olderThanMillis}, every tag created before it, with or without a time retained
     * (Paimon 1.4.2's {@code expire_tags}). Returns their names.
     */
    List<String> expire(long now, Long olderThanMillis) throws IOException {
        List<String> expired = new ArrayList<>();
        for (Tag t : all()) {
            boolean due = (t.timeRetainedMillis != null && now > t.createTimeMillis + t.timeRetainedMillis)
                    || (olderThanMillis != null && t.createTimeMillis < olderThanMillis);
            if (due) {
                delete(t.name);
                expired.add(t.name);
            }
        }
        return expired;
    }

    /**
     * Deletes the data files and manifests of tag {@code t} (already gone) that nothing else
     * references. Nothing when its snapshot is retained (the snapshot references them all); else a
     * data file still referenced is live in the earliest retained snapshot (files are added once, so
     * one live in the tag and in a later snapshot is live in every snapshot between), another tag or
     * a long-lived changelog.
     */
    private void deleteUnreferenced(Tag t) throws IOException {
        SnapshotStore store = ctx.store;
        Snapshot s = t.snapshot;
        if (store.snapshotOrNull(s.id) != null) {
            return;
        }
        Set<String> keepData = new HashSet<>();
        Set<String> keepMeta = new HashSet<>();
        long earliest = store.earliestId();
        Snapshot first = earliest > 0 ? store.snapshotOrNull(earliest) : null;
        if (first != null) {
            addLiveFiles(first, keepData);
        }
        for (Snapshot r : store.all()) {
            keepMeta.addAll(store.referencedMetaFiles(r));
        }
        for (Tag other : all()) {
            addLiveFiles(other.snapshot, keepData);
            keepMeta.addAll(store.referencedMetaFiles(other.snapshot));
        }
        for (Snapshot c : store.allChangelogs()) {
            for (ManifestEntry e : store.changelogKeptEntries(c)) {
                keepData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
            }
            keepMeta.addAll(store.referencedMetaFiles(c));
        }
        BranchManager.References branches = ctx.otherBranches(); // a branch started from this tag keeps its files
        keepData.addAll(branches.data);
        keepMeta.addAll(branches.meta);
        for (ManifestEntry e : store.liveEntries(s)) {
            String p = ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName());
            if (!keepData.contains(p)) {
                io().delete(p);
            }
        }
        for (String m : store.referencedMetaFiles(s)) {
            if (!keepMeta.contains(m)) {
                io().delete(store.manifestDir() + "/" + m);
                store.forgetManifest(m);
            }
        }
    }

    /** Paths of the files every tag keeps live (data, changelog-free). */
    Set<String> liveFilesOfTags(List<Tag> tags) {
        Set<String> out = new HashSet<>();
        for (Tag t : tags) {
            addLiveFiles(t.snapshot, out);
        }
        return out;
    }

    /** Manifests and manifest lists every tag references. */
    Set<String> metaFilesOfTags(List<Tag> tags) {
        Set<String> out = new HashSet<>();
        for (Tag t : tags) {
            out.addAll(ctx.store.referencedMetaFiles(t.snapshot));
        }
        return out;
    }

    private void addLiveFiles(Snapshot s, Set<String> out) {
        for (ManifestEntry e : ctx.store.liveEntries(s)) {
            out.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
        }
    }

    private FileIO io() {
        return ctx.io;
    }

    private static long now() {
        return System.currentTimeMillis();
    }
}
