-- $partitions after ALTER TABLE ADD and an overwrite of one partition, with a NULL partition value (partition.default-name)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $partitions, $files or $buckets
CREATE TABLE t (dt STRING, k INT, v STRING) PARTITIONED BY (dt) WITH ('bucket' = '-1');
INSERT INTO t VALUES ('a', 1, 'x'), ('a', 2, 'y'), (CAST(NULL AS STRING), 3, 'z');
ALTER TABLE t ADD w INT;
INSERT OVERWRITE t PARTITION (dt = 'a') VALUES (4, 'q', 1);
SELECT `partition`, record_count, file_count FROM t$partitions;
SELECT `partition`, bucket, record_count FROM t$files;
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
