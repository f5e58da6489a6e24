-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: does not exist
-- a view with a column list; CREATE TEMPORARY VIEW IF NOT EXISTS keeps the existing view; DROP TEMPORARY VIEW [IF EXISTS]; dropping a missing view fails
CREATE TABLE t (a INT, b STRING);
INSERT INTO t VALUES (1, 'x'), (2, 'y');
CREATE TEMPORARY VIEW v (x, y) AS SELECT a, b FROM t;
DESCRIBE v;
SELECT y, x FROM v WHERE x > 1;
CREATE TEMPORARY VIEW IF NOT EXISTS v AS SELECT 1;
SELECT * FROM v;
DROP TEMPORARY VIEW v;
DROP TEMPORARY VIEW IF EXISTS v;
SHOW VIEWS;
DROP TEMPORARY VIEW v;
