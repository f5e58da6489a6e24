-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: 1 values per row but 2 columns
-- CREATE TABLE IF NOT EXISTS ... AS SELECT into an existing table of another shape fails as the INSERT would
CREATE TABLE t (a INT);
INSERT INTO t VALUES (1);
CREATE TABLE t2 (x INT, y STRING);
CREATE TABLE IF NOT EXISTS t2 AS SELECT * FROM t;
