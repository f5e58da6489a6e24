-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: temporary view
-- ALTER VIEW ... RENAME TO on a temporary view fails (Flink alters catalog views only: "doesn't exist or is a temporary view")
CREATE TABLE t (a INT, b STRING);
CREATE TEMPORARY VIEW v AS SELECT a FROM t;
ALTER VIEW v RENAME TO v2;
