CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'full-compaction.delta-commits' = '2');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (3, 'c');
INSERT INTO t VALUES (1, 'a2');
SET 'execution.runtime-mode' = 'batch';
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
