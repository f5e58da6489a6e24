-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CTAS into another database, of a UNION ALL query; of an ORDER BY ... LIMIT query; of an aggregate with HAVING
CREATE DATABASE d1;
CREATE TABLE t (a INT, b STRING);
INSERT INTO t VALUES (1, 'x'), (2, 'y'), (3, 'x');
CREATE TABLE d1.t2 AS SELECT a, b FROM t UNION ALL SELECT a * 10, b FROM t WHERE a > 1;
SELECT * FROM d1.t2;
SHOW TABLES FROM d1;
CREATE TABLE t3 AS SELECT a, b FROM t ORDER BY a DESC LIMIT 2;
SELECT * FROM t3;
CREATE TABLE t4 AS SELECT b, SUM(a) AS s FROM t GROUP BY b HAVING SUM(a) > 2;
DESCRIBE t4;
SELECT * FROM t4;
