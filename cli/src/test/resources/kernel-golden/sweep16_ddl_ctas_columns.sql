-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CTAS with a column list (Flink 2.0): declared columns the query lacks come first (NULL), declared types override the query's; names only reorder the query's columns
CREATE TABLE t (a INT, b STRING);
INSERT INTO t VALUES (1, 'x');
CREATE TABLE t2 (c STRING, a BIGINT, d INT) AS SELECT a, b FROM t;
DESCRIBE t2;
SELECT * FROM t2;
CREATE TABLE t3 (b, a) AS SELECT a, b FROM t;
DESCRIBE t3;
SELECT * FROM t3;
