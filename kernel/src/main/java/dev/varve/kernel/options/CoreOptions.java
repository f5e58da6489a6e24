package dev.varve.kernel.options;

import dev.varve.kernel.VarveException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Every table option Varve knows: a constant for each Apache Paimon 1.4.2 table option (core and
 * the Flink connector's table-level keys), the older aliases seen in the seeds, Varve's own, and
 * the templated per-column keys ({@code fields.<col>.aggregate-function} ...). An instance is a
 * typed view of one table's options with the accessors the kernel needs.
 *
 * <p>Immutable and thread-safe. Values are assumed to have passed {@link OptionsValidator}; an
 * accessor still throws {@link VarveException.InvalidSchema} naming the option if one does not parse.
 *
 * <p>Which constant Varve implements, ignores with a warning or rejects is
 * {@link ConfigOption#support()}; {@code docs/OPTIONS.md} is generated from this class
 * ({@link OptionsDocGenerator}).
 */
public final class CoreOptions {

    // ============================================================================================
    // Enumerated values
    // ============================================================================================

    /** {@code 'merge-engine'}. */
    public enum MergeEngine implements DescribedValue {
        DEDUPLICATE("deduplicate", "keep the latest record per key"),
        PARTIAL_UPDATE("partial-update", "non-null fields of newer records overwrite"),
        AGGREGATE("aggregation", "merge each column with its aggregate function"),
        FIRST_ROW("first-row", "keep the first record per key");

        private final String value;
        private final String description;

        MergeEngine(String value, String description) {
            this.value = value;
            this.description = description;
        }

        @Override public String value() { return value; }
        @Override public String description() { return description; }
        @Override public String toString() { return value; }
    }

    /** {@code 'changelog-producer'}. */
    public enum ChangelogProducer implements DescribedValue {
        NONE("none", "no changelog files; streaming readers get merged deltas"),
        INPUT("input", "the written records are the changelog"),
        FULL_COMPACTION("full-compaction", "changelog from diffing full compactions"),
        LOOKUP("lookup", "changelog from looking up older values at compaction");

        private final String value;
        private final String description;

        ChangelogProducer(String value, String description) {
            this.value = value;
            this.description = description;
        }

        @Override public String value() { return value; }
        @Override public String description() { return description; }
        @Override public String toString() { return value; }
    }

    /** {@code 'scan.mode'}: where a batch or streaming scan starts. */
    public enum StartupMode implements DescribedValue {
        DEFAULT("default", "from-timestamp / from-snapshot if their option is set, else latest-full"),
        LATEST_FULL("latest-full", "the latest snapshot in full, then (streaming) its changes"),
        FULL("full", "deprecated synonym of latest-full"),
        LATEST("latest", "streaming: only changes after the latest snapshot"),
        COMPACTED_FULL("compacted-full", "the latest full-compaction snapshot, then changes"),
        FROM_TIMESTAMP("from-timestamp", "from the snapshot at scan.timestamp-millis"),
        FROM_CREATION_TIMESTAMP("from-creation-timestamp", "from the snapshot created at a timestamp"),
        FROM_FILE_CREATION_TIME("from-file-creation-time", "files created after a timestamp"),
        FROM_SNAPSHOT("from-snapshot", "from scan.snapshot-id (its changes, streaming)"),
        FROM_SNAPSHOT_FULL("from-snapshot-full", "scan.snapshot-id in full, then changes"),
        INCREMENTAL("incremental", "changes between two snapshots or tags"),
        EARLIEST("earliest", "Varve: streaming from the earliest retained snapshot's changes (CLI.md)");

        private final String value;
        private final String description;

        StartupMode(String value, String description) {
            this.value = value;
            this.description = description;
        }

        @Override public String value() { return value; }
        @Override public String description() { return description; }
        @Override public String toString() { return value; }
    }

    /** {@code 'consumer.mode'}. */
    public enum ConsumerMode implements DescribedValue {
        EXACTLY_ONCE("exactly-once", "progress recorded exactly with the checkpoint"),
        AT_LEAST_ONCE("at-least-once", "progress may lag; records may be read again");

        private final String value;
        private final String description;

        ConsumerMode(String value, String description) {
            this.value = value;
            this.description = description;
        }

        @Override public String value() { return value; }
        @Override public String description() { return description; }
        @Override public String toString() { return value; }
    }

    /** {@code 'sequence.field.sort-order'}. */
    public enum SortOrder implements DescribedValue {
        ASCENDING("ascending", "a larger sequence value wins"),
        DESCENDING("descending", "a smaller sequence value wins");

        private final String value;
        private final String description;

        SortOrder(String value, String description) {
            this.value = value;
            this.description = description;
        }

        @Override public String value() { return value; }
        @Override public String description() { return description; }
        @Override public String toString() { return value; }
    }

    // ============================================================================================
    // Apache Paimon 1.4.2 core table options (key, type, default as in Paimon)
    // ============================================================================================

    public static final ConfigOption<String> TYPE =
            ConfigOption.key("type").stringEnum("table", "format-table", "materialized-table", "object-table", "lance-table", "iceberg-table").defaultValue("table")
            .check(v -> v.equals("table") ? null : "= '" + v + "' is not supported by Varve (only 'table')")
            .implemented("Table type. Varve supports only ordinary tables (table).");

    public static final ConfigOption<Integer> BUCKET =
            ConfigOption.key("bucket").intType().defaultValue(-1).check(v -> v == -1 || v > 0 ? null : v == -2 ? "= '-2' (postpone bucket mode) is not supported by Varve; use -1 or a number greater than 0" : "must be -1 or greater than 0")
            .implemented("Number of buckets: -1 = dynamic buckets for primary-key tables and unaware (scalable) mode for append tables; N > 0 = fixed N buckets (rows hashed by bucket-key).");

    public static final ConfigOption<String> BUCKET_KEY =
            ConfigOption.key("bucket-key").stringType().immutable()
            .implemented("Columns (comma-separated) whose hash selects the bucket in fixed-bucket mode. Default: the primary key minus partition columns; for append tables all columns.");

    public static final ConfigOption<Boolean> BUCKET_APPEND_ORDERED =
            ConfigOption.key("bucket-append-ordered").booleanType().defaultValue(true)
            .ignored("Whether to ignore the order of the buckets when reading data from an append-only table.", "no effect on results in Varve");

    public static final ConfigOption<String> BUCKET_FUNCTION_TYPE =
            ConfigOption.key("bucket-function.type").stringEnum("default", "mod", "hive").defaultValue("default").immutable()
            .ignored("The bucket function for paimon bucket.", "Varve uses its own bucket hash");

    public static final ConfigOption<String> DATA_FILE_EXTERNAL_PATHS =
            ConfigOption.key("data-file.external-paths").stringType()
            .unsupported("The external paths where the data of this table will be written, multiple elements separated by commas.", "not implemented");

    public static final ConfigOption<String> DATA_FILE_EXTERNAL_PATHS_STRATEGY =
            ConfigOption.key("data-file.external-paths.strategy").stringEnum("none", "specific-fs", "round-robin", "entropy-inject", "weight-robin").defaultValue("none")
            .unsupported("The strategy of selecting an external path when writing data.", "not implemented");

    public static final ConfigOption<String> DATA_FILE_EXTERNAL_PATHS_SPECIFIC_FS =
            ConfigOption.key("data-file.external-paths.specific-fs").stringType()
            .unsupported("The specific file system of the external path when data-file.external-paths.strategy is set to specific-fs, should be the prefix scheme of the external path, now supported are s3 and oss.", "not implemented");

    public static final ConfigOption<String> DATA_FILE_EXTERNAL_PATHS_WEIGHTS =
            ConfigOption.key("data-file.external-paths.weights").stringType()
            .unsupported("The weights for external paths when data-file.external-paths.strategy is set to weight-robin.", "not implemented");

    public static final ConfigOption<Boolean> COMPACTION_FORCE_REWRITE_ALL_FILES =
            ConfigOption.key("compaction.force-rewrite-all-files").booleanType().defaultValue(false)
            .ignored("Whether to force pick all files for a full compaction.", "no effect on results in Varve");

    public static final ConfigOption<String> PATH =
            ConfigOption.key("path").stringType()
            .unsupported("The file path of this table in the filesystem.", "the table location is given by the catalog");

    public static final ConfigOption<String> BRANCH =
            ConfigOption.key("branch").stringType().defaultValue("main")
            .unsupported("Specify branch name.", "as a table option; a branch is read and written as t$branch_<name> or with 'branch' as a dynamic option (hint)");

    public static final ConfigOption<Boolean> CHAIN_TABLE_ENABLED =
            ConfigOption.key("chain-table.enabled").booleanType().defaultValue(false)
            .unsupported("Whether enabled chain table.", "not implemented");

    public static final ConfigOption<String> SCAN_FALLBACK_SNAPSHOT_BRANCH =
            ConfigOption.key("scan.fallback-snapshot-branch").stringType()
            .unsupported("When a batch job queries from a chain table, if a partition does not exist in the main branch, the reader will try to get this partition from chain snapshot branch.", "not implemented");

    public static final ConfigOption<String> SCAN_FALLBACK_DELTA_BRANCH =
            ConfigOption.key("scan.fallback-delta-branch").stringType()
            .unsupported("When a batch job queries from a chain table, if a partition does not exist in either main or snapshot branch, the reader will try to get this partition from chain snapshot and delta branch together.", "not implemented");

    public static final ConfigOption<String> CHAIN_TABLE_CHAIN_PARTITION_KEYS =
            ConfigOption.key("chain-table.chain-partition-keys").stringType()
            .unsupported("Partition keys that participate in chain logic.", "not implemented");

    public static final ConfigOption<String> FILE_FORMAT =
            ConfigOption.key("file.format").stringType().defaultValue("parquet")
            .ignored("Specify the message format of data files, currently orc, parquet and avro are supported.", "Varve writes its own run format (.vrf); use the Parquet export for other engines");

    public static final ConfigOption<String> FILE_COMPRESSION_PER_LEVEL =
            ConfigOption.key("file.compression.per.level").stringType()
            .ignored("Define different compression policies for different level, you can add the conf like this: 'file.compression.per.level' = '0:lz4,1:zstd'.", "no effect on results in Varve");

    public static final ConfigOption<String> FILE_FORMAT_PER_LEVEL =
            ConfigOption.key("file.format.per.level").stringType()
            .ignored("Define different file format for different level, you can add the conf like this: 'file.format.per.level' = '0:avro,3:parquet', if the file format for level is not provided, the default format which set by `file.forma...", "Varve writes its own run format (.vrf)");

    public static final ConfigOption<String> FILE_COMPRESSION =
            ConfigOption.key("file.compression").stringType().defaultValue("zstd")
            .valueWarning(v -> effectiveCompression(v).equals(v.trim().toLowerCase(Locale.ROOT)) || v.trim().equalsIgnoreCase("uncompressed") ? null
                    : "'file.compression' = '" + v + "' is not available in Varve; data files use zstd")
            .implemented("Compression of data files: none, lz4 or zstd. Other Paimon codecs are accepted with a warning and replaced by zstd.");

    public static final ConfigOption<Integer> FILE_COMPRESSION_ZSTD_LEVEL =
            ConfigOption.key("file.compression.zstd-level").intType().defaultValue(1).check(v -> v >= 1 && v <= 22 ? null : "must be between 1 and 22")
            .implemented("Zstd level of data files (1..22); higher compresses better and writes slower.");

    public static final ConfigOption<String> DATA_FILE_PREFIX =
            ConfigOption.key("data-file.prefix").stringType().defaultValue("data-")
            .ignored("Specify the file name prefix of data files.", "no effect on results in Varve");

    public static final ConfigOption<String> DATA_FILE_PATH_DIRECTORY =
            ConfigOption.key("data-file.path-directory").stringType().immutable()
            .unsupported("Specify the path directory of data files.", "data files always live under the table directory");

    public static final ConfigOption<String> CHANGELOG_FILE_PREFIX =
            ConfigOption.key("changelog-file.prefix").stringType().defaultValue("changelog-")
            .ignored("Specify the file name prefix of changelog files.", "no effect on results in Varve");

    public static final ConfigOption<String> CHANGELOG_FILE_FORMAT =
            ConfigOption.key("changelog-file.format").stringType()
            .ignored("Specify the message format of changelog files, currently parquet, avro and orc are supported.", "Varve writes its own run format (.vrf)");

    public static final ConfigOption<String> CHANGELOG_FILE_COMPRESSION =
            ConfigOption.key("changelog-file.compression").stringType()
            .ignored("Changelog file compression.", "no effect on results in Varve");

    public static final ConfigOption<String> CHANGELOG_FILE_STATS_MODE =
            ConfigOption.key("changelog-file.stats-mode").stringType()
            .ignored("Changelog file metadata stats collection.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> FILE_SUFFIX_INCLUDE_COMPRESSION =
            ConfigOption.key("file.suffix.include.compression").booleanType().defaultValue(false)
            .ignored("Whether to add file compression type in the file name of data file and changelog file.", "no effect on results in Varve");

    public static final ConfigOption<Long> FILE_BLOCK_SIZE =
            ConfigOption.key("file.block-size").memoryType()
            .ignored("File block size of format, default value of orc stripe is 64 MB, and parquet row group is 128 MB.", "no effect on results in Varve");

    public static final ConfigOption<Long> FILE_INDEX_IN_MANIFEST_THRESHOLD =
            ConfigOption.key("file-index.in-manifest-threshold").memoryType().defaultValue(OptionValues.parseMemorySize("500 bytes"))
            .ignored("The threshold to store file index bytes in manifest.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> FILE_INDEX_READ_ENABLED =
            ConfigOption.key("file-index.read.enabled").booleanType().defaultValue(true)
            .ignored("Whether enabled read file index.", "no effect on results in Varve");

    public static final ConfigOption<String> VARIANT_SHREDDING_SCHEMA =
            ConfigOption.key("variant.shreddingSchema").stringType().fallbackKeys("parquet.variant.shreddingSchema")
            .ignored("The Variant shredding schema for writing.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> VARIANT_INFER_SHREDDING_SCHEMA =
            ConfigOption.key("variant.inferShreddingSchema").booleanType().defaultValue(false)
            .ignored("Whether to automatically infer the shredding schema when writing Variant columns.", "no effect on results in Varve");

    public static final ConfigOption<Integer> VARIANT_SHREDDING_MAX_SCHEMA_WIDTH =
            ConfigOption.key("variant.shredding.maxSchemaWidth").intType().defaultValue(300)
            .ignored("Maximum number of shredded fields allowed in an inferred schema.", "no effect on results in Varve");

    public static final ConfigOption<Integer> VARIANT_SHREDDING_MAX_SCHEMA_DEPTH =
            ConfigOption.key("variant.shredding.maxSchemaDepth").intType().defaultValue(50)
            .ignored("Maximum traversal depth in Variant values during schema inference.", "no effect on results in Varve");

    public static final ConfigOption<Double> VARIANT_SHREDDING_MIN_FIELD_CARDINALITY_RATIO =
            ConfigOption.key("variant.shredding.minFieldCardinalityRatio").doubleType().defaultValue(0.1)
            .ignored("Minimum fraction of rows that must contain a field for it to be shredded.", "no effect on results in Varve");

    public static final ConfigOption<Integer> VARIANT_SHREDDING_MAX_INFER_BUFFER_ROW =
            ConfigOption.key("variant.shredding.maxInferBufferRow").intType().defaultValue(4096)
            .ignored("Maximum number of rows to buffer for schema inference.", "no effect on results in Varve");

    public static final ConfigOption<String> MANIFEST_FORMAT =
            ConfigOption.key("manifest.format").stringType().defaultValue("avro")
            .ignored("Specify the message format of manifest files.", "Varve manifests are JSON");

    public static final ConfigOption<String> MANIFEST_COMPRESSION =
            ConfigOption.key("manifest.compression").stringType().defaultValue("zstd")
            .ignored("Default file compression for manifest.", "no effect on results in Varve");

    public static final ConfigOption<Long> MANIFEST_TARGET_FILE_SIZE =
            ConfigOption.key("manifest.target-file-size").memoryType().defaultValue(OptionValues.parseMemorySize("8 mb"))
            .implemented("Suggested file size of a manifest file: the manifest merge of a commit merges manifests in groups that reach it (sizes of Varve's JSON manifests), and full compaction rewrites the manifests below it (METADATA_FORMAT.md).");

    public static final ConfigOption<Long> MANIFEST_FULL_COMPACTION_FILE_SIZE =
            ConfigOption.key("manifest.full-compaction-threshold-size").memoryType().defaultValue(OptionValues.parseMemorySize("16 mb"))
            .implemented("The size threshold for triggering full compaction of manifest: the total size of the manifests below the target size or holding DELETE entries (METADATA_FORMAT.md).");

    public static final ConfigOption<Integer> MANIFEST_MERGE_MIN_COUNT =
            ConfigOption.key("manifest.merge-min-count").intType().defaultValue(30)
            .implemented("To avoid frequent manifest merges, this parameter specifies the minimum number of ManifestFileMeta to merge (a commit merges its base and delta manifests into one when they are at least this many; METADATA_FORMAT.md, `$manifests`).");

    public static final ConfigOption<String> UPSERT_KEY =
            ConfigOption.key("upsert-key").stringType()
            .unsupported("Define upsert key to do MERGE INTO when executing INSERT INTO, cannot be defined with primary key.", "upsert keys are not supported");

    public static final ConfigOption<String> PARTITION_DEFAULT_NAME =
            ConfigOption.key("partition.default-name").stringType().defaultValue("__DEFAULT_PARTITION__")
            .implemented("Partition directory value used for a NULL or empty partition value.");

    public static final ConfigOption<Boolean> PARTITION_GENERATE_LEGACY_NAME =
            ConfigOption.key("partition.legacy-name").booleanType().defaultValue(true)
            .ignored("The legacy partition name is using `toString` fpr all types.", "no effect on results in Varve");

    public static final ConfigOption<Integer> SNAPSHOT_NUM_RETAINED_MIN =
            ConfigOption.key("snapshot.num-retained.min").intType().defaultValue(10).check(ConfigOption.atLeast(1))
            .implemented("Minimum number of completed snapshots to retain (a hard lower bound for expiration).");

    public static final ConfigOption<Integer> SNAPSHOT_NUM_RETAINED_MAX =
            ConfigOption.key("snapshot.num-retained.max").intType().defaultValue(Integer.MAX_VALUE).check(ConfigOption.atLeast(1))
            .implemented("Maximum number of completed snapshots to retain (consumers may still protect more).");

    public static final ConfigOption<Duration> SNAPSHOT_TIME_RETAINED =
            ConfigOption.key("snapshot.time-retained").durationType().defaultValue(Duration.parse("PT1H")).check(ConfigOption.nonNegativeDuration())
            .implemented("Maximum age of completed snapshots to retain.");

    public static final ConfigOption<Integer> CHANGELOG_NUM_RETAINED_MIN =
            ConfigOption.key("changelog.num-retained.min").intType().check(ConfigOption.atLeast(1))
            .implemented("Minimum number of changelogs to retain; default: snapshot.num-retained.min.");

    public static final ConfigOption<Integer> CHANGELOG_NUM_RETAINED_MAX =
            ConfigOption.key("changelog.num-retained.max").intType().check(ConfigOption.atLeast(1))
            .implemented("Maximum number of changelogs to retain; default: snapshot.num-retained.max.");

    public static final ConfigOption<Duration> CHANGELOG_TIME_RETAINED =
            ConfigOption.key("changelog.time-retained").durationType().check(ConfigOption.nonNegativeDuration())
            .implemented("Maximum age of changelogs to retain; default: snapshot.time-retained.");

    public static final ConfigOption<String> SNAPSHOT_EXPIRE_EXECUTION_MODE =
            ConfigOption.key("snapshot.expire.execution-mode").stringEnum("sync", "async").defaultValue("sync")
            .ignored("Specifies the execution mode of expire.", "no effect on results in Varve");

    public static final ConfigOption<Integer> SNAPSHOT_EXPIRE_LIMIT =
            ConfigOption.key("snapshot.expire.limit").intType().defaultValue(50).check(ConfigOption.atLeast(1))
            .implemented("The maximum number of snapshots allowed to expire at a time.");

    public static final ConfigOption<Boolean> SNAPSHOT_CLEAN_EMPTY_DIRECTORIES =
            ConfigOption.key("snapshot.clean-empty-directories").booleanType().defaultValue(false).fallbackKeys("snapshot.expire.clean-empty-directories")
            .ignored("Whether to try to clean empty directories when expiring snapshots, if enabled, please note:hdfs: may print exceptions in NameNode.oss/s3: may cause performance issue.", "no effect on results in Varve");

    public static final ConfigOption<Duration> CONTINUOUS_DISCOVERY_INTERVAL =
            ConfigOption.key("continuous.discovery-interval").durationType().defaultValue(Duration.parse("PT10S"))
            .ignored("The discovery interval of continuous reading.", "no effect on results in Varve");

    public static final ConfigOption<Integer> SCAN_MAX_SPLITS_PER_TASK =
            ConfigOption.key("scan.max-splits-per-task").intType().defaultValue(10)
            .ignored("Max split size should be cached for one task while scanning.", "no effect on results in Varve");

    public static final ConfigOption<MergeEngine> MERGE_ENGINE =
            ConfigOption.key("merge-engine").enumType(MergeEngine.class).defaultValue(MergeEngine.DEDUPLICATE).immutable()
            .implemented("How records with the same primary key are merged: deduplicate (keep the latest), partial-update (non-null fields overwrite), aggregation (per-column functions), first-row (keep the first).");

    public static final ConfigOption<Boolean> IGNORE_DELETE =
            ConfigOption.key("ignore-delete").booleanType().defaultValue(false).fallbackKeys("first-row.ignore-delete", "deduplicate.ignore-delete", "partial-update.ignore-delete")
            .implemented("Drop -D and -U input records at write time (all primary-key merge engines).");

    public static final ConfigOption<Boolean> IGNORE_UPDATE_BEFORE =
            ConfigOption.key("ignore-update-before").booleanType().defaultValue(false)
            .implemented("Drop -U input records at write time; -D records are kept.");

    public static final ConfigOption<String> SORT_ENGINE =
            ConfigOption.key("sort-engine").stringEnum("min-heap", "loser-tree").defaultValue("loser-tree")
            .ignored("Specify the sort engine for table with primary key.", "Varve always merges with a loser tree");

    public static final ConfigOption<Integer> SORT_SPILL_THRESHOLD =
            ConfigOption.key("sort-spill-threshold").intType()
            .ignored("If the maximum number of sort readers exceeds this value, a spill will be attempted.", "no effect on results in Varve");

    public static final ConfigOption<Long> SORT_SPILL_BUFFER_SIZE =
            ConfigOption.key("sort-spill-buffer-size").memoryType().defaultValue(OptionValues.parseMemorySize("64 mb"))
            .ignored("Amount of data to spill records to disk in spilled sort.", "no effect on results in Varve");

    public static final ConfigOption<String> SPILL_COMPRESSION =
            ConfigOption.key("spill-compression").stringType().defaultValue("zstd")
            .ignored("Compression for spill, currently zstd, lzo and zstd are supported.", "no effect on results in Varve");

    public static final ConfigOption<Integer> SPILL_COMPRESSION_ZSTD_LEVEL =
            ConfigOption.key("spill-compression.zstd-level").intType().defaultValue(1)
            .ignored("Default spill compression zstd level.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> WRITE_ONLY =
            ConfigOption.key("write-only").booleanType().defaultValue(false).fallbackKeys("write.compaction-skip")
            .implemented("If set to true, compactions and snapshot expiration will be skipped. This option is used along"
                    + " with dedicated compact jobs (CALL sys.compact, varve compact, Table.compact); with changelog-producer"
                    + " lookup or full-compaction, the dedicated compaction produces the changelog.");

    public static final ConfigOption<Long> SOURCE_SPLIT_TARGET_SIZE =
            ConfigOption.key("source.split.target-size").memoryType().defaultValue(OptionValues.parseMemorySize("128 mb"))
            .ignored("Target size of a source split when scanning a bucket.", "no effect on results in Varve");

    public static final ConfigOption<Long> SOURCE_SPLIT_OPEN_FILE_COST =
            ConfigOption.key("source.split.open-file-cost").memoryType().defaultValue(OptionValues.parseMemorySize("4 mb"))
            .ignored("Open file cost of a source file.", "no effect on results in Varve");

    public static final ConfigOption<Long> WRITE_BUFFER_SIZE =
            ConfigOption.key("write-buffer-size").memoryType().defaultValue(OptionValues.parseMemorySize("256 mb")).check(v -> v >= 1024 * 1024 ? null : "must be at least 1 mb")
            .implemented("Memory budget of the write buffers shared by all buckets of a writer; a full buffer is sorted and flushed (or spilled) as a level-0 run.");

    public static final ConfigOption<Long> WRITE_BUFFER_MAX_DISK_SIZE =
            ConfigOption.key("write-buffer-spill.max-disk-size").memoryType().defaultValue(Long.MAX_VALUE)
            .ignored("The max disk to use for write buffer spill.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> WRITE_BUFFER_SPILLABLE =
            ConfigOption.key("write-buffer-spillable").booleanType().defaultValue(true)
            .implemented("Whether a full write buffer may spill to local disk instead of flushing a small level-0 file.");

    public static final ConfigOption<Boolean> COMMIT_FSYNC =
            ConfigOption.key("commit.fsync").booleanType().defaultValue(true)
            .implemented("Varve: fsync data, manifest and snapshot files at commit (durable commits). `false` syncs nothing "
                    + "at all (data files, manifests, manifest lists, the snapshot and its directory, the hints), as Paimon: "
                    + "a commit stays atomic against a failure or a crash of the process (the snapshot is still published "
                    + "whole, by a link or a rename), but a power loss or OS crash may lose recent commits or leave a "
                    + "published snapshot that names unsynced files. Turn off only for like-for-like benchmarks against "
                    + "engines that do not fsync.");

    public static final ConfigOption<Boolean> WRITE_BUFFER_FOR_APPEND =
            ConfigOption.key("write-buffer-for-append").booleanType().defaultValue(false)
            .ignored("This option only works for append-only table.", "no effect on results in Varve");

    public static final ConfigOption<Integer> WRITE_MAX_WRITERS_TO_SPILL =
            ConfigOption.key("write-max-writers-to-spill").intType().defaultValue(10)
            .ignored("When in batch append inserting, if the writer number is greater than this option, we open the buffer cache and spill function to avoid out-of-memory.", "no effect on results in Varve");

    public static final ConfigOption<Integer> LOCAL_SORT_MAX_NUM_FILE_HANDLES =
            ConfigOption.key("local-sort.max-num-file-handles").intType().defaultValue(128)
            .ignored("The maximal fan-in for external merge sort.", "no effect on results in Varve");

    public static final ConfigOption<Long> PAGE_SIZE =
            ConfigOption.key("page-size").memoryType().defaultValue(OptionValues.parseMemorySize("64 kb"))
            .ignored("Memory page size.", "no effect on results in Varve");

    public static final ConfigOption<Long> CACHE_PAGE_SIZE =
            ConfigOption.key("cache-page-size").memoryType().defaultValue(OptionValues.parseMemorySize("64 kb"))
            .ignored("Memory page size for caching.", "no effect on results in Varve");

    public static final ConfigOption<Long> TARGET_FILE_SIZE =
            ConfigOption.key("target-file-size").memoryType().defaultText("128 mb (primary-key tables), 256 mb (append tables)").check(v -> v >= 1024 ? null : "must be at least 1 kb")
            .implemented("Target size of data files written by flushes and compactions.");

    public static final ConfigOption<Long> BLOB_TARGET_FILE_SIZE =
            ConfigOption.key("blob.target-file-size").memoryType()
            .unsupported("Target size of a blob file.", "not implemented");

    public static final ConfigOption<Boolean> BLOB_SPLIT_BY_FILE_SIZE =
            ConfigOption.key("blob.split-by-file-size").booleanType()
            .unsupported("Whether to consider blob file size as a factor when performing scan splitting.", "not implemented");

    public static final ConfigOption<Integer> NUM_SORTED_RUNS_COMPACTION_TRIGGER =
            ConfigOption.key("num-sorted-run.compaction-trigger").intType().defaultValue(5).check(ConfigOption.atLeast(1))
            .implemented("Number of sorted runs in a bucket that triggers a compaction (universal compaction).");

    public static final ConfigOption<Integer> NUM_SORTED_RUNS_STOP_TRIGGER =
            ConfigOption.key("num-sorted-run.stop-trigger").intType().defaultText("num-sorted-run.compaction-trigger + 3").check(ConfigOption.atLeast(1))
            .implemented("Back-pressure: a checkpoint that leaves a bucket more than stop-trigger + 1 sorted runs waits for its"
                    + " running compaction (Paimon 1.4.2's `shouldWaitForPreparingCheckpoint`); default: compaction-trigger + 3.");

    public static final ConfigOption<Integer> COMPACTION_THREAD_NUM =
            ConfigOption.key("compaction.thread-num").intType().defaultValue(1)
            .check(ConfigOption.inRange(1, 64))
            .implemented("Varve: background compaction threads of a table writer (RocksDB's max_background_compactions; "
                    + "Paimon runs one per writer). Each bucket's compactions run on one of them, one at a time and in "
                    + "order; buckets on different threads compact at once, so a writer waiting at the stop trigger or in "
                    + "the slowdown waits less on a machine with an idle core. Results do not depend on it (only when "
                    + "background compactions finish). Default 1: in a quiet A/B of W1 (jmh/PEERS.md, lead 39) 2 threads on 2 cores "
                    + "cut the slowdown waits by 30 % but gave no more rows/s, more compaction CPU and a higher checkpoint max.");

    public static final ConfigOption<Integer> NUM_LEVELS =
            ConfigOption.key("num-levels").intType()
            .ignored("Total level number, for example, there are 3 levels, including 0,1,2 levels.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> COMMIT_FORCE_COMPACT =
            ConfigOption.key("commit.force-compact").booleanType().defaultValue(false)
            .ignored("Whether to force a compaction before commit.", "no effect on results in Varve");

    public static final ConfigOption<Duration> COMMIT_TIMEOUT =
            ConfigOption.key("commit.timeout").durationType()
            .ignored("Timeout duration of retry when commit failed.", "no effect on results in Varve");

    public static final ConfigOption<Integer> COMMIT_MAX_RETRIES =
            ConfigOption.key("commit.max-retries").intType().defaultValue(10)
            .ignored("Maximum number of retries when commit failed.", "no effect on results in Varve");

    public static final ConfigOption<Duration> COMMIT_MIN_RETRY_WAIT =
            ConfigOption.key("commit.min-retry-wait").durationType().defaultValue(Duration.parse("PT0.01S"))
            .ignored("Min retry wait time when commit failed.", "no effect on results in Varve");

    public static final ConfigOption<Duration> COMMIT_MAX_RETRY_WAIT =
            ConfigOption.key("commit.max-retry-wait").durationType().defaultValue(Duration.parse("PT10S"))
            .ignored("Max retry wait time when commit failed.", "no effect on results in Varve");

    public static final ConfigOption<Integer> COMPACTION_MAX_SIZE_AMPLIFICATION_PERCENT =
            ConfigOption.key("compaction.max-size-amplification-percent").intType().defaultValue(200).check(ConfigOption.atLeast(0))
            .implemented("Size amplification (percent of the last run) above which universal compaction merges all runs.");

    public static final ConfigOption<Boolean> COMPACTION_FORCE_UP_LEVEL_0 =
            ConfigOption.key("compaction.force-up-level-0").booleanType().defaultValue(false)
            .implemented("If set to true, compaction strategy will always include all level 0 files in candidates"
                    + " (the lookup layout of COMPACTION.md; background, or at the end of a batch statement).");

    public static final ConfigOption<Integer> COMPACTION_SIZE_RATIO =
            ConfigOption.key("compaction.size-ratio").intType().defaultValue(1).check(ConfigOption.atLeast(0))
            .implemented("Percentage flexibility when comparing sorted-run sizes in universal compaction.");

    public static final ConfigOption<Integer> COMPACT_OFFPEAK_START_HOUR =
            ConfigOption.key("compaction.offpeak.start.hour").intType().defaultValue(-1)
            .ignored("The start of off-peak hours, expressed as an integer between 0 and 23, inclusive Set to -1 to disable off-peak", "no effect on results in Varve");

    public static final ConfigOption<Integer> COMPACT_OFFPEAK_END_HOUR =
            ConfigOption.key("compaction.offpeak.end.hour").intType().defaultValue(-1)
            .ignored("The end of off-peak hours, expressed as an integer between 0 and 23, exclusive.", "no effect on results in Varve");

    public static final ConfigOption<Integer> COMPACTION_OFFPEAK_RATIO =
            ConfigOption.key("compaction.offpeak-ratio").intType().defaultValue(0)
            .ignored("Allows you to set a different (by default, more aggressive) percentage ratio for determining whether larger sorted run's size are included in compactions during off-peak hours.", "no effect on results in Varve");

    public static final ConfigOption<Duration> COMPACTION_OPTIMIZATION_INTERVAL =
            ConfigOption.key("compaction.optimization-interval").durationType()
            .implemented("Implying how often to perform an optimization compaction, this configuration is used to ensure the query timeliness of the read-optimized system table. A writer's first compaction pick with two or more sorted runs is then a full compaction, and again once the interval has passed since its last full one.");

    public static final ConfigOption<Long> COMPACTION_TOTAL_SIZE_THRESHOLD =
            ConfigOption.key("compaction.total-size-threshold").memoryType()
            .implemented("When total size is smaller than this threshold, force a full compaction (at a writer's compaction pick with two or more sorted runs; sizes as COMPACTION.md \"Run sizes\" weighs them).");

    public static final ConfigOption<Long> COMPACTION_INCREMENTAL_SIZE_THRESHOLD =
            ConfigOption.key("compaction.incremental-size-threshold").memoryType()
            .implemented("When incremental size is bigger than this threshold, force a full compaction (the runs outside the maximum level, at a writer's compaction pick with two or more sorted runs).");

    public static final ConfigOption<Integer> COMPACTION_MIN_FILE_NUM =
            ConfigOption.key("compaction.min.file-num").intType().defaultValue(5).check(ConfigOption.atLeast(1))
            .implemented("Append tables: minimum number of small files that triggers a compaction.");

    public static final ConfigOption<Integer> COMPACTION_FILE_NUM_LIMIT =
            ConfigOption.key("compaction.file-num-limit").intType().defaultValue(100000)
            .ignored("To avoid OOM caused by scanning compaction files, you can use this option to limit the for unaware-bucket append table compaction.", "no effect on results in Varve");

    public static final ConfigOption<Double> COMPACTION_DELETE_RATIO_THRESHOLD =
            ConfigOption.key("compaction.delete-ratio-threshold").doubleType().defaultValue(0.2)
            .ignored("Ratio of the deleted rows in a data file to be forced compacted for append-only table.", "no effect on results in Varve");

    public static final ConfigOption<ChangelogProducer> CHANGELOG_PRODUCER =
            ConfigOption.key("changelog-producer").enumType(ChangelogProducer.class).defaultValue(ChangelogProducer.NONE)
            .implemented("How the changelog of a primary-key table is produced: none, input (the written records), lookup (looked up at compaction), full-compaction (diff of full compactions).");

    public static final ConfigOption<Boolean> CHANGELOG_PRODUCER_ROW_DEDUPLICATE =
            ConfigOption.key("changelog-producer.row-deduplicate").booleanType().defaultValue(false)
            .implemented("With lookup or full-compaction changelogs, suppress -U/+U pairs whose before and after rows are equal.");

    public static final ConfigOption<String> CHANGELOG_PRODUCER_ROW_DEDUPLICATE_IGNORE_FIELDS =
            ConfigOption.key("changelog-producer.row-deduplicate-ignore-fields").stringType()
            .implemented("Columns (comma-separated) ignored when comparing before and after rows for changelog-producer.row-deduplicate.");

    public static final ConfigOption<Boolean> TABLE_READ_SEQUENCE_NUMBER_ENABLED =
            ConfigOption.key("table-read.sequence-number.enabled").booleanType().defaultValue(false)
            .unsupported("Whether to include the _SEQUENCE_NUMBER field when reading the audit_log or binlog system tables.", "sequence numbers are not exposed to readers");

    public static final ConfigOption<Boolean> KEY_VALUE_SEQUENCE_NUMBER_ENABLED =
            ConfigOption.key("key-value.sequence_number.enabled").booleanType().defaultValue(false)
            .unsupported("Whether to include the _SEQUENCE_NUMBER field when reading key-value data.", "sequence numbers are not exposed to readers");

    public static final ConfigOption<String> SEQUENCE_FIELD =
            ConfigOption.key("sequence.field").stringType()
            .implemented("Columns (comma-separated; TINYINT, SMALLINT, INT, BIGINT, TIMESTAMP, TIMESTAMP_LTZ) defining the merge order of records with the same primary key; ties fall back to arrival order.");

    public static final ConfigOption<SortOrder> SEQUENCE_FIELD_SORT_ORDER =
            ConfigOption.key("sequence.field.sort-order").enumType(SortOrder.class).defaultValue(SortOrder.ASCENDING)
            .implemented("Order of sequence.field: ascending (larger wins) or descending (smaller wins).");

    public static final ConfigOption<Boolean> AGGREGATION_REMOVE_RECORD_ON_DELETE =
            ConfigOption.key("aggregation.remove-record-on-delete").booleanType().defaultValue(false).immutable()
            .implemented("Aggregation engine: a -D record removes the whole row instead of retracting each field.");

    public static final ConfigOption<Boolean> PARTIAL_UPDATE_REMOVE_RECORD_ON_DELETE =
            ConfigOption.key("partial-update.remove-record-on-delete").booleanType().defaultValue(false).immutable()
            .implemented("Partial-update engine: a -D record removes the whole row (and -U records are skipped).");

    public static final ConfigOption<String> PARTIAL_UPDATE_REMOVE_RECORD_ON_SEQUENCE_GROUP =
            ConfigOption.key("partial-update.remove-record-on-sequence-group").stringType().immutable()
            .implemented("Partial-update engine: a -D whose group sequence (of one of the listed sequence-group fields) is current removes the whole row; "
                    + "the row then starts again from the -D's values (a later add merges onto them). Over a group whose aggregate functions "
                    + "cannot retract, the -D is written and the merge decides, as in Paimon: it removes the row, or fails when the retraction "
                    + "reaches such a function first (an older -D, or such a column before the group's sequence field).");

    public static final ConfigOption<String> ROWKIND_FIELD =
            ConfigOption.key("rowkind.field").stringType().immutable()
            .implemented("The STRING (CHAR/VARCHAR) column whose value ('+I', '-U', '+U' or '-D', exactly) is the row kind of each "
                    + "written record, in place of the kind the record carries; the column is stored like any other. A NULL or "
                    + "another value fails the write; so does a column of another type (at write, as in Paimon 1.4.2).");

    public static final ConfigOption<StartupMode> SCAN_MODE =
            ConfigOption.key("scan.mode").enumType(StartupMode.class).defaultValue(StartupMode.DEFAULT).fallbackKeys("log.scan")
            .implemented("Where a scan starts: default, latest-full, full, latest, compacted-full, from-timestamp, from-snapshot, from-snapshot-full, incremental, ...");

    public static final ConfigOption<String> SCAN_TIMESTAMP =
            ConfigOption.key("scan.timestamp").stringType()
            .implemented("Optional timestamp used in case of \"from-timestamp\" scan mode, it will be automatically converted to timestamp in unix milliseconds, use local time zone (yyyy-MM-dd, yyyy-MM-dd HH:mm:ss or yyyy-MM-dd HH:mm:ss.SSS).");

    public static final ConfigOption<Long> SCAN_TIMESTAMP_MILLIS =
            ConfigOption.key("scan.timestamp-millis").longType().fallbackKeys("log.scan.timestamp-millis")
            .implemented("Start a scan at the latest snapshot committed at or before this epoch-millisecond timestamp (scan.mode from-timestamp).");

    public static final ConfigOption<Long> SCAN_WATERMARK =
            ConfigOption.key("scan.watermark").longType()
            .unsupported("Optional watermark used in case of \"from-snapshot\" scan mode.", "watermarks are not supported");

    public static final ConfigOption<Long> SCAN_FILE_CREATION_TIME_MILLIS =
            ConfigOption.key("scan.file-creation-time-millis").longType()
            .implemented("Reads take only the data files created at or after this time (epoch milliseconds): Paimon's"
                    + " from-file-creation-time scan mode (a streaming read then goes on with every later snapshot's changes).");

    public static final ConfigOption<Long> SCAN_CREATION_TIME_MILLIS =
            ConfigOption.key("scan.creation-time-millis").longType()
            .unsupported("Optional timestamp used in case of \"from-creation-timestamp\" scan mode.", "not implemented");

    public static final ConfigOption<Long> SCAN_SNAPSHOT_ID =
            ConfigOption.key("scan.snapshot-id").longType()
            .implemented("Start a scan at this snapshot (scan.mode from-snapshot or from-snapshot-full). A streaming read"
                    + " from an id before the earliest snapshot (0 or less included) starts at the earliest; a batch read"
                    + " of an id that is not a snapshot of the table fails.");

    public static final ConfigOption<String> SCAN_TAG_NAME =
            ConfigOption.key("scan.tag-name").stringType()
            .implemented("Optional tag name used in case of \"from-snapshot\" scan mode: a batch read reads the tag's snapshot.");

    public static final ConfigOption<String> SCAN_VERSION =
            ConfigOption.key("scan.version").stringType()
            .unsupported("Specify the time travel version string used in 'VERSION AS OF' syntax.", "Paimon 1.4.2's Flink source refuses it as a hint (use 'scan.tag-name' or 'scan.snapshot-id')");

    public static final ConfigOption<Long> SCAN_BOUNDED_WATERMARK =
            ConfigOption.key("scan.bounded.watermark").longType()
            .unsupported("End condition \"watermark\" for bounded streaming mode.", "watermarks are not supported");

    public static final ConfigOption<Integer> SCAN_MANIFEST_PARALLELISM =
            ConfigOption.key("scan.manifest.parallelism").intType()
            .ignored("The parallelism of scanning manifest files, default value is the size of cpu processor.", "no effect on results in Varve");

    public static final ConfigOption<Duration> STREAMING_READ_SNAPSHOT_DELAY =
            ConfigOption.key("streaming.read.snapshot.delay").durationType()
            .ignored("The delay duration of stream read when scan incremental snapshots.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> SCAN_IGNORE_CORRUPT_FILE =
            ConfigOption.key("scan.ignore-corrupt-files").booleanType().defaultValue(false)
            .unsupported("Ignore corrupt files while scanning.", "corrupt files always fail the read");

    public static final ConfigOption<Boolean> SCAN_IGNORE_LOST_FILE =
            ConfigOption.key("scan.ignore-lost-files").booleanType().defaultValue(false)
            .unsupported("Ignore lost files while scanning.", "lost files always fail the read");

    public static final ConfigOption<Boolean> AUTO_CREATE =
            ConfigOption.key("auto-create").booleanType().defaultValue(false)
            .unsupported("Whether to create underlying storage when reading and writing the table.", "tables are created with CREATE TABLE");

    public static final ConfigOption<Boolean> STREAMING_READ_OVERWRITE =
            ConfigOption.key("streaming-read-overwrite").booleanType().defaultValue(false)
            .implemented("Whether a streaming read of a primary-key table (changelog-producer none or input) reads an overwrite"
                    + " commit: per bucket the overwritten rows (merged) as -D, then the new rows (merged) as +I; else it"
                    + " skips it. Not with the lookup or full-compaction producers, nor on an append table.");

    public static final ConfigOption<Boolean> STREAMING_READ_APPEND_OVERWRITE =
            ConfigOption.key("streaming-read-append-overwrite").booleanType().defaultValue(false)
            .implemented("Whether a streaming read of an append table reads the rows an overwrite commit adds (the rows it"
                    + " removes are not read); else it skips the commit.");

    public static final ConfigOption<Boolean> DYNAMIC_PARTITION_OVERWRITE =
            ConfigOption.key("dynamic-partition-overwrite").booleanType().defaultValue(true)
            .implemented("INSERT OVERWRITE without a PARTITION clause replaces only the partitions present in the new data (true) or the whole table (false).");

    public static final ConfigOption<String> PARTITION_EXPIRATION_STRATEGY =
            ConfigOption.key("partition.expiration-strategy").stringEnum("values-time", "update-time").defaultValue("values-time")
            .implemented("How a partition's time is found for partition expiration: 'values-time' parses it from the partition values"
                    + " ('partition.timestamp-pattern' / 'partition.timestamp-formatter'; a value that does not parse, or null, never expires),"
                    + " 'update-time' takes the creation time of the partition's newest data file.");

    public static final ConfigOption<Duration> PARTITION_EXPIRATION_TIME =
            ConfigOption.key("partition.expiration-time").durationType()
            .implemented("Partitions whose time is older than now minus this are dropped (an OVERWRITE snapshot), after a commit"
                    + " when 'partition.expiration-check-interval' has passed since the writer started (or was last checked), and by"
                    + " CALL sys.expire_partitions. Partitioned tables only.");

    public static final ConfigOption<Duration> PARTITION_EXPIRATION_CHECK_INTERVAL =
            ConfigOption.key("partition.expiration-check-interval").durationType().defaultValue(Duration.parse("PT1H"))
            .implemented("How long a writer waits, from its start or its last check, before a commit checks partition expiration"
                    + " again; 0 checks after every commit. A batch INSERT (one short writer) checks only with 0 or with"
                    + " 'end-input.check-partition-expire'; an INSERT OVERWRITE checks also when it changed nothing (as"
                    + " Paimon's committer), an INSERT of no rows does not.");

    public static final ConfigOption<Integer> PARTITION_EXPIRATION_MAX_NUM =
            ConfigOption.key("partition.expiration-max-num").intType().defaultValue(100).check(ConfigOption.atLeast(1))
            .implemented("At most this many partitions are dropped by one expiration (the first ones in the order of their values joined by ',').");

    public static final ConfigOption<Integer> PARTITION_EXPIRATION_BATCH_SIZE =
            ConfigOption.key("partition.expiration-batch-size").intType()
            .implemented("Expired partitions are dropped in OVERWRITE snapshots of at most this many partitions (unset or 0: one snapshot).");

    public static final ConfigOption<String> PARTITION_TIMESTAMP_FORMATTER =
            ConfigOption.key("partition.timestamp-formatter").stringType()
            .implemented("A java.time pattern (e.g. 'yyyyMMdd') parsing a partition's time string for partition expiration (a date-only"
                    + " pattern means midnight); unset: 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss[.fraction]', leniently.");

    public static final ConfigOption<String> PARTITION_TIMESTAMP_PATTERN =
            ConfigOption.key("partition.timestamp-pattern").stringType()
            .implemented("How a partition's time string is built from its values for partition expiration: '$col' stands for a"
                    + " partition column's value (e.g. '$dt $hour:00:00'); unset: the first partition column's value.");

    public static final ConfigOption<Boolean> PARTITION_TIMESTAMP_FORMAT_STRICT =
            ConfigOption.key("partition.timestamp-format.strict").booleanType().defaultValue(false)
            .ignored("When enabled, if a partition value does not match the 'partition.timestamp-formatter' or 'partition.timestamp-pattern' configuration, an error will be thrown during writing.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> PARTITION_MARK_DONE_WHEN_END_INPUT =
            ConfigOption.key("partition.end-input-to-done").booleanType().defaultValue(false)
            .ignored("Whether mark the done status to indicate that the data is ready when end input.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> SCAN_PLAN_SORT_PARTITION =
            ConfigOption.key("scan.plan-sort-partition").booleanType().defaultValue(false)
            .implemented("Read partitions in order of their values (true) instead of their creation order.");

    public static final ConfigOption<String> PRIMARY_KEY =
            ConfigOption.key("primary-key").stringType().immutable()
            .unsupported("Define primary key by table options, cannot define primary key on DDL and table options at the same time.", "declare PRIMARY KEY (...) NOT ENFORCED in the column list");

    public static final ConfigOption<String> PARTITION =
            ConfigOption.key("partition").stringType().immutable()
            .unsupported("Define partition by table options, cannot define partition on DDL and table options at the same time.", "declare PARTITIONED BY (...)");

    public static final ConfigOption<Double> LOOKUP_HASH_LOAD_FACTOR =
            ConfigOption.key("lookup.hash-load-factor").doubleType().defaultValue(0.75)
            .ignored("The index load factor for lookup.", "no effect on results in Varve");

    public static final ConfigOption<Duration> LOOKUP_CACHE_FILE_RETENTION =
            ConfigOption.key("lookup.cache-file-retention").durationType().defaultValue(Duration.parse("PT1H"))
            .ignored("The cached files retention time for lookup.", "no effect on results in Varve");

    public static final ConfigOption<Long> LOOKUP_CACHE_MAX_DISK_SIZE =
            ConfigOption.key("lookup.cache-max-disk-size").memoryType().defaultValue(Long.MAX_VALUE)
            .ignored("Max disk size for lookup cache, you can use this option to limit the use of local disks.", "no effect on results in Varve");

    public static final ConfigOption<String> LOOKUP_CACHE_SPILL_COMPRESSION =
            ConfigOption.key("lookup.cache-spill-compression").stringType().defaultValue("zstd")
            .ignored("Spill compression for lookup cache, currently zstd, none, lz4 and lzo are supported.", "no effect on results in Varve");

    public static final ConfigOption<Long> LOOKUP_CACHE_MAX_MEMORY_SIZE =
            ConfigOption.key("lookup.cache-max-memory-size").memoryType().defaultValue(OptionValues.parseMemorySize("256 mb"))
            .ignored("Max memory size for lookup cache.", "no effect on results in Varve");

    public static final ConfigOption<Double> LOOKUP_CACHE_HIGH_PRIO_POOL_RATIO =
            ConfigOption.key("lookup.cache.high-priority-pool-ratio").doubleType().defaultValue(0.25)
            .ignored("The fraction of cache memory that is reserved for high-priority data like index, filter.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> LOOKUP_CACHE_BLOOM_FILTER_ENABLED =
            ConfigOption.key("lookup.cache.bloom.filter.enabled").booleanType().defaultValue(true)
            .ignored("Whether to enable the bloom filter for lookup cache.", "no effect on results in Varve");

    public static final ConfigOption<Double> LOOKUP_CACHE_BLOOM_FILTER_FPP =
            ConfigOption.key("lookup.cache.bloom.filter.fpp").doubleType().defaultValue(0.05)
            .ignored("Define the default false positive probability for lookup cache bloom filters.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> LOOKUP_REMOTE_FILE_ENABLED =
            ConfigOption.key("lookup.remote-file.enabled").booleanType().defaultValue(false)
            .ignored("Whether to enable the remote file for lookup.", "no effect on results in Varve");

    public static final ConfigOption<Integer> LOOKUP_REMOTE_LEVEL_THRESHOLD =
            ConfigOption.key("lookup.remote-file.level-threshold").intType().defaultValue(Integer.MIN_VALUE)
            .ignored("Level threshold of lookup to generate remote lookup files.", "no effect on results in Varve");

    public static final ConfigOption<Integer> READ_BATCH_SIZE =
            ConfigOption.key("read.batch-size").intType().defaultValue(1024)
            .ignored("Read batch size for any file format if it supports.", "no effect on results in Varve");

    public static final ConfigOption<Integer> WRITE_BATCH_SIZE =
            ConfigOption.key("write.batch-size").intType().defaultValue(1024).fallbackKeys("orc.write.batch-size")
            .ignored("Write batch size for any file format if it supports.", "no effect on results in Varve");

    public static final ConfigOption<Long> WRITE_BATCH_MEMORY =
            ConfigOption.key("write.batch-memory").memoryType().defaultValue(OptionValues.parseMemorySize("128 mb"))
            .ignored("Write batch memory for any file format if it supports.", "no effect on results in Varve");

    public static final ConfigOption<String> CONSUMER_ID =
            ConfigOption.key("consumer-id").stringType()
            .implemented("Identifier of a streaming consumer whose progress is recorded; expiration keeps the snapshots it still needs.");

    public static final ConfigOption<Integer> FULL_COMPACTION_DELTA_COMMITS =
            ConfigOption.key("full-compaction.delta-commits").intType().check(ConfigOption.atLeast(1))
            .implemented("Force a full compaction after this many commits (and produce the full-compaction changelog).");

    public static final ConfigOption<String> STREAM_SCAN_MODE =
            ConfigOption.key("stream-scan-mode").stringEnum("none", "compact-bucket-table", "file-monitor").defaultValue("none")
            .unsupported("Only used to force TableScan to construct suitable 'StartingUpScanner' and 'FollowUpScanner' dedicated internal streaming scan.", "internal Paimon option");

    public static final ConfigOption<String> BATCH_SCAN_MODE =
            ConfigOption.key("batch-scan-mode").stringEnum("none", "compact").defaultValue("none")
            .unsupported("Only used to force TableScan to construct suitable 'StartingUpScanner' and 'FollowUpScanner' dedicated internal streaming scan.", "internal Paimon option");

    public static final ConfigOption<Duration> CONSUMER_EXPIRATION_TIME =
            ConfigOption.key("consumer.expiration-time").durationType().check(ConfigOption.nonNegativeDuration())
            .implemented("Consumers that have not advanced for this long are dropped (and no longer protect snapshots).");

    public static final ConfigOption<ConsumerMode> CONSUMER_MODE =
            ConfigOption.key("consumer.mode").enumType(ConsumerMode.class).defaultValue(ConsumerMode.EXACTLY_ONCE)
            .implemented("Consumer progress semantics: exactly-once or at-least-once.");

    public static final ConfigOption<Boolean> CONSUMER_IGNORE_PROGRESS =
            ConfigOption.key("consumer.ignore-progress").booleanType().defaultValue(false)
            .implemented("A new stream scan with this consumer-id starts from scan.mode instead of the consumer's recorded progress (and records its own from then on).");

    public static final ConfigOption<Boolean> CONSUMER_CHANGELOG_ONLY =
            ConfigOption.key("consumer.changelog-only").booleanType().defaultValue(false)
            .unsupported("If true, consumer will only affect changelog expiration and will not prevent snapshot from being expired.", "not implemented");

    public static final ConfigOption<Long> DYNAMIC_BUCKET_TARGET_ROW_NUM =
            ConfigOption.key("dynamic-bucket.target-row-num").longType().defaultValue(2000000L).check(ConfigOption.positiveLong())
            .implemented("Dynamic bucket mode: number of keys a bucket receives before a new bucket is opened.");

    public static final ConfigOption<Integer> DYNAMIC_BUCKET_INITIAL_BUCKETS =
            ConfigOption.key("dynamic-bucket.initial-buckets").intType().check(ConfigOption.positive())
            .implemented("Dynamic bucket mode: number of buckets a partition starts with.");

    public static final ConfigOption<Integer> DYNAMIC_BUCKET_MAX_BUCKETS =
            ConfigOption.key("dynamic-bucket.max-buckets").intType().defaultValue(-1)
            .implemented("Max buckets for a partition in dynamic bucket mode, It should either be equal to -1 (unlimited), or it must be greater than 0 (fixed upper bound). Past it a new key goes to an existing bucket by Varve's key hash (not Paimon's: which bucket differs, how many there are does not); cross-partition upsert tables do not cap.");

    public static final ConfigOption<Integer> DYNAMIC_BUCKET_ASSIGNER_PARALLELISM =
            ConfigOption.key("dynamic-bucket.assigner-parallelism").intType()
            .ignored("Parallelism of assigner operator for dynamic bucket mode, it is related to the number of initialized bucket, too small will lead to insufficient processing speed of assigner.", "no effect on results in Varve");

    public static final ConfigOption<String> INCREMENTAL_BETWEEN =
            ConfigOption.key("incremental-between").stringType()
            .implemented("Read incremental changes between start snapshot (exclusive) and end snapshot (inclusive), for example, '5,10' means changes between snapshot 5 and snapshot 10 or between two tags, for example, 'tag1,tag2' (the diff of their snapshots).");

    public static final ConfigOption<String> INCREMENTAL_BETWEEN_SCAN_MODE =
            ConfigOption.key("incremental-between-scan-mode").stringEnum("auto", "delta", "changelog", "diff").defaultValue("auto")
            .implemented("Scan kind when Read incremental changes between start snapshot (exclusive) and end snapshot (inclusive): auto (changelog files for tables that produce them, else newly written files), delta, changelog, diff.");

    public static final ConfigOption<String> INCREMENTAL_BETWEEN_TIMESTAMP =
            ConfigOption.key("incremental-between-timestamp").stringType()
            .implemented("Read incremental changes between start timestamp (exclusive) and end timestamp (inclusive), for example, 't1,t2' means changes between timestamp t1 and timestamp t2 (epoch milliseconds or yyyy-MM-dd[ HH:mm:ss[.SSS]] in the local time zone).");

    public static final ConfigOption<String> INCREMENTAL_TO_AUTO_TAG =
            ConfigOption.key("incremental-to-auto-tag").stringType()
            .unsupported("Used to specify the end tag (inclusive), and Paimon will find an earlier tag and return changes between them.", "not implemented");

    public static final ConfigOption<Boolean> INCREMENTAL_BETWEEN_TAG_TO_SNAPSHOT =
            ConfigOption.key("incremental-between-tag-to-snapshot").booleanType().defaultValue(false)
            .implemented("With 'incremental-between' naming two tags: read the changes of the snapshots between the tags' "
                    + "snapshots (by 'incremental-between-scan-mode', as for two snapshot ids) instead of the difference of "
                    + "the tags' data files.");

    public static final ConfigOption<Boolean> END_INPUT_CHECK_PARTITION_EXPIRE =
            ConfigOption.key("end-input.check-partition-expire").booleanType().defaultValue(false)
            .implemented("A batch commit (the end of a batch INSERT) also checks partition expiration, whatever the check interval.");

    public static final ConfigOption<String> METADATA_STATS_MODE =
            ConfigOption.key("metadata.stats-mode").stringType().defaultValue("truncate(16)")
            .ignored("The mode of metadata stats collection.", "Varve always keeps min/max statistics; only $files' statistics columns follow the mode");

    public static final ConfigOption<String> METADATA_STATS_MODE_PER_LEVEL =
            ConfigOption.key("metadata.stats-mode.per.level").stringType()
            .ignored("Define different 'metadata.stats-mode' for different level, you can add the conf like this: 'metadata.stats-mode.per.level' = '0:none', if the metadata.stats-mode for level is not provided, the default mode which set...", "no effect on results in Varve");

    public static final ConfigOption<Boolean> METADATA_STATS_DENSE_STORE =
            ConfigOption.key("metadata.stats-dense-store").booleanType().defaultValue(true)
            .ignored("Whether to store statistic densely in metadata (manifest files), which will significantly reduce the storage size of metadata when the none statistic mode is set.", "no effect on results in Varve");

    public static final ConfigOption<Integer> METADATA_STATS_KEEP_FIRST_N_COLUMNS =
            ConfigOption.key("metadata.stats-keep-first-n-columns").intType().defaultValue(-1)
            .ignored("Define how many columns' stats are kept in metadata file from front to end.", "no effect on results in Varve");

    public static final ConfigOption<String> COMMIT_CALLBACKS =
            ConfigOption.key("commit.callbacks").stringType().defaultValue("")
            .unsupported("A list of commit callback classes to be called after a successful commit.", "custom callbacks are not supported");

    public static final ConfigOption<String> TAG_CALLBACKS =
            ConfigOption.key("tag.callbacks").stringType().defaultValue("")
            .unsupported("A list of commit callback classes to be called after a successful tag.", "custom callbacks are not supported");

    public static final ConfigOption<String> PARTITION_MARK_DONE_ACTION =
            ConfigOption.key("partition.mark-done-action").stringType().defaultValue("success-file")
            .ignored("Action to mark a partition done is to notify the downstream application that the partition has finished writing, the partition is ready to be read.", "no effect on results in Varve");

    public static final ConfigOption<String> PARTITION_MARK_DONE_CUSTOM_CLASS =
            ConfigOption.key("partition.mark-done-action.custom.class").stringType()
            .ignored("The partition mark done class for implement PartitionMarkDoneAction interface.", "no effect on results in Varve");

    public static final ConfigOption<String> PARTITION_MARK_DONE_ACTION_URL =
            ConfigOption.key("partition.mark-done-action.http.url").stringType()
            .ignored("Mark done action will reports the partition to the remote http server, this can only be used by http-report partition mark done action.", "no effect on results in Varve");

    public static final ConfigOption<String> PARTITION_MARK_DONE_ACTION_PARAMS =
            ConfigOption.key("partition.mark-done-action.http.params").stringType()
            .ignored("Http client request parameters will be written to the request body, this can only be used by http-report partition mark done action.", "no effect on results in Varve");

    public static final ConfigOption<String> PARTITION_SINK_STRATEGY =
            ConfigOption.key("partition.sink-strategy").stringEnum("NONE", "HASH").defaultValue("NONE")
            .ignored("This is only for partitioned append table or postpone pk table, and the purpose is to reduce small files and improve write performance.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> METASTORE_PARTITIONED_TABLE =
            ConfigOption.key("metastore.partitioned-table").booleanType().defaultValue(false)
            .ignored("Whether to create this table as a partitioned table in metastore.", "no effect on results in Varve");

    public static final ConfigOption<String> METASTORE_TAG_TO_PARTITION =
            ConfigOption.key("metastore.tag-to-partition").stringType()
            .unsupported("Whether to create this table as a partitioned table for mapping non-partitioned table tags in metastore.", "tags are not supported");

    public static final ConfigOption<String> METASTORE_TAG_TO_PARTITION_PREVIEW =
            ConfigOption.key("metastore.tag-to-partition.preview").stringEnum("none", "process-time", "watermark", "batch").defaultValue("none")
            .unsupported("Whether to preview tag of generated snapshots in metastore.", "tags are not supported");

    public static final ConfigOption<String> TAG_AUTOMATIC_CREATION =
            ConfigOption.key("tag.automatic-creation").stringEnum("none", "process-time", "watermark", "batch").defaultValue("none")
            .unsupported("Whether to create tag automatically.", "tags are not supported");

    public static final ConfigOption<Boolean> TAG_CREATE_SUCCESS_FILE =
            ConfigOption.key("tag.create-success-file").booleanType().defaultValue(false)
            .ignored("Whether to create tag success file for new created tags.", "no effect on results in Varve");

    public static final ConfigOption<String> TAG_CREATION_PERIOD =
            ConfigOption.key("tag.creation-period").stringEnum("daily", "hourly", "two-hours").defaultValue("daily")
            .ignored("What frequency is used to generate tags.", "no effect on results in Varve");

    public static final ConfigOption<Duration> TAG_CREATION_DELAY =
            ConfigOption.key("tag.creation-delay").durationType().defaultValue(Duration.parse("PT0S"))
            .ignored("How long is the delay after the period ends before creating a tag.", "no effect on results in Varve");

    public static final ConfigOption<String> TAG_PERIOD_FORMATTER =
            ConfigOption.key("tag.period-formatter").stringEnum("with_dashes", "without_dashes", "without_dashes_and_spaces").defaultValue("with_dashes")
            .ignored("The date format for tag periods.", "no effect on results in Varve");

    public static final ConfigOption<Duration> TAG_PERIOD_DURATION =
            ConfigOption.key("tag.creation-period-duration").durationType()
            .ignored("The period duration for tag auto create periods.If user set it, tag.creation-period would be invalid.", "no effect on results in Varve");

    public static final ConfigOption<Integer> TAG_NUM_RETAINED_MAX =
            ConfigOption.key("tag.num-retained-max").intType()
            .ignored("The maximum number of tags to retain.", "applies to automatically created tags only (Paimon 1.4.2's sys.create_tag keeps more), which Varve does not create");

    public static final ConfigOption<Duration> TAG_DEFAULT_TIME_RETAINED =
            ConfigOption.key("tag.default-time-retained").durationType()
            .ignored("The default maximum time retained for newly created tags.", "applies to automatically created tags only (Paimon 1.4.2's sys.create_tag ignores it), which Varve does not create");

    public static final ConfigOption<Boolean> TAG_TIME_EXPIRE_ENABLED =
            ConfigOption.key("tag.time-expire-enabled").booleanType().defaultValue(true)
            .ignored("Whether to enable tag expiration by retained time.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> TAG_AUTOMATIC_COMPLETION =
            ConfigOption.key("tag.automatic-completion").booleanType().defaultValue(false)
            .ignored("Whether to automatically complete missing tags.", "no effect on results in Varve");

    public static final ConfigOption<String> TAG_BATCH_CUSTOMIZED_NAME =
            ConfigOption.key("tag.batch.customized-name").stringType()
            .ignored("Use customized name when creating tags in Batch mode.", "no effect on results in Varve");

    public static final ConfigOption<Duration> SNAPSHOT_WATERMARK_IDLE_TIMEOUT =
            ConfigOption.key("snapshot.watermark-idle-timeout").durationType()
            .ignored("In watermarking, if a source remains idle beyond the specified timeout duration, it triggers snapshot advancement and facilitates tag creation.", "no effect on results in Varve");

    public static final ConfigOption<Integer> PARQUET_ENABLE_DICTIONARY =
            ConfigOption.key("parquet.enable.dictionary").intType()
            .ignored("Turn off the dictionary encoding for all fields in parquet.", "no effect on results in Varve");

    public static final ConfigOption<String> SINK_WATERMARK_TIME_ZONE =
            ConfigOption.key("sink.watermark-time-zone").stringType().defaultValue("UTC")
            .ignored("The time zone to parse the long watermark value to TIMESTAMP value.", "no effect on results in Varve");

    public static final ConfigOption<String> SINK_PROCESS_TIME_ZONE =
            ConfigOption.key("sink.process-time-zone").stringType()
            .ignored("The time zone to parse the long process time to TIMESTAMP value.", "no effect on results in Varve");

    public static final ConfigOption<Long> LOCAL_MERGE_BUFFER_SIZE =
            ConfigOption.key("local-merge-buffer-size").memoryType()
            .ignored("Local merge will buffer and merge input records before they're shuffled by bucket and written into sink.", "no effect on results in Varve");

    public static final ConfigOption<Duration> CROSS_PARTITION_UPSERT_INDEX_TTL =
            ConfigOption.key("cross-partition-upsert.index-ttl").durationType()
            .unsupported("The TTL in rocksdb index for cross partition upsert (primary keys not contain all partition fields), this can avoid maintaining too many indexes and lead to worse and worse performance, but please note that this may a...", "the key index never expires in Varve");

    public static final ConfigOption<Integer> CROSS_PARTITION_UPSERT_BOOTSTRAP_PARALLELISM =
            ConfigOption.key("cross-partition-upsert.bootstrap-parallelism").intType().defaultValue(10)
            .ignored("The parallelism for bootstrap in a single task for cross partition upsert.", "no effect on results in Varve");

    public static final ConfigOption<Integer> ZORDER_VAR_LENGTH_CONTRIBUTION =
            ConfigOption.key("zorder.var-length-contribution").intType().defaultValue(8)
            .ignored("The bytes of types (CHAR, VARCHAR, BINARY, VARBINARY) devote to the zorder sort.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> SCAN_READ_AHEAD =
            ConfigOption.key("scan.read-ahead").booleanType().defaultValue(false)
            .implemented("Varve: whether a batch scan whose planned data files total at least file-reader-async-threshold "
                    + "reads ahead on background threads (decode and merge there, rows handed over in blocks, same order), "
                    + "when the machine has more than one processor. Off by default: it lowers the calling thread's CPU "
                    + "per row about threefold but adds 15-50% CPU in all, and was not faster in the W1 single-shot read.");

    public static final ConfigOption<Long> FILE_READER_ASYNC_THRESHOLD =
            ConfigOption.key("file-reader-async-threshold").memoryType().defaultValue(OptionValues.parseMemorySize("10 mb"))
            .implemented("Varve: with scan.read-ahead, a batch scan whose planned data files total at least this size reads "
                    + "ahead on background threads; smaller scans read on the calling thread.");

    public static final ConfigOption<Boolean> COMMIT_FORCE_CREATE_SNAPSHOT =
            ConfigOption.key("commit.force-create-snapshot").booleanType().defaultValue(false)
            .implemented("A checkpoint's commit (TableWriter.commit / TableCommit with an identifier below Long.MAX_VALUE) that "
                    + "changes nothing still publishes an empty APPEND snapshot. A batch statement's end-of-input commit "
                    + "(and compaction) publishes nothing when empty, as Paimon 1.4.2's batch jobs.");

    public static final ConfigOption<Boolean> DELETION_VECTORS_ENABLED =
            ConfigOption.key("deletion-vectors.enabled").booleanType().defaultValue(false)
            .ignored("Whether to enable deletion vectors mode.", "Varve merges on read; deletion vectors are not used"
                    + " (the table takes the lookup compaction layout, as in Paimon)");

    public static final ConfigOption<Boolean> DELETION_VECTORS_MODIFIABLE =
            ConfigOption.key("deletion-vectors.modifiable").booleanType().defaultValue(false)
            .ignored("Whether to enable modifying deletion vectors mode.", "no effect on results in Varve");

    public static final ConfigOption<Long> DELETION_VECTOR_INDEX_FILE_TARGET_SIZE =
            ConfigOption.key("deletion-vector.index-file.target-size").memoryType().defaultValue(OptionValues.parseMemorySize("2 mb"))
            .ignored("The target size of deletion vector index file.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> DELETION_VECTOR_BITMAP64 =
            ConfigOption.key("deletion-vectors.bitmap64").booleanType().defaultValue(false)
            .ignored("Enable 64 bit bitmap implementation.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> DELETION_FORCE_PRODUCE_CHANGELOG =
            ConfigOption.key("delete.force-produce-changelog").booleanType().defaultValue(false)
            .implemented("DELETE statements always write a -D per matching row (a changelog for streaming readers), instead of dropping the whole table or the named partitions in one overwrite commit when the condition allows it.");

    public static final ConfigOption<String> SORT_RANG_STRATEGY =
            ConfigOption.key("sort-compaction.range-strategy").stringEnum("SIZE", "QUANTITY").defaultValue("SIZE")
            .ignored("The range strategy of sort compaction, the default value is quantity.", "no effect on results in Varve");

    public static final ConfigOption<Integer> SORT_COMPACTION_SAMPLE_MAGNIFICATION =
            ConfigOption.key("sort-compaction.local-sample.magnification").intType().defaultValue(1000)
            .ignored("The magnification of local sample for sort-compaction.The size of local sample is sink parallelism * magnification.", "no effect on results in Varve");

    public static final ConfigOption<Duration> RECORD_LEVEL_EXPIRE_TIME =
            ConfigOption.key("record-level.expire-time").durationType()
            .implemented("Primary-key tables: a compaction drops the record versions whose 'record-level.time-field' is older than"
                    + " now minus this (each version on its own, before merging); reads show them until a compaction rewrites their"
                    + " file. An explicit full compaction rewrites a file holding such versions. No effect on append tables.");

    public static final ConfigOption<String> RECORD_LEVEL_TIME_FIELD =
            ConfigOption.key("record-level.time-field").stringType()
            .implemented("The column 'record-level.expire-time' reads: INT (epoch seconds), BIGINT (epoch seconds, or milliseconds from"
                    + " 10^12 on), TIMESTAMP or TIMESTAMP_LTZ; a null value never expires.");

    public static final ConfigOption<String> FIELDS_DEFAULT_AGG_FUNC =
            ConfigOption.key("fields.default-aggregate-function").stringType()
            .implemented("Aggregation engine: the function for columns without fields.<col>.aggregate-function (default last_non_null_value).");

    public static final ConfigOption<String> COMMIT_USER_PREFIX =
            ConfigOption.key("commit.user-prefix").stringType()
            .ignored("Specifies the commit user prefix.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> FORCE_LOOKUP =
            ConfigOption.key("force-lookup").booleanType().defaultValue(false).immutable()
            .implemented("Whether to force the use of lookup for compaction: the lookup compaction layout (level-0 files"
                    + " compacted up at every commit, COMPACTION.md); results are unchanged.");

    public static final ConfigOption<Boolean> LOOKUP_WAIT =
            ConfigOption.key("lookup-wait").booleanType().defaultValue(true).fallbackKeys("changelog-producer.lookup-wait")
            .implemented("changelog-producer lookup: the commit waits until the changelog of its data is produced (true), or the changelog comes in a later commit (false).");

    public static final ConfigOption<String> LOOKUP_COMPACT =
            ConfigOption.key("lookup-compact").stringEnum("RADICAL", "GENTLE").defaultValue("RADICAL")
            .unsupported("Lookup compact mode used for lookup compaction.",
                    "GENTLE defers level-0 lookup compaction and so the lookup producer's changelog; Varve compacts at every commit (RADICAL)");

    public static final ConfigOption<Integer> LOOKUP_COMPACT_MAX_INTERVAL =
            ConfigOption.key("lookup-compact.max-interval").intType()
            .ignored("The max interval for a gentle mode lookup compaction to be triggered.", "no effect on results in Varve");

    public static final ConfigOption<Integer> FILE_OPERATION_THREAD_NUM =
            ConfigOption.key("file-operation.thread-num").intType().fallbackKeys("delete-file.thread-num")
            .ignored("The maximum number of concurrent file operations.", "no effect on results in Varve");

    public static final ConfigOption<String> SCAN_FALLBACK_BRANCH =
            ConfigOption.key("scan.fallback-branch").stringType()
            .implemented("When a batch job queries from a table, if a partition does not exist in the current branch, the reader will try to get this partition from this fallback branch.");

    public static final ConfigOption<String> SCAN_PRIMARY_BRANCH =
            ConfigOption.key("scan.primary-branch").stringType()
            .unsupported("When a batch job queries from a table, if a partition exists in the primary branch, the reader will read this partition from the primary branch.", "not implemented");

    public static final ConfigOption<Boolean> ASYNC_FILE_WRITE =
            ConfigOption.key("async-file-write").booleanType().defaultValue(true)
            .ignored("Whether to enable asynchronous IO writing when writing files.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> MANIFEST_DELETE_FILE_DROP_STATS =
            ConfigOption.key("manifest.delete-file-drop-stats").booleanType().defaultValue(false)
            .ignored("For DELETE manifest entry in manifest file, drop stats to reduce memory and storage.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> DATA_FILE_THIN_MODE =
            ConfigOption.key("data-file.thin-mode").booleanType().defaultValue(false)
            .ignored("Enable data file thin mode to avoid duplicate columns storage.", "no effect on results in Varve");

    public static final ConfigOption<Duration> PARTITION_IDLE_TIME_TO_REPORT_STATISTIC =
            ConfigOption.key("partition.idle-time-to-report-statistic").durationType().defaultValue(Duration.parse("PT0S"))
            .ignored("Set a time duration when a partition has no new data after this time duration, start to report the partition statistics to hms.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> QUERY_AUTH_ENABLED =
            ConfigOption.key("query-auth.enabled").booleanType().defaultValue(false)
            .ignored("Enable query auth to give Catalog the opportunity to perform column level and row level permission validation on queries.", "no effect on results in Varve");

    public static final ConfigOption<String> MATERIALIZED_TABLE_DEFINITION_QUERY =
            ConfigOption.key("materialized-table.definition-query").stringType()
            .unsupported("The definition query text of materialized table, text is expanded in contrast to the original SQL.", "not implemented");

    public static final ConfigOption<String> MATERIALIZED_TABLE_INTERVAL_FRESHNESS =
            ConfigOption.key("materialized-table.interval-freshness").stringType()
            .unsupported("the freshness interval of materialized table which is used to determine the physical refresh mode.", "not implemented");

    public static final ConfigOption<String> MATERIALIZED_TABLE_INTERVAL_FRESHNESS_TIME_UNIT =
            ConfigOption.key("materialized-table.interval-freshness.time-unit").stringEnum("SECOND", "MINUTE", "HOUR", "DAY")
            .unsupported("The time unit of freshness interval.", "not implemented");

    public static final ConfigOption<String> MATERIALIZED_TABLE_LOGICAL_REFRESH_MODE =
            ConfigOption.key("materialized-table.logical-refresh-mode").stringEnum("CONTINUOUS", "FULL", "AUTOMATIC")
            .unsupported("the logical refresh mode of materialized table.", "not implemented");

    public static final ConfigOption<String> MATERIALIZED_TABLE_REFRESH_MODE =
            ConfigOption.key("materialized-table.refresh-mode").stringEnum("CONTINUOUS", "FULL", "AUTOMATIC")
            .unsupported("the physical refresh mode of materialized table.", "not implemented");

    public static final ConfigOption<String> MATERIALIZED_TABLE_REFRESH_STATUS =
            ConfigOption.key("materialized-table.refresh-status").stringEnum("INITIALIZING", "ACTIVATED", "SUSPENDED")
            .unsupported("the refresh status of materialized table.", "not implemented");

    public static final ConfigOption<String> MATERIALIZED_TABLE_REFRESH_HANDLER_DESCRIPTION =
            ConfigOption.key("materialized-table.refresh-handler-description").stringType()
            .unsupported("The summary description of materialized table's refresh handler", "not implemented");

    public static final ConfigOption<String> MATERIALIZED_TABLE_REFRESH_HANDLER_BYTES =
            ConfigOption.key("materialized-table.refresh-handler-bytes").stringType()
            .unsupported("The serialized refresh handler of materialized table.", "not implemented");

    public static final ConfigOption<Boolean> DISABLE_ALTER_COLUMN_NULL_TO_NOT_NULL =
            ConfigOption.key("alter-column-null-to-not-null.disabled").booleanType().defaultValue(true)
            .implemented("If true, it disables altering column type from null to not null. Checked at ALTER TABLE MODIFY with the"
                    + " table's options before the change.");

    public static final ConfigOption<Boolean> DISABLE_EXPLICIT_TYPE_CASTING =
            ConfigOption.key("disable-explicit-type-casting").booleanType().defaultValue(false)
            .implemented("If true, it disables explicit type casting: ALTER TABLE MODIFY takes only implicit casts (a wider"
                    + " type of the same kind, any number to DOUBLE or DECIMAL, CHAR to VARCHAR, TIMESTAMP to DATE).");

    public static final ConfigOption<Boolean> ADD_COLUMN_BEFORE_PARTITION =
            ConfigOption.key("add-column-before-partition").booleanType().defaultValue(false)
            .unsupported("If true, when adding a new column without specifying a position, the column will be placed before the first partition column instead of at the end of the schema.", "new columns are always appended at the end");

    public static final ConfigOption<Long> COMMIT_STRICT_MODE_LAST_SAFE_SNAPSHOT =
            ConfigOption.key("commit.strict-mode.last-safe-snapshot").longType()
            .unsupported("If set, committer will check if there are other commit user's snapshot starting from the snapshot after this one.", "not implemented");

    public static final ConfigOption<String> CLUSTERING_COLUMNS =
            ConfigOption.key("clustering.columns").stringType().fallbackKeys("sink.clustering.by-columns")
            .ignored("Specifies the column name(s) used for comparison during range partitioning, in the format 'columnName1,columnName2'.", "no effect on results in Varve");

    public static final ConfigOption<String> CLUSTERING_STRATEGY =
            ConfigOption.key("clustering.strategy").stringType().defaultValue("auto").fallbackKeys("sink.clustering.strategy")
            .ignored("Specifies the comparison algorithm used for range partitioning, including 'zorder', 'hilbert', and 'order', corresponding to the z-order curve algorithm, hilbert curve algorithm, and basic type comparison algorithm, r...", "no effect on results in Varve");

    public static final ConfigOption<Boolean> CLUSTERING_INCREMENTAL =
            ConfigOption.key("clustering.incremental").booleanType().defaultValue(false)
            .ignored("Whether enable incremental clustering.", "no effect on results in Varve");

    public static final ConfigOption<Integer> CLUSTERING_HISTORY_PARTITION_LIMIT =
            ConfigOption.key("clustering.history-partition.limit").intType().defaultValue(5)
            .ignored("The limit of history partition number for automatically performing full clustering.", "no effect on results in Varve");

    public static final ConfigOption<Duration> CLUSTERING_HISTORY_PARTITION_IDLE_TIME =
            ConfigOption.key("clustering.history-partition.idle-to-full-sort").durationType()
            .ignored("The duration after which a partition without new updates is considered a historical partition.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> CLUSTERING_INCREMENTAL_OPTIMIZE_WRITE =
            ConfigOption.key("clustering.incremental.optimize-write").booleanType().defaultValue(false)
            .ignored("Whether enable perform clustering before write phase when incremental clustering is enabled.", "no effect on results in Varve");

    public static final ConfigOption<String> CLUSTERING_INCREMENTAL_MODE =
            ConfigOption.key("clustering.incremental.mode").stringEnum("global-sort", "local-sort").defaultValue("global-sort")
            .ignored("The sort mode for incremental clustering compaction.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> ROW_TRACKING_ENABLED =
            ConfigOption.key("row-tracking.enabled").booleanType().defaultValue(false).immutable()
            .unsupported("Whether enable unique row id for append table.", "not implemented");

    public static final ConfigOption<Boolean> DATA_EVOLUTION_ENABLED =
            ConfigOption.key("data-evolution.enabled").booleanType().defaultValue(false).immutable()
            .unsupported("Whether enable data evolution for row tracking table.", "not implemented");

    public static final ConfigOption<Boolean> SNAPSHOT_IGNORE_EMPTY_COMMIT =
            ConfigOption.key("snapshot.ignore-empty-commit").booleanType()
            .implemented("Whether ignore empty commit. Paimon 1.4.2's Flink writes do not consult it (its Java batch-write"
                    + " API does): through SQL a commit without changes publishes no snapshot whatever its value, as in Varve.");

    public static final ConfigOption<Boolean> INDEX_FILE_IN_DATA_FILE_DIR =
            ConfigOption.key("index-file-in-data-file-dir").booleanType().defaultValue(false).immutable()
            .ignored("Whether index file in data file directory.", "Varve keeps index files under index/");

    public static final ConfigOption<String> GLOBAL_INDEX_EXTERNAL_PATH =
            ConfigOption.key("global-index.external-path").stringType()
            .unsupported("Global index root directory, if not set, the global index files will be stored under the <table-root-directory>/index.", "not implemented");

    public static final ConfigOption<String> GLOBAL_INDEX_COLUMN_UPDATE_ACTION =
            ConfigOption.key("global-index.column-update-action").stringEnum("THROW_ERROR", "DROP_PARTITION_INDEX").defaultValue("THROW_ERROR")
            .ignored("Defines the action to take when an update modifies columns that are covered by a global index.", "no effect on results in Varve");

    public static final ConfigOption<Long> LOOKUP_MERGE_BUFFER_SIZE =
            ConfigOption.key("lookup.merge-buffer-size").memoryType().defaultValue(OptionValues.parseMemorySize("8 mb"))
            .ignored("Buffer memory size for one key merging in lookup.", "no effect on results in Varve");

    public static final ConfigOption<Integer> LOOKUP_MERGE_RECORDS_THRESHOLD =
            ConfigOption.key("lookup.merge-records-threshold").intType().defaultValue(1024)
            .ignored("Threshold for merging records to binary buffer in lookup.", "no effect on results in Varve");

    public static final ConfigOption<String> FORMAT_TABLE_IMPLEMENTATION =
            ConfigOption.key("format-table.implementation").stringEnum("paimon", "engine").defaultValue("paimon")
            .unsupported("Format table uses paimon or engine.", "not implemented");

    public static final ConfigOption<Boolean> FORMAT_TABLE_PARTITION_ONLY_VALUE_IN_PATH =
            ConfigOption.key("format-table.partition-path-only-value").booleanType().defaultValue(false)
            .unsupported("Format table file path only contain partition value.", "not implemented");

    public static final ConfigOption<String> FORMAT_TABLE_FILE_COMPRESSION =
            ConfigOption.key("format-table.file.compression").stringType()
            .unsupported("Format table file compression.", "not implemented");

    public static final ConfigOption<String> FORMAT_TABLE_COMMIT_HIVE_SYNC_URI =
            ConfigOption.key("format-table.commit-hive-sync-url").stringType()
            .unsupported("Format table commit hive sync uri.", "not implemented");

    public static final ConfigOption<String> BLOB_FIELD =
            ConfigOption.key("blob-field").stringType()
            .unsupported("Specifies column names that should be stored as blob type.", "not implemented");

    public static final ConfigOption<String> BLOB_DESCRIPTOR_FIELD =
            ConfigOption.key("blob-descriptor-field").stringType().fallbackKeys("blob.stored-descriptor-fields").immutable()
            .unsupported("Comma-separated BLOB field names to store as serialized BlobDescriptor bytes inline in data files.", "not implemented");

    public static final ConfigOption<Boolean> BLOB_AS_DESCRIPTOR =
            ConfigOption.key("blob-as-descriptor").booleanType().defaultValue(false)
            .unsupported("Write blob field using blob descriptor rather than blob bytes.", "not implemented");

    public static final ConfigOption<String> BLOB_EXTERNAL_STORAGE_PATH =
            ConfigOption.key("blob-external-storage-path").stringType().immutable()
            .unsupported("The external storage path where raw BLOB data from fields configured by 'blob-external-storage-field' is written at write time.", "not implemented");

    public static final ConfigOption<String> BLOB_EXTERNAL_STORAGE_FIELD =
            ConfigOption.key("blob-external-storage-field").stringType().immutable()
            .unsupported("Comma-separated BLOB field names (must be a subset of 'blob-descriptor-field') whose raw data will be written to external storage at write time.", "not implemented");

    public static final ConfigOption<Boolean> COMMIT_DISCARD_DUPLICATE_FILES =
            ConfigOption.key("commit.discard-duplicate-files").booleanType().defaultValue(false)
            .ignored("Whether discard duplicate files in commit.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> POSTPONE_BATCH_WRITE_FIXED_BUCKET =
            ConfigOption.key("postpone.batch-write-fixed-bucket").booleanType().defaultValue(true)
            .ignored("Whether to write the data into fixed bucket for batch writing a postpone bucket table.", "no effect on results in Varve");

    public static final ConfigOption<Integer> POSTPONE_BATCH_WRITE_FIXED_BUCKET_MAX_PARALLELISM =
            ConfigOption.key("postpone.batch-write-fixed-bucket.max-parallelism").intType().defaultValue(2048)
            .ignored("The number of partitions for global index.", "no effect on results in Varve");

    public static final ConfigOption<Integer> POSTPONE_DEFAULT_BUCKET_NUM =
            ConfigOption.key("postpone.default-bucket-num").intType().defaultValue(1)
            .ignored("Bucket number for the partitions compacted for the first time in postpone bucket tables.", "no effect on results in Varve");

    public static final ConfigOption<Long> GLOBAL_INDEX_ROW_COUNT_PER_SHARD =
            ConfigOption.key("global-index.row-count-per-shard").longType().defaultValue(100000L)
            .ignored("Row count per shard for global index.", "no effect on results in Varve");

    public static final ConfigOption<Integer> GLOBAL_INDEX_BUILD_MAX_SHARD =
            ConfigOption.key("global-index.build.max-shard").intType().defaultValue(32)
            .ignored("The preferred max number of shards for building global index.", "no effect on results in Varve");

    public static final ConfigOption<Integer> GLOBAL_INDEX_BUILD_MAX_PARALLELISM =
            ConfigOption.key("global-index.build.max-parallelism").intType().defaultValue(4096)
            .ignored("The max parallelism of Flink/Spark for building global index.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> GLOBAL_INDEX_ENABLED =
            ConfigOption.key("global-index.enabled").booleanType().defaultValue(true)
            .ignored("Whether to enable global index for scan.", "no effect on results in Varve");

    public static final ConfigOption<Integer> GLOBAL_INDEX_THREAD_NUM =
            ConfigOption.key("global-index.thread-num").intType()
            .ignored("The maximum number of concurrent scanner for global index.By default is the number of processors available to the Java virtual machine.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> OVERWRITE_UPGRADE =
            ConfigOption.key("overwrite-upgrade").booleanType().defaultValue(true)
            .implemented("Whether to try upgrading the data files after overwriting a primary key table.");

    public static final ConfigOption<Boolean> VISIBILITY_CALLBACK_ENABLED =
            ConfigOption.key("visibility-callback.enabled").booleanType().defaultValue(false)
            .ignored("Whether to enable the visibility wait callback that waits for compaction to complete after commit.", "no effect on results in Varve");

    public static final ConfigOption<Duration> VISIBILITY_CALLBACK_TIMEOUT =
            ConfigOption.key("visibility-callback.timeout").durationType().defaultValue(Duration.parse("PT30M"))
            .ignored("The maximum time to wait for compaction to complete when visibility callback is enabled.", "no effect on results in Varve");

    public static final ConfigOption<Duration> VISIBILITY_CALLBACK_CHECK_INTERVAL =
            ConfigOption.key("visibility-callback.check-interval").durationType().defaultValue(Duration.parse("PT10S"))
            .ignored("The interval for checking visibility when visibility-callback enabled.", "no effect on results in Varve");

    public static final ConfigOption<String> VECTOR_FILE_FORMAT =
            ConfigOption.key("vector.file.format").stringType()
            .unsupported("Specify the vector store file format.", "not implemented");

    public static final ConfigOption<String> VECTOR_FIELD =
            ConfigOption.key("vector-field").stringType()
            .unsupported("Specifies column names that should be stored as vector type.", "not implemented");

    public static final ConfigOption<Long> VECTOR_TARGET_FILE_SIZE =
            ConfigOption.key("vector.target-file-size").memoryType()
            .unsupported("Target size of a vector-store file.", "not implemented");

    public static final ConfigOption<Boolean> PK_CLUSTERING_OVERRIDE =
            ConfigOption.key("pk-clustering-override").booleanType().defaultValue(false).immutable()
            .unsupported("Enables clustering by non-primary key fields.", "not implemented");

    // ============================================================================================
    // Apache Paimon 1.4.2 Flink connector options that users set as table options
    // ============================================================================================

    public static final ConfigOption<Boolean> PRECOMMIT_COMPACT =
            ConfigOption.key("precommit-compact").booleanType().defaultValue(false).fallbackKeys("changelog.precommit-compact")
            .implemented("Merge the small changelog files (and append-table files) of a commit into larger ones before the commit.");

    public static final ConfigOption<String> LOG_SYSTEM =
            ConfigOption.key("log.system").stringType().defaultValue("none")
            .unsupported("The log system keeping the table's changes besides the file store (none or kafka).", "log systems are not supported");

    public static final ConfigOption<Integer> SINK_PARALLELISM =
            ConfigOption.key("sink.parallelism").intType().check(ConfigOption.positive())
            .ignored("Parallelism of the Flink sink.", "Varve has no Flink job graph");

    public static final ConfigOption<Integer> SCAN_PARALLELISM =
            ConfigOption.key("scan.parallelism").intType().check(ConfigOption.positive())
            .ignored("Parallelism of the Flink source.", "Varve has no Flink job graph");

    public static final ConfigOption<Boolean> SCAN_INFER_PARALLELISM =
            ConfigOption.key("scan.infer-parallelism").booleanType().defaultValue(true)
            .ignored("Infer the source parallelism from the number of splits.", "Varve has no Flink job graph");

    public static final ConfigOption<Integer> SCAN_INFER_PARALLELISM_MAX =
            ConfigOption.key("scan.infer-parallelism.max").intType().defaultValue(1024)
            .ignored("Upper bound of the inferred source parallelism.", "Varve has no Flink job graph");

    public static final ConfigOption<Boolean> SINK_USE_MANAGED_MEMORY_ALLOCATOR =
            ConfigOption.key("sink.use-managed-memory-allocator").booleanType().defaultValue(false)
            .ignored("Use Flink managed memory for the writers' buffers.", "Varve manages its own off-heap budget (write-buffer-size)");

    public static final ConfigOption<Long> SINK_MANAGED_WRITER_BUFFER_MEMORY =
            ConfigOption.key("sink.managed.writer-buffer-memory").memoryType().defaultValue(OptionValues.parseMemorySize("256 mb"))
            .ignored("Flink managed memory weight of the writer buffers.", "Varve manages its own off-heap budget (write-buffer-size)");

    public static final ConfigOption<Long> SINK_CROSS_PARTITION_MANAGED_MEMORY =
            ConfigOption.key("sink.cross-partition.managed-memory").memoryType().defaultValue(OptionValues.parseMemorySize("256 mb"))
            .ignored("Flink managed memory weight of the cross-partition key index.", "Varve manages its own memory");

    public static final ConfigOption<Double> SINK_COMMITTER_CPU =
            ConfigOption.key("sink.committer-cpu").doubleType().defaultValue(1.0)
            .ignored("CPU of the Flink committer operator.", "Varve has no Flink job graph");

    public static final ConfigOption<Long> SINK_COMMITTER_MEMORY =
            ConfigOption.key("sink.committer-memory").memoryType()
            .ignored("Heap memory of the Flink committer operator.", "Varve has no Flink job graph");

    public static final ConfigOption<Boolean> SINK_COMMITTER_OPERATOR_CHAINING =
            ConfigOption.key("sink.committer-operator-chaining").booleanType().defaultValue(true)
            .ignored("Chain the Flink committer with its upstream operator.", "Varve has no Flink job graph");

    public static final ConfigOption<Double> SINK_WRITER_CPU =
            ConfigOption.key("sink.writer-cpu").doubleType().defaultValue(1.0)
            .ignored("CPU of the Flink writer operator.", "Varve has no Flink job graph");

    public static final ConfigOption<Long> SINK_WRITER_MEMORY =
            ConfigOption.key("sink.writer-memory").memoryType()
            .ignored("Heap memory of the Flink writer operator.", "Varve has no Flink job graph");

    public static final ConfigOption<Boolean> SINK_SAVEPOINT_AUTO_TAG =
            ConfigOption.key("sink.savepoint.auto-tag").booleanType().defaultValue(false)
            .ignored("Create a tag for each Flink savepoint.", "Varve has no savepoints");

    public static final ConfigOption<String> SINK_OPERATOR_UID_SUFFIX =
            ConfigOption.key("sink.operator-uid.suffix").stringType()
            .ignored("Suffix of the Flink writer operator uid.", "Varve has no Flink job graph");

    public static final ConfigOption<String> SOURCE_OPERATOR_UID_SUFFIX =
            ConfigOption.key("source.operator-uid.suffix").stringType()
            .ignored("Suffix of the Flink source operator uid.", "Varve has no Flink job graph");

    public static final ConfigOption<Boolean> SINK_CLUSTERING_SORT_IN_CLUSTER =
            ConfigOption.key("sink.clustering.sort-in-cluster").booleanType().defaultValue(true)
            .ignored("Sort the data within each cluster when clustering on write.", "no effect on results in Varve");

    public static final ConfigOption<Integer> SINK_CLUSTERING_SAMPLE_FACTOR =
            ConfigOption.key("sink.clustering.sample-factor").intType().defaultValue(100)
            .ignored("Sample factor of range partitioning when clustering on write.", "no effect on results in Varve");

    public static final ConfigOption<String> SCAN_WATERMARK_EMIT_STRATEGY =
            ConfigOption.key("scan.watermark.emit.strategy").stringEnum("on-periodic", "on-event").defaultValue("on-event")
            .ignored("When the source emits watermarks.", "Varve has no watermarks");

    public static final ConfigOption<String> SCAN_WATERMARK_ALIGNMENT_GROUP =
            ConfigOption.key("scan.watermark.alignment.group").stringType()
            .ignored("Watermark alignment group of the source.", "Varve has no watermarks");

    public static final ConfigOption<Duration> SCAN_WATERMARK_ALIGNMENT_MAX_DRIFT =
            ConfigOption.key("scan.watermark.alignment.max-drift").durationType()
            .ignored("Maximal watermark drift before the source pauses.", "Varve has no watermarks");

    public static final ConfigOption<Duration> SCAN_WATERMARK_ALIGNMENT_UPDATE_INTERVAL =
            ConfigOption.key("scan.watermark.alignment.update-interval").durationType().defaultValue(Duration.ofSeconds(1))
            .ignored("How often watermark alignment is updated.", "Varve has no watermarks");

    public static final ConfigOption<Duration> SCAN_WATERMARK_IDLE_TIMEOUT =
            ConfigOption.key("scan.watermark.idle-timeout").durationType()
            .ignored("Idle timeout after which a source split stops holding back watermarks.", "Varve has no watermarks");

    public static final ConfigOption<Integer> SCAN_SPLIT_ENUMERATOR_BATCH_SIZE =
            ConfigOption.key("scan.split-enumerator.batch-size").intType().defaultValue(10)
            .ignored("Number of splits assigned to a reader per request.", "Varve has no Flink job graph");

    public static final ConfigOption<String> SCAN_SPLIT_ENUMERATOR_MODE =
            ConfigOption.key("scan.split-enumerator.mode").stringEnum("fair", "preemptive").defaultValue("fair")
            .ignored("How splits are assigned to readers.", "Varve has no Flink job graph");

    public static final ConfigOption<Boolean> SCAN_REMOVE_NORMALIZE =
            ConfigOption.key("scan.remove-normalize").booleanType().defaultValue(false)
            .implemented("Skip the changelog normalization of a streaming read of a primary-key table without a changelog"
                    + " producer: each snapshot's merged delta is read with its stored row kinds, the initial full snapshot with"
                    + " Paimon's split kinds (+I for a raw-convertible bucket, else the merged kind; cli README \"Row kinds of full reads\").");

    public static final ConfigOption<Boolean> SCAN_BOUNDED =
            ConfigOption.key("scan.bounded").booleanType()
            .implemented("Whether a streaming source is bounded: 'true' reads only what a batch read with the same"
                    + " scan options reads (the starting snapshot in full, or an incremental-between range), with stored row kinds.");

    public static final ConfigOption<String> SCAN_PARTITIONS =
            ConfigOption.key("scan.partitions").stringType()
            .implemented("The partitions a read takes, 'k1=v1,k2=v2' each, several separated by ';'; a partition column"
                    + " left out is the default partition (applied by the varve command's SELECT).");

    public static final ConfigOption<Boolean> SCAN_DEDICATED_SPLIT_GENERATION =
            ConfigOption.key("scan.dedicated-split-generation").booleanType().defaultValue(false)
            .ignored("Generate splits in a dedicated operator.", "Varve has no Flink job graph");

    public static final ConfigOption<Integer> SCAN_MAX_SNAPSHOT_COUNT =
            ConfigOption.key("scan.max-snapshot.count").intType().defaultValue(-1)
            .ignored("Maximum number of snapshots a streaming source plans at once.", "no effect on results in Varve");

    public static final ConfigOption<Boolean> STREAMING_READ_SHUFFLE_BUCKET_WITH_PARTITION =
            ConfigOption.key("streaming-read.shuffle-bucket-with-partition").booleanType().defaultValue(true)
            .ignored("Shuffle streaming splits by partition and bucket.", "Varve has no Flink job graph");

    public static final ConfigOption<Boolean> LOOKUP_ASYNC =
            ConfigOption.key("lookup.async").booleanType().defaultValue(false)
            .ignored("Asynchronous lookup joins.", "Varve has no lookup joins");

    public static final ConfigOption<Integer> LOOKUP_ASYNC_THREAD_NUMBER =
            ConfigOption.key("lookup.async-thread-number").intType().defaultValue(16)
            .ignored("Threads of asynchronous lookup joins.", "Varve has no lookup joins");

    public static final ConfigOption<Integer> LOOKUP_BOOTSTRAP_PARALLELISM =
            ConfigOption.key("lookup.bootstrap-parallelism").intType().defaultValue(4)
            .ignored("Parallelism of loading a lookup join's table.", "Varve has no lookup joins");

    public static final ConfigOption<String> LOOKUP_CACHE_MODE =
            ConfigOption.key("lookup.cache").stringEnum("auto", "full", "memory").defaultValue("auto")
            .ignored("Cache mode of lookup joins.", "Varve has no lookup joins");

    public static final ConfigOption<String> LOOKUP_DYNAMIC_PARTITION =
            ConfigOption.key("lookup.dynamic-partition").stringType()
            .ignored("Partitions a lookup join reads (e.g. max_pt()).", "Varve has no lookup joins");

    public static final ConfigOption<Duration> LOOKUP_DYNAMIC_PARTITION_REFRESH_INTERVAL =
            ConfigOption.key("lookup.dynamic-partition.refresh-interval").durationType().defaultValue(Duration.ofHours(1))
            .ignored("How often a lookup join re-resolves its partitions.", "Varve has no lookup joins");

    public static final ConfigOption<Boolean> LOOKUP_REFRESH_ASYNC =
            ConfigOption.key("lookup.refresh.async").booleanType().defaultValue(false)
            .ignored("Refresh a lookup join's table asynchronously.", "Varve has no lookup joins");

    public static final ConfigOption<Integer> LOOKUP_REFRESH_ASYNC_PENDING_SNAPSHOT_COUNT =
            ConfigOption.key("lookup.refresh.async.pending-snapshot-count").intType().defaultValue(5)
            .ignored("Pending snapshots after which an asynchronous lookup refresh blocks.", "Varve has no lookup joins");

    public static final ConfigOption<String> LOOKUP_REFRESH_TIME_PERIODS_BLACKLIST =
            ConfigOption.key("lookup.refresh.time-periods-blacklist").stringType()
            .ignored("Time periods in which a lookup join does not refresh.", "Varve has no lookup joins");

    public static final ConfigOption<Duration> PARTITION_IDLE_TIME_TO_DONE =
            ConfigOption.key("partition.idle-time-to-done").durationType()
            .ignored("Idle time after which a partition is marked done.", "Varve does not mark partitions done");

    public static final ConfigOption<Duration> PARTITION_TIME_INTERVAL =
            ConfigOption.key("partition.time-interval").durationType()
            .ignored("Time interval of a partition, for marking it done.", "Varve does not mark partitions done");

    public static final ConfigOption<String> PARTITION_MARK_DONE_ACTION_MODE =
            ConfigOption.key("partition.mark-done-action.mode").stringEnum("process-time", "watermark").defaultValue("process-time")
            .ignored("Time basis for marking partitions done.", "Varve does not mark partitions done");

    public static final ConfigOption<Integer> UNAWARE_BUCKET_COMPACTION_PARALLELISM =
            ConfigOption.key("unaware-bucket.compaction.parallelism").intType()
            .ignored("Parallelism of append-table compaction jobs.", "Varve has no Flink job graph");

    public static final ConfigOption<Long> END_INPUT_WATERMARK =
            ConfigOption.key("end-input.watermark").longType()
            .ignored("Watermark emitted at the end of a bounded input.", "Varve has no watermarks");

    public static final ConfigOption<Boolean> SOURCE_CHECKPOINT_ALIGN_ENABLED =
            ConfigOption.key("source.checkpoint-align.enabled").booleanType().defaultValue(false)
            .ignored("Align Flink checkpoints with snapshot reads.", "Varve has no checkpoints");

    public static final ConfigOption<Duration> SOURCE_CHECKPOINT_ALIGN_TIMEOUT =
            ConfigOption.key("source.checkpoint-align.timeout").durationType().defaultValue(Duration.ofSeconds(30))
            .ignored("Timeout of checkpoint alignment.", "Varve has no checkpoints");

    // ============================================================================================
    // Older keys from the seed documents, kept by Varve
    // ============================================================================================

    public static final ConfigOption<Integer> COMPACTION_MAX_FILE_NUM =
            ConfigOption.key("compaction.max.file-num").intType().defaultValue(50).check(ConfigOption.atLeast(2))
            .implemented("Append tables: at most this many files are merged by one compaction; reaching it forces a compaction (older Paimon option).");

    public static final ConfigOption<List<String>> SEQUENCE_AUTO_PADDING =
            ConfigOption.key("sequence.auto-padding").listType()
            .check(v -> {
                for (String s : v) {
                    if (!s.equals("row-kind-flag") && !s.equals("second-to-micro") && !s.equals("millis-to-micro")) {
                        return "must list row-kind-flag, second-to-micro or millis-to-micro";
                    }
                }
                return null;
            })
            .ignored("Older Paimon option (row-kind-flag, second-to-micro, millis-to-micro) that padded the sequence.field value.",
                    "Apache Paimon 1.4.2 no longer has it: ties on the sequence field go to arrival order whatever it lists");

    // ============================================================================================
    // Templated per-column keys: fields.<col>.<suffix>
    // ============================================================================================

    /** The placeholder for a column name in the keys of templated options. */
    public static final String COLUMN_PLACEHOLDER = "<col>";
    public static final String FIELDS_PREFIX = "fields.";

    public static final ConfigOption<String> FIELD_AGGREGATE_FUNCTION =
            ConfigOption.key("fields.<col>.aggregate-function").stringType()
            .implemented("Aggregation engine (and partial-update sequence groups): the function merging this column: "
                    + "sum, product, count, max, min, first_value, last_value, first_non_null_value, last_non_null_value, "
                    + "listagg, bool_and, bool_or, collect, merge_map, merge_map_with_keytime, nested_update, "
                    + "nested_partial_update, rbm32, rbm64, hll_sketch, theta_sketch.");

    public static final ConfigOption<Boolean> FIELD_IGNORE_RETRACT =
            ConfigOption.key("fields.<col>.ignore-retract").booleanType().defaultValue(false)
            .implemented("Aggregation engine: ignore retractions (-U/-D) for this column instead of failing on a non-retractable function. "
                    + "On a `sequence.field` column (folded as Paimon 1.4.2 folds it, with last_value: a retraction nulls it) it keeps "
                    + "the column's value. Refused next to `aggregation.remove-record-on-delete`, for every column.");

    public static final ConfigOption<List<String>> FIELD_SEQUENCE_GROUP =
            ConfigOption.key("fields.<col>.sequence-group").listType()
            .implemented("Partial-update engine: the columns (comma-separated) updated only by records whose <col> "
                    + "(one or more comma-separated sequence columns) is not older than the stored one. With a grouped "
                    + "function that cannot retract (no `ignore-retract`), a -D is written as in Paimon 1.4.2: alone it "
                    + "reads as no row; meeting another record of its key it fails the merge (the INSERT when both are in "
                    + "one statement or with the lookup producer, else the read); a -U is refused at write.");

    public static final ConfigOption<String> FIELD_LIST_AGG_DELIMITER =
            ConfigOption.key("fields.<col>.list-agg-delimiter").stringType().defaultValue(",")
            .implemented("listagg: the delimiter between concatenated values.");

    public static final ConfigOption<Boolean> FIELD_DISTINCT =
            ConfigOption.key("fields.<col>.distinct").booleanType().defaultValue(false)
            .implemented("listagg and collect: drop values already present.");

    public static final ConfigOption<List<String>> FIELD_NESTED_KEY =
            ConfigOption.key("fields.<col>.nested-key").listType()
            .implemented("nested_update / nested_partial_update: the fields of the ARRAY<ROW> elements that identify an element.");

    public static final ConfigOption<Integer> FIELD_COUNT_LIMIT =
            ConfigOption.key("fields.<col>.count-limit").intType().defaultValue(Integer.MAX_VALUE).check(ConfigOption.positive())
            .implemented("nested_update: the maximum number of elements kept.");

    public static final ConfigOption<String> FIELD_TS_FIELD =
            ConfigOption.key("fields.<col>.ts-field").stringType()
            .implemented("merge_map_with_keytime: the field of the ROW map values that holds the key's time (default: the ROW's"
                    + " last field). It must be CHAR, VARCHAR or STRING: times are compared as strings, as Paimon 1.4.2 does.");

    public static final ConfigOption<String> FIELD_DEFAULT_VALUE =
            ConfigOption.key("fields.<col>.default-value").stringType()
            .implemented("Accepted and stored (the column must exist) but never applied, as in Paimon 1.4.2, which no longer "
                    + "reads this option: a column's default value is part of the schema, set with "
                    + "CALL sys.alter_column_default_value (see SCHEMA_FORMAT.md).");

    public static final ConfigOption<String> FIELD_STATS_MODE =
            ConfigOption.key("fields.<col>.stats-mode").stringType()
            .ignored("Metadata statistics mode of this column (none, counts, truncate(n), full).", "Varve always keeps min/max statistics; only $files' statistics columns follow the mode");

    /** The templated options, matched by the suffix after {@code fields.<col>.}. */
    public static final List<ConfigOption<?>> FIELD_TEMPLATES = Collections.unmodifiableList(List.of(
            FIELD_AGGREGATE_FUNCTION, FIELD_IGNORE_RETRACT, FIELD_SEQUENCE_GROUP, FIELD_LIST_AGG_DELIMITER,
            FIELD_DISTINCT, FIELD_NESTED_KEY, FIELD_COUNT_LIMIT, FIELD_TS_FIELD, FIELD_DEFAULT_VALUE, FIELD_STATS_MODE));

    /** The key {@code fields.<column>.<suffix>} of a templated option for one column (or comma-joined columns). */
    public static String fieldKey(String column, ConfigOption<?> template) {
        return FIELDS_PREFIX + column + "." + templateSuffix(template);
    }

    /** The suffix of a templated option's key, e.g. {@code aggregate-function}. */
    public static String templateSuffix(ConfigOption<?> template) {
        String prefix = FIELDS_PREFIX + COLUMN_PLACEHOLDER + ".";
        if (!template.key().startsWith(prefix)) {
            throw new IllegalArgumentException(template.key() + " is not a templated option");
        }
        return template.key().substring(prefix.length());
    }

    // ============================================================================================
    // The typed view of one table's options
    // ============================================================================================

    private static final long MB = 1024L * 1024L;

    private final Options options;

    public CoreOptions(Options options) {
        this.options = options;
    }

    public static CoreOptions fromMap(Map<String, String> map) {
        return new CoreOptions(Options.of(map));
    }

    public Options options() { return options; }
    public Map<String, String> toMap() { return options.toMap(); }
    public <T> T get(ConfigOption<T> option) { return options.get(option); }

    /** {@code bucket}: -1 (dynamic / unaware) or the fixed bucket count. */
    public int bucket() { return options.get(BUCKET); }

    /** {@code bucket-key} as set (empty if unset); see {@code TableSchema.bucketKeys()} for the effective key. */
    public List<String> bucketKey() {
        String v = options.get(BUCKET_KEY);
        return v == null ? Collections.emptyList() : OptionValues.parseList(v);
    }

    public MergeEngine mergeEngine() { return options.get(MERGE_ENGINE); }
    public ChangelogProducer changelogProducer() { return options.get(CHANGELOG_PRODUCER); }

    /** {@code sequence.field} columns in comparison order (empty if unset). */
    /** {@code incremental-between-tag-to-snapshot}. */
    public boolean incrementalBetweenTagToSnapshot() { return options.get(INCREMENTAL_BETWEEN_TAG_TO_SNAPSHOT); }

    /** {@code commit.force-create-snapshot}. */
    public boolean commitForceCreateSnapshot() { return options.get(COMMIT_FORCE_CREATE_SNAPSHOT); }

    /** {@code rowkind.field}: the column holding each written record's row kind, or null. */
    public String rowKindField() { return options.get(ROWKIND_FIELD); }

    public List<String> sequenceFields() {
        String v = options.get(SEQUENCE_FIELD);
        return v == null ? Collections.emptyList() : OptionValues.parseList(v);
    }

    public boolean sequenceFieldSortOrderDescending() {
        return options.get(SEQUENCE_FIELD_SORT_ORDER) == SortOrder.DESCENDING;
    }

    /** {@code sequence.auto-padding} values (empty if unset). */
    public List<String> sequenceAutoPadding() {
        List<String> v = options.get(SEQUENCE_AUTO_PADDING);
        return v == null ? Collections.emptyList() : v;
    }

    /** {@code ignore-delete} (also read from first-row.ignore-delete, partial-update.ignore-delete, deduplicate.ignore-delete). */
    public boolean ignoreDelete() { return options.get(IGNORE_DELETE); }
    public boolean ignoreUpdateBefore() { return options.get(IGNORE_UPDATE_BEFORE); }
    public boolean aggregationRemoveRecordOnDelete() { return options.get(AGGREGATION_REMOVE_RECORD_ON_DELETE); }
    public boolean partialUpdateRemoveRecordOnDelete() { return options.get(PARTIAL_UPDATE_REMOVE_RECORD_ON_DELETE); }

    /** Bytes. */
    public long writeBufferSize() { return options.get(WRITE_BUFFER_SIZE); }
    public boolean writeBufferSpillable() { return options.get(WRITE_BUFFER_SPILLABLE); }

    /** {@code target-file-size} in bytes; default 128 MB for primary-key tables, 256 MB for append tables. */
    public long targetFileSize(boolean primaryKeyTable) {
        Long v = options.get(TARGET_FILE_SIZE);
        return v != null ? v : (primaryKeyTable ? 128 * MB : 256 * MB);
    }

    public int numSortedRunCompactionTrigger() { return options.get(NUM_SORTED_RUNS_COMPACTION_TRIGGER); }

    /** {@code compaction.thread-num}; default 1. */
    public int compactionThreadNum() { return options.get(COMPACTION_THREAD_NUM); }

    /** Default: compaction trigger + 3 (never below the trigger). */
    public int numSortedRunStopTrigger() {
        Integer v = options.get(NUM_SORTED_RUNS_STOP_TRIGGER);
        int trigger = numSortedRunCompactionTrigger();
        return v == null ? trigger + 3 : Math.max(v, trigger);
    }

    /** {@code num-levels}; default: compaction trigger + 1 (at least 2: level 0 and a bottom level). */
    public int numLevels() {
        Integer v = options.get(NUM_LEVELS);
        return v == null ? numSortedRunCompactionTrigger() + 1 : Math.max(2, v);
    }

    /** {@code page-size} in bytes: the memtable page and run-format page size. */
    public int pageSize() { return Math.toIntExact(options.get(PAGE_SIZE)); }

    /** {@code write-only}: writers neither compact nor expire snapshots. */
    public boolean writeOnly() { return options.get(WRITE_ONLY); }

    /** {@code manifest.target-file-size} in bytes. */
    public long manifestTargetFileSize() { return options.get(MANIFEST_TARGET_FILE_SIZE); }

    /** {@code manifest.full-compaction-threshold-size} in bytes. */
    public long manifestFullCompactionFileSize() { return options.get(MANIFEST_FULL_COMPACTION_FILE_SIZE); }

    /** {@code manifest.merge-min-count}. */
    public int manifestMergeMinCount() { return options.get(MANIFEST_MERGE_MIN_COUNT); }

    /** {@code commit.fsync}: data, manifest and snapshot files are synced before a commit is visible. */
    public boolean fileSync() { return options.get(COMMIT_FSYNC); }

    public int maxSizeAmplificationPercent() { return options.get(COMPACTION_MAX_SIZE_AMPLIFICATION_PERCENT); }
    public int sizeRatio() { return options.get(COMPACTION_SIZE_RATIO); }
    /** {@code compaction.total-size-threshold} in bytes, or null. */
    public Long compactionTotalSizeThreshold() { return options.get(COMPACTION_TOTAL_SIZE_THRESHOLD); }
    /** {@code compaction.incremental-size-threshold} in bytes, or null. */
    public Long compactionIncrementalSizeThreshold() { return options.get(COMPACTION_INCREMENTAL_SIZE_THRESHOLD); }
    /** {@code compaction.optimization-interval}, or null. */
    public Duration compactionOptimizationInterval() { return options.get(COMPACTION_OPTIMIZATION_INTERVAL); }
    public int compactionMinFileNum() { return options.get(COMPACTION_MIN_FILE_NUM); }
    public int compactionMaxFileNum() { return options.get(COMPACTION_MAX_FILE_NUM); }
    public long dynamicBucketTargetRowNum() { return options.get(DYNAMIC_BUCKET_TARGET_ROW_NUM); }
    public int dynamicBucketMaxBuckets() { return options.get(DYNAMIC_BUCKET_MAX_BUCKETS); }

    /** {@code dynamic-bucket.initial-buckets}, or null if unset. */
    public Integer dynamicBucketInitialBuckets() { return options.get(DYNAMIC_BUCKET_INITIAL_BUCKETS); }

    /** The buckets a new partition of a dynamic-bucket table starts with: the option, else 1. */
    public int effectiveInitialBuckets() {
        Integer v = dynamicBucketInitialBuckets();
        return v == null ? 1 : v;
    }

    /** {@code full-compaction.delta-commits}, or null if unset. */
    public Integer fullCompactionDeltaCommits() { return options.get(FULL_COMPACTION_DELTA_COMMITS); }

    /** Commits between full compactions of the full-compaction changelog producer: the option, else 1. */
    public int effectiveFullCompactionDeltaCommits() {
        Integer v = fullCompactionDeltaCommits();
        return v == null ? 1 : v;
    }

    public boolean lookupWait() { return options.get(LOOKUP_WAIT); }

    /**
     * Whether the table's writer needs lookups into its older levels (as Paimon 1.4.2's lookup
     * strategy): the lookup changelog producer, deletion vectors, the first-row engine or
     * {@code force-lookup}. Such tables compact their level-0 files up at every commit (COMPACTION.md).
     */
    public boolean needLookup() {
        return changelogProducer() == ChangelogProducer.LOOKUP || deletionVectorsEnabled()
                || mergeEngine() == MergeEngine.FIRST_ROW || options.get(FORCE_LOOKUP);
    }
    /**
     * Whether the table has the lookup layout: {@link #needLookup()} or {@code compaction.force-up-level-0}. Its
     * writers compact every level-0 file up (ForceUpLevel0Compaction), at the commit where the lookup waits.
     */
    public boolean lookupLayout() {
        return needLookup() || options.get(COMPACTION_FORCE_UP_LEVEL_0);
    }

    public boolean deletionVectorsEnabled() { return options.get(DELETION_VECTORS_ENABLED); }
    public boolean changelogRowDeduplicate() { return options.get(CHANGELOG_PRODUCER_ROW_DEDUPLICATE); }

    public List<String> changelogRowDeduplicateIgnoreFields() {
        String v = options.get(CHANGELOG_PRODUCER_ROW_DEDUPLICATE_IGNORE_FIELDS);
        return v == null ? Collections.emptyList() : OptionValues.parseList(v);
    }

    public int snapshotNumRetainedMin() { return options.get(SNAPSHOT_NUM_RETAINED_MIN); }
    public int snapshotNumRetainedMax() { return options.get(SNAPSHOT_NUM_RETAINED_MAX); }
    public Duration snapshotTimeRetained() { return options.get(SNAPSHOT_TIME_RETAINED); }

    /** {@code scan.tag-name}, or null. */
    public String scanTagName() { return options.get(SCAN_TAG_NAME); }
    public String scanFallbackBranch() { return options.get(SCAN_FALLBACK_BRANCH); }
    public int snapshotExpireLimit() { return options.get(SNAPSHOT_EXPIRE_LIMIT); }

    /** Default: {@link #snapshotNumRetainedMin()}. */
    public int changelogNumRetainedMin() {
        Integer v = options.get(CHANGELOG_NUM_RETAINED_MIN);
        return v == null ? snapshotNumRetainedMin() : v;
    }

    /** Default: {@link #snapshotNumRetainedMax()}. */
    public int changelogNumRetainedMax() {
        Integer v = options.get(CHANGELOG_NUM_RETAINED_MAX);
        return v == null ? snapshotNumRetainedMax() : v;
    }

    /** Default: {@link #snapshotTimeRetained()}. */
    public Duration changelogTimeRetained() {
        Duration v = options.get(CHANGELOG_TIME_RETAINED);
        return v == null ? snapshotTimeRetained() : v;
    }

    /**
     * Paimon 1.4.2's {@code changelogLifecycleDecoupled()}: {@code changelog.num-retained.max}, {@code .min} or
     * {@code changelog.time-retained} above the snapshot's. Only then do streaming reads look at long-lived
     * changelogs and does a commit's expiration expire them (whatever the changelog producer).
     */
    public boolean changelogLifecycleDecoupled() {
        return changelogNumRetainedMax() > snapshotNumRetainedMax() || changelogNumRetainedMin() > snapshotNumRetainedMin()
                || changelogTimeRetained().compareTo(snapshotTimeRetained()) > 0;
    }

    /** {@code consumer-id}, or null. */
    public String consumerId() { return options.get(CONSUMER_ID); }
    public ConsumerMode consumerMode() { return options.get(CONSUMER_MODE); }

    /** {@code consumer.expiration-time}, or null (consumers never expire). */
    public Duration consumerExpirationTime() { return options.get(CONSUMER_EXPIRATION_TIME); }

    /** {@code scan.mode} as set (DEFAULT if unset); see {@link #startupMode()} for the effective mode. */
    public StartupMode scanMode() { return options.get(SCAN_MODE); }

    /**
     * The effective start mode: {@code default} becomes from-timestamp if {@code scan.timestamp-millis}
     * is set, from-snapshot if {@code scan.snapshot-id} is set, else latest-full; {@code full} is latest-full.
     */
    public StartupMode startupMode() {
        StartupMode m = scanMode();
        if (m == StartupMode.DEFAULT) {
            if (options.contains(SCAN_TIMESTAMP_MILLIS) || options.contains(SCAN_TIMESTAMP)) {
                return StartupMode.FROM_TIMESTAMP;
            }
            if (options.contains(SCAN_SNAPSHOT_ID) || options.contains(SCAN_TAG_NAME) || options.contains(SCAN_WATERMARK)) {
                return StartupMode.FROM_SNAPSHOT;
            }
            if (options.contains(SCAN_FILE_CREATION_TIME_MILLIS)) {
                return StartupMode.FROM_FILE_CREATION_TIME;
            }
            if (options.contains(SCAN_CREATION_TIME_MILLIS)) {
                return StartupMode.FROM_CREATION_TIMESTAMP;
            }
            if (options.contains(INCREMENTAL_BETWEEN) || options.contains(INCREMENTAL_BETWEEN_TIMESTAMP)) {
                return StartupMode.INCREMENTAL;
            }
            return StartupMode.LATEST_FULL;
        }
        return m == StartupMode.FULL ? StartupMode.LATEST_FULL : m;
    }

    /**
     * The {@code scan.mode} Paimon 1.4.2's table load writes into a table's options when they hold a start option and no
     * {@code scan.mode} (its {@code CoreOptions#setDefaultValues}, visible in SHOW CREATE TABLE), or null: from-timestamp,
     * from-file-creation-time, from-snapshot or incremental, the first that applies. Unlike {@link #startupMode()} (the
     * start a scan takes) it ignores {@code scan.tag-name}, {@code scan.watermark} and {@code scan.creation-time-millis}.
     */
    public StartupMode impliedScanMode() {
        if (options.contains(SCAN_MODE)) {
            return null;
        }
        if (options.contains(SCAN_TIMESTAMP_MILLIS) || options.contains(SCAN_TIMESTAMP)) {
            return StartupMode.FROM_TIMESTAMP;
        }
        if (options.contains(SCAN_FILE_CREATION_TIME_MILLIS)) {
            return StartupMode.FROM_FILE_CREATION_TIME;
        }
        if (options.contains(SCAN_SNAPSHOT_ID)) {
            return StartupMode.FROM_SNAPSHOT;
        }
        if (options.contains(INCREMENTAL_BETWEEN) || options.contains(INCREMENTAL_BETWEEN_TIMESTAMP)
                || options.contains(INCREMENTAL_TO_AUTO_TAG)) {
            return StartupMode.INCREMENTAL;
        }
        return null;
    }

    /** {@code scan.snapshot-id}, or null. */
    public Long scanSnapshotId() { return options.get(SCAN_SNAPSHOT_ID); }

    /** {@code incremental-between}, or null. */
    public String incrementalBetween() { return options.get(INCREMENTAL_BETWEEN); }

    /** {@code incremental-between-timestamp}, or null. */
    public String incrementalBetweenTimestamp() { return options.get(INCREMENTAL_BETWEEN_TIMESTAMP); }

    /** {@code incremental-between-scan-mode}: auto, delta, changelog or diff. */
    public String incrementalBetweenScanMode() { return options.get(INCREMENTAL_BETWEEN_SCAN_MODE); }

    /** {@code scan.file-creation-time-millis}, or null. */
    public Long scanFileCreationTimeMillis() { return options.get(SCAN_FILE_CREATION_TIME_MILLIS); }

    /** {@code scan.timestamp-millis}, else {@code scan.timestamp} converted in the local time zone, or null. */
    public Long scanTimestampMillis() {
        Long millis = options.get(SCAN_TIMESTAMP_MILLIS);
        if (millis != null) {
            return millis;
        }
        String text = options.get(SCAN_TIMESTAMP);
        return text == null ? null : localTimestampMillis(text.trim(), "'" + SCAN_TIMESTAMP.key() + "' = '" + text + "'");
    }

    /** {@code yyyy-MM-dd} then optionally {@code ' '} or {@code 'T'}, {@code HH:mm}, {@code :ss}, a fraction of up to 9 digits. */
    private static final java.time.format.DateTimeFormatter LOCAL_DATE_TIME = new java.time.format.DateTimeFormatterBuilder()
            .append(java.time.format.DateTimeFormatter.ISO_LOCAL_DATE)
            .optionalStart().appendPattern("[ ]['T']HH:mm").optionalStart().appendPattern(":ss")
            .optionalStart().appendFraction(java.time.temporal.ChronoField.NANO_OF_SECOND, 0, 9, true)
            .optionalEnd().optionalEnd().optionalEnd()
            .parseDefaulting(java.time.temporal.ChronoField.HOUR_OF_DAY, 0)
            .parseDefaulting(java.time.temporal.ChronoField.MINUTE_OF_HOUR, 0)
            .parseDefaulting(java.time.temporal.ChronoField.SECOND_OF_MINUTE, 0)
            .toFormatter(Locale.ROOT);

    /**
     * Epoch milliseconds of a timestamp written {@code yyyy-MM-dd[ HH:mm[:ss[.fraction]]]} (or with
     * {@code 'T'} between date and time) in the JVM's time zone, how Paimon converts
     * {@code scan.timestamp} and its procedures' {@code older_than}; {@code what} names the setting
     * in the error. The one text-to-instant conversion of the kernel and the CLI.
     */
    public static long localTimestampMillis(String text, String what) {
        try {
            return localMillis(java.time.LocalDateTime.parse(text.strip(), LOCAL_DATE_TIME));
        } catch (java.time.format.DateTimeParseException e) {
            throw new VarveException(what + " is not a timestamp: use yyyy-MM-dd, yyyy-MM-dd HH:mm:ss or yyyy-MM-dd HH:mm:ss.SSS");
        }
    }

    /** Epoch milliseconds of a local date-time in the JVM's time zone (Paimon's reading of a TIMESTAMP as an instant). */
    public static long localMillis(java.time.LocalDateTime t) {
        return t.atZone(java.time.ZoneId.systemDefault()).toInstant().toEpochMilli();
    }

    public boolean consumerIgnoreProgress() { return options.get(CONSUMER_IGNORE_PROGRESS); }
    public boolean streamingReadOverwrite() { return options.get(STREAMING_READ_OVERWRITE); }
    public boolean streamingReadAppendOverwrite() { return options.get(STREAMING_READ_APPEND_OVERWRITE); }
    /** {@code scan.bounded} = true: a streaming read reads what a batch read would, then ends. */
    public boolean scanBounded() { return Boolean.TRUE.equals(options.get(SCAN_BOUNDED)); }
    /** {@code scan.remove-normalize}: a streaming read of a changelog-producer none table is not normalized. */
    public boolean scanRemoveNormalize() { return options.get(SCAN_REMOVE_NORMALIZE); }
    public boolean deleteForceProduceChangelog() { return options.get(DELETION_FORCE_PRODUCE_CHANGELOG); }

    public boolean dynamicPartitionOverwrite() { return options.get(DYNAMIC_PARTITION_OVERWRITE); }

    /** {@code overwrite-upgrade}: an overwrite's non-overlapping new files of a bucket go to the bottom level. */
    public boolean overwriteUpgrade() { return options.get(OVERWRITE_UPGRADE); }
    public boolean precommitCompact() { return options.get(PRECOMMIT_COMPACT); }
    public boolean scanPlanSortPartition() { return options.get(SCAN_PLAN_SORT_PARTITION); }
    public long fileReaderAsyncThreshold() { return options.get(FILE_READER_ASYNC_THRESHOLD); }
    public boolean scanReadAhead() { return options.get(SCAN_READ_AHEAD); }

    /** The codec Varve uses for data files: {@code none}, {@code lz4} or {@code zstd} (other Paimon codecs map to zstd). */
    public String fileCompression() {
        return effectiveCompression(options.get(FILE_COMPRESSION));
    }

    public int fileCompressionZstdLevel() { return options.get(FILE_COMPRESSION_ZSTD_LEVEL); }
    public String partitionDefaultName() { return options.get(PARTITION_DEFAULT_NAME); }

    /** {@code partition.expiration-time}, or null (no partition expiration). */
    public Duration partitionExpirationTime() { return options.get(PARTITION_EXPIRATION_TIME); }

    /** {@code partition.expiration-check-interval}. */
    public Duration partitionExpirationCheckInterval() { return options.get(PARTITION_EXPIRATION_CHECK_INTERVAL); }

    /** {@code partition.expiration-strategy}: true for {@code update-time}, false for {@code values-time}. */
    public boolean partitionExpirationByUpdateTime() { return "update-time".equals(options.get(PARTITION_EXPIRATION_STRATEGY)); }

    /** {@code partition.expiration-max-num}. */
    public int partitionExpirationMaxNum() { return options.get(PARTITION_EXPIRATION_MAX_NUM); }

    /** {@code partition.expiration-batch-size}, 0 if unset. */
    public int partitionExpirationBatchSize() {
        Integer n = options.get(PARTITION_EXPIRATION_BATCH_SIZE);
        return n == null ? 0 : n;
    }

    /** {@code partition.timestamp-formatter}, or null. */
    public String partitionTimestampFormatter() { return options.get(PARTITION_TIMESTAMP_FORMATTER); }

    /** {@code partition.timestamp-pattern}, or null. */
    public String partitionTimestampPattern() { return options.get(PARTITION_TIMESTAMP_PATTERN); }

    /** {@code end-input.check-partition-expire}. */
    public boolean endInputCheckPartitionExpire() { return options.get(END_INPUT_CHECK_PARTITION_EXPIRE); }

    /** {@code record-level.expire-time}, or null. */
    public Duration recordLevelExpireTime() { return options.get(RECORD_LEVEL_EXPIRE_TIME); }

    /** {@code record-level.time-field}, or null. */
    public String recordLevelTimeField() { return options.get(RECORD_LEVEL_TIME_FIELD); }

    static String effectiveCompression(String codec) {
        String c = codec.trim().toLowerCase(Locale.ROOT);
        if (c.equals("none") || c.equals("uncompressed")) {
            return "none";
        }
        if (c.equals("lz4")) {
            return "lz4";
        }
        return "zstd";
    }

    // ---- aggregation and partial-update -----------------------------------------------------------

    /** The aggregate function explicitly set for a column ({@code fields.<col>.aggregate-function}), or null. */
    public String fieldAggregateFunction(String column) {
        return options.getRaw(fieldKey(column, FIELD_AGGREGATE_FUNCTION));
    }

    /** {@code fields.default-aggregate-function}, or null. */
    public String defaultAggregateFunction() { return options.get(FIELDS_DEFAULT_AGG_FUNC); }

    /**
     * The function that merges a value column under the aggregation engine: its own, else the
     * table default, else {@code last_non_null_value}.
     */
    public String effectiveAggregateFunction(String column) {
        String f = fieldAggregateFunction(column);
        if (f == null) {
            f = defaultAggregateFunction();
        }
        return f == null ? AggregateFunction.LAST_NON_NULL_VALUE.functionName() : f;
    }

    public boolean fieldIgnoreRetract(String column) {
        return fieldTemplate(column, FIELD_IGNORE_RETRACT);
    }

    public String fieldListAggDelimiter(String column) {
        return fieldTemplate(column, FIELD_LIST_AGG_DELIMITER);
    }

    public boolean fieldDistinct(String column) {
        return fieldTemplate(column, FIELD_DISTINCT);
    }

    /** {@code fields.<col>.nested-key} (empty if unset). */
    public List<String> fieldNestedKey(String column) {
        List<String> v = fieldTemplate(column, FIELD_NESTED_KEY);
        return v == null ? Collections.emptyList() : v;
    }

    public int fieldCountLimit(String column) {
        return fieldTemplate(column, FIELD_COUNT_LIMIT);
    }

    /** {@code fields.<col>.ts-field}, or null. */
    public String fieldTsField(String column) {
        return fieldTemplate(column, FIELD_TS_FIELD);
    }

    /** The value of a templated option for one column (its default if unset). */
    public <T> T fieldTemplate(String column, ConfigOption<T> template) {
        String key = fieldKey(column, template);
        String raw = options.getRaw(key);
        return raw == null ? template.defaultValue() : template.parse(key, raw);
    }

    /**
     * The sequence groups ({@code fields.<seq1>[,<seq2>].sequence-group = 'a,b'}) in key order:
     * each maps its sequence columns to the columns it updates.
     */
    public List<SequenceGroup> sequenceGroups() {
        List<SequenceGroup> groups = new ArrayList<>();
        String suffix = "." + templateSuffix(FIELD_SEQUENCE_GROUP);
        for (Map.Entry<String, String> e : options.toMap().entrySet()) {
            String k = e.getKey();
            if (k.startsWith(FIELDS_PREFIX) && k.endsWith(suffix) && k.length() > FIELDS_PREFIX.length() + suffix.length()) {
                String seq = k.substring(FIELDS_PREFIX.length(), k.length() - suffix.length());
                groups.add(new SequenceGroup(OptionValues.parseList(seq), FIELD_SEQUENCE_GROUP.parse(k, e.getValue())));
            }
        }
        return Collections.unmodifiableList(groups);
    }

    /** One partial-update sequence group. Immutable. */
    public static final class SequenceGroup {
        private final List<String> sequenceFields;
        private final List<String> fields;

        public SequenceGroup(List<String> sequenceFields, List<String> fields) {
            this.sequenceFields = Collections.unmodifiableList(new ArrayList<>(sequenceFields));
            this.fields = Collections.unmodifiableList(new ArrayList<>(fields));
        }

        /** The sequence columns, compared left to right. */
        public List<String> sequenceFields() { return sequenceFields; }

        /** The columns this group updates. */
        public List<String> fields() { return fields; }

        @Override
        public String toString() {
            return sequenceFields + " -> " + fields;
        }
    }

    @Override
    public String toString() {
        return options.toString();
    }
}
