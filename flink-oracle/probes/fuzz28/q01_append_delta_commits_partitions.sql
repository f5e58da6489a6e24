-- fixed-bucket append, partitioned, full-compaction.delta-commits 2, overwrite of a partition, then compaction
CREATE TABLE t (k INT, dt STRING, v STRING) PARTITIONED BY (dt) WITH ('bucket' = '2', 'bucket-key' = 'k', 'full-compaction.delta-commits' = '2');
INSERT INTO t VALUES (1, 'p1', 'a'), (2, 'p2', 'b');
INSERT INTO t VALUES (3, 'p1', 'c'), (4, 'p1', 'd');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `partition`, bucket, `level`, record_count FROM t$files;
INSERT INTO t VALUES (5, 'p2', 'e');
INSERT OVERWRITE t PARTITION (dt = 'p1') VALUES (6, 'x');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `partition`, bucket, `level`, record_count FROM t$files;
ALTER TABLE t RESET ('full-compaction.delta-commits');
INSERT INTO t VALUES (7, 'p2', 'g');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT * FROM t;
