-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: already exists
-- creating a temporary view that exists fails without IF NOT EXISTS
CREATE TABLE t (a INT, b STRING);
CREATE TEMPORARY VIEW v AS SELECT a, b FROM t;
CREATE TEMPORARY VIEW v AS SELECT a FROM t;
