-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- DROP TABLE IF EXISTS names a table, not the temporary view of that name (the view stays); DROP TABLE of it without IF EXISTS fails
-- exit: 1
-- stderr: does not exist
CREATE TABLE t (a INT);
CREATE TEMPORARY VIEW v AS SELECT a FROM t;
DROP TABLE IF EXISTS v;
SHOW VIEWS;
DROP TABLE v;
