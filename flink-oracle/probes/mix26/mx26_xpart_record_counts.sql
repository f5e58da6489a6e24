-- fzmx_1047 reduced: a cross-partition deduplicate table with the lookup producer, RESET before keys move partitions; total / delta record counts per snapshot and the files
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (5, 'p2', 'a', 35), (1, 'p2', 'dd', 28);
INSERT INTO t VALUES (8, 'p2', 'a', 58), (2, 'p2', 'a', 52);
INSERT INTO t VALUES (5, 'p2', 'e', 50), (6, 'p1', 'b', 4);
INSERT INTO t VALUES (6, 'p1', 'a', CAST(NULL AS INT));
INSERT INTO t VALUES (1, 'p1', 'c', 51), (3, 'p1', 'dd', CAST(NULL AS INT)), (2, 'p2', 'e', 48);
ALTER TABLE t ADD c1 INT;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
UPDATE t SET v = 'u19' WHERE k = 2;
ALTER TABLE t RESET ('changelog-producer');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `partition`, bucket, `level`, record_count FROM t$files;
INSERT INTO t VALUES (8, 'p1', 'a', 51, 30), (3, 'p2', 'a', 14, 46);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `partition`, bucket, `level`, record_count FROM t$files;
SELECT * FROM t;
