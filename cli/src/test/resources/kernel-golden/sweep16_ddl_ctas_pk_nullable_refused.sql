-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: nullable
-- a declared primary key over a nullable query column is refused (Flink: "Invalid primary key 'PK_a_p'. Column 'a' is nullable."); nothing is created
CREATE TABLE t (a INT, b STRING, p STRING);
INSERT INTO t VALUES (1, 'x', 'p1');
CREATE TABLE t2 (PRIMARY KEY (a, p) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1') AS SELECT * FROM t;
