package dev.varve.kernel;

import dev.varve.row.RowType;

import java.util.List;
import java.util.Map;

/**
 * A table at its current schema. Cheap to obtain; holds no open files. Thread-safe.
 * {@link #copy(Map)} applies dynamic options (SQL hints such as {@code scan.snapshot-id}).
 */
public interface Table {
    Identifier identifier();

    /** The current schema version id (0 for a new table). */
    long schemaId();

    RowType rowType();

    List<String> primaryKeys();

    List<String> partitionKeys();

    /** The table's options as stored (what the user set), without defaults. */
    Map<String, String> options();

    String comment();

    /** This table with extra options for this use only (validated like table options). */
    Table copy(Map<String, String> dynamicOptions);

    /**
     * {@link #copy} whose schema also travels with the time-travel options it is given ({@code scan.snapshot-id},
     * {@code scan.tag-name}, {@code scan.timestamp-millis}, {@code scan.timestamp}), as Apache Paimon 1.4.2's
     * {@code Table.copy} does: the columns, keys and comment of the travelled-to snapshot's schema with the current
     * options (a value naming no snapshot keeps the latest schema). Flink's {@code FOR SYSTEM_TIME AS OF} opens the
     * table this way (Paimon's {@code FlinkCatalog.getTable(path, timestamp)}), where {@code OPTIONS} hints keep the
     * catalog's latest schema. The default implementation is {@link #copy}.
     */
    default Table copyTraveled(Map<String, String> dynamicOptions) {
        return copy(dynamicOptions);
    }

    /**
     * This table with {@code bucket} = {@code buckets} (which no dynamic option may change), for the rescale
     * action's overwrite of a partition into another number of buckets ({@code CALL sys.rescale}).
     */
    default Table rescaledTo(int buckets) {
        throw new UnsupportedOperationException("rescale of " + identifier());
    }

    /** A writer for all partitions and buckets; {@code commitUser} identifies it for exactly-once commits. */
    TableWriter newWriter(String commitUser);

    /** A committer publishing the messages of one or several writers of {@code commitUser}. */
    TableCommit newCommit(String commitUser);

    /** A batch read of one snapshot (the latest unless {@code scan.snapshot-id} is set). */
    BatchScan newBatchScan();

    /** A streaming read of changes, starting as {@code scan.mode} / {@code consumer-id} say. */
    StreamScan newStreamScan();

    /**
     * As {@link #newStreamScan()}; with {@code auditLog} the initial full snapshot is read as the
     * {@code $audit_log} system table reads it in batch ({@link BatchScan#readWithRowKinds()}: each key's
     * stored kind, retractions kept), as Paimon's streaming {@code $audit_log} read does.
     */
    default StreamScan newStreamScan(boolean auditLog) {
        return newStreamScan();
    }

    /** Snapshots from earliest to latest retained. */
    List<SnapshotInfo> snapshots();

    /** The latest snapshot, or null for an empty table. */
    SnapshotInfo latestSnapshot();

    /** All schema versions, oldest first. */
    List<SchemaInfo> schemas();

    /** Data files of the given (or latest, if null) snapshot. */
    List<DataFileInfo> files(Long snapshotId);

    /**
     * The manifests of the given snapshot (null: {@code scan.tag-name}'s, else the latest; empty for a table without
     * snapshot) as Paimon 1.4.2's {@code $manifests} lists them: the base manifests, the delta manifests, then the
     * changelog manifests (a manifest holding no data-file entry, only index files, is not listed: Paimon keeps
     * index files apart).
     */
    default List<ManifestInfo> manifests(Long snapshotId) {
        throw new UnsupportedOperationException("manifests");
    }

    /**
     * As {@link #files(Long)}; with {@code withStats} each file also carries its column statistics
     * and key range ({@link DataFileInfo#nullValueCounts} ...), read from the file's footer (one
     * read per file, for the {@code $files} system table; not for scan planning).
     */
    default List<DataFileInfo> files(Long snapshotId, boolean withStats) {
        return files(snapshotId);
    }

    /**
     * The dynamic-bucket hash index files (one per partition and bucket of a dynamic-bucket table whose
     * primary key holds every partition column; INDEX_FORMAT.md) of the given (or latest, or
     * {@code scan.tag-name}'s) snapshot, as Paimon's {@code $table_indexes} lists its HASH index:
     * {@link DataFileInfo#recordCount} is the number of key hashes. Not the cross-partition key index
     * (Paimon keeps no such file). Empty for other tables.
     */
    default List<DataFileInfo> indexFiles(Long snapshotId) {
        return List.of();
    }

