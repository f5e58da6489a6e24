-- a write-only aggregation table with the lookup producer: sys.compact expires by retention, its lookup changelog
CREATE TABLE t (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'lookup', 'write-only' = 'true', 'snapshot.num-retained.min' = '2', 'snapshot.num-retained.max' = '2');
INSERT INTO t VALUES (1, 1), (2, 2);
INSERT INTO t VALUES (1, 10);
INSERT INTO t VALUES (3, 3), (2, 20);
SELECT snapshot_id, commit_kind, total_record_count, changelog_record_count FROM t$snapshots;
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind, total_record_count, changelog_record_count FROM t$snapshots;
SELECT * FROM t;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '4') */;
