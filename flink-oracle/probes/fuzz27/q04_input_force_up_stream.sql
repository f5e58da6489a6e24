-- the input producer's changelog with compaction.force-up-level-0 and partial-update: streamed from every snapshot id
CREATE TABLE t (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'input', 'compaction.force-up-level-0' = 'true');
INSERT INTO t VALUES (1, 'a', CAST(NULL AS INT)), (2, 'b', 2);
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 10), (3, 'c', 3);
INSERT INTO t VALUES (2, 'bb', CAST(NULL AS INT));
SELECT snapshot_id, commit_kind, total_record_count, changelog_record_count FROM t$snapshots;
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