    /**
     * The deletion-vector index files of the given (or latest, or {@code scan.tag-name}'s) snapshot: one per bucket
     * of a primary-key table with {@code deletion-vectors.enabled} that ever had a row Apache Paimon 1.4.2 would have
     * marked (kernel INDEX_FORMAT.md §3), as Paimon's {@code $table_indexes} lists its {@code DELETION_VECTORS} index
     * files. Empty for other tables.
     */
    default List<DeletionVectorIndexInfo> deletionVectorIndexFiles(Long snapshotId) {
        return List.of();
    }

    /**
     * The partitions holding data in the latest snapshot, each as partition column → value as
     * partition paths print it (null for SQL NULL), in partition order; empty for an unpartitioned
     * or empty table.
     */
    List<Map<String, String>> partitions();

    /** Consumers recorded for this table. */
    List<ConsumerInfo> consumers();

    /**
     * Compacts fully the partitions matching {@code partitionFilter} (column → value as printed;
     * empty = all) and commits the result as one snapshot, then expires snapshots by the table's retention (unless
     * {@code write-only}; also when nothing was compacted), as Paimon's compact job. Returns the snapshot id or -1 if
     * nothing was done.
     */
    long compact(Map<String, String> partitionFilter);

    /**
     * As {@link #compact(Map)} with {@code full}; otherwise a minor compaction: per bucket, what the table's
     * writers would pick (the universal pick, the lookup layout's, the append writers' window), nothing where
     * they would pick nothing (Paimon's {@code compact_strategy => 'minor'}).
     */
    default long compact(Map<String, String> partitionFilter, boolean full) {
        if (!full) {
            throw new UnsupportedOperationException("minor compaction of " + identifier());
        }
        return compact(partitionFilter);
    }

    /**
     * As {@link #compact(Map, boolean)} over the partitions matching any of {@code partitionFilters}, all of them
     * committed as one snapshot (Paimon's compact procedure with a {@code partitions} list or a {@code where}
     * condition runs one job with one commit); an empty list compacts nothing. Returns the snapshot id or -1.
     */
    default long compact(List<Map<String, String>> partitionFilters, boolean full) {
        // a table without one-commit support compacts the partitions one by one (the last snapshot id, or -1)
        long id = -1;
        for (Map<String, String> filter : partitionFilters) {
            long s = compact(filter, full);
            if (s >= 0) {
                id = s;
            }
        }
        return id;
    }

    /**
     * Removes every row of the table as one {@code OVERWRITE} snapshot, committed even when the
     * table holds no data (as Paimon's {@code truncateTable}); streaming readers skip it. Works on
     * primary-key and append tables. Returns the new snapshot's id.
     */
    long truncate();

    /**
     * Removes the rows of every partition matching one of {@code partitions} as one
     * {@code OVERWRITE} snapshot, committed even when no partition matches (as Paimon's
     * {@code truncatePartitions}). Each spec maps partition columns to values as partition paths
     * print them ({@code partition.default-name} for SQL NULL) and may name any non-empty subset of
     * the partition columns (a partial spec matches every partition with those values). Returns the
     * new snapshot's id.
     *
     * @throws VarveException if the table is not partitioned, the list or a spec is empty, or a
     *     spec names a column that is not a partition column
     */
    long truncatePartitions(List<Map<String, String>> partitions);

    /**
     * Drops the partitions expired now by this table's {@code partition.expiration-*} options (set as
     * table or dynamic options, see {@link #copy}), as Paimon's {@code expire_partitions} procedure:
     * one {@code OVERWRITE} snapshot (or one per {@code partition.expiration-batch-size}). Returns
     * the dropped partitions in order, each as column → value (a DATE partition as its epoch day, as
     * Paimon names it); empty when none expired (nothing committed).
     *
     * @throws VarveException if the table is not partitioned or has no {@code partition.expiration-time}
     */
    default List<Map<String, String>> expirePartitions() {
        throw new VarveException("partition expiration is not supported by table " + identifier());
    }

    /** Expires snapshots by the table's retention options (two-phase); returns how many expired. */
    int expireSnapshots();

