-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: doesn't exist
-- REPLACE TABLE ... AS SELECT needs the table to exist
CREATE TABLE t (a INT);
REPLACE TABLE t2 AS SELECT a FROM t;
