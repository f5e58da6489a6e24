-- fuzz cross-feature seed 1037 (deduplicate, full-compaction, dynamic bucket, sequence.field, grouped g)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 26 mx, probes/mix26); the Java-API interpreter runs no $buckets / $schemas reads, procedures or column MODIFY
-- sweep 26 mx: the same with sequence.field and overwrites after a compaction (expected output: Flink + Paimon 1.4.2)
CREATE TABLE t (k INT, v STRING, n INT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '1', 'dynamic-bucket.target-row-num' = '2', 'consumer.expiration-time' = '1 d', 'sequence.field' = 'sq');
CREATE TABLE g (v STRING, c BIGINT, sn INT, PRIMARY KEY (v) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (3, 'a', 22, 13), (6, 'a', 20, 28), (8, 'dd', 41, 8);
INSERT INTO t VALUES (6, 'e', 12, 14), (2, 'dd', 30, 5);
INSERT INTO t VALUES (8, 'e', CAST(NULL AS INT), 28), (3, 'e', 12, 19);
ALTER TABLE t ADD c1 BIGINT;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
INSERT INTO g SELECT COALESCE(v, '-'), COUNT(*), SUM(n) FROM t GROUP BY COALESCE(v, '-');
CALL sys.create_tag(`table` => 'default.t', tag => 'tag1');
INSERT OVERWRITE t VALUES (8, 'dd', 21, 1, 3000000000), (1, 'e', 47, 19, 55), (6, 'b', 10, 13, CAST(NULL AS BIGINT));
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
ALTER TABLE t RESET ('snapshot.num-retained.max');
CALL sys.compact(`table` => 'default.t');
INSERT OVERWRITE t VALUES (3, 'e', 10, 6, 17), (2, 'a', 41, 2, 3000000000), (4, 'a', 34, 3, -7);
CALL sys.create_tag(`table` => 'default.t', tag => 'tag2');
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '4102444800000') */;
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.compact(`table` => 'default.t');
CALL sys.create_branch('default.t', 'b1', 'tag2');
SELECT branch_name FROM t$branches;
CALL sys.delete_tag('default.t', 'tag1');
SELECT schema_id, fields FROM t$schemas;
INSERT INTO t SELECT k + 8, v, n, sq, c1 FROM t WHERE k <= 3;
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
