CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '2');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e');
ALTER TABLE t SET ('changelog-producer' = 'lookup', 'lookup-wait' = 'false');
INSERT INTO t VALUES (2, 'b2'), (6, 'f');
SELECT snapshot_id, commit_kind, delta_record_count, changelog_record_count FROM t$snapshots;
SELECT bucket, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
