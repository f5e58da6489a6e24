package dev.varve.kernel.table;

import dev.varve.format.FileIO;
import dev.varve.kernel.VarveException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Orphan-file cleanup (issue 7): deletes files under the table that no retained snapshot
 * references — leftovers of failed writers, aborted commits and dropped compactions — but only
 * those older than a safety margin, so files of a commit in flight are never touched. A file is
 * referenced if it is live in, or a changelog file of, any retained snapshot, or is a manifest or
 * manifest list one of them names; the same holds for retained long-lived changelogs
 * ({@code changelog/changelog-<id>}) and tags ({@code tag/tag-<name>}: their snapshot's live files
 * and manifests). Schema, snapshot, changelog, tag, hint and consumer files are never deleted.
 */
final class OrphanFiles {
    private final TableContext ctx;
    private long deletedBytes;

    OrphanFiles(TableContext ctx) {
        this.ctx = ctx;
    }

    /** Deletes orphans last modified before {@code olderThanMillis}; returns their paths. */
    List<String> clean(long olderThanMillis) throws IOException {
        SnapshotStore store = ctx.store;
        Set<String> referenced = new HashSet<>();
        Set<String> referencedMeta = new HashSet<>();
        for (Snapshot s : store.all()) {
            for (ManifestEntry e : store.liveEntries(s)) {
                referenced.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
            }
            for (ManifestEntry e : store.changelogEntries(s)) {
                referenced.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
            }
            referencedMeta.addAll(store.referencedMetaFiles(s));
        }
        // retained long-lived changelogs keep their changelog files and manifests
        for (Snapshot c : store.allChangelogs()) {
            for (ManifestEntry e : store.changelogKeptEntries(c)) {
                referenced.add(ctx.paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
            }
            referencedMeta.addAll(store.referencedMetaFiles(c));
        }
        // tags keep their snapshot's manifests and live files
        TagManager tagManager = new TagManager(ctx);
        List<Tag> tags = tagManager.all();
        referenced.addAll(tagManager.liveFilesOfTags(tags));
        referencedMeta.addAll(tagManager.metaFilesOfTags(tags));
        // the table's other branches (main included when this is a branch) share the data and manifest directories
        BranchManager.References branches = ctx.otherBranches();
        referenced.addAll(branches.data);
        referencedMeta.addAll(branches.meta);
        // a snapshot published while we listed may reference newer files: they are younger than the margin
        List<String> deleted = new ArrayList<>();
        for (FileIO.FileStatus f : ctx.io.list(store.manifestDir())) {
            if (!f.isDirectory() && !referencedMeta.contains(f.name()) && f.modificationTimeMillis() < olderThanMillis) {
                ctx.io.delete(f.path());
                deleted.add(f.path());
                deletedBytes += f.length();
            }
        }
        walkData(ctx.tablePath, referenced, olderThanMillis, deleted, 0);
        return deleted;
    }

    private void walkData(String dir, Set<String> referenced, long olderThan, List<String> deleted, int depth)
            throws IOException {
        for (FileIO.FileStatus f : ctx.io.list(dir)) {
            String name = f.name();
            if (f.isDirectory()) {
                if (depth == 0 && (name.equals("schema") || name.equals("snapshot") || name.equals("manifest")
                        || name.equals("changelog") || name.equals("consumer") || name.equals("index") || name.equals("tag"))) {
                    continue;
                }
                if (name.contains("=") || name.startsWith("bucket-")) {
                    walkData(f.path(), referenced, olderThan, deleted, depth + 1);
                }
                continue;
            }
            boolean dataFile = name.startsWith("data-") || name.startsWith("changelog-") || name.startsWith("index-");
            if (dataFile && !referenced.contains(f.path()) && f.modificationTimeMillis() < olderThan) {
                ctx.io.delete(f.path());
                deleted.add(f.path());
                deletedBytes += f.length();
            }
        }
    }

    /** The total size of the files {@link #clean} deleted. */
    long deletedBytes() {
        return deletedBytes;
    }

    static void checkMargin(long olderThanMillis) {
        if (olderThanMillis > System.currentTimeMillis()) {
            throw new VarveException("remove_orphan_files: 'older_than' must not be in the future");
        }
    }
}
