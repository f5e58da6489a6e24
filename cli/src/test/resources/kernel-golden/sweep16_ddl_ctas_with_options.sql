-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- ordered
-- CREATE TABLE ... WITH (...) AS SELECT: the statement's options only ('bucket', 'bucket-key'); a WHERE in the query; the new table is then written like any other
CREATE TABLE t (a INT NOT NULL, b STRING, PRIMARY KEY (a) NOT ENFORCED) WITH ('bucket' = '2', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'x'), (2, 'y'), (3, 'z');
CREATE TABLE t2 WITH ('bucket' = '3', 'bucket-key' = 'a', 'snapshot.num-retained.min' = '4') AS SELECT a, b FROM t WHERE a > 1;
SELECT * FROM t2 ORDER BY a;
SHOW CREATE TABLE t2;
INSERT INTO t2 VALUES (2, 'again');
SELECT * FROM t2 ORDER BY a, b;
SELECT snapshot_id, commit_kind FROM t2$snapshots;
