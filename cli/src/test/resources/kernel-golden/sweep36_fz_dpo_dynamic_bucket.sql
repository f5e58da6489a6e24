-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, SAME); the Java-API interpreter runs no INSERT OVERWRITE ... SELECT, hints on INSERT or grouped system-table reads
-- dynamic-partition-overwrite = false on a dynamic-bucket table (bucket -1, the primary key holds the partition) with a small dynamic-bucket.target-row-num: the overwrite replaces every partition and the key index starts over, so keys written again take new buckets
CREATE TABLE t (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2', 'dynamic-partition-overwrite' = 'false');
INSERT INTO t VALUES ('p1', 1, 'a'), ('p1', 2, 'b'), ('p1', 3, 'c'), ('p2', 1, 'd'), ('p2', 2, 'e');
SELECT `partition`, COUNT(DISTINCT `bucket`) FROM t$files GROUP BY `partition`;
INSERT OVERWRITE t VALUES ('p1', 4, 'x');
SELECT * FROM t;
INSERT INTO t VALUES ('p1', 1, 'y'), ('p1', 5, 'w'), ('p2', 2, 'f');
SELECT * FROM t;
SELECT `partition`, COUNT(DISTINCT `bucket`), SUM(record_count) FROM t$files GROUP BY `partition`;
INSERT OVERWRITE t PARTITION (dt = 'p1') VALUES (1, 'q');
SELECT * FROM t;
SELECT * FROM t$audit_log;
