package dev.varve.kernel.table;

import java.io.IOException;
import java.util.HashSet;

import java.util.OptionalLong;
import java.util.Set;

/**
 * Snapshot expiration (SEMANTICS §8), two-phase and off the commit path: first the expired
 * snapshots leave the visible range (EARLIEST moves, their snapshot files are deleted oldest
 * first), then the files no retained snapshot references are deleted — data files removed by
 * the expired range's successors, the expired snapshots' changelog files, and manifests no
 * retained snapshot names. Never expires the latest snapshot, fewer than
 * {@code snapshot.num-retained.min}, or a snapshot a live consumer still needs.
 *
 * <p>Missing: a changelog lifecycle decoupled from snapshots ({@code changelog.num-retained.*}
 * and {@code changelog.time-retained} longer than the snapshot retention are not honoured yet:
 * a snapshot's changelog files expire with it).
 */
final class SnapshotExpirer {
    private final TableContext ctx;
    private final ConsumerManager consumers;

    SnapshotExpirer(TableContext ctx, ConsumerManager consumers) {
        this.ctx = ctx;
        this.consumers = consumers;
    }

    /** Expires by the table's options (and {@code retainMaxOverride} if positive); returns how many expired. */
    int expire(int retainMaxOverride) throws IOException {
        SnapshotStore store = ctx.store;
        long latest = store.latestId();
        long earliest = store.earliestId();
        if (latest < 1 || earliest < 1) {
            return 0;
        }
        long now = System.currentTimeMillis();
        long consumerMax = ctx.options.consumerExpirationMillis();
        if (consumerMax > 0) {
            consumers.expire(consumerMax, now);
        }
        int retainMin = Math.max(1, ctx.options.snapshotNumRetainedMin());
        int retainMax = retainMaxOverride > 0 ? retainMaxOverride : ctx.options.snapshotNumRetainedMax();
        retainMin = Math.min(retainMin, Math.max(1, retainMax));
        long timeRetained = ctx.options.snapshotTimeRetainedMillis();
        long maxExclusive = latest - retainMin + 1; // ids below may expire
        OptionalLong consumer = consumers.minNextSnapshot();
        if (consumer.isPresent()) {
            maxExclusive = Math.min(maxExclusive, consumer.getAsLong());
        }
        long end = earliest;
        for (long id = earliest; id < maxExclusive; id++) {
            boolean overMax = latest - id + 1 > retainMax;
            boolean tooOld;
            try {
                tooOld = store.snapshot(id).timeMillis < now - timeRetained;
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
            return 0;
        }
        // what the retained range still references
        Set<String> keepMeta = new HashSet<>(store.referencedMetaFiles(store.snapshot(end)));
        for (long id = end + 1; id <= latest; id++) {
            try {
                keepMeta.addAll(store.referencedMetaFiles(store.snapshot(id)));
            } catch (dev.varve.kernel.VarveException.NotFound ignored) {
                // concurrently expired
            }
        }
        // files that become unreferenced: deleted by the deltas of (earliest, end]; changelogs of [earliest, end)
        Set<String> deleteData = new HashSet<>();
        Set<String> deleteMeta = new HashSet<>();
        for (long id = earliest; id <= end; id++) {
            Snapshot s;
            try {
                s = store.snapshot(id);
            } catch (dev.varve.kernel.VarveException.NotFound e) {
                continue;
            }
            if (id > earliest) {
                for (ManifestEntry e : store.deltaEntries(s)) {
                    if (e.kind() == ManifestEntry.Kind.DELETE) {
                        deleteData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
                    }
                }
            }
            if (id < end) {
                for (ManifestEntry e : store.changelogEntries(s)) {
                    deleteData.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
                }
                for (String m : store.referencedMetaFiles(s)) {
                    if (!keepMeta.contains(m)) {
                        deleteMeta.add(m);
                    }
                }
            }
        }
        // phase 1: the expired snapshots leave the visible range
        store.writeHint("EARLIEST", end);
        for (long id = earliest; id < end; id++) {
            ctx.io.delete(store.snapshotPath(id));
        }
        // phase 2: delete what nothing retained references
        for (String p : deleteData) {
            ctx.io.delete(p);
        }
        for (String m : deleteMeta) {
            ctx.io.delete(store.manifestDir() + "/" + m);
            store.forgetManifest(m);
        }
        return (int) (end - earliest);
    }

}
