package dev.varve.kernel.table;

import java.time.Duration;
import dev.varve.kernel.options.CoreOptions.ChangelogProducer;
import dev.varve.kernel.options.CoreOptions;
import dev.varve.kernel.VarveException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import java.util.OptionalLong;
import java.util.Set;

/**
 * Snapshot expiration (SEMANTICS §8), two-phase and off the commit path: first the expired
 * snapshots leave the visible range (their snapshot files are deleted oldest first, the snapshot
 * directory is fsynced, then EARLIEST moves: a power loss cannot bring back a snapshot whose files
 * are gone or one below the hint), then the files no retained snapshot references are deleted — data files removed by
 * the expired range's successors, the expired snapshots' changelog files, and manifests no
 * retained snapshot names — except what a tag keeps (its snapshot's manifests and live files). Never expires the latest snapshot, fewer than
 * {@code snapshot.num-retained.min}, or a snapshot a live consumer still needs.
 *
 * <p>Changelog lifecycle (METADATA_FORMAT.md): when {@code changelog.num-retained.max}, {@code .min} or
 * {@code changelog.time-retained} exceed the snapshot retention (Paimon 1.4.2's decoupled lifecycle, whatever the
 * producer), an expiring snapshot first leaves a long-lived {@code changelog-<id>} file
 * and keeps its changelog files and manifests, or without changelog files its delta (the delta manifests, the
 * files it adds, and every writer's file a delta removes until the changelog of the commit that removed it
 * expires); those changelogs then expire by their own options,
 * also two-phase (they leave the readable range, then their files are deleted), never past what a
 * live consumer still needs. Not thread-safe: one expiration at a time per table.
 */
final class SnapshotExpirer {
    private final TableContext ctx;
    private final ConsumerManager consumers;

    SnapshotExpirer(TableContext ctx, ConsumerManager consumers) {
        this.ctx = ctx;
        this.consumers = consumers;
    }

    /**
     * Expires as Paimon's {@code expire_snapshots} procedure: every argument left null takes the
     * table's option ({@code snapshot.num-retained.max}, {@code snapshot.num-retained.min}, now minus
     * {@code snapshot.time-retained}, {@code snapshot.expire.limit}). Snapshots beyond retain-max
     * expire, and older ones than {@code olderThanMillis} above retain-min, oldest first, at most
     * {@code maxDeletes} of them; returns how many expired.
     */
    int expire(Integer retainMaxArg, Integer retainMinArg, Long olderThanMillis, Integer maxDeletesArg) throws IOException {
        return expire(retainMaxArg, retainMinArg, olderThanMillis, maxDeletesArg, false);
    }

