-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- end-of-input compaction per bucket of a partitioned table: only the bucket that reached the trigger compacts; one COMPACT snapshot for the statement
CREATE TABLE t (p INT, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '2', 'num-sorted-run.compaction-trigger' = '3');
INSERT INTO t VALUES (1, 1, 'a'), (2, 1, 'a');
INSERT INTO t VALUES (1, 2, 'b'), (1, 3, 'b'), (1, 4, 'b');
INSERT INTO t VALUES (1, 5, 'c'), (1, 6, 'c'), (1, 7, 'c'), (2, 2, 'c');
SELECT `partition`, bucket, level, record_count FROM t$files;
SELECT snapshot_id, commit_kind FROM t$snapshots;
