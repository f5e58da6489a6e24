-- scan.mode = incremental with incremental-between in batch mode on an input-producer table; delta, diff and changelog scan modes
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'a2'), (3, 'c');
DELETE FROM t WHERE k = 2;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.mode' = 'incremental', 'incremental-between' = '1,3') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'delta') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'diff') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,3', 'incremental-between-scan-mode' = 'changelog') */;
