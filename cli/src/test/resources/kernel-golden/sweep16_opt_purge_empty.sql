-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.purge_files
-- sys.purge_files on a table without snapshots commits one empty OVERWRITE snapshot
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
CALL sys.purge_files('default.t');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
CALL sys.purge_files(`table` => 'default.t');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
INSERT INTO t VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
