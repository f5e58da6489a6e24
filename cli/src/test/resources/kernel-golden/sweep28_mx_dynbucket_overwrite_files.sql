-- fzmx_1350 reduced: a dynamic-bucket table (target-row-num 2) overwritten, then written: a new key fills a bucket the partition's index lists (bucket 1, the overwrite's) before the emptied bucket 0, then the lowest free id (Paimon 1.4.2's PartitionIndex.assign)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 28 mx, probes/mix28); the Java-API interpreter runs no $files / $partitions reads
CREATE TABLE t (k INT, v STRING, n INT, pr BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'fields.n.aggregate-function' = 'sum', 'dynamic-bucket.target-row-num' = '2', 'fields.pr.aggregate-function' = 'product', 'fields.n.ignore-retract' = 'true');
INSERT INTO t VALUES (2, 'dd', CAST(NULL AS INT), 3000000000), (3, 'e', CAST(NULL AS INT), 32), (7, 'b', 4, -7);
SELECT bucket, `level`, record_count FROM t$files;
INSERT OVERWRITE t VALUES (1, 'c', 32, -7);
SELECT bucket, `level`, record_count FROM t$files;
INSERT INTO t VALUES (5, 'c', 33, 3000000000), (1, 'dd', 36, 58);
SELECT bucket, `level`, record_count FROM t$files;
INSERT INTO t VALUES (2, 'a', 52, -7), (6, CAST(NULL AS STRING), 7, 31), (4, 'e', 29, 5);
SELECT bucket, `level`, record_count FROM t$files;
SELECT `partition`, record_count, file_count FROM t$partitions;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