    /**
     * As {@link #expire(Integer, Integer, Long, Integer)}; with {@code asProcedure} as Paimon 1.4.2's
     * {@code expire_snapshots} procedure, whose expire configuration is built from the snapshot options and
     * arguments only (every {@code changelog.*} value then equals the snapshot's): the expired snapshots' changelog
     * files go with them whatever {@code changelog.num-retained.*} / {@code changelog.time-retained} say, and the
     * long-lived changelogs already kept are left as they are (the procedure runs no changelog expiration). The
     * commit's own expiry ({@code asProcedure} false) keeps changelogs by the table's options and expires them.
     */
    int expire(Integer retainMaxArg, Integer retainMinArg, Long olderThanMillis, Integer maxDeletesArg,
               boolean asProcedure) throws IOException {
        if (retainMinArg != null && retainMinArg < 1) {
            throw new VarveException("retain_min must be at least 1, got " + retainMinArg);
        }
        if (retainMaxArg != null && retainMaxArg < 1) {
            throw new VarveException("retain_max must be at least 1, got " + retainMaxArg);
        }
        if (maxDeletesArg != null && maxDeletesArg < 1) {
            throw new VarveException("max_deletes must be at least 1, got " + maxDeletesArg);
        }
        int retainMin = retainMinArg != null ? retainMinArg : Math.max(1, ctx.options.snapshotNumRetainedMin());
        if (retainMaxArg != null && retainMaxArg < retainMin) {
            // Paimon's expire_snapshots takes retain-min from the table unless given, and refuses a smaller retain-max
            throw new VarveException("retain_max (" + retainMaxArg + ") must not be less than "
                    + (retainMinArg != null ? "retain_min (" + retainMin + ")"
                            : "'snapshot.num-retained.min' (" + retainMin + ") of table " + ctx.tablePath));
        }
        SnapshotStore store = ctx.store;
        long latest = store.latestId();
        long earliest = store.earliestId();
        if (latest < 1 || earliest < 1) {
            return 0;
        }
        long now = System.currentTimeMillis();
        Duration consumerExpiration = ctx.options.consumerExpirationTime();
        long consumerMax = consumerExpiration == null ? -1 : consumerExpiration.toMillis();
        if (consumerMax > 0) {
            consumers.expire(consumerMax, now);
        }
        int retainMax = retainMaxArg != null ? retainMaxArg : ctx.options.snapshotNumRetainedMax();
        retainMin = Math.min(retainMin, Math.max(1, retainMax));
        long olderThan = olderThanMillis != null ? olderThanMillis : now - ctx.options.snapshotTimeRetained().toMillis();
        int maxDeletes = maxDeletesArg != null ? maxDeletesArg : ctx.options.snapshotExpireLimit();
        long maxExclusive = latest - retainMin + 1; // ids below may expire
        OptionalLong consumer = consumers.minNextSnapshot();
        if (consumer.isPresent()) {
            maxExclusive = Math.min(maxExclusive, consumer.getAsLong());
        }
        maxExclusive = Math.min(maxExclusive, earliest + maxDeletes); // snapshot.expire.limit, as Paimon
        long end = earliest;
        for (long id = earliest; id < maxExclusive; id++) {
            boolean overMax = latest - id + 1 > retainMax;
            boolean tooOld;
            try {
                tooOld = store.snapshot(id).timeMillis < olderThan;
            } catch (dev.varve.kernel.VarveException.NotFound e) {
                tooOld = true;
            }
            if (overMax || tooOld) {
                end = id + 1;
            } else {
                break;
            }
        }
        if (end <= earliest) {
            if (!asProcedure && ctx.options.changelogLifecycleDecoupled()) {
                expireChangelogs(latest, now);
            }
            return 0;
        }
        boolean keepChangelogs = !asProcedure && ctx.options.changelogLifecycleDecoupled();
        // without changelog files (producer none, or an append table) a long-lived changelog is read from the delta of
        // its snapshot, as Paimon 1.4.2's: the delta manifests stay, and so does every writer's file a delta removes
        // (it may be one a long-lived changelog adds): it goes when the changelog of the commit that removed it expires
        boolean keepDelta = keepChangelogs && !producesChangelogFiles();
        // what the retained range and the tags still reference (a tag keeps its snapshot's manifests and live files)
        TagManager tagManager = new TagManager(ctx);
        List<Tag> tags = tagManager.all();
        Set<String> tagged = tagManager.liveFilesOfTags(tags);
        Set<String> keepMeta = new HashSet<>(store.referencedMetaFiles(store.snapshot(end)));
        keepMeta.addAll(tagManager.metaFilesOfTags(tags));
        // and what the table's other branches reference (a branch shares the files of the tag it started from)
        BranchManager.References branches = ctx.otherBranches();
        tagged.addAll(branches.data);
        keepMeta.addAll(branches.meta);
        for (long id = end + 1; id <= latest; id++) {
            try {
                keepMeta.addAll(store.referencedMetaFiles(store.snapshot(id)));
            } catch (dev.varve.kernel.VarveException.NotFound ignored) {
                // concurrently expired
            }
        }
        if (!producesChangelogFiles()) {
            // a kept delta manifest of an older long-lived changelog may sit in an expired snapshot's base
            keepMeta.addAll(metaFilesOfChangelogs());
        }
        // files that become unreferenced: deleted by the deltas of (earliest, end]; changelogs of [earliest, end)
        Set<String> deleteData = new HashSet<>();
        Set<String> deleteMeta = new HashSet<>();
        Set<String> kept = new HashSet<>();
        for (long id = earliest; id <= end; id++) {
            Snapshot s;
            try {
                s = store.snapshot(id);
            } catch (dev.varve.kernel.VarveException.NotFound e) {
                continue;
            }
            if (id > earliest) {
                List<ManifestEntry> delta = store.deltaEntries(s);
                Set<ManifestEntry.FileKey> readded = new HashSet<>();
                for (ManifestEntry e : delta) {
                    if (e.kind() == ManifestEntry.Kind.ADD) {
                        readded.add(e.fileKey());
                    }
                }
                for (ManifestEntry e : delta) {
                    // a file DELETEd and ADDed again by one commit (its metadata changed) stays live
                    if (e.kind() == ManifestEntry.Kind.DELETE && !readded.contains(e.fileKey())
                            && !(keepDelta && writersDataFile(e))) {
                        deleteData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
                    }
                }
            }
            if (id < end) {
                if (keepChangelogs) {
                    // phase 0: the changelog outlives the snapshot
                    store.writeChangelog(s, keepDelta);
                    if (s.changelogManifestList != null) {
                        kept.add(s.changelogManifestList);
                        kept.addAll(store.manifestList(s.changelogManifestList).manifests);
                    }
                    if (keepDelta && s.deltaManifestList != null) {
                        kept.add(s.deltaManifestList);
                        kept.addAll(store.manifestList(s.deltaManifestList).manifests);
                    }
                } else {
                    for (ManifestEntry e : store.changelogEntries(s)) {
                        deleteData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
                    }
                }
                for (String m : store.referencedMetaFiles(s)) {
                    if (!keepMeta.contains(m)) {
                        deleteMeta.add(m);
                    }
                }
            }
        }
        // what the changelogs written above keep (a kept delta manifest is also in the next snapshot's base)
        deleteMeta.removeAll(kept);
        // phase 1: the expired snapshots leave the visible range; the deletions are durable before
        // the EARLIEST hint moves past them and before any file they referenced goes (a power loss
        // must not bring back a snapshot whose files phase 2 deleted, nor one below the hint)
        for (long id = earliest; id < end; id++) {
            ctx.io.delete(store.snapshotPath(id));
        }
        ctx.io.syncDirectory(store.snapshotDir());
        store.writeHint("EARLIEST", end);
        // phase 2: delete what nothing retained references
        deleteData.removeAll(tagged);
        for (String p : deleteData) {
            ctx.io.delete(p);
        }
        for (String m : deleteMeta) {
            ctx.io.delete(store.manifestDir() + "/" + m);
            store.forgetManifest(m);
        }
        // as Paimon 1.4.2's commit expiry, which expires changelogs only while they are decoupled: those left from a
        // decoupled period stay (and, as in Paimon, streaming reads then ignore them)
        if (!asProcedure && ctx.options.changelogLifecycleDecoupled()) {
            expireChangelogs(latest, now);
        }
        return (int) (end - earliest);
    }

