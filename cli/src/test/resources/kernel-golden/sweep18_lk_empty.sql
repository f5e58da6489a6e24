-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- statements that write nothing into a lookup-producer table (an empty INSERT ... SELECT, a DELETE matching nothing) publish no snapshot
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO T SELECT * FROM T WHERE k > 10;
DELETE FROM T WHERE k = 7;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM T$snapshots;
SELECT level, record_count FROM T$files;
