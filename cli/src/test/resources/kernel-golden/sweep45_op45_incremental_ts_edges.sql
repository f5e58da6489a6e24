-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run its incremental SELECTs (a literal column before the star)
-- incremental-between-timestamp: a range after the latest snapshot (also empty: start = end) reads nothing; date-time strings; every scan mode on an input-producer table's audit log
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'a2'), -D(2, 'b'), +I(3, 'c');
SELECT 'future', * FROM t /*+ OPTIONS('incremental-between-timestamp' = '32503680000000,32503680000001') */;
SELECT 'same', count(*) FROM t /*+ OPTIONS('incremental-between-timestamp' = '32503680000000,32503680000000') */;
SELECT 'strings', * FROM t /*+ OPTIONS('incremental-between-timestamp' = '2000-01-01 00:00:00,2999-01-01 00:00:00', 'incremental-between-scan-mode' = 'delta') */;
SELECT 'delta', * FROM t$audit_log /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'delta') */;
SELECT 'diff', * FROM t$audit_log /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'diff') */;
SELECT 'auto', * FROM t$audit_log /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'auto') */;
SELECT 'changelog', * FROM t$audit_log /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'changelog') */;
SELECT 'plain diff', * FROM t /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'diff') */;
