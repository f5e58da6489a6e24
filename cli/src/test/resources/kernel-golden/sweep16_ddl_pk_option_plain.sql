-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- ordered
-- CREATE TABLE with the 'primary-key' and 'partition' options (no DDL key): Paimon makes them the key and partitioning
CREATE TABLE t (a INT, b STRING, p STRING) WITH ('primary-key' = 'a,p', 'partition' = 'p', 'bucket' = '1');
INSERT INTO t VALUES (1, 'x', 'p1'), (1, 'y', 'p1');
SELECT * FROM t;
SHOW CREATE TABLE t;
