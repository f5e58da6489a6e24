package dev.varve.kernel.options;

import dev.varve.kernel.VarveException;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OptionsValidatorTest {

    /** id INT, p STRING, v INT, price DOUBLE, s STRING, ts TIMESTAMP(3), b BOOLEAN, arr ARRAY<INT>, bin BYTES, g INT. */
    private static final RowType ROW = new RowType(List.of(
            new DataField(0, "id", DataType.intType().notNull()),
            new DataField(1, "p", DataType.string()),
            new DataField(2, "v", DataType.intType()),
            new DataField(3, "price", DataType.doubleType()),
            new DataField(4, "s", DataType.string()),
            new DataField(5, "ts", DataType.timestamp(3)),
            new DataField(6, "b", DataType.booleanType()),
            new DataField(7, "arr", DataType.array(DataType.intType())),
            new DataField(8, "bin", DataType.bytes()),
            new DataField(9, "g", DataType.intType()),
            new DataField(10, "nested", DataType.array(DataType.row(List.of(
                    new DataField(0, "k", DataType.intType()), new DataField(1, "val", DataType.string())))))));

    private static Map<String, String> opts(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    private static List<String> pk(String... kv) {
        return OptionsValidator.validate(opts(kv), ROW, List.of("id"), List.of());
    }

    private static List<String> append(String... kv) {
        return OptionsValidator.validate(opts(kv), ROW, List.of(), List.of());
    }

    private static void pkRejects(String message, String... kv) {
        VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> pk(kv));
        assertEquals(message, e.getMessage());
    }

    private static void pkRejectsContaining(String part, String... kv) {
        VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> pk(kv));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }

    @Test
    void acceptsTheSeedsDdl() {
        assertEquals(List.of(), pk("merge-engine", "aggregation", "fields.price.aggregate-function", "max",
                "fields.v.aggregate-function", "sum"));
        assertEquals(List.of(), pk("merge-engine", "partial-update", "partial-update.ignore-delete", "true",
                "fields.g.sequence-group", "v,s", "changelog-producer", "lookup"));
        assertEquals(List.of(), pk("merge-engine", "first-row", "first-row.ignore-delete", "true",
                "changelog-producer", "lookup"));
        // Apache Paimon 1.4.2 no longer has 'sequence.auto-padding' (accepted, without effect)
        assertEquals(List.of("option 'sequence.auto-padding' is ignored by Varve (Apache Paimon 1.4.2 no longer has it:"
                + " ties on the sequence field go to arrival order whatever it lists)"),
                pk("merge-engine", "deduplicate", "sequence.field", "ts", "sequence.auto-padding", "row-kind-flag", "snapshot.num-retained.min", "20",
                "snapshot.num-retained.max", "50", "snapshot.time-retained", "7d", "consumer.expiration-time", "7d",
                "consumer.mode", "exactly-once", "num-sorted-run.compaction-trigger", "10",
                "changelog-producer", "lookup", "changelog-producer.row-deduplicate", "true",
                "full-compaction.delta-commits", "3", "precommit-compact", "true", "bucket", "4"));
        assertEquals(List.of(), append("compaction.min.file-num", "5", "compaction.max.file-num", "50",
                "scan.plan-sort-partition", "true"));
        assertEquals(List.of(), append("bucket", "4", "bucket-key", "v,s"));
        assertEquals(List.of(), pk("fields.price.aggregate-function", "count".equals("x") ? "x" : "max",
                "merge-engine", "aggregation", "fields.v.aggregate-function", "count"));
    }

    @Test
    void unknownKeysGetAHint() {
        pkRejects("unknown option 'merge_engine' (did you mean 'merge-engine'?)", "merge_engine", "deduplicate");
        pkRejects("unknown option 'bukcet' (did you mean 'bucket'?)", "bukcet", "2");
        pkRejects("unknown option 'frobnicate'", "frobnicate", "yes");
        pkRejects("unknown option 'fields.v.aggregate_function' (did you mean 'fields.v.aggregate-function'?)",
                "fields.v.aggregate_function", "sum");
        pkRejects("unknown option 'connector'", "connector", "print");
    }

    @Test
    void wrongTypesAndRangesNameTheOption() {
        pkRejects("invalid value 'abc' for option 'bucket': expected an integer", "bucket", "abc");
        pkRejects("'bucket' must be -1 or greater than 0, got 0", "bucket", "0");
        pkRejects("'bucket' must be -1 or greater than 0, got -3", "bucket", "-3");
        pkRejects("'bucket' = '-2' (postpone bucket mode) is not supported by Varve; use -1 or a number greater than 0",
                "bucket", "-2");
        pkRejects("invalid value 'yes' for option 'ignore-delete': expected true or false", "ignore-delete", "yes");
        pkRejects("invalid value 'yes' for option 'partial-update.ignore-delete': expected true or false",
                "partial-update.ignore-delete", "yes");
        pkRejects("invalid value 'dedup' for option 'merge-engine': expected one of deduplicate, partial-update, aggregation, first-row",
                "merge-engine", "dedup");
        pkRejectsContaining("invalid value 'lots' for option 'write-buffer-size': expected a memory size", "write-buffer-size", "lots");
        pkRejectsContaining("invalid value 'soon' for option 'snapshot.time-retained': expected a duration",
                "snapshot.time-retained", "soon");
        pkRejects("'snapshot.num-retained.min' must be at least 1, got 0", "snapshot.num-retained.min", "0");
        pkRejects("'num-sorted-run.compaction-trigger' must be at least 1, got 0", "num-sorted-run.compaction-trigger", "0");
        pkRejects("'dynamic-bucket.target-row-num' must be greater than 0, got 0", "dynamic-bucket.target-row-num", "0");
        pkRejects("'file.compression.zstd-level' must be between 1 and 22, got 30", "file.compression.zstd-level", "30");
        pkRejects("invalid value 'down' for option 'sequence.field.sort-order': expected one of ascending, descending",
                "sequence.field", "ts", "sequence.field.sort-order", "down");
        pkRejects("'sequence.auto-padding' must list row-kind-flag, second-to-micro or millis-to-micro, got zigzag",
                "sequence.field", "ts", "sequence.auto-padding", "zigzag");
        pkRejects("'type' = 'format-table' is not supported by Varve (only 'table')", "type", "format-table");
    }

    @Test
    void ignoreEmptyCommitTakesBothValuesSilently() {
        // Paimon 1.4.2's Flink writes never consult it (golden sweep45_op45_ignore_empty_commit_false)
        assertEquals(List.of(), pk("snapshot.ignore-empty-commit", "true"));
        assertEquals(List.of(), pk("snapshot.ignore-empty-commit", "false"));
        pkRejectsContaining("'snapshot.ignore-empty-commit'", "snapshot.ignore-empty-commit", "maybe");
    }

    @Test
    void ignoredOptionsWarnAndUnsupportedOnesAreRejected() {
        List<String> w = pk("file.format", "orc", "sink.parallelism", "4", "parquet.block.size", "1000",
                "file-index.bloom-filter.columns", "v");
        assertEquals(4, w.size(), w.toString());
        assertTrue(w.get(0).startsWith("option 'file.format' is ignored by Varve ("), w.get(0));
        assertTrue(w.get(2).startsWith("option 'parquet.block.size' is ignored by Varve"), w.get(2));
        // at its default value an ignored option is silent
        assertEquals(List.of(), pk("file.format", "parquet"));
        pkRejects("option 'row-tracking.enabled' is not supported by Varve (not implemented)",
                "row-tracking.enabled", "true");
        pkRejects("option 'commit.callback.com.x.Cb.param' is not supported by Varve (custom callbacks are not supported)",
                "commit.callback.com.x.Cb.param", "1");
        // fields.<col>.default-value: stored, never applied (Paimon 1.4.2 no longer reads it), not type-checked
        assertEquals(List.of(), pk("fields.v.default-value", "not a number"));
        // lookup-compact = gentle would delay the lookup producer's changelog (Paimon 1.4.2 on Flink emits none while
        // level 0 waits for the forced compaction); its default, radical, is what Varve does
        pkRejectsContaining("option 'lookup-compact' is not supported by Varve (GENTLE defers",
                "changelog-producer", "lookup", "lookup-compact", "gentle");
        // an unsupported option at its default value is accepted
        assertEquals(List.of(), pk("deletion-vectors.modifiable", "false", "branch", "main"));
        assertEquals(List.of(), pk("lookup-compact", "radical"));
        assertEquals(List.of("'file.compression' = 'snappy' is not available in Varve; data files use zstd"),
                pk("file.compression", "snappy"));
    }

    @Test
    void aliasesMayNotContradict() {
        pkRejects("options 'ignore-delete' and 'partial-update.ignore-delete' are the same option and conflict ('false' vs 'true')",
                "ignore-delete", "false", "partial-update.ignore-delete", "true");
        assertEquals(List.of(), pk("ignore-delete", "true", "first-row.ignore-delete", "TRUE"));
    }

    @Test
    void templatedKeysMustNameColumns() {
        pkRejects("fields.pricee.aggregate-function: no column 'pricee' (did you mean 'price'?)",
                "merge-engine", "aggregation", "fields.pricee.aggregate-function", "max");
        pkRejects("fields.zz.ignore-retract: no column 'zz'", "merge-engine", "aggregation", "fields.zz.ignore-retract", "true");
        pkRejects("fields.g,zz.sequence-group: no column 'zz'", "merge-engine", "partial-update", "fields.g,zz.sequence-group", "v");
        pkRejects("fields.g.sequence-group: no column 'vv' (did you mean 'v'?)",
                "merge-engine", "partial-update", "fields.g.sequence-group", "vv");
        pkRejects("fields.Price.aggregate-function: no column 'Price' (did you mean 'price'?)",
                "merge-engine", "aggregation", "fields.Price.aggregate-function", "max");
    }

    @Test
    void aFunctionNotFittingItsColumnIsNoErrorWhereTheEngineDoesNotAggregate() {
        // Paimon 1.4.2 builds field aggregators only for aggregation and partial-update; deduplicate, first-row and
        // append tables ignore the per-column functions (a warning says so), so they may not fit the column
        assertEquals(List.of("'fields.p.aggregate-function' has no effect with 'merge-engine' = 'deduplicate'"),
                pk("merge-engine", "deduplicate", "fields.p.aggregate-function", "sum"));
        assertEquals(List.of("'fields.v.aggregate-function' has no effect with 'merge-engine' = 'first-row'"),
                pk("merge-engine", "first-row", "fields.v.aggregate-function", "bool_and"));
        assertEquals(List.of("'fields.p.aggregate-function' has no effect on a table without primary key"),
                append("fields.p.aggregate-function", "sum"));
        // a typo is still refused everywhere
        pkRejectsContaining("unknown aggregate function 'summ'", "fields.v.aggregate-function", "summ");
        // where the engine aggregates, the column must fit
        pkRejects("'fields.p.aggregate-function' = 'sum' does not support column 'p' of type STRING (supported: numeric types)",
                "merge-engine", "partial-update", "fields.g.sequence-group", "p", "fields.p.aggregate-function", "sum");
    }

    @Test
    void mergeMapWithKeyTimeTimeFieldIsOptional() {
        RowType t = new RowType(List.of(new DataField(0, "id", DataType.intType().notNull()),
                new DataField(1, "m", DataType.map(DataType.string(), DataType.row(List.of(
                        new DataField(0, "val", DataType.string()), new DataField(1, "t", DataType.string())))))));
        // Paimon 1.4.2 takes the ROW's last field when 'fields.<c>.ts-field' is not set
        assertEquals(List.of(), OptionsValidator.validate(opts("merge-engine", "aggregation",
                "fields.m.aggregate-function", "merge_map_with_keytime"), t, List.of("id"), List.of()));
        assertEquals(List.of(), OptionsValidator.validate(opts("merge-engine", "aggregation",
                "fields.m.aggregate-function", "merge_map_with_keytime", "fields.m.ts-field", "val"), t, List.of("id"),
                List.of()));
        VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> OptionsValidator.validate(
                opts("merge-engine", "aggregation", "fields.m.aggregate-function", "merge_map_with_keytime",
                        "fields.m.ts-field", "ts"), t, List.of("id"), List.of()));
        assertTrue(e.getMessage().contains("'fields.m.ts-field'"), e.getMessage());
    }

    @Test
    void aggregateFunctions() {
        VarveException e = assertThrows(VarveException.InvalidSchema.class,
                () -> pk("merge-engine", "aggregation", "fields.v.aggregate-function", "summ"));
        assertEquals("unknown aggregate function 'summ' in 'fields.v.aggregate-function' (did you mean 'sum'?); valid functions: "
                + "sum, product, count, max, min, first_value, last_value, first_non_null_value, first_not_null_value, "
                + "last_non_null_value, listagg, bool_and, bool_or, collect, merge_map, merge_map_with_keytime, "
                + "nested_update, nested_partial_update, rbm32, rbm64, hll_sketch, theta_sketch", e.getMessage());
        pkRejectsContaining("unknown aggregate function 'zz' in 'fields.default-aggregate-function'",
                "merge-engine", "aggregation", "fields.default-aggregate-function", "zz");
        pkRejects("'fields.s.aggregate-function' = 'sum' does not support column 's' of type STRING (supported: numeric types)",
                "merge-engine", "aggregation", "fields.s.aggregate-function", "sum");
        pkRejects("'fields.v.aggregate-function' = 'bool_and' does not support column 'v' of type INT (supported: BOOLEAN)",
                "merge-engine", "aggregation", "fields.v.aggregate-function", "bool_and");
        pkRejectsContaining("'fields.default-aggregate-function' = 'sum' does not support column 'p' of type STRING",
                "merge-engine", "aggregation", "fields.default-aggregate-function", "sum");
        assertEquals(List.of(), pk("merge-engine", "aggregation", "fields.s.aggregate-function", "listagg",
                "fields.s.list-agg-delimiter", ";", "fields.s.distinct", "true", "fields.b.aggregate-function", "bool_or",
                "fields.arr.aggregate-function", "collect", "fields.bin.aggregate-function", "rbm64",
                "fields.price.aggregate-function", "first_not_null_value", "fields.v.ignore-retract", "true",
                "fields.nested.aggregate-function", "nested_update", "fields.nested.nested-key", "k",
                "fields.nested.count-limit", "10"));
        pkRejects("'fields.nested.nested-key': the elements of 'nested' have no field 'kk' (fields: k, val)",
                "merge-engine", "aggregation", "fields.nested.aggregate-function", "nested_update",
                "fields.nested.nested-key", "kk");
        pkRejects("'fields.v.nested-key': column 'v' has type INT; nested keys need an ARRAY<ROW<...>> column",
                "merge-engine", "aggregation", "fields.v.nested-key", "k");
        pkRejects("'fields.nested.count-limit' must be greater than 0, got 0",
                "merge-engine", "aggregation", "fields.nested.count-limit", "0");
        pkRejects("'fields.ts.aggregate-function': column 'ts' is a 'sequence.field' and cannot have an aggregate function",
                "merge-engine", "aggregation", "sequence.field", "ts", "fields.ts.aggregate-function", "max");
        assertEquals(List.of("'fields.id.aggregate-function' has no effect: 'id' is a primary-key column"),
                pk("merge-engine", "aggregation", "fields.id.aggregate-function", "sum"));
        assertEquals(List.of("'fields.v.aggregate-function' has no effect with 'merge-engine' = 'deduplicate'"),
                pk("fields.v.aggregate-function", "sum"));
    }

    @Test
    void partialUpdateSequenceGroups() {
        assertEquals(List.of(), pk("merge-engine", "partial-update", "fields.g,ts.sequence-group", "v,s",
                "fields.v.aggregate-function", "sum"));
        pkRejects("'fields.v.aggregate-function': with 'merge-engine' = 'partial-update' an aggregate function needs a"
                        + " sequence group containing column 'v' (fields.<seq>.sequence-group)",
                "merge-engine", "partial-update", "fields.v.aggregate-function", "sum");
        assertEquals(List.of(), pk("merge-engine", "partial-update", "fields.v.aggregate-function", "last_non_null_value"));
        pkRejects("fields.ts.sequence-group: column 's' is already in 'fields.g.sequence-group'; a column can belong to one sequence group only",
                "merge-engine", "partial-update", "fields.g.sequence-group", "s", "fields.ts.sequence-group", "s");
        pkRejects("fields.g.sequence-group: column 'id' is a primary-key column",
                "merge-engine", "partial-update", "fields.g.sequence-group", "id");
        pkRejects("fields.arr.sequence-group: sequence column 'arr' has type ARRAY<INT>; ARRAY, MAP and ROW columns cannot order a sequence group",
                "merge-engine", "partial-update", "fields.arr.sequence-group", "v");
        pkRejectsContaining("'partial-update.remove-record-on-delete' cannot be combined with sequence groups",
                "merge-engine", "partial-update", "partial-update.remove-record-on-delete", "true",
                "fields.g.sequence-group", "v");
        assertEquals(List.of("'fields.g.sequence-group' has no effect with 'merge-engine' = 'deduplicate'"),
                pk("fields.g.sequence-group", "v"));
    }

    @Test
    void sequenceField() {
        pkRejects("'sequence.field': no column 'zz'", "sequence.field", "zz");
        pkRejects("'sequence.field' column 'arr' has type ARRAY<INT>; ARRAY, MAP and ROW columns cannot be a sequence field",
                "sequence.field", "arr");
        // every atomic type orders a sequence, as in Paimon 1.4.2 (OptionValidationDifferentialTest)
        assertEquals(List.of(), pk("sequence.field", "s,b,bin,price"));
        pkRejects("'sequence.field' lists column 'ts' twice", "sequence.field", "ts,ts");
        pkRejects("'sequence.field' cannot be used with 'merge-engine' = 'first-row'",
                "merge-engine", "first-row", "sequence.field", "ts");
        assertEquals(List.of(), pk("sequence.field", "ts,v", "sequence.field.sort-order", "descending"));
        VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> OptionsValidator.validate(
                opts("sequence.field", "ts"), ROW, List.of("id"), List.of("p")));
        assertTrue(e.getMessage().startsWith("'sequence.field' cannot be used when the primary key (id) does not contain"
                + " all partition columns (p)"), e.getMessage());
        assertEquals(List.of("'sequence.field' has no effect on a table without primary key"), append("sequence.field", "ts"));
    }

    @Test
    void buckets() {
        pkRejects("'bucket-key' cannot be used with 'bucket' = '-1' (dynamic or unaware bucket mode): remove"
                + " 'bucket-key' or set 'bucket' to a number greater than 0", "bucket-key", "id");
        pkRejects("'bucket-key' (v) must be a subset of the primary key (id)", "bucket", "2", "bucket-key", "v");
        pkRejects("'bucket-key': no column 'zz'", "bucket", "2", "bucket-key", "zz");
        pkRejects("'bucket-key' lists column 'id' twice", "bucket", "2", "bucket-key", "id,id");
        VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> append("bucket", "2", "bucket-key", "arr"));
        assertEquals("'bucket-key' column 'arr' has type ARRAY<INT>; ARRAY, MAP and ROW columns cannot be bucket keys", e.getMessage());
        List<String> w = OptionsValidator.validate(opts("bucket", "4"), ROW, List.of("id"), List.of("p"));
        assertEquals(1, w.size());
        assertTrue(w.get(0).contains("unique per partition only"), w.get(0));
        // dynamic bucket: cross-partition upsert, no warning
        assertEquals(List.of(), OptionsValidator.validate(opts(), ROW, List.of("id"), List.of("p")));
        assertEquals(List.of(), OptionsValidator.validate(opts("bucket", "4"), ROW, List.of("id", "p"), List.of("p")));
        // a partition column in the bucket key is refused, as Paimon 1.4.2 does (PK and append tables)
        e = assertThrows(VarveException.InvalidSchema.class, () -> OptionsValidator.validate(
                opts("bucket", "4", "bucket-key", "p,id"), ROW, List.of("id", "p"), List.of("p")));
        assertEquals("'bucket-key' (p, id) must not contain partition columns (p)", e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class, () -> OptionsValidator.validate(
                opts("bucket", "4", "bucket-key", "p"), ROW, List.of(), List.of("p")));
        assertEquals("'bucket-key' (p) must not contain partition columns (p)", e.getMessage());
        w = append("bucket", "3");
        assertEquals(1, w.size());
        assertTrue(w.get(0).contains("rows are hashed by all columns"), w.get(0));
        e = assertThrows(VarveException.InvalidSchema.class, () -> append("full-compaction.delta-commits", "2"));
        assertTrue(e.getMessage().startsWith("'full-compaction.delta-commits' cannot be used on an append table"));
    }

    @Test
    void changelogProducerAndEngines() {
        VarveException e = assertThrows(VarveException.InvalidSchema.class, () -> append("changelog-producer", "input"));
        assertEquals("'changelog-producer' = 'input' needs a primary key; this table has none", e.getMessage());
        assertEquals(List.of(), append("changelog-producer", "none"));
        pkRejects("'merge-engine' = 'first-row' supports only 'changelog-producer' 'none' or 'lookup', got 'input'",
                "merge-engine", "first-row", "changelog-producer", "input");
        pkRejects("'merge-engine' = 'first-row' supports only 'changelog-producer' 'none' or 'lookup', got 'full-compaction'",
                "merge-engine", "first-row", "changelog-producer", "full-compaction");
        pkRejects("'deletion-vectors.enabled' cannot be used with 'merge-engine' = 'first-row'",
                "merge-engine", "first-row", "deletion-vectors.enabled", "true");
        assertEquals(List.of("'merge-engine' has no effect on a table without primary key"), append("merge-engine", "aggregation"));
        assertEquals(List.of("'changelog-producer.row-deduplicate' has no effect with 'changelog-producer' = 'input'"),
                pk("changelog-producer", "input", "changelog-producer.row-deduplicate", "true"));
        pkRejects("'changelog-producer.row-deduplicate-ignore-fields': no column 'zz'", "changelog-producer", "lookup",
                "changelog-producer.row-deduplicate", "true", "changelog-producer.row-deduplicate-ignore-fields", "zz");
    }

    @Test
    void retentionAndCompaction() {
        pkRejects("'snapshot.num-retained.min' (20) must not be larger than 'snapshot.num-retained.max' (5)",
                "snapshot.num-retained.min", "20", "snapshot.num-retained.max", "5");
        pkRejects("'changelog.num-retained.min' (20) must not be larger than 'changelog.num-retained.max' (5)",
                "changelog.num-retained.min", "20", "changelog.num-retained.max", "5");
        pkRejects("'compaction.min.file-num' (60) must not be larger than 'compaction.max.file-num' (50)",
                "compaction.min.file-num", "60");
        List<String> w = pk("num-sorted-run.stop-trigger", "3");
        assertEquals(1, w.size());
        assertTrue(w.get(0).startsWith("'num-sorted-run.stop-trigger' (3) is below"), w.get(0));
    }

    @Test
    void scanModes() {
        pkRejects("'scan.mode' = 'from-snapshot' needs one of 'scan.snapshot-id', 'scan.tag-name', 'scan.watermark'",
                "scan.mode", "from-snapshot");
        pkRejects("'scan.mode' = 'from-timestamp' needs one of 'scan.timestamp-millis', 'scan.timestamp'",
                "scan.mode", "from-timestamp");
        pkRejects("'scan.snapshot-id' cannot be used with 'scan.mode' = 'latest'", "scan.mode", "latest", "scan.snapshot-id", "3");
        pkRejects("'scan.snapshot-id' cannot be combined with 'scan.timestamp-millis'; set one start position",
                "scan.timestamp-millis", "1000", "scan.snapshot-id", "3");
        assertEquals(List.of(), pk("scan.snapshot-id", "0")); // as Paimon: a stream starts at the earliest, a batch read fails
        assertEquals(List.of(), pk("scan.mode", "from-snapshot", "scan.snapshot-id", "1"));
        assertEquals(List.of(), pk("scan.snapshot-id", "1"));
    }

    @Test
    void dynamicOptions() {
        assertEquals(List.of(), OptionsValidator.validateDynamic(opts("scan.snapshot-id", "1", "consumer-id", "x")));
        VarveException e = assertThrows(VarveException.InvalidSchema.class,
                () -> OptionsValidator.validateDynamic(opts("scan.snapshotid", "1")));
        assertEquals("unknown option 'scan.snapshotid' (did you mean 'scan.snapshot-id'?)", e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class,
                () -> OptionsValidator.validateDynamic(opts("scan.mode", "from-snapshot")));
        assertTrue(e.getMessage().startsWith("'scan.mode' = 'from-snapshot' needs"), e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class, () -> OptionsValidator.validateDynamic(
                opts("merge-engine", "deduplicate"), opts("merge-engine", "first-row")));
        assertEquals("option 'merge-engine' cannot be changed by a dynamic option (the table has 'deduplicate')", e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class, () -> OptionsValidator.validateDynamic(
                opts("bucket", "2"), opts("bucket", "3")));
        assertEquals("option 'bucket' cannot be changed by a dynamic option (the table has '2')", e.getMessage());
        assertEquals(List.of(), OptionsValidator.validateDynamic(opts("bucket", "2"), opts("bucket", "2", "scan.mode", "latest")));
        // the hint's scan position combines with the table's scan.mode
        e = assertThrows(VarveException.InvalidSchema.class, () -> OptionsValidator.validateDynamic(
                opts("scan.mode", "latest"), opts("scan.snapshot-id", "4")));
        assertEquals("'scan.snapshot-id' cannot be used with 'scan.mode' = 'latest'", e.getMessage());
        assertEquals(List.of("option 'sink.parallelism' is ignored by Varve (Varve has no Flink job graph)"),
                OptionsValidator.validateDynamic(opts("sink.parallelism", "8")));
    }

    @Test
    void alterOfATableWithDataKeepsImmutableOptions() {
        OptionsValidator.checkAlter(opts(), opts("changelog-producer", "lookup"), List.of("ignore-delete"));
        OptionsValidator.checkAlter(opts("bucket", "2"), opts("bucket", "8"), List.of());
        VarveException e = assertThrows(VarveException.InvalidSchema.class,
                () -> OptionsValidator.checkAlter(opts(), opts("merge-engine", "aggregation"), List.of()));
        assertEquals("option 'merge-engine' cannot be changed once the table has data (it is 'deduplicate')", e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class,
                () -> OptionsValidator.checkAlter(opts("merge-engine", "aggregation"), opts("merge-engine", "aggregation"), List.of()));
        assertEquals("option 'merge-engine' cannot be changed once the table has data (it is 'aggregation')", e.getMessage(),
                "not even to its current value (Paimon 1.4.2)");
        e = assertThrows(VarveException.InvalidSchema.class,
                () -> OptionsValidator.checkAlter(opts(), opts(), List.of("merge-engine")));
        assertEquals("option 'merge-engine' cannot be changed once the table has data (it is 'deduplicate')", e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class,
                () -> OptionsValidator.checkAlter(opts("bucket", "2", "bucket-key", "id"), opts("bucket-key", "id2"), List.of()));
        assertEquals("option 'bucket-key' cannot be changed once the table has data (it is 'id')", e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class,
                () -> OptionsValidator.checkAlter(opts(), opts("bucket", "4"), List.of()));
        assertTrue(e.getMessage().startsWith("'bucket' cannot change from -1 to 4 once the table has data"), e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class,
                () -> OptionsValidator.checkAlter(opts("bucket", "3"), opts("bucket", "-1"), List.of()));
        assertTrue(e.getMessage().startsWith("'bucket' cannot change from 3 to -1"), e.getMessage());
        e = assertThrows(VarveException.InvalidSchema.class,
                () -> OptionsValidator.checkAlter(opts("bucket", "3"), opts(), List.of("bucket")));
        assertEquals("'bucket' cannot be reset once the table has data (it is 3)", e.getMessage());
    }

    @Test
    void everyRegisteredOptionAcceptsItsOwnDefault() {
        List<String> failures = new ArrayList<>();
        for (ConfigOption<?> o : OptionsRegistry.get().options()) {
            if (!o.hasDefaultValue()) {
                continue;
            }
            String text = o.format(o.defaultValue());
            if (o.type() == ConfigOption.Type.MEMORY_SIZE && o.defaultValue().equals(Long.MAX_VALUE)) {
                text = String.valueOf(Long.MAX_VALUE);
            }
            try {
                Object parsed = o.parse(text);
                if (!parsed.equals(o.defaultValue())) {
                    failures.add(o.key() + ": " + text + " -> " + parsed);
                }
            } catch (RuntimeException e) {
                failures.add(o.key() + ": " + e.getMessage());
            }
        }
        assertEquals(List.of(), failures);
    }
}
