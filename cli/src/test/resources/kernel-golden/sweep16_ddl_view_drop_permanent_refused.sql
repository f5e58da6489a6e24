-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: DROP TEMPORARY VIEW
-- DROP VIEW (not TEMPORARY) of a temporary view fails (Flink: "Temporary view ... exists. Drop it first before removing the permanent view.")
CREATE TABLE t (a INT, b STRING);
CREATE TEMPORARY VIEW v AS SELECT a, b FROM t;
DROP VIEW v;
