-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CREATE OR REPLACE TABLE ... AS SELECT replaces an existing table (schema and rows) and creates a missing one
CREATE TABLE t (a INT);
INSERT INTO t VALUES (1);
CREATE TABLE t2 (x STRING);
INSERT INTO t2 VALUES ('old');
CREATE OR REPLACE TABLE t2 AS SELECT a + 10 AS y FROM t;
SELECT * FROM t2;
DESCRIBE t2;
CREATE OR REPLACE TABLE t3 AS SELECT a FROM t;
SELECT * FROM t3;
