-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CTAS from a temporary view with the 'primary-key' option
CREATE TABLE t (a INT, b STRING);
INSERT INTO t VALUES (1, 'x'), (2, 'y'), (3, 'x');
CREATE TEMPORARY VIEW v AS SELECT b, COUNT(*) AS n FROM t GROUP BY b;
CREATE TABLE t2 WITH ('primary-key' = 'b', 'bucket' = '1') AS SELECT * FROM v;
SELECT * FROM t2;
DESCRIBE t2;
