-- $files and $snapshots of an unaware-bucket append table after sys.compact merged its small files (statistics of the merged file)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
CREATE TABLE a (k INT, v STRING) WITH ('bucket' = '-1', 'compaction.min.file-num' = '2');
INSERT INTO a VALUES (1, 'a');
INSERT INTO a VALUES (2, 'b');
INSERT INTO a VALUES (3, 'c');
CALL sys.compact('default.a');
SELECT `partition`, bucket, level, record_count, null_value_counts, min_value_stats, max_value_stats FROM a$files;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM a$snapshots;
