-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: nope
-- a CTAS whose query does not validate fails and creates nothing
CREATE TABLE t (a INT);
CREATE TABLE t2 AS SELECT nope FROM t;
