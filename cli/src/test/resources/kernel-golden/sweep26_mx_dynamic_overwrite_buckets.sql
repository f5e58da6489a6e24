-- fuzz cross-feature seed 1018 (aggregation, full-compaction, dynamic bucket, agg pr/mn/co)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 26 mx, probes/mix26); the Java-API interpreter runs no $buckets / $schemas reads, procedures or column MODIFY
-- sweep 26 mx: an INSERT OVERWRITE of a dynamic-bucket table assigns buckets with the index it replaces (Paimon's HashBucketAssigner), seen in $buckets (expected output: Flink + Paimon 1.4.2)
CREATE TABLE t (k INT, v STRING, n INT, pr BIGINT, mn STRING, co ARRAY<INT>, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '1', 'fields.n.aggregate-function' = 'sum', 'dynamic-bucket.target-row-num' = '2', 'consumer.expiration-time' = '1 d', 'fields.pr.aggregate-function' = 'product', 'fields.mn.aggregate-function' = 'min', 'fields.co.aggregate-function' = 'collect', 'fields.co.distinct' = 'true');
INSERT INTO t VALUES (3, 'e', 38, 28, 'dd', ARRAY[1, 2]), (2, 'c', 21, 17, 'b', ARRAY[3]);
INSERT OVERWRITE t VALUES (7, CAST(NULL AS STRING), 34, CAST(NULL AS BIGINT), 'c', ARRAY[1, 2]), (6, 'a', 53, 3000000000, 'a', ARRAY[2, 2, 5]), (2, CAST(NULL AS STRING), 4, -7, CAST(NULL AS STRING), ARRAY[2, 2, 5]);
INSERT INTO t VALUES (6, 'e', 7, 3000000000, 'dd', CAST(NULL AS ARRAY<INT>)), (2, 'a', 51, -7, 'dd', ARRAY[3]);
ALTER TABLE t ADD c1 DOUBLE;
ALTER TABLE t ADD c2 INT;
ALTER TABLE t MODIFY c2 DECIMAL(10, 2);
CALL sys.create_tag(`table` => 'default.t', tag => 'tag1');
SELECT * FROM t WHERE v IS NOT NULL;
CALL sys.create_branch('default.t', 'b1', 'tag1');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '4102444800000') */ WHERE k > 3;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t WHERE v IS NOT NULL;
INSERT INTO t VALUES (3, 'e', 34, 17, 'c', ARRAY[3], -3.75, 123456.78), (6, 'a', 53, CAST(NULL AS BIGINT), 'e', ARRAY[1, 2], 0.25, 1.25);
CALL sys.create_tag(`table` => 'default.t', tag => 'tag2');
INSERT OVERWRITE t VALUES (5, 'e', CAST(NULL AS INT), 3000000000, 'c', ARRAY[3], 1.5, 1.25), (1, 'e', CAST(NULL AS INT), -7, 'b', CAST(NULL AS ARRAY<INT>), 1.5, 1.25);
SELECT * FROM t$branch_b1$audit_log;
SELECT k, v FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */ WHERE k > 3;
SET 'execution.runtime-mode' = 'batch';
ALTER TABLE t ADD c3 INT;
SELECT schema_id, fields FROM t$branch_b1$schemas;
INSERT INTO t SELECT k + 8, v, n, pr, mn, co, c1, c2, c3 FROM t WHERE k <= 3;
ALTER TABLE t SET ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '3');
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
