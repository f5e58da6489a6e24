-- probe: $manifests of a primary-key table with the lookup changelog producer (APPEND + COMPACT per batch INSERT)
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
INSERT INTO t VALUES (1, 'x');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
SELECT num_added_files, num_deleted_files FROM t$manifests /*+ OPTIONS('scan.snapshot-id' = '3') */;
