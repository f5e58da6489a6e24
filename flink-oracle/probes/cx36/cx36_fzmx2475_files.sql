-- fuzz cross-feature seed 2475 (deduplicate, none, cross bucket, partitioned, force-lookup, file options)
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'consumer.expiration-time' = '1 d', 'force-lookup' = 'true', 'file.format' = 'orc');
INSERT INTO t VALUES (8, 'p1', 'b', 27), (7, 'p2', 'c', 6), (6, 'p1', 'dd', 27);
SELECT `level`, record_count, file_size_in_bytes, `partition`, bucket FROM t$files ORDER BY `partition`, bucket, `level`, record_count;
INSERT INTO t VALUES (6, 'p1', 'dd', 21), (7, 'p1', 'c', CAST(NULL AS INT));
SELECT `level`, record_count, file_size_in_bytes, `partition`, bucket FROM t$files ORDER BY `partition`, bucket, `level`, record_count;
DELETE FROM t WHERE k = 8;
SELECT `level`, record_count, file_size_in_bytes, `partition`, bucket FROM t$files ORDER BY `partition`, bucket, `level`, record_count;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