    /**
     * Rolls the table back to snapshot {@code snapshotId} (Paimon's {@code rollback_to}): the later
     * snapshots and the files only they referenced are removed, the next commit takes the id after
     * it, consumers are left as they are (as Paimon: one past it fails its next read until commits
     * reach its id, then skips the reused ids before it); the tags of later snapshots are
     * deleted; an expired snapshot a tag keeps is restored from the tag. No writer, committer or
     * streaming reader may be open on the table meanwhile. Returns how many snapshots were removed.
     *
     * @throws VarveException.NotFound if the snapshot does not exist (expired or never committed)
     */
    int rollbackTo(long snapshotId);

    /**
     * Rolls the table back to the latest snapshot committed at or before {@code timeMillis}
     * (Paimon's {@code rollback_to_timestamp}), as {@link #rollbackTo(long)}. Returns that snapshot's id.
     *
     * @throws VarveException.NotFound if no retained snapshot was committed at or before the time
     */
    long rollbackToTimestamp(long timeMillis);

    /**
     * Sets consumer {@code consumerId}'s next snapshot to {@code nextSnapshotId}, creating the
     * consumer if needed, or deletes the consumer when {@code nextSnapshotId} is null (Paimon's
     * {@code reset_consumer}).
     *
     * @throws VarveException if the id is not a valid consumer id or {@code nextSnapshotId} is below 1;
     *     {@link VarveException.NotFound} if snapshot {@code nextSnapshotId} does not exist (as Paimon)
     */
    void resetConsumer(String consumerId, Long nextSnapshotId);

    /**
     * Deletes the consumers whose id fully matches the regular expression {@code including} (null:
     * all) and not {@code excluding} (null: none), as Paimon's {@code clear_consumers}. Returns how
     * many were deleted.
     */
    int clearConsumers(String including, String excluding);

    /**
     * Expires snapshots keeping at most {@code retainMax} (still never below consumers' needs), as
     * Paimon's {@code expire_snapshots} procedure: the table's {@code snapshot.num-retained.min}
     * still applies, and a {@code retainMax} below it is refused with a {@link VarveException}.
     */
    int expireSnapshots(int retainMax);

    /**
     * Expires snapshots as Paimon's {@code expire_snapshots} procedure with its four arguments;
     * each one left null takes the table's option ({@code snapshot.num-retained.max},
     * {@code snapshot.num-retained.min}, now minus {@code snapshot.time-retained},
     * {@code snapshot.expire.limit}): snapshots beyond {@code retainMax} expire, and those
     * committed before {@code olderThanMillis} while more than {@code retainMin} remain, oldest
     * first, at most {@code maxDeletes}, never one a live consumer still needs. As the procedure (whose expire
     * configuration takes no {@code changelog.*} option), the expired snapshots' changelogs go with them and no
     * long-lived changelog expires; {@link #expireSnapshots()} keeps and expires changelogs by the table's
     * options. Returns how many expired.
     *
     * @throws VarveException if an argument is below 1 or {@code retainMax} is below the retain-min
     */
    int expireSnapshots(Integer retainMax, Integer retainMin, Long olderThanMillis, Integer maxDeletes);

    /**
     * Expires long-lived changelogs (those kept past their snapshots by {@code changelog.num-retained.*} and
     * {@code changelog.time-retained}) as Paimon 1.4.2's {@code expire_changelogs} procedure: each argument left
     * null takes the procedure's default, not the table's option ({@code retainMax} unbounded, {@code retainMin}
     * 1, no time bound, {@code maxDeletes} unbounded); the latest long-lived changelog always stays. Returns
     * Paimon's answer, the length of the expired id range.
     *
     * @throws VarveException if {@code retainMax} is below {@code retainMin}, or {@code retainMin} puts the
     *     expiration bound below the earliest changelog (Paimon 1.4.2 fails then too)
     */
    int expireChangelogs(Integer retainMax, Integer retainMin, Long olderThanMillis, Integer maxDeletes);

    /** Deletes every long-lived changelog (Paimon's {@code expire_changelogs} with {@code delete_all}); returns how many. */
    int expireAllChangelogs();

