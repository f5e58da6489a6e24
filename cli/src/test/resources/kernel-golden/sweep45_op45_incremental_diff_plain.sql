-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run its incremental SELECTs (a literal column before the star)
-- the diff incremental scan mode: a plain read leaves the keys deleted between the two snapshots out, $audit_log shows their -D (snapshot ids and timestamps)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (4, 'd');
INSERT INTO t VALUES (1, 'a2'), (3, 'c');
DELETE FROM t WHERE k = 2;
SELECT 'plain', * FROM t /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'diff') */;
SELECT 'audit', * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'diff') */;
SELECT 'only a delete', * FROM t /*+ OPTIONS('incremental-between' = '2,3', 'incremental-between-scan-mode' = 'diff') */;
SELECT 'ts', * FROM t /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'diff') */;
SELECT 'count', count(*) FROM t /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'diff') */;
SELECT 'delta', * FROM t /*+ OPTIONS('incremental-between' = '2,3', 'incremental-between-scan-mode' = 'delta') */;
