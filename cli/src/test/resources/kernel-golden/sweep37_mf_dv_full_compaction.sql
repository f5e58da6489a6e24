-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $manifests
-- $manifests of a deletion-vectors primary-key table (index files apart) and of the full-compaction producer
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'x');
INSERT INTO t VALUES (2, 'y');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
CREATE TABLE f (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction');
INSERT INTO f VALUES (1, 'a'), (2, 'b');
INSERT INTO f VALUES (1, 'x');
SELECT snapshot_id, commit_kind FROM f$snapshots;
SELECT num_added_files, num_deleted_files, schema_id FROM f$manifests;
SELECT num_added_files, num_deleted_files FROM f$manifests /*+ OPTIONS('scan.snapshot-id' = '2') */;
