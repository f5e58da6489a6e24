-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- five single-row batch INSERTs into a bucket = 1 table: the fifth statement's end of input compacts the five level-0 runs (num-sorted-run.compaction-trigger) into one level-5 file, published as its own COMPACT snapshot after the APPEND; time travel to either, incremental reads skip the COMPACT snapshot
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
INSERT INTO t VALUES (4, 'd');
SELECT level, record_count FROM t$files;
INSERT INTO t VALUES (5, 'e');
SELECT level, record_count FROM t$files;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '5') */;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '6') */;
SELECT * FROM t$audit_log;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '5,6') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '4,6') */;
INSERT INTO t VALUES (1, 'z');
SELECT level, record_count FROM t$files;
SELECT snapshot_id, commit_kind FROM t$snapshots;
