package dev.varve.kernel.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The options the table layer reads, with their defaults, over a table's effective options
 * (schema options + dynamic options). Values were validated by the options registry at
 * CREATE / ALTER / hint time; parsing here is tolerant only of already-valid spellings.
 */
public final class TableOptions {
    private final Map<String, String> map;

    public TableOptions(Map<String, String> map) {
        this.map = map;
    }

    public Map<String, String> toMap() {
        return map;
    }

    public String get(String key) {
        return map.get(key);
    }

    private String get(String key, String dflt) {
        String v = map.get(key);
        return v == null ? dflt : v.trim();
    }

    private boolean bool(String key, boolean dflt) {
        return Boolean.parseBoolean(get(key, Boolean.toString(dflt)));
    }

    private int integer(String key, int dflt) {
        return Integer.parseInt(get(key, Integer.toString(dflt)));
    }

    private long longValue(String key, long dflt) {
        return Long.parseLong(get(key, Long.toString(dflt)));
    }

    public int bucket() { return integer("bucket", -1); }

    public List<String> bucketKey() { return list("bucket-key"); }

    public String mergeEngine() { return get("merge-engine", "deduplicate").toLowerCase(Locale.ROOT); }

    public String changelogProducer() { return get("changelog-producer", "none").toLowerCase(Locale.ROOT); }

    public List<String> sequenceFields() { return list("sequence.field"); }

    public long writeBufferSize() { return memory(get("write-buffer-size", "256 mb")); }

    public int pageSize() { return (int) memory(get("page-size", "64 kb")); }

    public boolean writeBufferSpillable() { return bool("write-buffer-spillable", true); }

    public long targetFileSize(boolean primaryKey) {
        String v = map.get("target-file-size");
        return v == null ? (primaryKey ? 128L << 20 : 256L << 20) : memory(v);
    }

    public int numSortedRunCompactionTrigger() { return integer("num-sorted-run.compaction-trigger", 5); }

    public int numSortedRunStopTrigger() {
        String v = map.get("num-sorted-run.stop-trigger");
        int trigger = numSortedRunCompactionTrigger();
        return v == null ? trigger + 3 : Math.max(trigger, Integer.parseInt(v.trim()));
    }

    public int numLevels() {
        String v = map.get("num-levels");
        return v == null ? numSortedRunCompactionTrigger() + 1 : Math.max(2, Integer.parseInt(v.trim()));
    }

    public int maxSizeAmplificationPercent() { return integer("compaction.max-size-amplification-percent", 200); }

    public int sizeRatio() { return integer("compaction.size-ratio", 1); }

    public int compactionMinFileNum() { return integer("compaction.min.file-num", 5); }

    public int compactionMaxFileNum() { return integer("compaction.max.file-num", 50); }

    public long dynamicBucketTargetRowNum() { return longValue("dynamic-bucket.target-row-num", 2_000_000L); }

    public int dynamicBucketInitialBuckets() { return integer("dynamic-bucket.initial-buckets", 1); }

    public int fullCompactionDeltaCommits() { return integer("full-compaction.delta-commits", 1); }

    public boolean lookupWait() { return bool("lookup-wait", true); }

    public boolean changelogRowDeduplicate() { return bool("changelog-producer.row-deduplicate", false); }

    public List<String> changelogRowDeduplicateIgnoreFields() {
        return list("changelog-producer.row-deduplicate-ignore-fields");
    }

    public boolean writeOnly() { return bool("write-only", false); }

    public int snapshotNumRetainedMin() { return integer("snapshot.num-retained.min", 10); }

    public int snapshotNumRetainedMax() { return integer("snapshot.num-retained.max", Integer.MAX_VALUE); }

    public long snapshotTimeRetainedMillis() { return duration(get("snapshot.time-retained", "1 h")); }

    public int changelogNumRetainedMin() {
        String v = map.get("changelog.num-retained.min");
        return v == null ? snapshotNumRetainedMin() : Integer.parseInt(v.trim());
    }

    public int changelogNumRetainedMax() {
        String v = map.get("changelog.num-retained.max");
        return v == null ? snapshotNumRetainedMax() : Integer.parseInt(v.trim());
    }

    public long changelogTimeRetainedMillis() {
        String v = map.get("changelog.time-retained");
        return v == null ? snapshotTimeRetainedMillis() : duration(v);
    }

    public boolean snapshotExpireEnabled() { return !bool("write-only", false); }

    public String consumerId() { return map.get("consumer-id"); }

    public boolean consumerAtLeastOnce() { return "at-least-once".equalsIgnoreCase(get("consumer.mode", "exactly-once")); }

    public long consumerExpirationMillis() {
        String v = map.get("consumer.expiration-time");
        return v == null ? -1 : duration(v);
    }

    public boolean consumerIgnoreProgress() { return bool("consumer.ignore-progress", false); }

    public String scanMode() { return get("scan.mode", "default").toLowerCase(Locale.ROOT); }

    public Long scanSnapshotId() {
        String v = map.get("scan.snapshot-id");
        return v == null ? null : Long.parseLong(v.trim());
    }

    public Long scanTimestampMillis() {
        String v = map.get("scan.timestamp-millis");
        return v == null ? null : Long.parseLong(v.trim());
    }

    public String scanTimestamp() { return map.get("scan.timestamp"); }

    public Long scanTagOrWatermark() { return null; }

    public boolean dynamicPartitionOverwrite() { return bool("dynamic-partition-overwrite", true); }

    public boolean precommitCompact() { return bool("precommit-compact", false); }

    public boolean scanPlanSortPartition() { return bool("scan.plan-sort-partition", false); }

    public String fileCompression() {
        return get("file.compression", "zstd").toLowerCase(Locale.ROOT);
    }

    public int fileCompressionZstdLevel() { return integer("file.compression.zstd-level", 1); }

    public String partitionDefaultName() { return get("partition.default-name", "__DEFAULT_PARTITION__"); }

    public boolean streamingReadOverwrite() { return bool("streaming-read-overwrite", false); }

    public boolean fileSync() { return bool("commit.fsync", true); }

    public List<String> list(String key) {
        String v = map.get(key);
        if (v == null || v.trim().isEmpty()) {
            return Collections.emptyList();
        }
        List<String> out = new ArrayList<>();
        for (String s : v.split(",")) {
            if (!s.trim().isEmpty()) {
                out.add(s.trim());
            }
        }
        return out;
    }

    /** Memory sizes as the options registry parses them ("256 mb", "64kb", plain bytes). */
    public static long memory(String text) {
        return dev.varve.kernel.options.OptionValues.parseMemorySize(text);
    }

    /** Durations as the options registry parses them ("1 h", "30 min", "10s", plain millis). */
    public static long duration(String text) {
        return dev.varve.kernel.options.OptionValues.parseDuration(text).toMillis();
    }
}
