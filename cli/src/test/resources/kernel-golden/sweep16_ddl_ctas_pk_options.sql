-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- ordered
-- CTAS with the 'primary-key' and 'partition' table options: Paimon's catalog turns them into the primary key (columns made NOT NULL) and the partitioning and keeps them out of the options; the key deduplicates the query's rows (the last one wins)
CREATE TABLE t (a INT NOT NULL, b STRING, p STRING);
INSERT INTO t VALUES (1, 'x', 'p1'), (2, 'y', 'p2'), (1, 'z', 'p1');
CREATE TABLE t2 WITH ('primary-key' = 'a,p', 'partition' = 'p', 'bucket' = '1') AS SELECT * FROM t;
SELECT * FROM t2 ORDER BY a;
DESCRIBE t2;
SHOW CREATE TABLE t2;
SELECT * FROM t2$options;
