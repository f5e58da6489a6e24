-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: v
-- SHOW CREATE TABLE of a view fails (Flink: "SHOW CREATE TABLE is only supported for tables ... Please use SHOW CREATE VIEW")
CREATE TABLE t (a INT);
CREATE TEMPORARY VIEW v AS SELECT a FROM t;
SHOW CREATE TABLE v;
