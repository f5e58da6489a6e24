-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: rowkind
-- CTAS of t$audit_log fails: 'rowkind' is a column name Paimon reserves ("Field name[rowkind] in schema cannot be exist in [...]")
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CREATE TABLE audit AS SELECT * FROM t$audit_log;
