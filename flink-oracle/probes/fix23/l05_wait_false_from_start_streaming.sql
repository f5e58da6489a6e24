CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'none', 'bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
ALTER TABLE t SET ('changelog-producer' = 'lookup', 'lookup-wait' = 'false');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO t VALUES (2, 'c'), (3, 'd');
SET 'execution.runtime-mode' = 'batch';
SELECT snapshot_id, commit_kind, delta_record_count, changelog_record_count FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
