-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- lookup-wait = false: a batch statement still waits for its lookup compaction (APPEND, then COMPACT with the changelog)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1', 'lookup-wait' = 'false');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (3, 'c'), (5, 'e'), (6, 'f');
INSERT INTO T VALUES (1, 'a2'), (4, 'd');
INSERT INTO T VALUES (2, 'b2');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM T$snapshots;
SELECT level, record_count FROM T$files;
SELECT * FROM T$audit_log;
