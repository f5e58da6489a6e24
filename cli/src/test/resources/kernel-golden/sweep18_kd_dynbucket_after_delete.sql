-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files
-- dynamic bucket (primary key with the partition), dynamic-bucket.target-row-num = 1: a deleted key keeps its bucket's room (Paimon's hash index keeps it), a new key takes the next bucket and the deleted one comes back to its old bucket
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '1');
INSERT INTO t VALUES ('p1', 1, 'a'), ('p1', 2, 'b'), ('p1', 3, 'c');
DELETE FROM t WHERE k = 3;
INSERT INTO t VALUES ('p1', 4, 'f');
INSERT INTO t VALUES ('p1', 3, 'g');
SELECT * FROM t;
SELECT `partition`, `bucket`, record_count FROM t$files;
SELECT * FROM t$audit_log;
