-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.compact_manifest
-- sys.compact_manifest after a data compaction (DELETE entries in the manifests), with the options argument
CREATE TABLE T (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2');
INSERT INTO T VALUES (1, 1), (2, 2), (3, 3);
INSERT INTO T VALUES (1, 10);
CALL sys.compact('default.T');
INSERT INTO T VALUES (4, 4);
CALL sys.compact_manifest(`table` => 'default.T', options => 'manifest.full-compaction-threshold-size=1');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM T$snapshots;
SELECT * FROM T;
