package dev.varve.kernel.options;

import dev.varve.kernel.VarveException;
import dev.varve.kernel.options.CoreOptions.ChangelogProducer;
import dev.varve.kernel.options.CoreOptions.MergeEngine;
import dev.varve.kernel.options.CoreOptions.StartupMode;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OptionsTest {

    @Test
    void defaultsMatchPaimon() {
        CoreOptions o = CoreOptions.fromMap(Map.of());
        assertEquals(-1, o.bucket());
        assertEquals(List.of(), o.bucketKey());
        assertEquals(MergeEngine.DEDUPLICATE, o.mergeEngine());
        assertEquals(ChangelogProducer.NONE, o.changelogProducer());
        assertEquals(256L << 20, o.writeBufferSize());
        assertTrue(o.writeBufferSpillable());
        assertEquals(128L << 20, o.targetFileSize(true));
        assertEquals(256L << 20, o.targetFileSize(false));
        assertEquals(5, o.numSortedRunCompactionTrigger());
        assertEquals(8, o.numSortedRunStopTrigger());
        assertEquals(200, o.maxSizeAmplificationPercent());
        assertEquals(1, o.sizeRatio());
        assertEquals(5, o.compactionMinFileNum());
        assertEquals(50, o.compactionMaxFileNum());
        assertEquals(2_000_000L, o.dynamicBucketTargetRowNum());
        assertNull(o.dynamicBucketInitialBuckets());
        assertNull(o.fullCompactionDeltaCommits());
        assertTrue(o.lookupWait());
        assertFalse(o.changelogRowDeduplicate());
        assertEquals(10, o.snapshotNumRetainedMin());
        assertEquals(Integer.MAX_VALUE, o.snapshotNumRetainedMax());
        assertEquals(Duration.ofHours(1), o.snapshotTimeRetained());
        assertEquals(10, o.changelogNumRetainedMin());
        assertEquals(Integer.MAX_VALUE, o.changelogNumRetainedMax());
        assertEquals(Duration.ofHours(1), o.changelogTimeRetained());
        assertNull(o.consumerId());
        assertEquals(CoreOptions.ConsumerMode.EXACTLY_ONCE, o.consumerMode());
        assertNull(o.consumerExpirationTime());
        assertEquals(StartupMode.DEFAULT, o.scanMode());
        assertEquals(StartupMode.LATEST_FULL, o.startupMode());
        assertTrue(o.dynamicPartitionOverwrite());
        assertFalse(o.precommitCompact());
        assertFalse(o.scanPlanSortPartition());
        assertEquals("zstd", o.fileCompression());
        assertEquals(1, o.fileCompressionZstdLevel());
        assertEquals("__DEFAULT_PARTITION__", o.partitionDefaultName());
        assertFalse(o.ignoreDelete());
        assertFalse(o.ignoreUpdateBefore());
        assertEquals(List.of(), o.sequenceFields());
        assertFalse(o.sequenceFieldSortOrderDescending());
        assertEquals("last_non_null_value", o.effectiveAggregateFunction("x"));
    }

    @Test
    void typedValuesAndAliases() {
        CoreOptions o = CoreOptions.fromMap(Map.ofEntries(
                Map.entry("bucket", "4"), Map.entry("merge-engine", "PARTIAL-UPDATE"),
                Map.entry("changelog-producer", "full-compaction"), Map.entry("write-buffer-size", "64 mb"),
                Map.entry("partial-update.ignore-delete", "true"), Map.entry("sequence.field", "a, b"),
                Map.entry("sequence.field.sort-order", "descending"), Map.entry("snapshot.time-retained", "7d"),
                Map.entry("num-sorted-run.compaction-trigger", "10"), Map.entry("changelog.precommit-compact", "true"),
                Map.entry("scan.snapshot-id", "3"), Map.entry("file.compression", "LZ4"),
                Map.entry("changelog-producer.lookup-wait", "false"), Map.entry("bucket-key", "a,b")));
        assertEquals(4, o.bucket());
        assertEquals(List.of("a", "b"), o.bucketKey());
        assertEquals(MergeEngine.PARTIAL_UPDATE, o.mergeEngine());
        assertEquals(ChangelogProducer.FULL_COMPACTION, o.changelogProducer());
        assertEquals(64L << 20, o.writeBufferSize());
        assertTrue(o.ignoreDelete());
        assertEquals(List.of("a", "b"), o.sequenceFields());
        assertTrue(o.sequenceFieldSortOrderDescending());
        assertEquals(Duration.ofDays(7), o.snapshotTimeRetained());
        assertEquals(13, o.numSortedRunStopTrigger());
        assertTrue(o.precommitCompact());
        assertEquals(StartupMode.FROM_SNAPSHOT, o.startupMode());
        assertEquals(3L, o.scanSnapshotId());
        assertEquals("lz4", o.fileCompression());
        assertFalse(o.lookupWait());
        assertTrue(CoreOptions.fromMap(Map.of("first-row.ignore-delete", "true")).ignoreDelete());
        assertEquals(StartupMode.FROM_TIMESTAMP,
                CoreOptions.fromMap(Map.of("scan.timestamp-millis", "1000")).startupMode());
        assertEquals(StartupMode.LATEST_FULL, CoreOptions.fromMap(Map.of("scan.mode", "full")).startupMode());
        assertEquals("zstd", CoreOptions.fromMap(Map.of("file.compression", "snappy")).fileCompression());
        assertEquals("none", CoreOptions.fromMap(Map.of("file.compression", "none")).fileCompression());
    }

    @Test
    void primaryKeyWinsOverFallbackKey() {
        Options o = Options.of(Map.of("ignore-delete", "false", "first-row.ignore-delete", "true"));
        assertFalse(o.get(CoreOptions.IGNORE_DELETE));
        assertEquals("ignore-delete", o.keyUsed(CoreOptions.IGNORE_DELETE));
        assertTrue(Options.of(Map.of("deduplicate.ignore-delete", "true")).contains(CoreOptions.IGNORE_DELETE));
    }

    @Test
    void accessorOnUnparsableValueNamesTheOption() {
        VarveException e = assertThrows(VarveException.InvalidSchema.class,
                () -> CoreOptions.fromMap(Map.of("bucket", "abc")).bucket());
        assertEquals("invalid value 'abc' for option 'bucket': expected an integer", e.getMessage());
    }

    @Test
    void optionsIsAnImmutableCopy() {
        java.util.Map<String, String> m = new java.util.HashMap<>(Map.of("bucket", "2"));
        Options o = Options.of(m);
        m.put("bucket", "3");
        assertEquals(2, o.get(CoreOptions.BUCKET));
        assertThrows(UnsupportedOperationException.class, () -> o.toMap().put("x", "y"));
        Options o2 = o.with("bucket", "5").with(Map.of("merge-engine", "first-row"));
        assertEquals(5, o2.get(CoreOptions.BUCKET));
        assertEquals(2, o.get(CoreOptions.BUCKET));
        assertFalse(o2.without("bucket").containsKey("bucket"));
        assertThrows(NullPointerException.class, () -> Options.of(java.util.Collections.singletonMap("k", null)));
    }

    @Test
    void sequenceGroupsAndFieldTemplates() {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        m.put("fields.g_1.sequence-group", "a,b");
        m.put("fields.g_2,g_3.sequence-group", "c");
        m.putAll(Map.of(
                "fields.s.list-agg-delimiter", ";", "fields.s.distinct", "true", "fields.n.nested-key", "k1,k2",
                "fields.n.count-limit", "7", "fields.x.ignore-retract", "true", "fields.x.aggregate-function", "sum",
                "fields.default-aggregate-function", "max"));
        CoreOptions o = CoreOptions.fromMap(m);
        assertEquals(2, o.sequenceGroups().size());
        assertEquals(List.of("g_1"), o.sequenceGroups().get(0).sequenceFields());
        assertEquals(List.of("a", "b"), o.sequenceGroups().get(0).fields());
        assertEquals(List.of("g_2", "g_3"), o.sequenceGroups().get(1).sequenceFields());
        assertEquals(";", o.fieldListAggDelimiter("s"));
        assertEquals(",", o.fieldListAggDelimiter("other"));
        assertTrue(o.fieldDistinct("s"));
        assertEquals(List.of("k1", "k2"), o.fieldNestedKey("n"));
        assertEquals(7, o.fieldCountLimit("n"));
        assertTrue(o.fieldIgnoreRetract("x"));
        assertFalse(o.fieldIgnoreRetract("s"));
        assertEquals("sum", o.fieldAggregateFunction("x"));
        assertEquals("sum", o.effectiveAggregateFunction("x"));
        assertEquals("max", o.effectiveAggregateFunction("s"));
        assertEquals("fields.x.aggregate-function", CoreOptions.fieldKey("x", CoreOptions.FIELD_AGGREGATE_FUNCTION));
    }

    @Test
    void registryHoldsEveryPaimonCoreKeyOnce() {
        OptionsRegistry r = OptionsRegistry.get();
        Set<String> keys = new HashSet<>();
        for (ConfigOption<?> o : r.options()) {
            assertTrue(keys.add(o.key()), "duplicate " + o.key());
            assertFalse(o.description().isEmpty(), o.key());
            if (o.support() != ConfigOption.Support.IMPLEMENTED) {
                assertTrue(o.supportNote() != null && !o.supportNote().isEmpty(), o.key());
            }
        }
        // a sample of Paimon 1.4.2 core and connector keys, seed aliases and Varve keys
        for (String k : List.of("bucket", "bucket-key", "merge-engine", "changelog-producer", "sequence.field",
                "file.format", "deletion-vectors.enabled", "snapshot.expire.limit", "lookup.cache-max-memory-size",
                "tag.automatic-creation", "sink.parallelism", "precommit-compact", "compaction.max.file-num",
                "sequence.auto-padding", "partial-update.ignore-delete", "first-row.ignore-delete",
                "changelog-producer.lookup-wait", "write-buffer-spillable", "pk-clustering-override")) {
            assertTrue(r.find(k) != null, k);
        }
        assertTrue(r.options().size() > 300, "options: " + r.options().size());
        assertEquals(CoreOptions.IGNORE_DELETE, r.find("partial-update.ignore-delete"));
    }

    @Test
    void suggestionsNormalizeSeparatorsAndToleratesTypos() {
        OptionsRegistry r = OptionsRegistry.get();
        assertEquals("merge-engine", r.suggest("merge_engine"));
        assertEquals("merge-engine", r.suggest("MERGE-ENGINE"));
        assertEquals("bucket", r.suggest("bukcet"));
        assertEquals("snapshot.num-retained.min", r.suggest("snapshot.num-retain.min"));
        assertEquals("fields.v.aggregate-function", r.suggest("fields.v.aggregate_function"));
        assertNull(r.suggest("completely-made-up-thing"));
    }

    @Test
    void documentationTexts() {
        assertEquals("256 mb", CoreOptions.WRITE_BUFFER_SIZE.defaultValueText());
        assertEquals("1 h", CoreOptions.SNAPSHOT_TIME_RETAINED.defaultValueText());
        assertEquals("(none)", CoreOptions.SEQUENCE_FIELD.defaultValueText());
        assertEquals("deduplicate", CoreOptions.MERGE_ENGINE.defaultValueText());
        assertEquals("ENUM (deduplicate, partial-update, aggregation, first-row)", CoreOptions.MERGE_ENGINE.typeText());
        assertTrue(CoreOptions.TARGET_FILE_SIZE.defaultValueText().contains("128 mb"));
    }
}
