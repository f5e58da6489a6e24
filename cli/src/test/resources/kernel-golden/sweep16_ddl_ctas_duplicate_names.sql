-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CTAS of a query naming a column twice: Flink makes the names unique (a, a0)
CREATE TABLE t (a INT);
INSERT INTO t VALUES (1);
CREATE TABLE t2 AS SELECT a, a FROM t;
DESCRIBE t2;
SELECT * FROM t2;
