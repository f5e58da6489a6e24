package dev.varve.kernel.table;

import dev.varve.format.SyncBatch;

import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.VarveException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Publishes commit messages as snapshots (SEMANTICS §7). One attempt: read the latest snapshot,
 * skip if this (user, identifier) was already published, check compactions and overwrites
 * against it, write the delta manifest, manifest lists and {@code snapshot-(latest+1)} with an
 * atomic create-if-absent; on losing that race, retry from the new latest. A compaction whose
 * inputs are no longer live is dropped (its outputs deleted); an overwrite that would drop rows
 * committed after its base snapshot fails with {@link VarveException.CommitConflict}.
 * Not thread-safe; one per committing thread.
 */
public final class FileStoreCommit implements TableCommit {
    private static final int MAX_ATTEMPTS = 1000;

    private final SnapshotStore store;
    private final TablePaths paths;
    private final String commitUser;
    private final LongSupplier schemaId;
    private final boolean dynamicPartitionOverwrite;
    /** {@code commit.fsync}: sync everything the snapshot references, then the snapshot; false: sync nothing. */
    private final boolean syncDirectories;

    private Map<String, String> overwritePartition;
    /** Partitions the overwrite writes to but keeps (a cross-partition key moved out of them), or null. */
    private Set<Partition> overwriteKept;
    /** While {@link #truncate} runs: the partition specs it removes (empty: the whole table). */
    private List<Map<String, String>> truncateSpecs;
    private int overwriteUpgradeLevel = -1;
    private long overwriteBaseSnapshot = -1;
    /** Buckets whose compaction was dropped in the last commit (the writer must reload their levels). */
    private final Set<String> droppedCompactions = new HashSet<>();
    /** Whether the last {@link #doCommit} found its identifier already published by this user. */
    private boolean alreadyCommitted;
    /** With {@link #alreadyCommitted}: whether this user's last snapshot of the identifier is a COMPACT one. */
    private boolean alreadyCommittedCompaction;
    /**
     * The live files of snapshot {@link #liveId} (insertion order as {@link SnapshotStore#liveEntries}),
     * kept from commit to commit: when the latest snapshot is the one this committer published on
     * top of it, its delta is applied in place instead of reading every live file again.
     */
    private LiveFiles live;
    private long liveId = -1;
    /** The snapshot this committer published last, and the name of its delta manifest. */
    private long publishedId = -1;
    private String publishedDelta;
    /** Reused per attempt (a manifest copies its entries). */
    private final List<ManifestEntry> delta = new ArrayList<>();
    private final List<ManifestEntry> changelog = new ArrayList<>();
    /** {@code commit.force-create-snapshot}: a checkpoint's commit without changes still publishes an APPEND snapshot. */
    private boolean forceCreateSnapshot;
    /** See {@link #countingDeletionVectorMarks}. */
    private boolean deletionVectorMarks;
    /** Reused per compaction message: its real compaction's inputs and outputs. */
    private final List<DataFileMeta> msgBefore = new ArrayList<>();
    private final List<DataFileMeta> msgAfter = new ArrayList<>();
    /** Above this many input × output pairs, a compaction message's names are matched through sets. */
    private static final int LINEAR_NAME_SEARCH = 1024;
    /** Reused per commit: the directories {@link #syncDirectories} syncs. */
    private final List<String> syncDirs = new ArrayList<>();
    /** Reused per commit with fsync: the new metadata files and the directories synced before the publish. */
    private final SyncBatch syncBatch;
    /** Dedupes {@link #syncDirs} once it outgrows a linear search ({@value #LINEAR_DEDUPE_DIRS} directories). */
    private final Set<String> syncDirSet = new HashSet<>();
    /**
     * The bucket directories synced during the current {@link #commit} call (its two snapshots): a list while it is
     * small ({@value #LINEAR_DEDUPE_DIRS}), then also {@link #syncedThisCallSet} (no hash node per directory and commit).
     */
    private final List<String> syncedThisCall = new ArrayList<>();
    private final Set<String> syncedThisCallSet = new HashSet<>();
    private static final int LINEAR_DEDUPE_DIRS = 32;

    public FileStoreCommit(SnapshotStore store, TablePaths paths, String commitUser, LongSupplier schemaId,
                           boolean dynamicPartitionOverwrite, boolean syncDirectories) {
        this.syncDirectories = syncDirectories;
        this.store = store;
        this.syncBatch = new SyncBatch(store.io());
        this.paths = paths;
        this.commitUser = commitUser;
        this.schemaId = schemaId;
        this.dynamicPartitionOverwrite = dynamicPartitionOverwrite;
    }

    /**
     * A deletion-vector table's commit: its snapshot's {@code totalRecordCount} and {@code deltaRecordCount} count
     * each data file as {@link DataFileMeta#paimonRowCount} (without the retractions kept above level 0 for
     * Paimon's marks), as Paimon 1.4.2's count the rows its files store.
     */
    FileStoreCommit countingDeletionVectorMarks(boolean marks) {
        this.deletionVectorMarks = marks;
        return this;
    }

    /** How the next base manifests are built from the latest snapshot's data manifests (Paimon 1.4.2's rule). */
    private ManifestMerge manifestMerge = ManifestMerge.DEFAULT;
    /** The manifest merge's working lists, this committer's across its commits (it is used by one thread). */
    private final ManifestMerge.Scratch mergeScratch = new ManifestMerge.Scratch();

    /** The table's manifest merge options ({@code manifest.target-file-size}, {@code manifest.merge-min-count}, ...). */
    FileStoreCommit withManifestMerge(ManifestMerge rule) {
        this.manifestMerge = rule;
        return this;
    }

    /** The context whose buckets' deletion-vector index this committer maintains ({@link DeletionVectorIndex}); null: none. */
    private TableContext deletionVectorIndex;

