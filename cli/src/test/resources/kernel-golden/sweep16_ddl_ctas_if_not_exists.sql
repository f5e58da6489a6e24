-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CREATE TABLE IF NOT EXISTS ... AS SELECT on an existing table: Flink inserts the query's rows into it (the table keeps its schema)
CREATE TABLE t (a INT);
INSERT INTO t VALUES (1), (2);
CREATE TABLE t3 (x INT);
INSERT INTO t3 VALUES (10);
CREATE TABLE IF NOT EXISTS t3 AS SELECT * FROM t;
SELECT * FROM t3;
CREATE TABLE IF NOT EXISTS t4 AS SELECT a * 2 AS d FROM t;
SELECT * FROM t4;
