-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.compact_manifest
-- sys.compact_manifest merges the latest snapshot's data manifests into one COMPACT snapshot (same total, delta 0); a second call finds one manifest and publishes nothing
-- ordered
CREATE TABLE T (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO T VALUES (1, 1), (2, 2);
INSERT INTO T VALUES (1, 10);
INSERT INTO T VALUES (3, 3);
CALL sys.compact_manifest('default.T');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM T$snapshots;
SELECT * FROM T;
CALL sys.compact_manifest(`table` => 'default.T');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM T$snapshots;
