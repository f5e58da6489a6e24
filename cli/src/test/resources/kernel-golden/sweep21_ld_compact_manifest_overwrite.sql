-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.compact_manifest
-- sys.compact_manifest on an append table after INSERT OVERWRITE (its DELETE entries leave the merged manifest)
CREATE TABLE A (k INT, v STRING);
INSERT INTO A VALUES (1, 'a');
INSERT INTO A VALUES (2, 'b');
INSERT OVERWRITE A VALUES (3, 'c');
CALL sys.compact_manifest('default.A', 'manifest.target-file-size=1mb');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM A$snapshots;
SELECT * FROM A;
SELECT * FROM A$audit_log;
