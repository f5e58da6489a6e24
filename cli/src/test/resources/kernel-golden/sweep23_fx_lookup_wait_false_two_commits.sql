-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- lookup-wait = false after two commits of the none producer (key 2 in both level-0 files), then two lookup commits
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'none', 'bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (2, 'b2'), (4, 'e');
ALTER TABLE t SET ('changelog-producer' = 'lookup', 'lookup-wait' = 'false');
INSERT INTO t VALUES (2, 'c'), (3, 'd');
INSERT INTO t VALUES (3, 'd2'), (1, 'a2');
SELECT snapshot_id, commit_kind, delta_record_count, changelog_record_count FROM t$snapshots;
SELECT level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
