-- deletion vectors, lookup producer: the compaction's changelog files are above level 0, so a batch incremental-between read keeps them
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 1);
INSERT INTO t VALUES (1, 'b', 2), (2, 'c', 3);
SELECT snapshot_id, commit_kind, changelog_record_count FROM t$snapshots;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,4') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,4') */;
