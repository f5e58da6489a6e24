package dev.varve.kernel.table;

import dev.varve.kernel.ConsumerInfo;
import dev.varve.kernel.VarveException;

import java.io.IOException;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Rolls a table back to an earlier snapshot (Paimon's {@code rollback_to}): the snapshots after it
 * are removed, so it is the latest again and the next commit takes the id after it. Two-phase, as
 * expiration: first the snapshot files are deleted newest first and the LATEST hint moves (a crash
 * leaves a contiguous prefix of snapshots: some later snapshots may survive, none is half gone),
 * then the files only the removed snapshots referenced — data and index files they added, their
 * changelog files, their manifests and manifest lists — are deleted. Consumers that had read past
 * the target resume right after it (they would otherwise skip the commits that reuse the removed
 * ids). Writers, committers and streaming readers must not be open on the table meanwhile (as in
 * Paimon): they hold state of the removed snapshots. Not thread-safe.
 */
final class SnapshotRollback {
    private final TableContext ctx;
    private final ConsumerManager consumers;

    SnapshotRollback(TableContext ctx, ConsumerManager consumers) {
        this.ctx = ctx;
        this.consumers = consumers;
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
        if (target == latest) {
            return 0;
        }
        Snapshot kept = store.snapshot(target);
        Set<ManifestEntry.FileKey> live = new HashSet<>();
        for (ManifestEntry e : store.liveEntries(kept)) {
            live.add(e.fileKey());
        }
        Set<String> keepMeta = new HashSet<>();
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
        for (ConsumerInfo c : consumers.list()) {
            if (c.nextSnapshotId > target + 1) {
                consumers.record(c.consumerId, target + 1);
            }
        }
        // phase 2: what only the removed snapshots referenced
        for (String p : deleteData) {
            ctx.io.delete(p);
        }
        for (String m : deleteMeta) {
            ctx.io.delete(store.manifestDir() + "/" + m);
            store.forgetManifest(m);
        }
        return (int) (latest - target);
    }
}
