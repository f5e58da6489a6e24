CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (3, 'c');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT level, record_count FROM t$files /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '4') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,4') */;
