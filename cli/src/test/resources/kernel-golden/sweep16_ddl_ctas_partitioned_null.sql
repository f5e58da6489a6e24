-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CTAS PARTITIONED BY a nullable column: NULL goes to the default partition
CREATE TABLE t (a INT, p STRING);
INSERT INTO t VALUES (1, 'x'), (2, CAST(NULL AS STRING));
CREATE TABLE t2 PARTITIONED BY (p) AS SELECT * FROM t;
SHOW PARTITIONS t2;
SELECT * FROM t2;
