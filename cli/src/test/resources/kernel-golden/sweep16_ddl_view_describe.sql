-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- DESCRIBE and SHOW COLUMNS of a view: the query's names, types and nullability (no comments)
CREATE TABLE t (a INT NOT NULL, b STRING COMMENT 'bee');
CREATE TEMPORARY VIEW v AS SELECT a, b, a + 1 AS c FROM t;
DESCRIBE v;
SHOW COLUMNS FROM v NOT LIKE 'c';
