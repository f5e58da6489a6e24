package dev.varve.kernel.table;

import dev.varve.kernel.options.CoreOptions;
import dev.varve.format.FileIO;
import dev.varve.format.run.RunReader;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.format.run.RunWriterScratch;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.mergeengine.MergeEngine;
import dev.varve.kernel.schema.ColumnCasts;
import dev.varve.kernel.schema.SchemaManager;
import dev.varve.kernel.schema.TableSchema;
import dev.varve.row.RowType;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Everything the table layer derives once from a table's schema and effective options: paths,
 * snapshot store, key / partition / bucket-key positions, merge engine, run-file options, and a
 * cache of open run readers. Thread-safe.
 */
final class TableContext {
    final FileIO io;
    final String tablePath;
    /** The branch this context reads and writes ({@code main} or a branch's name). */
    final String branch;
    /** The branch's metadata directory: snapshots, schemas, tags, changelogs, consumers ({@link BranchManager#metaRoot}). */
    final String metaRoot;
    final SchemaManager schemas;
    final TableSchema schema;
    final CoreOptions options;
    final RowType rowType;
    final SnapshotStore store;
    final TablePaths paths;
    final boolean primaryKeyTable;
    final int[] partitionIndexes;
    /** Positions of the LSM key: the primary key minus partition columns (or the whole PK if that is empty). */
    final int[] keyIndexes;
    final int[] bucketKeyIndexes;
    final MergeEngine mergeEngine;
    /**
     * {@link #mergeEngine} as reads and flushes merge: a key's lone version passes through as written, as Apache Paimon
     * 1.4.2's reads and write buffer do for every table (also under the lookup producer, whose compactions merge it:
     * COMPACTION.md "A key's lone version").
     */
    final MergeEngine readEngine;
    final RunWriterOptions runOptions;
    /** Names of the data and changelog files this table's writers create (thread-safe). */
    final RandomNames fileNames = new RandomNames();
    private final Map<Long, RowType> rowTypeBySchema = new ConcurrentHashMap<>();
    /** Per schema id: {@link #fieldMap}, {@link #IDENTITY} when the file's fields are the table's. */
    private final Map<Long, FieldMap> fieldMapBySchema = new ConcurrentHashMap<>();
    private static final FieldMap IDENTITY = new FieldMap(new int[0], null);
    /** Readers dropped from the cache, closed by the writer thread when no probe can be using them. */
    private final java.util.Queue<RunReader> retired = new java.util.concurrent.ConcurrentLinkedQueue<>();
    private final Map<String, RunReader> readers = java.util.Collections.synchronizedMap(
            new LinkedHashMap<String, RunReader>(64, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<String, RunReader> eldest) {
                    if (size() > 256) {
                        retired.add(eldest.getValue());
                        return true;
                    }
                    return false;
                }
            });

    /** A context with its own reader cache (one per writer); it shares only the thread-safe snapshot store (and its caches). */
    TableContext fresh() {
        return new TableContext(io, tablePath, branch, schemas, schema, options.toMap(), store);
    }

    /**
     * A context of its own (as {@link #fresh}) whose options add {@code write-only = true}: writers made with it
     * never compact (a cross-partition overwrite's writers of partitions it may yet replace).
     */
    TableContext writeOnly() {
        Map<String, String> effective = new java.util.HashMap<>(options.toMap());
        effective.put(dev.varve.kernel.options.CoreOptions.WRITE_ONLY.key(), "true");
        return new TableContext(io, tablePath, branch, schemas, schema, effective, store);
    }

    TableContext(FileIO io, String tablePath, SchemaManager schemas, TableSchema schema, Map<String, String> effective) {
        this(io, tablePath, dev.varve.kernel.BranchInfo.MAIN, schemas, schema, effective, null);
    }

    /** The context of branch {@code branch} of the table at {@code tablePath}. */
    TableContext(FileIO io, String tablePath, String branch, SchemaManager schemas, TableSchema schema,
                 Map<String, String> effective) {
        this(io, tablePath, branch, schemas, schema, effective, null);
    }

    /** {@code store}: the table's snapshot store to share (thread-safe; its caches serve both), or null for a new one. */
    private TableContext(FileIO io, String tablePath, String branch, SchemaManager schemas, TableSchema schema,
                         Map<String, String> effective, SnapshotStore store) {
        this.io = io;
        this.tablePath = tablePath;
        this.branch = branch;
        this.metaRoot = BranchManager.metaRoot(tablePath, branch);
        this.schemas = schemas;
        this.schema = schema;
        this.options = CoreOptions.fromMap(effective);
        this.maxIdleScratch = 3 + options.compactionThreadNum();
        this.rowType = schema.logicalRowType();
        this.store = store != null ? store : new SnapshotStore(io, tablePath, metaRoot);
        this.paths = new TablePaths(tablePath, schema.partitionKeys(), options.partitionDefaultName());
        this.primaryKeyTable = !schema.primaryKeys().isEmpty();
        this.partitionIndexes = indexes(schema.partitionKeys());
        List<String> trimmed = new ArrayList<>(schema.primaryKeys());
        trimmed.removeAll(schema.partitionKeys());
        if (trimmed.isEmpty()) {
            trimmed = schema.primaryKeys();
        }
        this.keyIndexes = indexes(trimmed);
        List<String> bucketKeys = options.bucketKey();
        if (bucketKeys.isEmpty()) {
            bucketKeys = primaryKeyTable ? trimmed : rowType.names();
        }
        this.bucketKeyIndexes = indexes(bucketKeys);
        this.mergeEngine = primaryKeyTable ? MergeEngine.create(rowType, schema.primaryKeys(), effective) : null;
        this.readEngine = primaryKeyTable ? mergeEngine.withLonePassThrough(true) : null;
        this.runOptions = RunWriterOptions.defaults()
                .withCompression(options.fileCompression())
                .withZstdLevel(options.fileCompressionZstdLevel())
                .withSyncOnFinish(options.fileSync());
        rowTypeBySchema.put(schema.id(), rowType);
    }

    /**
     * What the table's branches other than this one (main included) reference: files and manifests this branch's
     * expiration, rollback, tag deletion and orphan cleanup must keep (METADATA_FORMAT.md "Branches").
     */
    BranchManager.References otherBranches() {
        return new BranchManager(io, tablePath).referencesOfOthers(branch, paths);
    }

    /** Run-writer buffers handed from one file written to the next (flushes and compactions of all buckets). */
    private final ArrayList<RunWriterScratch> writerScratch = new ArrayList<>();
    /**
     * At most this many idle scratches are kept: one per file written at once is enough (two flush
     * threads, the writer thread helping them, and one compaction per {@code compaction.thread-num}
     * lane); a pool smaller than that drops a scratch at every release and grows a new one for the
     * next file. An idle scratch holds about 9.3 bytes per distinct key of the largest file it wrote
     * (key hashes and bloom bits) plus its page buffers (a few page sizes).
     */
    private final int maxIdleScratch;

    /**
     * An idle run-writer scratch for {@link #rowType}, or a new one. Thread-safe. Best fit by the
     * keys a scratch can hash without growing: {@code large} (compaction outputs) takes the largest,
     * otherwise (memtable flushes) the smallest, so only the scratches that compactions use grow to
     * compaction-sized key-hash and bloom buffers, once, instead of every pooled scratch in turn.
     */
    RunWriterScratch acquireWriterScratch(boolean large) {
        synchronized (writerScratch) {
            RunWriterScratch best = null;
            long bestCapacity = 0;
            int bestAt = -1;
            // most recently released first (index walk: no iterator per file)
            for (int i = writerScratch.size() - 1; i >= 0; i--) {
                RunWriterScratch s = writerScratch.get(i);
                long c = s.keyHashCapacity();
                if (best == null || (large ? c > bestCapacity : c < bestCapacity)) {
                    best = s;
                    bestCapacity = c;
                    bestAt = i;
                }
            }
            if (best != null) {
                writerScratch.remove(bestAt);
                return best;
            }
        }
        return new RunWriterScratch(rowType);
    }

    /**
     * Whether the table's data files above level 0 hold retractions that stand for Paimon's deletion-vector
     * marks (a primary-key table with {@code deletion-vectors.enabled} whose merge makes a retraction remove the
     * key: deduplicate, partial-update): counts leave them out ({@link DataFileMeta#paimonRowCount}). Not
     * aggregation, where Paimon merges the retraction onto the looked-up row and stores that cumulative row in its
     * place (probe dv28_agg_retract_audit: level 4 holds 1 record).
     */
    boolean deletionVectorMarks() {
        return primaryKeyTable && options.deletionVectorsEnabled()
                && mergeEngine.kind() != dev.varve.kernel.mergeengine.MergeEngineKind.AGGREGATION;
    }

    /**
     * Whether a retraction kept above level 0 is a barrier of the sequence order (COMPACTION.md "A lone retraction of
     * the sequence field under the lookup compaction"): an aggregation table with {@code sequence.field} compacted by
     * Paimon 1.4.2's lookup rewriter ({@link CoreOptions#needLookup()}, not the full-compaction producer), which merges
     * a lone level-0 retraction onto the looked-up row; newest in sequence order, it nulls the sequence there, and a
     * later version sorts after that row whatever its sequence value.
     */
    boolean sequenceBarrierMarks() {
        return primaryKeyTable && mergeEngine.kind() == dev.varve.kernel.mergeengine.MergeEngineKind.AGGREGATION
                && mergeEngine.hasSequenceField() && options.needLookup()
                && options.changelogProducer() != CoreOptions.ChangelogProducer.FULL_COMPACTION;
    }

    /**
     * Whether a retraction kept above level 0 is positional, as Paimon's deletion-vector mark is (COMPACTION.md
     * "Deletion vectors", version 5): {@link #deletionVectorMarks} on a deduplicate table with {@code sequence.field},
     * where the stored retraction's sequence field would otherwise beat a later, lower-sequence record.
     */
    boolean positionalMarks() {
        if (sequenceBarrierMarks()) {
            return true;
        }
        if (!deletionVectorMarks() || !mergeEngine.hasSequenceField()) {
            return false;
        }
        if (mergeEngine.kind() == dev.varve.kernel.mergeengine.MergeEngineKind.DEDUPLICATE) {
            return true;
        }
        // partial-update whose -D removes the row (sweep 32 mx: Paimon's winning -D is positional there too)
        return mergeEngine.kind() == dev.varve.kernel.mergeengine.MergeEngineKind.PARTIAL_UPDATE
                && options.partialUpdateRemoveRecordOnDelete();
    }

    /**
     * For a merge of these files under {@link #positionalMarks}: the highest system sequence of those above level 0
     * (a retraction up to it is a kept mark: every level-0 version of a bucket is newer than every version above it,
     * as a pick never stops above a level-0 run); {@code Long.MIN_VALUE} when none or not such a table.
     */
    long marksUpTo(Iterable<DataFileMeta> files) {
        if (!positionalMarks()) {
            return Long.MIN_VALUE;
        }
        long up = Long.MIN_VALUE;
        for (DataFileMeta f : files) {
            if (f.level() > 0) {
                up = Math.max(up, f.maxSequence());
            }
        }
        return up;
    }

    /**
     * Whether a row stored above level 0 can supersede the key's earlier versions (COMPACTION.md "A merge changed
     * after the data"): a deduplicate table that needs lookups ({@link CoreOptions#needLookup()}: deletion vectors, the
     * lookup producer, {@code force-lookup}), whose every stored row Paimon 1.4.2's lookup compaction made the key's
     * merged row, marking (deletion vectors) or reading past (its lookup merge) the older ones.
     */
    boolean supersedingStoredRows() {
        return primaryKeyTable && mergeEngine.kind() == dev.varve.kernel.mergeengine.MergeEngineKind.DEDUPLICATE
                && options.needLookup();
    }

    /**
     * For a merge of these files under {@link #supersedingStoredRows}: the highest system sequence of those above
     * level 0 when one of them was written under a schema without {@code sequence.field} whose deduplicate merge
     * differs from the table's now ({@link MergeEngine#deduplicatesLike}: {@code sequence.field} or an input filter set
     * since; rows stored under a sequence field are not the key's merged row in Varve, see COMPACTION.md);
     * a stored version up to it then takes the lead from the earlier ones, as Paimon's stored merged row does
     * ({@link MergeEngine#supersedesUpTo}). {@code Long.MIN_VALUE} otherwise: where every stored row was written under
     * the table's merge, merging every version again gives the rows Paimon's stored ones are.
     */
    long supersedesUpTo(Iterable<DataFileMeta> files) {
        if (!supersedingStoredRows()) {
            return Long.MIN_VALUE;
        }
        long up = Long.MIN_VALUE;
        boolean changed = false;
        for (DataFileMeta f : files) {
            if (f.level() > 0) {
                up = Math.max(up, f.maxSequence());
                changed = changed || mergeChangedSince(f.schemaId());
            }
        }
        return changed ? up : Long.MIN_VALUE;
    }

    /** {@link #supersedesUpTo(Iterable)} of an array (a point lookup's files: no iterator per lookup). */
    long supersedesUpTo(DataFileMeta[] files) {
        if (!supersedingStoredRows()) {
            return Long.MIN_VALUE;
        }
        long up = Long.MIN_VALUE;
        boolean changed = false;
        for (DataFileMeta f : files) {
            if (f.level() > 0) {
                up = Math.max(up, f.maxSequence());
                changed = changed || mergeChangedSince(f.schemaId());
            }
        }
        return changed ? up : Long.MIN_VALUE;
    }

    /** Per schema id: whether its deduplicate merge differs from {@link #mergeEngine}'s (see {@link #supersedesUpTo}). */
    private final Map<Long, Boolean> mergeChanged = new ConcurrentHashMap<>();

    private boolean mergeChangedSince(long schemaId) {
        if (schemaId == schema.id()) {
            return false;
        }
        Boolean known = mergeChanged.get(schemaId);
        if (known == null) {
            known = mergeChanged.computeIfAbsent(schemaId, id -> {
                TableSchema then = schemas.schema(id);
                try {
                    // only rows written without a sequence field: their stored row is the key's merged row (the newest
                    // version wins there), where rows stored under a sequence field are the compaction's own merge,
                    // decided against the older runs' rows only by merging them again
                    MergeEngine engine = MergeEngine.create(then.logicalRowType(), then.primaryKeys(), then.rawOptions());
                    return !engine.hasSequenceField() && !mergeEngine.deduplicatesLike(engine);
                } catch (RuntimeException e) {
                    return false; // options no longer valid on their own: merged as the table's now, as before
                }
            });
        }
        return known;
    }

    /** Returns a scratch whose writer has finished or aborted; one still held by a writer is dropped. Thread-safe. */
    void releaseWriterScratch(RunWriterScratch s) {
        if (s == null || s.inUse()) {
            return;
        }
        synchronized (writerScratch) {
            if (writerScratch.size() < maxIdleScratch) {
                writerScratch.add(s);
            }
        }
    }

    private int[] indexes(List<String> names) {
        int[] out = new int[names.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = rowType.indexOf(names.get(i));
            if (out[i] < 0) {
                throw new VarveException.InvalidSchema("column '" + names.get(i) + "' does not exist in " + rowType);
            }
        }
        return out;
    }

    /** The row type files of schema {@code schemaId} were written with. */
    /** The table's manifest merge rule ({@link ManifestMerge}): its manifest options and partition column types. */
    ManifestMerge manifestMerge() {
        List<dev.varve.row.DataType> types = new java.util.ArrayList<>();
        for (int i : partitionIndexes) {
            types.add(rowType.type(i));
        }
        return new ManifestMerge(options.manifestTargetFileSize(), options.manifestMergeMinCount(),
                Math.max(1, options.manifestFullCompactionFileSize()), types);
    }

    RowType rowTypeOf(long schemaId) {
        RowType known = rowTypeBySchema.get(schemaId); // per opened file: no capturing lambda on a hit
        return known != null ? known : rowTypeBySchema.computeIfAbsent(schemaId, id -> schemas.schema(id).logicalRowType());
    }

    /**
     * How a value row of a file of schema {@code schemaId} maps to the table's row type, matched by field id
     * (SCHEMA_FORMAT.md): null when the file's fields are the table's, in order and of the same types (nullability
     * aside); otherwise, per table column, the file's column holding it, -1 for a column the file does not have (added
     * later: read as null), and the cast of a column whose type changed since ({@link ColumnCasts}). A file's columns
     * dropped since are left out.
     */
    FieldMap fieldMap(long schemaId) {
        FieldMap known = fieldMapBySchema.get(schemaId);
        if (known == null) {
            known = fieldMapBySchema.computeIfAbsent(schemaId, id -> computeFieldMap(rowTypeOf(id)));
        }
        return known == IDENTITY ? null : known;
    }

    @SuppressWarnings("unchecked")
    private FieldMap computeFieldMap(RowType fileType) {
        List<dev.varve.row.DataField> table = rowType.fields();
        List<dev.varve.row.DataField> file = fileType.fields();
        int[] map = new int[table.size()];
        java.util.function.UnaryOperator<Object>[] casts = null;
        boolean identity = table.size() == file.size();
        for (int i = 0; i < map.length; i++) {
            map[i] = -1;
            for (int j = 0; j < file.size(); j++) {
                if (file.get(j).id() == table.get(i).id()) {
                    map[i] = j;
                }
            }
            identity &= map[i] == i;
            if (map[i] >= 0) {
                dev.varve.row.DataType from = file.get(map[i]).type();
                dev.varve.row.DataType to = table.get(i).type();
                if (!ColumnCasts.sameType(from, to)) {
                    if (casts == null) {
                        casts = new java.util.function.UnaryOperator[map.length];
                    }
                    casts[i] = ColumnCasts.cast(from, to);
                    identity = false;
                }
            }
        }
        return identity ? IDENTITY : new FieldMap(map, casts);
    }

    /**
     * A cached reader for point probes (lookups; the lookup changelog, of several buckets at once). Thread-safe.
     * Scans and compactions open their own readers ({@link #openReader}).
     */
    RunReader reader(Partition p, int bucket, DataFileMeta f) {
        String path = paths.filePath(p, bucket, f);
        RunReader r = readers.get(path);
        if (r == null) {
            try {
                r = RunReader.open(io, path, rowTypeOf(f.schemaId()));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot open " + path + ": " + e.getMessage(), e);
            }
            // buckets probed at once (BucketCommits) never share a file, but a reader opened twice must not leak
            RunReader known = readers.putIfAbsent(path, r);
            if (known != null) {
                closeQuietly(r);
                r = known;
            }
        }
        return r;
    }

    /** A new reader owned by the caller. */
    RunReader openReader(Partition p, int bucket, DataFileMeta f) throws IOException {
        return RunReader.open(io, paths.filePath(p, bucket, f), rowTypeOf(f.schemaId()));
    }

    /** Drops a compacted-away file's cached reader; it is closed later by {@link #closeRetired()}. */
    void evict(Partition p, int bucket, DataFileMeta f) {
        RunReader r = readers.remove(paths.filePath(p, bucket, f));
        if (r != null) {
            retired.add(r);
        }
    }

    /** Closes retired readers; call from the thread that uses {@link #reader} while it is not probing. */
    void closeRetired() {
        RunReader r;
        while ((r = retired.poll()) != null) {
            closeQuietly(r);
        }
    }

    void closeReaders() {
        synchronized (readers) {
            for (RunReader r : readers.values()) {
                closeQuietly(r);
            }
            readers.clear();
        }
        closeRetired();
    }

    private static void closeQuietly(RunReader r) {
        if (r != null) {
            try {
                r.close();
            } catch (Exception ignored) {
                // read-only handle
            }
        }
    }
}
