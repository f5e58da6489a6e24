-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- the full-compaction producer's streaming from-snapshot-full reads only the top level of an APPEND snapshot; the level-0 rows come with the next full compaction's changelog
CREATE TABLE C (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'full-compaction', 'bucket' = '1', 'full-compaction.delta-commits' = '100');
INSERT INTO C VALUES (1, 'a'), (2, 'b');
INSERT INTO C VALUES (1, 'a2'), (3, 'c');
SELECT snapshot_id, commit_kind FROM C$snapshots;
SELECT level, record_count FROM C$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT 'Cfull', * FROM C /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '3') */;
