-- sys.compact full (no num-sorted-run change) of a deletion-vectors partial-update table (lookup producer) whose upper file has a deletion vector
CREATE TABLE t (k INT, v STRING, n INT, g1 INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'deletion-vectors.enabled' = 'true', 'fields.g1.sequence-group' = 'v', 'fields.g2.sequence-group' = 'n');
INSERT INTO t VALUES (1, 'c', 33, 13, 10), (8, 'c', 56, 9, 10);
INSERT INTO t VALUES (3, 'dd', 9, 6, 3), (7, 'c', CAST(NULL AS INT), 7, 10), (8, 'e', 4, 1, 20);
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
