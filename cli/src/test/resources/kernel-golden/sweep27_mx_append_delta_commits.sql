-- a fixed-bucket append table with full-compaction.delta-commits (set at CREATE or by ALTER): Paimon's sink compacts the buckets a statement wrote fully at its end (fzmx_1209)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 mx, probes/mix27); the Java-API interpreter runs no $files reads, procedures with named arguments, GROUP BY reads or cross-partition updates
-- (probe flink-oracle/probes/mix27; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, v STRING, n INT) WITH ('bucket' = '1', 'bucket-key' = 'k', 'full-compaction.delta-commits' = '3');
CREATE TABLE a (k INT, v STRING) WITH ('bucket' = '2', 'bucket-key' = 'k');
INSERT INTO t VALUES (1, 'a', 10);
INSERT INTO t VALUES (2, 'b', 20);
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
INSERT INTO t VALUES (3, 'c', 30), (4, 'd', 40);
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
INSERT INTO a VALUES (1, 'a'), (2, 'b');
INSERT INTO a VALUES (3, 'c'), (4, 'd');
ALTER TABLE a SET ('full-compaction.delta-commits' = '2');
INSERT INTO a VALUES (5, 'e'), (6, 'f');
SELECT snapshot_id, commit_kind, total_record_count FROM a$snapshots;
SELECT bucket, record_count FROM a$files;
INSERT OVERWRITE a VALUES (7, 'g');
SELECT snapshot_id, commit_kind, total_record_count FROM a$snapshots;
SELECT * FROM a;
SELECT * FROM t;
