-- fzmx_1075 reduced: a deletion-vectors aggregation table, a -U into a key of a lower level; snapshot record counts and files per level after the commit's compaction and after sys.compact
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, mx INT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'fields.n.aggregate-function' = 'sum', 'deletion-vectors.enabled' = 'true', 'fields.mx.aggregate-function' = 'max', 'fields.mx.ignore-retract' = 'true');
INSERT INTO t VALUES (1, 'p2', 'c', 40, 17);
INSERT INTO t VALUES (6, 'p1', CAST(NULL AS STRING), 12, 50), (2, 'p1', 'c', 43, CAST(NULL AS INT)), (8, 'p1', 'a', 29, 47);
INSERT INTO t VALUES (8, 'p1', 'e', 7, 45), (2, 'p1', CAST(NULL AS STRING), 54, 47), (1, 'p1', CAST(NULL AS STRING), 7, 50);
SELECT `partition`, bucket, `level`, record_count FROM t$files;
INSERT INTO t VALUES -U(2, 'p1', CAST(NULL AS STRING), 29, 9);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `partition`, bucket, `level`, record_count FROM t$files;
CALL sys.compact(`table` => 'default.t', partitions => 'dt=p1');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `partition`, bucket, `level`, record_count FROM t$files;
SELECT * FROM t;
