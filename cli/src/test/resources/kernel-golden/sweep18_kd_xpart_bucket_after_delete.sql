-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); cross-partition upserts need the global key index of Flink's sink
-- cross-partition upsert, dynamic-bucket.target-row-num = 1: a key deleted (k = 3) or moved out (k = 2) frees its room in the bucket for the next statement's new keys, as Paimon bootstraps each job's index from the live rows (k = 4 goes to bucket 2 of p1, where k = 3 was); fuzz17 fzdb_0018
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '1');
INSERT INTO t VALUES ('p1', 1, 'a'), ('p1', 2, 'b'), ('p1', 3, 'c');
INSERT INTO t VALUES ('p2', 2, 'd');
DELETE FROM t WHERE k = 3;
INSERT INTO t VALUES ('p1', 2, 'e');
INSERT INTO t VALUES ('p1', 4, 'f');
SELECT * FROM t;
SELECT `partition`, `bucket`, record_count FROM t$files;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES ('p1', 3, 'g'), ('p1', 5, 'h');
SELECT `partition`, `bucket`, record_count FROM t$files;