    /** Whether the table writes changelog files (Paimon's {@code produceChangelog}: a primary-key table's producer). */
    private boolean producesChangelogFiles() {
        return ctx.primaryKeyTable && ctx.options.changelogProducer() != ChangelogProducer.NONE;
    }

    /**
     * Whether an expiration defers deleting this removed file to the expiration of the long-lived changelog of the commit
     * that removed it: a data file a writer wrote (Paimon skips files whose source is APPEND, or unknown). An entry
     * written before revision 9 names no origin and counts as a writer's file, as in Paimon.
     */
    private static boolean writersDataFile(ManifestEntry e) {
        return e.file().kind() == DataFileMeta.Kind.DATA && e.fileSource() == ManifestEntry.Source.WRITE;
    }

    /** The manifests and manifest lists the long-lived changelogs reference. */
    private Set<String> metaFilesOfChangelogs() {
        Set<String> out = new HashSet<>();
        for (Snapshot c : ctx.store.allChangelogs()) {
            out.addAll(ctx.store.referencedMetaFiles(c));
        }
        return out;
    }

    /**
     * Expires long-lived changelogs (ids below the earliest snapshot): those beyond
     * {@code changelog.num-retained.max} of the latest snapshot or older than
     * {@code changelog.time-retained}, but never within {@code changelog.num-retained.min} of the
     * latest snapshot nor at or after a live consumer's next snapshot, nor the newest long-lived changelog (as
     * Paimon, which keeps it like the latest snapshot), at most {@code snapshot.expire.limit} of them. Phase 1 moves
     * {@code changelog/EARLIEST} and deletes the changelog-<id> files oldest first; phase 2
     * deletes their changelog files and manifests. Returns how many expired.
     */
    int expireChangelogs(long latest, long now) throws IOException {
        SnapshotStore store = ctx.store;
        List<Long> ids = store.listChangelogIds();
        if (ids.isEmpty()) {
            return 0;
        }
        CoreOptions o = ctx.options;
        int retainMin = Math.max(1, o.changelogNumRetainedMin());
        int retainMax = o.changelogNumRetainedMax();
        long timeRetained = o.changelogTimeRetained().toMillis();
        long maxExclusive = latest - retainMin + 1;
        OptionalLong consumer = consumers.minNextSnapshot();
        if (consumer.isPresent()) {
            maxExclusive = Math.min(maxExclusive, consumer.getAsLong());
        }
        long earliestSnapshot = store.earliestId();
        if (earliestSnapshot > 0) {
            maxExclusive = Math.min(maxExclusive, earliestSnapshot);
        }
        maxExclusive = Math.min(maxExclusive, ids.get(0) + o.snapshotExpireLimit()); // snapshot.expire.limit, as Paimon
        // as Paimon's changelog expiration: the newest long-lived changelog always stays (as the latest snapshot does),
        // also when it is older than changelog.time-retained
        maxExclusive = Math.min(maxExclusive, ids.get(ids.size() - 1));
        List<Snapshot> expired = new ArrayList<>();
        for (long id : ids) {
            if (id >= maxExclusive) {
                break;
            }
            Snapshot c;
            try {
                c = store.changelog(id);
            } catch (dev.varve.kernel.VarveException.NotFound e) {
                continue;
            }
            boolean overMax = latest - id + 1 > retainMax;
            boolean tooOld = c.timeMillis < now - timeRetained;
            if (!overMax && !tooOld) {
                break;
            }
            expired.add(c);
        }
        if (expired.isEmpty()) {
            return 0;
        }
        removeChangelogs(expired, expired.get(expired.size() - 1).id + 1);
        return expired.size();
    }

