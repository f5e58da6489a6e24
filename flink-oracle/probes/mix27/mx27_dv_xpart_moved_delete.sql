-- fzmx_1228 reduced: a cross-partition deletion-vectors table with the lookup producer; a moved key leaves a -D in its old partition, kept below the top level by Varve, dropped by Paimon (COMPACTION.md "Not done: deletion vectors"; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, dt STRING, hr INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt, hr) WITH ('bucket' = '-1', 'changelog-producer' = 'lookup', 'dynamic-bucket.target-row-num' = '2', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (2, 'p2', 1, 'b', 49), (6, 'p1', 2, 'b', 3);
INSERT INTO t SELECT k + 8, dt, hr, v, n FROM t WHERE k <= 3;
INSERT INTO t VALUES (2, 'p1', 2, 'b', 44), (8, 'p2', 2, CAST(NULL AS STRING), 53);
SELECT `partition`, bucket, `level`, record_count FROM t$files;
SELECT rowkind, k, dt FROM t$audit_log;
UPDATE t SET n = 7 WHERE k BETWEEN 2 AND 5;
SELECT `partition`, bucket, `level`, record_count FROM t$files;
SELECT rowkind, k, dt FROM t$audit_log;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
