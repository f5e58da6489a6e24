-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: NULL
-- a CTAS column of an untyped NULL is refused (Flink: "Illegal use of 'NULL'"; CAST it)
CREATE TABLE t (a INT);
INSERT INTO t VALUES (1);
CREATE TABLE t2 AS SELECT a, NULL AS n FROM t;