    /**
     * Paimon 1.4.2's {@code expire_changelogs} procedure. Its arguments left null take the procedure's own
     * defaults, not the table's options (as Paimon 1.4.2's Flink procedure, which builds its configuration from
     * the arguments only): {@code retainMax} unbounded, {@code retainMin} 1, no time bound, {@code maxDeletes}
     * unbounded. From the first id at or above both the earliest long-lived changelog and
     * {@code latest - retainMax + 1}, up to an inclusive bound (below {@code latest - retainMin + 1}, a live
     * consumer's next snapshot, the earliest changelog plus {@code maxDeletes}, and at most the latest
     * changelog, which stays), the first changelog committed at or after {@code olderThanMillis} ends the
     * expired range; without one the bound does. Returns the expired range's length (Paimon's answer); a bound
     * below the earliest changelog fails, as in Paimon 1.4.2.
     */
    int expireChangelogsAsProcedure(Integer retainMaxArg, Integer retainMinArg, Long olderThanMillis,
                                    Integer maxDeletesArg) throws IOException {
        SnapshotStore store = ctx.store;
        if (store.latestId() < 1 || store.earliestId() < 1) {
            return 0;
        }
        List<Long> ids = store.listChangelogIds();
        if (ids.isEmpty()) {
            return 0;
        }
        int retainMax = retainMaxArg != null ? retainMaxArg : Integer.MAX_VALUE;
        int retainMin = retainMinArg != null ? retainMinArg : 1;
        if (retainMax < retainMin) {
            throw new VarveException("retainMax (" + retainMax + ") must not be less than retainMin (" + retainMin + ").");
        }
        long latest = store.latestId();
        long earliestChangelog = ids.get(0);
        long latestChangelog = ids.get(ids.size() - 1);
        long first = Math.max(latest - retainMax + 1, earliestChangelog);
        long bound = latest - retainMin + 1;
        OptionalLong consumer = consumers.minNextSnapshot();
        if (consumer.isPresent()) {
            bound = Math.min(bound, consumer.getAsLong());
        }
        bound = Math.min(bound, earliestChangelog + (maxDeletesArg != null ? maxDeletesArg : Integer.MAX_VALUE));
        bound = Math.min(bound, latestChangelog);
        long olderThan = olderThanMillis != null ? olderThanMillis : Long.MIN_VALUE;
        long end = bound;
        for (long id = first; id <= bound; id++) {
            Snapshot c = changelogOrNull(id);
            if (c != null && olderThan <= c.timeMillis) {
                end = id;
                break;
            }
        }
        if (end < earliestChangelog) {
            // Paimon 1.4.2 fails here too (it reads the changelog at the bound, which does not exist)
            throw new VarveException("the expiration bound " + end + " lies below the earliest changelog "
                    + earliestChangelog + " (retain_min " + retainMin + " of " + latest + " snapshots)");
        }
        List<Snapshot> expired = new ArrayList<>();
        for (long id : ids) {
            if (id >= end) {
                break;
            }
            Snapshot c = changelogOrNull(id);
            if (c != null) {
                expired.add(c);
            }
        }
        if (!expired.isEmpty()) {
            removeChangelogs(expired, end);
        }
        return (int) (end - earliestChangelog);
    }

