-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CTAS of a query with no rows creates the table and commits nothing (no snapshot); CTAS of VALUES: NOT NULL columns of the literals' types
CREATE TABLE t (a INT);
CREATE TABLE t2 AS SELECT * FROM t;
SELECT * FROM t2$snapshots;
SELECT * FROM t2;
CREATE TABLE t3 AS SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(x, y);
DESCRIBE t3;
SELECT * FROM t3;
CREATE TABLE t4 AS SELECT * FROM (VALUES (1, 'a'), (CAST(NULL AS INT), 'bb')) AS v(x, y);
DESCRIBE t4;
SELECT * FROM t4;
