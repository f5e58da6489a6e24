-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run COUNT(*) with incremental-between
-- incremental-between-scan-mode changelog on a table without a changelog producer reads nothing; auto falls back to the delta
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'a2'), (3, 'c');
INSERT INTO t VALUES (4, 'd');
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'changelog') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'auto') */;
SELECT COUNT(*) FROM t /*+ OPTIONS('incremental-between' = '1,3') */;
