-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- ordered
-- CREATE TABLE ... AS SELECT from a primary-key table: the new table is an append table with the query's columns (NOT NULL kept, the source's key and options not copied: SHOW CREATE TABLE lists only 'path'), its rows written as one APPEND commit
CREATE TABLE t (a INT NOT NULL, b STRING, c DECIMAL(10, 2), PRIMARY KEY (a) NOT ENFORCED) WITH ('bucket' = '2', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'x', 1.50), (2, 'y', 2.25), (3, CAST(NULL AS STRING), 3.00);
CREATE TABLE t2 AS SELECT * FROM t;
SELECT * FROM t2 ORDER BY a;
DESCRIBE t2;
SHOW CREATE TABLE t2;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t2$snapshots;
SELECT * FROM t2$options;
