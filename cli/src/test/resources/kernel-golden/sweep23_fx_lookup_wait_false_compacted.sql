-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- lookup-wait = false after input with a compacted level: keys above level 0 give -U/+U, keys only in level 0 +I
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
CALL sys.compact(`table` => 'default.t');
INSERT INTO t VALUES (2, 'b2'), (5, 'e');
ALTER TABLE t SET ('changelog-producer' = 'lookup', 'lookup-wait' = 'false');
INSERT INTO t VALUES (1, 'a2'), (3, 'd');
SELECT snapshot_id, commit_kind, delta_record_count, changelog_record_count FROM t$snapshots;
SELECT level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '4') */;
