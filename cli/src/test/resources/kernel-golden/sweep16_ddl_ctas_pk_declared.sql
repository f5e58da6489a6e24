-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- ordered
-- CREATE TABLE t (PRIMARY KEY (...) NOT ENFORCED) PARTITIONED BY (...) WITH (...) AS SELECT over NOT NULL query columns: keyed, partitioned, one commit
CREATE TABLE t (a INT NOT NULL, b STRING, p STRING NOT NULL);
INSERT INTO t VALUES (1, 'x', 'p1'), (2, 'y', 'p2'), (1, 'z', 'p1');
CREATE TABLE t2 (PRIMARY KEY (a, p) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1') AS SELECT * FROM t;
SELECT * FROM t2 ORDER BY a;
SHOW CREATE TABLE t2;
SELECT snapshot_id, commit_kind FROM t2$snapshots;
