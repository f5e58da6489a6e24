package dev.varve.kernel.table;

import dev.varve.kernel.VarveException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Rolls a table back to an earlier snapshot (Paimon's {@code rollback_to}): the snapshots after it
 * are removed, so it is the latest again and the next commit takes the id after it. Two-phase, as
 * expiration: first the snapshot files are deleted newest first and the LATEST hint moves (a crash
 * leaves a contiguous prefix of snapshots: some later snapshots may survive, none is half gone),
 * then the files only the removed snapshots referenced — data and index files they added, their
 * changelog files, their manifests and manifest lists — are deleted. Consumers are not touched, as in
 * Paimon 1.4.2: one that had read past the target keeps its next id, so its next streaming read fails
 * until commits reach that id (Paimon's "The next expected snapshot is too big!") and then skips the
 * commits that reused the removed ids before it; {@code sys.reset_consumer} moves it. Writers,
 * committers and streaming readers must not be open on the table meanwhile (as in Paimon): they hold
 * state of the removed snapshots. Not thread-safe.
 */
final class SnapshotRollback {
    private final TableContext ctx;

    SnapshotRollback(TableContext ctx) {
        this.ctx = ctx;
    }

    /** Rolls back to snapshot {@code target}; returns how many snapshots were removed. */
    int rollbackTo(long target) throws IOException {
        SnapshotStore store = ctx.store;
        long latest = store.latestId();
        long earliest = store.earliestId();
        if (latest < 1 || target < earliest || target > latest || !store.exists(target)) {
            throw new VarveException.NotFound("cannot roll " + ctx.paths.tablePath() + " back to snapshot " + target
                    + ": it does not exist (snapshots " + (latest < 1 ? "none" : earliest + ".." + latest) + ")");
        }
        deleteLaterTags(target);
        if (target == latest) {
            return 0;
        }
        Snapshot kept = store.snapshot(target);
        Set<ManifestEntry.FileKey> live = new HashSet<>();
        for (ManifestEntry e : store.liveEntries(kept)) {
            live.add(e.fileKey());
        }
        TagManager tags = new TagManager(ctx);
        List<Tag> remaining = tags.all();
        Set<String> keepMeta = new HashSet<>(tags.metaFilesOfTags(remaining));
        for (long id = earliest; id <= target; id++) {
            Snapshot s = store.snapshotOrNull(id);
            if (s != null) {
                keepMeta.addAll(store.referencedMetaFiles(s));
            }
        }
        Set<String> deleteData = new LinkedHashSet<>();
        Set<String> deleteMeta = new LinkedHashSet<>();
        for (long id = target + 1; id <= latest; id++) {
            Snapshot s = store.snapshotOrNull(id);
            if (s == null) {
                continue;
            }
            for (ManifestEntry e : store.deltaEntries(s)) {
                if (e.kind() == ManifestEntry.Kind.ADD && !live.contains(e.fileKey())) {
                    deleteData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
                }
            }
            for (ManifestEntry e : store.changelogEntries(s)) {
                deleteData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
            }
            for (String m : store.referencedMetaFiles(s)) {
                if (!keepMeta.contains(m)) {
                    deleteMeta.add(m);
                }
            }
        }
        // phase 1: the later snapshots leave, newest first, each deletion durable before the next
        // (a power loss keeps the snapshots contiguous, never brings a removed one back above a gap)
        for (long id = latest; id > target; id--) {
            ctx.io.delete(store.snapshotPath(id));
            ctx.io.syncDirectory(store.snapshotDir());
        }
        store.writeHint("LATEST", target);
        store.forgetAbove(target);
        // consumers are left as they are, as Paimon 1.4.2 leaves them (Flink-checked): one past the target + 1
        // fails its next read ("too big") until commits reach its id, and then skips the reused ids before it
        // phase 2: what only the removed snapshots referenced
        deleteData.removeAll(tags.liveFilesOfTags(remaining));
        BranchManager.References branches = ctx.otherBranches(); // what other branches share stays
        deleteData.removeAll(branches.data);
        deleteMeta.removeAll(branches.meta);
        delete(deleteData, deleteMeta);
        return (int) (latest - target);
    }

    /** As Paimon: a rollback deletes the tags of snapshots after the target (with the files only they kept). */
    private void deleteLaterTags(long target) throws IOException {
        TagManager tags = new TagManager(ctx);
        for (Tag t : tags.all()) {
            if (t.snapshot.id > target) {
                tags.delete(t.name);
            }
        }
    }

    /**
     * Rolls back to tag {@code tag}: to its snapshot if retained, else (the snapshot expired) every
     * snapshot is removed and the tag's snapshot is published again from the tag (Paimon's
     * rollback_to with a tag), so the next commit takes the id after it. Returns how many snapshots
     * were removed. Phase 1 deletes later tags, the snapshot files newest first and the long-lived
     * changelogs after the tag, then writes the restored snapshot and the hints (a crash before that
     * leaves the tag and every file, so the rollback can be repeated); phase 2 deletes what neither
     * the restored snapshot nor a remaining tag references.
     */
    int rollbackTo(Tag tag) throws IOException {
        SnapshotStore store = ctx.store;
        Snapshot target = tag.snapshot;
        if (store.snapshotOrNull(target.id) != null) {
            return rollbackTo(target.id);
        }
        long latest = store.latestId();
        long earliest = store.earliestId();
        deleteLaterTags(target.id);
        TagManager tags = new TagManager(ctx);
        List<Tag> remaining = tags.all(); // the tag itself included
        Set<String> keepData = tags.liveFilesOfTags(remaining);
        Set<String> keepMeta = tags.metaFilesOfTags(remaining);
        Set<String> deleteData = new LinkedHashSet<>();
        Set<String> deleteMeta = new LinkedHashSet<>();
        List<Snapshot> removed = new ArrayList<>();
        if (latest >= 1 && earliest >= 1) {
            for (long id = earliest; id <= latest; id++) {
                Snapshot s = store.snapshotOrNull(id);
                if (s != null) {
                    removed.add(s);
                }
            }
        }
        if (!removed.isEmpty()) {
            for (ManifestEntry e : store.liveEntries(removed.get(0))) {
                deleteData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
            }
        }
        for (Snapshot s : removed) {
            addRemoved(s, deleteData, deleteMeta);
        }
        List<Snapshot> changelogs = new ArrayList<>();
        for (Snapshot c : store.allChangelogs()) {
            if (c.id > target.id) {
                changelogs.add(c);
                addRemoved(c, deleteData, deleteMeta);
            }
        }
        // phase 1
        for (int i = removed.size() - 1; i >= 0; i--) {
            ctx.io.delete(store.snapshotPath(removed.get(i).id));
            ctx.io.syncDirectory(store.snapshotDir());
        }
        for (int i = changelogs.size() - 1; i >= 0; i--) {
            ctx.io.delete(store.changelogPath(changelogs.get(i).id));
        }
        store.forgetAbove(target.id);
        ctx.io.tryCreateAtomically(store.snapshotPath(target.id), Json.write(target));
        store.writeHint("EARLIEST", target.id);
        store.writeHint("LATEST", target.id);
        // consumers are left as they are (above)
        // phase 2
        deleteData.removeAll(keepData);
        deleteMeta.removeAll(keepMeta);
        BranchManager.References branches = ctx.otherBranches(); // what other branches share stays
        deleteData.removeAll(branches.data);
        deleteMeta.removeAll(branches.meta);
        delete(deleteData, deleteMeta);
        return removed.size();
    }

    /** Phase 2: deletes the data files (paths) and the manifests and manifest lists (names). */
    private void delete(Set<String> data, Set<String> meta) throws IOException {
        for (String p : data) {
            ctx.io.delete(p);
        }
        for (String m : meta) {
            ctx.io.delete(ctx.store.manifestDir() + "/" + m);
            ctx.store.forgetManifest(m);
        }
    }

    /** The data files a removed snapshot (or long-lived changelog) added, its changelog files and its manifests. */
    private void addRemoved(Snapshot s, Set<String> deleteData, Set<String> deleteMeta) {
        SnapshotStore store = ctx.store;
        if (s.deltaManifestList != null) {
            for (ManifestEntry e : store.deltaEntries(s)) {
                if (e.kind() == ManifestEntry.Kind.ADD) {
                    deleteData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
                }
            }
        }
        for (ManifestEntry e : store.changelogEntries(s)) {
            deleteData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
        }
        deleteMeta.addAll(store.referencedMetaFiles(s));
    }
}