    /**
     * A primary-key table with {@code deletion-vectors.enabled}: each published compaction updates its bucket's
     * deletion-vector index file ({@link DeletionVectorIndex#changes}, INDEX_FORMAT.md §3) in the same snapshot.
     */
    FileStoreCommit maintainingDeletionVectorIndex(TableContext ctx) {
        this.deletionVectorIndex = ctx;
        return this;
    }

    /**
     * Adds the deletion-vector marks {@code m}'s compaction counted to {@code marks} (created on first use): one per
     * bucket; a bucket whose compactions came in more than one message or counted more than once keeps a null (its
     * outputs are read).
     */
    private static Map<DeletionVectorIndex.Location, DeletionVectorIndex.Marks> collectMarks(
            Map<DeletionVectorIndex.Location, DeletionVectorIndex.Marks> marks, CommitMessageImpl m) {
        DeletionVectorIndex.Location loc = new DeletionVectorIndex.Location(m.partition, m.bucket);
        List<DeletionVectorIndex.Marks> counted = m.deletionVectorMarks();
        if (marks == null) {
            marks = new HashMap<>();
        }
        if (marks.containsKey(loc) || counted.size() != 1) {
            marks.put(loc, null);
        } else {
            marks.put(loc, counted.get(0));
        }
        return marks;
    }

    /**
     * Paimon's {@code overwrite-upgrade} for primary-key tables: when every data file an overwrite adds
     * is on level 0 in a fixed bucket, each bucket whose new files do not overlap in key range gets
     * them on {@code maxLevel} (the bottom), as if already fully compacted. -1 (the default) disables it.
     */
    FileStoreCommit withOverwriteUpgrade(int maxLevel) {
        this.overwriteUpgradeLevel = maxLevel;
        return this;
    }

    @Override
    public TableCommit withOverwrite(Map<String, String> staticPartition) {
        this.overwritePartition = staticPartition;
        return this;
    }

    /**
     * {@code commit.force-create-snapshot}: a commit of a checkpoint that changes nothing publishes an empty
     * {@code APPEND} snapshot. The end-of-input commit ({@code Long.MAX_VALUE}, a batch statement's and compaction's)
     * still publishes nothing when empty: Paimon 1.4.2's batch jobs do not create one either (golden
     * sweep16_opt_force_snapshot).
     */
    FileStoreCommit withForceCreateSnapshot(boolean force) {
        this.forceCreateSnapshot = force;
        return this;
    }

    /**
     * Partitions the overwrite writes files to but does not replace, also when they match its static
     * partition: a cross-partition overwrite's moved keys leave a {@code -D} (or an update) there, which is
     * appended (their compactions published as by an append).
     */
    FileStoreCommit withOverwriteKept(Set<Partition> kept) {
        this.overwriteKept = kept;
        return this;
    }

    /** Makes the next commits appends again (after {@link #withOverwrite}), for a reused committer. */
    FileStoreCommit withoutOverwrite() {
        this.overwritePartition = null;
        this.overwriteKept = null;
        this.overwriteBaseSnapshot = -1;
        return this;
    }

    /** The snapshot an overwrite was planned against (conflicts are checked from there). */
    public FileStoreCommit withOverwriteBase(long snapshotId) {
        this.overwriteBaseSnapshot = snapshotId;
        return this;
    }

    /**
     * Publishes one {@code OVERWRITE} snapshot that removes every data file of the partitions
     * matching one of {@code specs} (column → printed value; an empty list removes the whole
     * table), even when nothing matches, as Paimon's {@code truncateTable} and
     * {@code truncatePartitions} do. Specs are validated by the caller. Returns the snapshot id.
     */
    public long truncate(List<Map<String, String>> specs) {
        Map<String, String> overwrite = overwritePartition;
        truncateSpecs = specs;
        overwritePartition = null;
        try {
            return commit(Long.MAX_VALUE, List.of());
        } finally {
            truncateSpecs = null;
            overwritePartition = overwrite;
        }
    }

    /** Whether this overwrite (or truncation) replaces the data of partition {@code p}. */
    private boolean replaces(Partition p) {
        if (truncateSpecs == null) {
            return p.matches(paths.partitionKeys(), overwritePartition) && (overwriteKept == null || !overwriteKept.contains(p));
        }
        if (truncateSpecs.isEmpty()) {
            return true;
        }
        for (int i = 0; i < truncateSpecs.size(); i++) {
            if (p.matches(paths.partitionKeys(), truncateSpecs.get(i))) {
                return true;
            }
        }
        return false;
    }

    Set<String> droppedCompactions() {
        return droppedCompactions;
    }

