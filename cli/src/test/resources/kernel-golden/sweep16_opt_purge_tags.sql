-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.create_tag
-- sys.purge_files on a partitioned append table with a tag and a consumer: everything goes, one empty OVERWRITE snapshot stays, writing goes on after it
CREATE TABLE t (p STRING, v INT) PARTITIONED BY (p) WITH ('consumer.expiration-time' = '1 d');
INSERT INTO t VALUES ('a', 1), ('b', 2);
CALL sys.create_tag('default.t', 'tag1', 1);
INSERT INTO t VALUES ('a', 3);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT consumer_id, next_snapshot_id FROM t$consumers;
CALL sys.purge_files('default.t');
SELECT * FROM t;
SELECT tag_name FROM t$tags;
SELECT consumer_id FROM t$consumers;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT `partition` FROM t$partitions;
INSERT INTO t VALUES ('c', 5);
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
