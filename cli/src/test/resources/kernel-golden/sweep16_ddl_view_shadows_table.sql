-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- a temporary view shadows the table of its name: reads go to the view (whose query names the table before the view existed) until it is dropped
CREATE TABLE t (a INT, b STRING);
INSERT INTO t VALUES (1, 'x');
CREATE TEMPORARY VIEW t AS SELECT b, a * 10 AS a10 FROM `default`.t;
SELECT * FROM t;
DROP TEMPORARY VIEW t;
SELECT * FROM t;