    /** Paimon's {@code expire_changelogs} with {@code delete_all}: every long-lived changelog goes. Returns how many. */
    int expireAllChangelogs() throws IOException {
        List<Snapshot> expired = new ArrayList<>();
        for (long id : ctx.store.listChangelogIds()) {
            Snapshot c = changelogOrNull(id);
            if (c != null) {
                expired.add(c);
            }
        }
        if (!expired.isEmpty()) {
            removeChangelogs(expired, expired.get(expired.size() - 1).id + 1);
        }
        return expired.size();
    }

    private Snapshot changelogOrNull(long id) {
        try {
            return ctx.store.changelog(id);
        } catch (dev.varve.kernel.VarveException.NotFound e) {
            return null;
        }
    }

    /**
     * Removes the {@code expired} long-lived changelogs (oldest first), the readable range then starting at
     * {@code end}. Phase 1 deletes their changelog-<id> files, makes that durable and moves
     * {@code changelog/EARLIEST}; phase 2 deletes their changelog files, and for a changelog kept with its delta (no
     * changelog producer) the data files its commit removed (as Paimon 1.4.2's ChangelogDeletion: the writers' files
     * the snapshot expiration left for it), then their manifests; what a tag, another branch or a retained snapshot
     * still references stays.
     */
    private void removeChangelogs(List<Snapshot> expired, long end) throws IOException {
        SnapshotStore store = ctx.store;
        // phase 1: the expired changelogs leave the readable range, oldest first
        for (Snapshot c : expired) {
            ctx.io.delete(store.changelogPath(c.id));
        }
        ctx.io.syncDirectory(store.changelogDir()); // durable before the hint moves and their files go (as for snapshots)
        store.writeChangelogHint("EARLIEST", end);
        // phase 2: their changelog files, the data files their deltas removed, and their manifests
        Set<String> keepData = null;
        Set<String> keepMeta = null;
        for (Snapshot c : expired) {
            if (c.deltaManifestList != null && keepData == null) {
                TagManager tagManager = new TagManager(ctx);
                List<Tag> tags = tagManager.all();
                keepData = tagManager.liveFilesOfTags(tags);
                keepMeta = new HashSet<>(tagManager.metaFilesOfTags(tags));
                BranchManager.References branches = ctx.otherBranches();
                keepData.addAll(branches.data);
                keepMeta.addAll(branches.meta);
                // a delta manifest stays in the following snapshots' base manifest lists until they are merged
                long earliest = store.earliestId();
                Snapshot first = earliest > 0 ? store.snapshotOrNull(earliest) : null;
                if (first != null) {
                    keepMeta.addAll(store.referencedMetaFiles(first));
                }
            }
        }
        for (Snapshot c : expired) {
            for (ManifestEntry e : store.changelogEntries(c)) {
                ctx.io.delete(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
            }
            if (c.deltaManifestList != null) {
                List<ManifestEntry> delta = store.deltaEntries(c);
                Set<ManifestEntry.FileKey> readded = new HashSet<>();
                for (ManifestEntry e : delta) {
                    if (e.kind() == ManifestEntry.Kind.ADD) {
                        readded.add(e.fileKey());
                    }
                }
                for (ManifestEntry e : delta) {
                    if (e.kind() == ManifestEntry.Kind.DELETE && e.file().kind() == DataFileMeta.Kind.DATA
                            && !readded.contains(e.fileKey())) {
                        String p = ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName());
                        if (!keepData.contains(p)) {
                            ctx.io.delete(p);
                        }
                    }
                }
            }
            for (String m : store.referencedMetaFiles(c)) {
                if (keepMeta == null || !keepMeta.contains(m)) {
                    ctx.io.delete(store.manifestDir() + "/" + m);
                    store.forgetManifest(m);
                }
            }
        }
    }
}
