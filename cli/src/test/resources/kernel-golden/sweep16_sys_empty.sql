-- t$branches (no branches) and t$statistics (no ANALYZE TABLE) read as empty, with Paimon's columns
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t$branches;
DESCRIBE t$branches;
SELECT * FROM t$statistics;
DESCRIBE t$statistics;
SELECT COUNT(*) FROM t$statistics;
