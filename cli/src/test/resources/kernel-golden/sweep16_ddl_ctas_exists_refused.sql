-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: already exists
-- CREATE TABLE ... AS SELECT without IF NOT EXISTS on an existing table is refused
CREATE TABLE t (a INT);
CREATE TABLE t2 (a INT);
CREATE TABLE t2 AS SELECT * FROM t;
