-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $manifests
-- $manifests of a primary-key table with the input changelog producer and a full compaction
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO t VALUES (1, 'x');
SELECT num_added_files, num_deleted_files, schema_id, min_partition_stats, max_partition_stats FROM t$manifests;
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.compact(`table` => 'default.t');
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
DELETE FROM t WHERE k = 2;
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT num_added_files, num_deleted_files FROM t$manifests /*+ OPTIONS('scan.snapshot-id' = '2') */;
CALL sys.compact_manifest(`table` => 'default.t');
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