    /**
     * Paimon's {@code compact_manifest}: merges the latest snapshot's data manifests by the commit's rule with
     * {@code manifest.merge-min-count} and {@code manifest.full-compaction-threshold-size} at 1 (in effect into one),
     * published as a {@code COMPACT} snapshot of the same files; nothing when the merge leaves the manifests as they
     * are (one manifest), or no snapshot. Returns the new snapshot's id, or -1 if none was published.
     */
    long compactManifests();

    // ---- tags (Paimon's tags: named snapshots kept past expiration; METADATA_FORMAT.md "Tags") ----

    /** The tags, by snapshot id then name. */
    default List<TagInfo> tags() {
        throw new UnsupportedOperationException("tags");
    }

    /**
     * Tags snapshot {@code snapshotId} (null: the latest) as {@code name}, retained for
     * {@code timeRetained} after now (null: until deleted; as Paimon's {@code create_tag}, the table's
     * {@code tag.default-time-retained}, meant for automatic tags, does not apply).
     * Returns the tagged snapshot's id.
     *
     * @throws VarveException.AlreadyExists if the tag exists; {@link VarveException.NotFound} if the
     *     snapshot does not (or the table has none); {@link VarveException} for a blank name
     */
    default long createTag(String name, Long snapshotId, java.time.Duration timeRetained) {
        throw new UnsupportedOperationException("tags");
    }

    /**
     * Tags the earliest snapshot committed at or after {@code timeMillis} (Paimon's
     * {@code create_tag_from_timestamp}); returns its id.
     */
    default long createTagFromTimestamp(String name, long timeMillis, java.time.Duration timeRetained) {
        throw new UnsupportedOperationException("tags");
    }

    /** Points existing tag {@code name} at snapshot {@code snapshotId} (null: the latest); returns its id. */
    default long replaceTag(String name, Long snapshotId, java.time.Duration timeRetained) {
        throw new UnsupportedOperationException("tags");
    }

    /**
     * Deletes tag {@code name}, then the data files and manifests only it kept.
     *
     * @throws VarveException.NotFound if there is no such tag
     */
    default void deleteTag(String name) {
        throw new UnsupportedOperationException("tags");
    }

    /** Renames tag {@code from} to {@code to}. */
    default void renameTag(String from, String to) {
        throw new UnsupportedOperationException("tags");
    }

    /**
     * Deletes the tags whose time retained has passed, and with {@code olderThanMillis} also every
     * tag created before it (Paimon's {@code expire_tags}); returns their names.
     */
    default List<String> expireTags(Long olderThanMillis) {
        throw new UnsupportedOperationException("tags");
    }

    /**
     * Rolls the table back to tag {@code name} ({@code rollback_to} with a tag), as
     * {@link #rollbackTo(long)}; a tagged snapshot that expired is restored from the tag. Returns the
     * tagged snapshot's id.
     */
    default long rollbackToTag(String name) {
        throw new UnsupportedOperationException("tags");
    }

    // ---- branches (Paimon's; METADATA_FORMAT.md "Branches") ---------------------------------------

    /** The branch this table object reads and writes: {@code main}, or a branch's name. */
    default String branch() {
        return BranchInfo.MAIN;
    }

    /**
     * This table on branch {@code name} ({@code main}: the main branch): its own snapshots, schemas, tags and
     * consumers over the table's shared data files.
     *
     * @throws VarveException.NotFound if the branch does not exist
     */
    default Table onBranch(String name) {
        throw new UnsupportedOperationException("branches");
    }

    /** The branches of the table (main not included), by creation time then name. */
    default List<BranchInfo> branches() {
        throw new UnsupportedOperationException("branches");
    }

    /**
     * Creates branch {@code name}: from tag {@code fromTag} (the branch starts with the tag and its snapshot), or
     * without a tag (null) an empty branch holding the current schemas. Paimon's {@code create_branch}.
     */
    default void createBranch(String name, String fromTag) {
        throw new UnsupportedOperationException("branches");
    }

    /** Deletes branch {@code name} and the files only it referenced. Paimon's {@code delete_branch}. */
    default void deleteBranch(String name) {
        throw new UnsupportedOperationException("branches");
    }

    /**
     * Makes the main branch the branch {@code name} (Paimon's {@code fast_forward}): main's snapshots, tags and
     * schemas from the branch's earliest snapshot on are replaced by the branch's.
     */
    default void fastForward(String name) {
        throw new UnsupportedOperationException("branches");
    }
}
