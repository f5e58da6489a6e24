CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (1, 'b'), (2, 'c');
INSERT INTO t VALUES (3, 'd'), (2, 'e');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '1,3') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,6') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '1,6', 'incremental-between-scan-mode' = 'delta') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '2,6') */;
