CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (2, 'c'), (3, 'd');
DELETE FROM t WHERE k = 1;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,4') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,6') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '2,6') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,6', 'incremental-between-scan-mode' = 'changelog') */;
