-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- lookup producer: every batch statement publishes APPEND (its level-0 file, no changelog) then COMPACT (the lookup compaction and the changelog); time travel to either id, $files per snapshot, a DELETE compacting everything
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (3, 'c'), (5, 'e'), (6, 'f');
INSERT INTO T VALUES (1, 'a2'), (4, 'd');
INSERT INTO T VALUES (2, 'b2');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM T$snapshots;
SELECT 's1', level, record_count FROM T$files /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT 's2', level, record_count FROM T$files /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT 's3', level, record_count FROM T$files /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT 's4', level, record_count FROM T$files /*+ OPTIONS('scan.snapshot-id' = '4') */;
SELECT 's5', level, record_count FROM T$files /*+ OPTIONS('scan.snapshot-id' = '5') */;
SELECT 's6', level, record_count FROM T$files /*+ OPTIONS('scan.snapshot-id' = '6') */;
SELECT 'v3', k, v FROM T /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT 'v4', k, v FROM T /*+ OPTIONS('scan.snapshot-id' = '4') */;
SELECT * FROM T$audit_log;
DELETE FROM T WHERE k = 3;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM T$snapshots;
SELECT 'after-delete', level, record_count FROM T$files;
