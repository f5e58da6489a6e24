-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: temporary view
-- ALTER VIEW ... AS on a temporary view fails likewise
CREATE TABLE t (a INT, b STRING);
CREATE TEMPORARY VIEW v AS SELECT a FROM t;
ALTER VIEW v AS SELECT b FROM t;
