-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: incompatible types
-- CTAS declaring a query column NOT NULL when the query's is nullable is refused (Flink: "Incompatible types for sink column 'a'")
CREATE TABLE t (a INT, b STRING);
INSERT INTO t VALUES (1, 'x');
CREATE TABLE t2 (a INT NOT NULL, PRIMARY KEY (a) NOT ENFORCED) WITH ('bucket' = '1') AS SELECT a, b FROM t;
