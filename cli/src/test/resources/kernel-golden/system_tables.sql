-- System tables as Paimon 1.4.2 prints them (checked against Paimon by property-tests'
-- TableOpsDifferentialTest.goldenScenarioAgreesWithPaimon): Paimon's buckets, no changelog count
-- (null) without changelog files or on an overwrite, $schemas options in Paimon's order, an
-- overwrite's files upgraded to the bottom level (file_source APPEND), a lone file upgraded (schema id
-- kept) by compaction, $snapshots/$files columns Varve lacks (0, null), $partitions; as written through Flink
-- (flink-oracle, Paimon 1.4.2): $schemas.comment '' (Flink's default table comment), $snapshots.watermark
-- Long.MIN_VALUE (Flink's "no watermark"), $files.null_value_counts from the files' statistics.
CREATE TABLE t (k INT, dt STRING, v STRING, n BIGINT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a', 'x', 10), (2, 'a', 'y', 20), (3, 'b', 'z', 30);
ALTER TABLE t ADD c1 STRING;
INSERT INTO t VALUES (1, 'a', 'x2', 11, 'new');
ALTER TABLE t SET ('snapshot.num-retained.min' = '20');
INSERT OVERWRITE t PARTITION (dt = 'b') VALUES (4, 'w', 40, NULL);
ALTER TABLE t RESET ('snapshot.num-retained.min');
CALL sys.compact('default.t');
SELECT * FROM t;
SELECT * FROM t$audit_log;
SELECT snapshot_id, schema_id, commit_identifier, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM t$snapshots;
SELECT schema_id, fields, partition_keys, primary_keys, options, `comment` FROM t$schemas;
SELECT * FROM t$options;
SELECT `partition`, bucket, schema_id, level, record_count, min_sequence_number, max_sequence_number FROM t$files;
SELECT `partition`, bucket, level, deleteRowCount, file_source, first_row_id, null_value_counts FROM t$files;
SELECT snapshot_id, `watermark`, next_row_id FROM t$snapshots;
SELECT `partition`, record_count, file_count, created_by, updated_by, options FROM t$partitions;
