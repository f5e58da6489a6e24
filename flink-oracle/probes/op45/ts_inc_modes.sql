-- incremental-between-timestamp with each incremental-between-scan-mode, on an input-producer table and its audit log
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'a2'), -D(2, 'b'), +I(3, 'c');
SELECT 'delta', * FROM t$audit_log /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'delta') */;
SELECT 'diff', * FROM t$audit_log /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'diff') */;
SELECT 'auto', * FROM t$audit_log /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'auto') */;
SELECT 'changelog', * FROM t$audit_log /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'changelog') */;
SELECT 'plain', * FROM t /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'diff') */;
