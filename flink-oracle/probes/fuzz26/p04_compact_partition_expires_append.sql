CREATE TABLE t (p INT, k INT, v STRING) PARTITIONED BY (p) WITH ('bucket' = '1', 'bucket-key' = 'k', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
INSERT INTO t VALUES (1, 1, 'a'), (2, 2, 'b');
INSERT INTO t VALUES (1, 3, 'c'), (2, 4, 'd');
INSERT INTO t VALUES (1, 5, 'e');
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.compact(`table` => 'default.t', `partitions` => 'p=2');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT `partition`, level, record_count FROM t$files;
SELECT * FROM t;