    /**
     * Publishes the messages as one snapshot; the commit's own compaction messages among them
     * ({@link CommitMessageImpl#commitCompaction}: the end of input's, the lookup layout's) as a second,
     * {@code COMPACT} snapshot right after it, with the same identifier, as Paimon's committer publishes a commit's
     * append and compaction changes. A retry of an identifier already published publishes neither; a compaction
     * that conflicts or fails is dropped (its outputs deleted) and never takes the published data with it (a
     * conflicting one's changelog is still published: it describes the data, not the files). Returns the first
     * snapshot's id (the compaction's when there was no data to publish), -1 when nothing was published.
     */
    @Override
    public long commit(long identifier, List<CommitMessage> messages) {
        droppedCompactions.clear();
        syncedThisCall.clear();
        syncedThisCallSet.clear();
        List<CommitMessage> data = messages;
        List<CommitMessage> compaction = null;
        for (int i = 0; i < messages.size(); i++) {
            if (((CommitMessageImpl) messages.get(i)).commitCompaction) {
                if (compaction == null) {
                    compaction = new ArrayList<>();
                    data = new ArrayList<>(messages.subList(0, i));
                }
                compaction.add(messages.get(i));
            } else if (compaction != null) {
                data.add(messages.get(i));
            }
        }
        long id;
        try {
            id = doCommit(identifier, data, true);
        } catch (IOException e) {
            deleteOutputs(compaction);
            throw new UncheckedIOException("commit of " + paths.tablePath() + " failed: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            deleteOutputs(compaction);
            throw e;
        }
        if (compaction == null) {
            return id;
        }
        if (alreadyCommitted) {
            // the retry of a published identifier: its compaction was published right after the data (this
            // user's last snapshot of the identifier is then the COMPACT one; its outputs may since have been
            // compacted away and still be read by older snapshots: keep them), or not yet: the data is then this
            // user's latest snapshot (a crash between the two publishes) and the compaction is published now if it
            // is the one prepared with that data (every input live, so the data's new files too) and every file of
            // it is still on disk, so its lookup changelog is not lost; else it is a leftover (e.g. of a writer that
            // wrote the checkpoint again): deleted, and the writer reloads its levels
            if (alreadyCommittedCompaction) {
                return id;
            }
            if (!inputsLive(compaction) || !onDisk(compaction)) {
                deleteOutputs(compaction);
                for (CommitMessage m : compaction) {
                    droppedCompactions.add(((CommitMessageImpl) m).partitionPath + "#" + m.bucket());
                }
                return id;
            }
        }
        Map<String, String> overwrite = overwritePartition;
        if (overwrite != null || truncateSpecs != null) {
            // as Paimon: no changelog after an overwrite, in its compaction neither
            compaction = withoutChangelog(compaction);
        }
        overwritePartition = null; // the compaction after an overwrite is an ordinary one
        try {
            long compacted = doCommit(identifier, compaction, false);
            return id > 0 ? id : compacted;
        } catch (IOException | RuntimeException e) {
            if (id > 0 && carriesChangelog(compaction)) {
                // the data is published, its changelog is not: never dropped silently. The files stay for the retry
                // of the identifier, which publishes the compaction (see above); orphan cleanup finds them otherwise
                throw new VarveException("commit " + identifier + " of " + paths.tablePath()
                        + " published its data as snapshot " + id + " but not its compaction and changelog ("
                        + e.getMessage() + "); retry the commit (the same messages) to publish them", e);
            }
            // the data is published; the compaction is dropped as a conflicting one would be
            for (CommitMessage m : compaction) {
                droppedCompactions.add(((CommitMessageImpl) m).partitionPath + "#" + m.bucket());
            }
            deleteUnpublishedOutputs(compaction);
            return id;
        } finally {
            overwritePartition = overwrite;
        }
    }

    private static boolean carriesChangelog(List<CommitMessage> compaction) {
        for (CommitMessage m : compaction) {
            if (!((CommitMessageImpl) m).changelogFiles.isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** Whether every input of the compaction messages is live in the latest snapshot. */
    private boolean inputsLive(List<CommitMessage> compaction) {
        LiveFiles live;
        try {
            live = liveIndex(store.latest());
        } catch (RuntimeException e) {
            return false;
        }
        for (CommitMessage cm : compaction) {
            CommitMessageImpl m = (CommitMessageImpl) cm;
            for (DataFileMeta f : m.compactBefore) {
                if (!live.contains(m.partition, m.bucket, f.fileName())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether every file the compaction messages add (outputs, changelog) exists. */
    private boolean onDisk(List<CommitMessage> compaction) {
        try {
            for (CommitMessage cm : compaction) {
                CommitMessageImpl m = (CommitMessageImpl) cm;
                for (DataFileMeta f : m.compactAfter) {
                    if (!store.io().exists(paths.filePath(m.partition, m.bucket, f))) {
                        return false;
                    }
                }
                for (DataFileMeta f : m.changelogFiles) {
                    if (!store.io().exists(paths.filePath(m.partition, m.bucket, f))) {
                        return false;
                    }
                }
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The messages with their changelog files deleted and left out. */
    private List<CommitMessage> withoutChangelog(List<CommitMessage> messages) {
        List<CommitMessage> out = new ArrayList<>(messages.size());
        for (CommitMessage cm : messages) {
            CommitMessageImpl m = (CommitMessageImpl) cm;
            for (DataFileMeta f : m.changelogFiles) {
                deleteQuietly(paths.filePath(m.partition, m.bucket, f));
            }
            out.add(m.changelogFiles.isEmpty() ? m : new CommitMessageImpl(m.partition, m.partitionPath, m.bucket,
                    m.totalBuckets, m.newFiles, m.compactBefore, m.compactAfter, null, m.indexBefore, m.indexAfter)
                    .asCommitCompaction());
        }
        return out;
    }

    /** Deletes the outputs of the commit's own compaction messages that were never published (null: none). */
    private void deleteOutputs(List<CommitMessage> compaction) {
        if (compaction != null) {
            deleteOutputs(compaction, null);
        }
    }

    /**
     * Deletes the data outputs of the commit's own compaction messages that are not live in the latest snapshot (a
     * retry finds them published, or not); their changelog files stay (orphan cleanup finds leftovers).
     */
    private void deleteUnpublishedOutputs(List<CommitMessage> compaction) {
        try {
            deleteOutputs(compaction, liveIndex(store.latest()));
        } catch (RuntimeException e) {
            // the live files could not be read: leave the files to orphan cleanup
        }
    }

    private void deleteOutputs(List<CommitMessage> compaction, LiveFiles live) {
        for (CommitMessage cm : compaction) {
            CommitMessageImpl m = (CommitMessageImpl) cm;
            for (DataFileMeta f : m.compactAfter) {
                if (!containsName(m.compactBefore, f.fileName())
                        && (live == null || !live.contains(m.partition, m.bucket, f.fileName()))) {
                    deleteQuietly(paths.filePath(m.partition, m.bucket, f));
                }
            }
            if (live == null) {
                for (DataFileMeta f : m.changelogFiles) {
                    deleteQuietly(paths.filePath(m.partition, m.bucket, f));
                }
            }
        }
    }

    @Override
    public int filterAndCommit(NavigableMap<Long, List<CommitMessage>> byIdentifier) {
        int n = 0;
        for (Map.Entry<Long, List<CommitMessage>> e : byIdentifier.entrySet()) {
            Snapshot done = findCommitted(store.latest(), e.getKey());
            if (done == null) {
                if (commit(e.getKey(), e.getValue()) > 0) {
                    n++;
                }
            } else if (done.commitIdentifier == e.getKey() && done.commitKind != Snapshot.CommitKind.COMPACT
                    && hasCommitCompaction(e.getValue())) {
                // its data is this user's latest snapshot, its own compaction is not published (a crash between
                // the two): commit publishes the compaction alone (see #commit)
                commit(e.getKey(), e.getValue());
            }
        }
        return n;
    }

    private static boolean hasCommitCompaction(List<CommitMessage> messages) {
        for (int i = 0; i < messages.size(); i++) {
            if (((CommitMessageImpl) messages.get(i)).commitCompaction) {
                return true;
            }
        }
        return false;
    }

    /** The snapshot of this user with identifier >= {@code identifier}, if any. */
    private Snapshot findCommitted(Snapshot latest, long identifier) {
        if (latest == null) {
            return null;
        }
        if (latest.commitUser.equals(commitUser)) {
            return latest.commitIdentifier >= identifier ? latest : null;
        }
        long earliest = store.earliestId();
        for (long id = latest.id; id >= earliest && id > 0; id--) {
            Snapshot s;
            try {
                // only the commit user is asked: a cached copy of a just-expired snapshot answers too
                s = id == latest.id ? latest : store.cachedSnapshot(id);
            } catch (VarveException.NotFound e) {
                break;
            }
            if (s.commitUser.equals(commitUser)) {
                return s.commitIdentifier >= identifier ? s : null;
            }
        }
        return null;
    }

    /**
     * One snapshot of the messages; with {@code dedupe}, nothing if this user already published the identifier
     * ({@link #alreadyCommitted} then says so). The commit's own compaction is published without that check:
     * the data snapshot just before it carries the same identifier.
     */
    private long doCommit(long identifier, List<CommitMessage> messages, boolean dedupe) throws IOException {
        alreadyCommitted = false;
        boolean truncate = truncateSpecs != null;
        boolean overwrite = overwritePartition != null || truncate;
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            Snapshot latest = store.latest();
            Snapshot done = dedupe ? findCommitted(latest, identifier) : null;
            if (done != null && done.commitIdentifier == identifier) {
                alreadyCommitted = true;
                alreadyCommittedCompaction = done.commitKind == Snapshot.CommitKind.COMPACT;
                return done.id;
            }
            List<ManifestEntry> delta = this.delta;
            List<ManifestEntry> changelog = this.changelog;
            delta.clear();
            changelog.clear();
            LiveFiles liveIndex = liveIndex(latest);
            boolean hasAppend = false;
            boolean hasCompact = false;
            Set<Partition> written = overwrite ? new HashSet<>() : null;
            Set<DeletionVectorIndex.Location> compacted = deletionVectorIndex == null ? null : new HashSet<>();
            // the marks the buckets' compactions counted as they wrote (a bucket with several compactions: none)
            Map<DeletionVectorIndex.Location, DeletionVectorIndex.Marks> dvMarks = null;
            for (int mi = 0; mi < messages.size(); mi++) { // indexed loops: cold commit code allocates its iterators
                CommitMessageImpl m = (CommitMessageImpl) messages.get(mi);
                for (int fi = 0; fi < m.newFiles.size(); fi++) {
                    DataFileMeta f = m.newFiles.get(fi);
                    delta.add(new ManifestEntry(ManifestEntry.Kind.ADD, m.partition, m.bucket, m.totalBuckets, f));
                    hasAppend = true;
                    if (written != null) {
                        written.add(m.partition);
                    }
                }
                for (DataFileMeta f : m.changelogFiles) {
                    if (overwrite) {
                        // as Paimon: an overwrite publishes no changelog (its snapshot's changelog list and
                        // count stay null), so the files the writer produced are never referenced
                        deleteQuietly(paths.filePath(m.partition, m.bucket, f));
                        continue;
                    }
                    changelog.add(new ManifestEntry(ManifestEntry.Kind.ADD, m.partition, m.bucket, m.totalBuckets, f));
                    // changelog without new data (a later lookup or full-compaction changelog) is a COMPACT commit
                    hasAppend |= !m.newFiles.isEmpty();
                }
                if (!m.hasCompaction()) {
                    indexChanges(m, liveIndex);
                    continue;
                }
                if (compacted != null) {
                    dvMarks = collectMarks(dvMarks, m);
                }
                // files re-added under their own name (a lookup changelog clearing their pending mark)
                // are judged one by one: the real compaction's fate does not decide theirs
                // (linear name searches over the message's few files; sets once they are many)
                boolean many = (long) m.compactBefore.size() * m.compactAfter.size() > LINEAR_NAME_SEARCH;
                // an overwrite's compactions in the partitions it replaces are dropped; a partition it
                // keeps (a cross-partition key moved out of it) is compacted as by an append
                boolean replacing = overwrite && replaces(m.partition);
                Set<String> outputs = many ? names(m.compactAfter) : null;
                List<DataFileMeta> compactBefore = msgBefore;
                List<DataFileMeta> compactAfter = msgAfter;
                compactBefore.clear();
                compactAfter.clear();
                Set<String> remarked = many ? new HashSet<>() : null;
                for (int i = 0; i < m.compactBefore.size(); i++) {
                    DataFileMeta f = m.compactBefore.get(i);
                    if (many ? outputs.contains(f.fileName()) : containsName(m.compactAfter, f.fileName())) {
                        if (many) {
                            remarked.add(f.fileName());
                        }
                    } else {
                        compactBefore.add(f);
                    }
                }
                for (int i = 0; i < m.compactAfter.size(); i++) {
                    DataFileMeta f = m.compactAfter.get(i);
                    // re-added under its own name: also among the inputs
                    if (many ? remarked.contains(f.fileName()) : containsName(m.compactBefore, f.fileName())) {
                        ManifestEntry old = replacing ? null
                                : liveIndex.get(m.partition, m.bucket, f.fileName());
                        if (old != null) {
                            delta.add(new ManifestEntry(ManifestEntry.Kind.DELETE, m.partition, m.bucket, m.totalBuckets,
                                    old.file(), ManifestEntry.Source.WRITE, old.fileSource()));
                            delta.add(new ManifestEntry(ManifestEntry.Kind.ADD, m.partition, m.bucket, m.totalBuckets, f,
                                    ManifestEntry.Source.COMPACT, old.fileSource()));
                            hasCompact = true;
                            if (compacted != null) {
                                compacted.add(new DeletionVectorIndex.Location(m.partition, m.bucket));
                            }
                        }
                    } else {
                        compactAfter.add(f);
                    }
                }
                if ((!compactBefore.isEmpty() || !compactAfter.isEmpty()) && !replacing) {
                    boolean allLive = true;
                    for (int i = 0; i < compactBefore.size(); i++) {
                        DataFileMeta f = compactBefore.get(i);
                        if (!liveIndex.contains(m.partition, m.bucket, f.fileName())) {
                            allLive = false;
                            break;
                        }
                    }
                    if (allLive && overlapsLiveRun(liveIndex, m)) {
                        // a concurrent writer (e.g. another process) compacted into the same level:
                        // publishing this too would break the level's sorted run
                        allLive = false;
                    }
                    if (allLive) {
                        for (int i = 0; i < compactBefore.size(); i++) {
                            DataFileMeta f = compactBefore.get(i);
                            // the removed file's origin goes with it (METADATA_FORMAT.md revision 9): expiration of a
                            // table without changelog producer keeps a writer's file for the long-lived changelogs
                            ManifestEntry was = liveIndex.get(m.partition, m.bucket, f.fileName());
                            delta.add(new ManifestEntry(ManifestEntry.Kind.DELETE, m.partition, m.bucket, m.totalBuckets, f,
                                    ManifestEntry.Source.WRITE, was == null ? null : was.fileSource()));
                        }
                        for (int i = 0; i < compactAfter.size(); i++) {
                            delta.add(new ManifestEntry(ManifestEntry.Kind.ADD, m.partition, m.bucket, m.totalBuckets,
                                    compactAfter.get(i), ManifestEntry.Source.COMPACT));
                        }
                        hasCompact = true;
                        if (compacted != null) {
                            compacted.add(new DeletionVectorIndex.Location(m.partition, m.bucket));
                        }
                    } else {
                        droppedCompactions.add(m.partitionPath + "#" + m.bucket);
                        for (DataFileMeta f : compactAfter) {
                            deleteQuietly(paths.filePath(m.partition, m.bucket, f));
                        }
                    }
                }
                indexChanges(m, liveIndex);
            }
            if (overwrite) {
                Set<Partition> replaced = new HashSet<>();
                // as Paimon 1.4.2's commit: on a partitioned table the option alone decides, even when the
                // static partition names every partition column, and an overwrite without new data then
                // replaces nothing (publishes no snapshot); a truncation is always static
                boolean dynamic = !truncate && dynamicPartitionOverwrite && !paths.partitionKeys().isEmpty();
                if (dynamic && written.isEmpty()) {
                    return -1;
                }
                for (ManifestEntry e : liveIndex.values()) {
                    if (!replaces(e.partition())) {
                        continue;
                    }
                    if (dynamic && !written.contains(e.partition())) {
                        continue;
                    }
                    if (e.file().kind() == DataFileMeta.Kind.CHANGELOG) {
                        continue;
                    }
                    delta.add(0, new ManifestEntry(ManifestEntry.Kind.DELETE, e.partition(), e.bucket(), e.totalBuckets(), e.file(),
                            ManifestEntry.Source.WRITE, e.fileSource()));
                    replaced.add(e.partition());
                }
                checkOverwriteConflict(latest, dynamic ? written : null);
                if (overwriteUpgradeLevel > 0) {
                    upgradeOverwrite(delta, overwriteUpgradeLevel);
                }
                // as Paimon: a static overwrite (and a truncation) publishes its OVERWRITE snapshot
                // even when it changes nothing
                if (delta.isEmpty() && changelog.isEmpty() && dynamic) {
                    return -1;
                }
            } else if (delta.isEmpty() && changelog.isEmpty() && !(forceCreateSnapshot && identifier != Long.MAX_VALUE)) {
                return -1;
            }
            List<String> indexWritten = new ArrayList<>();
            if (compacted != null && !compacted.isEmpty()) {
                delta.addAll(DeletionVectorIndex.changes(deletionVectorIndex, liveIndex.values(), delta, compacted, dvMarks,
                        indexWritten));
            }
            long added = 0;
            long deleted = 0;
            for (int i = 0; i < delta.size(); i++) {
                ManifestEntry e = delta.get(i);
                if (e.file().kind() != DataFileMeta.Kind.DATA) {
                    continue;
                }
                if (e.kind() == ManifestEntry.Kind.ADD) {
                    added += e.file().paimonRowCount(deletionVectorMarks);
                } else {
                    deleted += e.file().paimonRowCount(deletionVectorMarks);
                }
            }
            long changelogRows = 0;
            for (int i = 0; i < changelog.size(); i++) {
                changelogRows += changelog.get(i).file().rowCount();
            }
            // with fsync, the new metadata files are synced together with the directories, in one batch before the publish
            SyncBatch sync = syncDirectories ? syncBatch : null;
            String deltaManifest;
            String deltaList;
            String baseList;
            String changelogList;
            Snapshot s;
            try {
                // without fsync (commit.fsync = false) nothing of the commit is synced: durable false, no batch
                boolean durable = syncDirectories;
                // as Paimon 1.4.2: a commit without data-manifest entries (only changelog files, a forced empty
                // commit) writes no delta manifest, its delta list is empty
                deltaManifest = delta.isEmpty() ? null : store.writeManifest(delta, sync, durable);
                deltaList = store.writeManifestList(deltaManifest == null ? List.of() : List.of(deltaManifest), sync, durable);
                baseList = store.nextBaseManifestList(latest, manifestMerge, sync, durable, mergeScratch);
                changelogList = changelog.isEmpty() ? null
                        : store.writeManifestList(List.of(store.writeManifest(changelog, sync, durable)),
                                sync, durable);
                Snapshot.CommitKind kind = overwrite ? Snapshot.CommitKind.OVERWRITE
                        : hasAppend || (delta.isEmpty() && changelog.isEmpty()) ? Snapshot.CommitKind.APPEND // (or forced empty)
                        : Snapshot.CommitKind.COMPACT;
                if (!hasAppend && !hasCompact && !overwrite && changelog.isEmpty() && !delta.isEmpty()) {
                    // only index changes or dropped compactions: still publish if the delta is non-empty
                    kind = Snapshot.CommitKind.COMPACT;
                }
                long total = (latest == null ? 0 : latest.totalRecordCount) + added - deleted;
                s = new Snapshot(Snapshot.FORMAT_VERSION, latest == null ? 1 : latest.id + 1, schemaId.getAsLong(),
                        baseList, deltaList, changelogList, commitUser, identifier, kind, System.currentTimeMillis(),
                        total, added - deleted, changelogRows, Snapshot.REVISION,
                        legacyBucketHashAfter(latest, kind, liveIndex.values()));
                if (syncDirectories) {
                    syncDirectories(delta, changelog);
                }
            } catch (IOException | RuntimeException | Error e) {
                if (sync != null) {
                    sync.abort(); // outputs not yet handed to a run: closed unsynced, the snapshot is not published
                }
                for (String path : indexWritten) {
                    deleteQuietly(path);
                }
                throw e;
            }
            if (store.tryPublish(s, syncDirectories)) {
                publishedId = s.id;
                publishedDelta = deltaManifest;
                return s.id;
            }
            // lost the race: drop this attempt's metadata files and retry against the new latest
            for (String path : indexWritten) {
                deleteQuietly(path);
            }
            if (deltaManifest != null) {
                deleteQuietly(store.manifestDir() + "/" + deltaManifest);
                store.forgetManifest(deltaManifest);
            }
            deleteQuietly(store.manifestDir() + "/" + deltaList);
            deleteNewBase(latest, baseList);
            if (changelogList != null) {
                for (String m : store.manifestList(changelogList).manifests) {
                    deleteQuietly(store.manifestDir() + "/" + m);
                }
                deleteQuietly(store.manifestDir() + "/" + changelogList);
            }
        }
        throw new VarveException.CommitConflict("commit to " + paths.tablePath() + " failed after " + MAX_ATTEMPTS
                + " attempts: too many concurrent commits");
    }

    /**
     * Paimon 1.4.2's {@code compact_manifest}: merges the latest snapshot's data manifests (base and delta) by the
     * commit's rule ({@link ManifestMerge}) with {@code manifest.merge-min-count} and
     * {@code manifest.full-compaction-threshold-size} at 1, and publishes the result as the base of a
     * {@code COMPACT} snapshot with an empty delta (same files, same total record count, delta 0, no changelog) —
     * only when the merge changed the set of manifests (nothing on an empty table, nor for one manifest).
     * Returns the published snapshot id, or -1.
     */
    public long compactManifests() {
        try {
            for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
                Snapshot latest = store.latest();
                if (latest == null) {
                    return -1;
                }
                List<String> before = store.dataManifests(latest);
                // as a commit: with commit.fsync the new files and the manifest directory are synced in one batch
                // before the publish; without it nothing is synced
                SyncBatch sync = syncDirectories ? syncBatch : null;
                List<String> after;
                String baseList;
                String deltaList;
                try {
                    after = manifestMerge.with(1, 1).merge(store, before,
                            entries -> store.writeManifest(entries, sync, syncDirectories));
                    if (new HashSet<>(before).equals(new HashSet<>(after))) {
                        return -1;
                    }
                    baseList = store.writeManifestList(after, sync, syncDirectories);
                    deltaList = store.writeManifestList(List.of(), sync, syncDirectories);
                    if (sync != null) {
                        sync.addDirectory(store.manifestDir());
                        sync.run();
                    }
                } catch (IOException | RuntimeException | Error e) {
                    if (sync != null) {
                        sync.abort();
                    }
                    throw e;
                }
                Snapshot s = new Snapshot(Snapshot.FORMAT_VERSION, latest.id + 1, latest.schemaId, baseList, deltaList,
                        null, commitUser, Long.MAX_VALUE, Snapshot.CommitKind.COMPACT, System.currentTimeMillis(),
                        latest.totalRecordCount, 0, 0, Snapshot.REVISION, latest.legacyBucketHash);
                if (store.tryPublish(s, syncDirectories)) {
                    publishedId = s.id;
                    return s.id;
                }
                // lost the race: drop this attempt's files and merge the new latest
                deleteQuietly(store.manifestDir() + "/" + deltaList);
                deleteNewBase(latest, baseList);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("manifest compaction of " + paths.tablePath() + " failed: " + e.getMessage(), e);
        }
        throw new VarveException.CommitConflict("manifest compaction of " + paths.tablePath() + " failed after "
                + MAX_ATTEMPTS + " attempts: too many concurrent commits");
    }

    /**
     * Deletes a base manifest list an attempt wrote but did not publish, and the manifests its merge wrote (those
     * that are not data manifests of {@code latest}, which the attempt merged).
     */
    private void deleteNewBase(Snapshot latest, String baseList) {
        Set<String> old = latest == null ? Set.of() : new HashSet<>(store.dataManifests(latest));
        for (String m : store.manifestList(baseList).manifests) {
            if (!old.contains(m)) {
                deleteQuietly(store.manifestDir() + "/" + m);
                store.forgetManifest(m);
            }
        }
        deleteQuietly(store.manifestDir() + "/" + baseList);
        store.forgetManifest(baseList);
    }

    /**
     * Whether the snapshot this commit publishes may still hold data bucketed by revision 3's hash:
     * {@code latest} may, and some data file live in it survives this commit (only an overwrite that
     * replaces every such file clears it; a compaction's output keeps its input's bucketing).
     */
    private boolean legacyBucketHashAfter(Snapshot latest, Snapshot.CommitKind kind, Collection<ManifestEntry> latestLive) {
        if (latest == null || !latest.mayHoldLegacyBucketHash()) {
            return false;
        }
        if (kind != Snapshot.CommitKind.OVERWRITE) {
            return true;
        }
        Set<ManifestEntry.FileKey> deleted = new HashSet<>();
        for (ManifestEntry e : delta) {
            if (e.kind() == ManifestEntry.Kind.DELETE) {
                deleted.add(e.fileKey());
            }
        }
        for (ManifestEntry e : latestLive) {
            if (e.file().kind() == DataFileMeta.Kind.DATA && !deleted.contains(e.fileKey())) {
                return true;
            }
        }
        return false;
    }

    /** A message's replaced index files (deleted if still live) and new ones. */
    private void indexChanges(CommitMessageImpl m, LiveFiles liveIndex) {
        for (DataFileMeta f : m.indexBefore) {
            if (liveIndex.contains(m.partition, m.bucket, f.fileName())) {
                delta.add(new ManifestEntry(ManifestEntry.Kind.DELETE, m.partition, m.bucket, m.totalBuckets, f));
            }
        }
        for (DataFileMeta f : m.indexAfter) {
            delta.add(new ManifestEntry(ManifestEntry.Kind.ADD, m.partition, m.bucket, m.totalBuckets, f));
        }
    }

    /**
     * The live files of {@code latest} by file key, in {@link SnapshotStore#liveEntries} order.
     * Kept between commits and brought forward by this committer's own last delta when
     * {@code latest} is the snapshot it published on top of the kept one; read from the
     * manifests otherwise. Valid until the next call.
     */
    private LiveFiles liveIndex(Snapshot latest) {
        if (latest == null) {
            live = cleared(live);
            liveId = 0;
            return live;
        }
        if (live != null && liveId == latest.id) {
            return live;
        }
        if (live != null && liveId == latest.id - 1 && publishedId == latest.id) {
            if (publishedDelta != null) {
                live.apply(store.manifest(publishedDelta).entries);
            }
            liveId = latest.id;
            return live;
        }
        live = cleared(live);
        liveId = -1; // not valid until built: a failed read leaves it so
        live.apply(store.entries(latest.baseManifestList));
        live.apply(store.entries(latest.deltaManifestList));
        liveId = latest.id;
        return live;
    }

    /** {@code l} emptied (its arrays kept), or a new one. */
    private static LiveFiles cleared(LiveFiles l) {
        if (l == null) {
            return new LiveFiles();
        }
        l.clear();
        return l;
    }

    /**
     * Makes the new metadata files ({@link #syncBatch}'s outputs) and the directory entries of every file
     * the snapshot will reference durable before the snapshot itself is published (FileIO contract: a
     * created name is durable after syncDirectory): all their fsyncs at once, returning when every one
     * is done.
     */
    private void syncDirectories(List<ManifestEntry> delta, List<ManifestEntry> changelog) throws IOException {
        List<String> dirs = syncDirs;
        SyncBatch batch = syncBatch;
        try {
            dirs.clear();
            dirs.add(store.manifestDir());
            addBucketDirs(delta, dirs);
            addBucketDirs(changelog, dirs);
            for (int i = 0; i < dirs.size(); i++) {
                String d = dirs.get(i);
                // a bucket directory the commit call's first snapshot synced holds every file its messages name
                // already (they were written before the call): the second snapshot syncs only the manifests
                if (i == 0 || firstSyncThisCall(d)) {
                    batch.addDirectory(d);
                }
            }
        } finally {
            dirs.clear();
            syncDirSet.clear();
        }
        batch.run();
    }

    /** Adds {@code dir} to the directories synced during this commit call; false if it was there. */
    private boolean firstSyncThisCall(String dir) {
        List<String> synced = syncedThisCall;
        if (synced.size() < LINEAR_DEDUPE_DIRS) {
            if (synced.contains(dir)) {
                return false;
            }
        } else {
            if (syncedThisCallSet.isEmpty()) {
                syncedThisCallSet.addAll(synced);
            }
            if (!syncedThisCallSet.add(dir)) {
                return false;
            }
        }
        synced.add(dir);
        return true;
    }

    /** The directories of the files {@code entries} adds, each once ({@link TablePaths} reuses their strings). */
    private void addBucketDirs(List<ManifestEntry> entries, List<String> dirs) {
        for (int i = 0; i < entries.size(); i++) {
            ManifestEntry e = entries.get(i);
            if (e.kind() == ManifestEntry.Kind.ADD) {
                String d = paths.bucketDir(e.partition(), e.bucket());
                if (dirs.size() < LINEAR_DEDUPE_DIRS) {
                    if (!dirs.contains(d)) {
                        dirs.add(d);
                    }
                } else {
                    if (syncDirSet.isEmpty()) {
                        syncDirSet.addAll(dirs);
                    }
                    if (syncDirSet.add(d)) {
                        dirs.add(d);
                    }
                }
            }
        }
    }

    /**
     * Whether a file the message's compaction adds at a level above 0 overlaps in key range a live
     * file of the same level and bucket that the compaction did not consume: a concurrent writer
     * compacted into that level, and both files together would no longer form one sorted run.
     */
    private static boolean overlapsLiveRun(LiveFiles live, CommitMessageImpl m) {
        // no sets or concatenated lists: a commit's compaction messages hold a few files each
        List<DataFileMeta> added = m.compactAfter;
        for (int a = 0; a < added.size(); a++) {
            DataFileMeta out = added.get(a);
            if (out.level() == 0 || out.kind() != DataFileMeta.Kind.DATA) {
                continue;
            }
            for (int i = 0; i < live.end(); i++) { // indexed: no iterator per added file
                ManifestEntry e = live.at(i);
                if (e == null) {
                    continue;
                }
                DataFileMeta f = e.file();
                if (e.bucket() != m.bucket || f.kind() != DataFileMeta.Kind.DATA || f.level() != out.level()
                        || consumed(m.compactBefore, f.fileName()) || !e.partition().equals(m.partition)) {
                    continue;
                }
                if (java.util.Arrays.compareUnsigned(f.minKey(), out.maxKey()) <= 0
                        && java.util.Arrays.compareUnsigned(out.minKey(), f.maxKey()) <= 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Set<String> names(List<DataFileMeta> files) {
        Set<String> out = new HashSet<>();
        for (DataFileMeta f : files) {
            out.add(f.fileName());
        }
        return out;
    }

    private static boolean containsName(List<DataFileMeta> files, String fileName) {
        return consumed(files, fileName);
    }

    private static boolean consumed(List<DataFileMeta> compactBefore, String fileName) {
        for (int i = 0; i < compactBefore.size(); i++) {
            if (compactBefore.get(i).fileName().equals(fileName)) {
                return true;
            }
        }
        return false;
    }

    private void checkOverwriteConflict(Snapshot latest, Set<Partition> onlyThese) {
        if (overwriteBaseSnapshot < 0 || latest == null || latest.id <= overwriteBaseSnapshot) {
            return;
        }
        for (long id = overwriteBaseSnapshot + 1; id <= latest.id; id++) {
            Snapshot s = store.snapshot(id);
            for (ManifestEntry e : store.deltaEntries(s)) {
                if (e.kind() == ManifestEntry.Kind.ADD && e.file().kind() == DataFileMeta.Kind.DATA
                        && s.commitKind != Snapshot.CommitKind.COMPACT
                        && replaces(e.partition())
                        && (onlyThese == null || onlyThese.contains(e.partition()))) {
                    throw new VarveException.CommitConflict("overwrite of " + paths.tablePath()
                            + " conflicts with snapshot " + id + " (commit user '" + s.commitUser
                            + "') which added data to a replaced partition after the overwrite started; nothing was committed");
                }
            }
        }
    }

    /** See {@link #withOverwriteUpgrade}: rewrites the ADD entries of {@code delta} in place. */
    private void upgradeOverwrite(List<ManifestEntry> delta, int maxLevel) {
        Map<List<Object>, List<Integer>> buckets = new java.util.LinkedHashMap<>();
        for (int i = 0; i < delta.size(); i++) {
            ManifestEntry e = delta.get(i);
            if (e.kind() != ManifestEntry.Kind.ADD || e.file().kind() != DataFileMeta.Kind.DATA
                    || e.source() != ManifestEntry.Source.WRITE) {
                continue;
            }
            if (!replaces(e.partition())) {
                // a kept partition's new files go on top of its runs (a cross-partition key's -D moved out of it)
                continue;
            }
            if (e.file().level() > 0 || e.bucket() < 0) {
                return;
            }
            buckets.computeIfAbsent(List.of(e.partition(), e.bucket()), k -> new ArrayList<>()).add(i);
        }
        for (List<Integer> positions : buckets.values()) {
            List<Integer> byMinKey = new ArrayList<>(positions);
            byMinKey.sort((x, y) -> java.util.Arrays.compareUnsigned(delta.get(x).file().minKey(), delta.get(y).file().minKey()));
            boolean overlap = false;
            for (int i = 0; i + 1 < byMinKey.size() && !overlap; i++) {
                overlap = java.util.Arrays.compareUnsigned(delta.get(byMinKey.get(i)).file().maxKey(),
                        delta.get(byMinKey.get(i + 1)).file().minKey()) >= 0;
            }
            if (overlap) {
                continue;
            }
            for (int p : positions) {
                ManifestEntry e = delta.get(p);
                delta.set(p, new ManifestEntry(e.kind(), e.partition(), e.bucket(), e.totalBuckets(), e.file().upgrade(maxLevel),
                        e.source(), e.fileSource()));
            }
        }
    }

    private void deleteQuietly(String path) {
        try {
            store.io().delete(path);
        } catch (IOException ignored) {
            // an orphan; orphan cleanup removes it
        }
    }

    @Override
    public void close() {
    }
}
