-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- a partitioned lookup-producer table with two buckets: one APPEND and one COMPACT snapshot per statement for all buckets
CREATE TABLE T (p INT, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('changelog-producer' = 'lookup', 'bucket' = '2');
INSERT INTO T VALUES (1, 1, 'a'), (1, 2, 'b'), (1, 3, 'c'), (2, 1, 'a'), (2, 2, 'b');
INSERT INTO T VALUES (1, 1, 'a2'), (2, 4, 'd');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM T$snapshots;
SELECT `partition`, bucket, level, record_count FROM T$files;
