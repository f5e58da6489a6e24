-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
-- compaction.total-size-threshold with the lookup changelog producer: the full compactions are its lookup compactions; a streaming read of the changelog
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'compaction.total-size-threshold' = '10 mb', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
