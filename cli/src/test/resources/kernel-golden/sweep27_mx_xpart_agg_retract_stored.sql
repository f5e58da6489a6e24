-- fzmx_1254 as generated (gen_mix.py seed 1254): a cross-partition aggregation table with the full-compaction producer; a -U retracts the partition column's default last_non_null_value in the stored merged row, read with its partition (expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 mx, probes/mix27); the Java-API interpreter runs no $files reads, procedures with named arguments, GROUP BY reads or cross-partition updates
-- fuzz cross-feature seed 1254 (aggregation, full-compaction, cross bucket, partitioned, grouped g, agg pr)
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, pr BIGINT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '1', 'fields.n.aggregate-function' = 'sum', 'dynamic-bucket.target-row-num' = '2', 'consumer.expiration-time' = '1 d', 'fields.pr.aggregate-function' = 'product');
CREATE TABLE g (v STRING, c BIGINT, sn INT, PRIMARY KEY (v) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (8, 'p1', 'b', 51, 3000000000), (3, 'p1', CAST(NULL AS STRING), 2, CAST(NULL AS BIGINT));
INSERT INTO t VALUES (2, 'p2', 'a', CAST(NULL AS INT), CAST(NULL AS BIGINT)), (5, 'p1', 'e', 49, CAST(NULL AS BIGINT));
INSERT INTO t VALUES (3, 'p1', 'c', CAST(NULL AS INT), -7);
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
CALL sys.create_tag('default.t', 'tag1', 2);
ALTER TABLE t ADD c1 BIGINT;
SELECT * FROM t WHERE k > 3;
INSERT INTO t VALUES +U(3, 'p1', 'a', 34, 53, 59), -U(4, 'p1', 'e', 40, 3000000000, CAST(NULL AS BIGINT)), -U(5, 'p1', 'e', 60, CAST(NULL AS BIGINT), -7);
ALTER TABLE t SET ('changelog-producer' = 'lookup');
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,3', 'incremental-between-scan-mode' = 'delta') */;
INSERT INTO t VALUES (8, 'p1', 'b', 3, 3000000000, 59), (6, 'p1', 'c', 50, 3000000000, 3000000000), (2, 'p1', 'b', 49, 3000000000, 3000000000);
CALL sys.delete_tag('default.t', 'tag1');
SELECT * FROM t;
ALTER TABLE t RENAME c1 TO c1_2;
ALTER TABLE t ADD c3 INT;
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
