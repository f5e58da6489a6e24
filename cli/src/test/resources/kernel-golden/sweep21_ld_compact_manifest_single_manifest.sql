-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.compact_manifest
-- sys.compact_manifest on an empty table and on a table of one snapshot (one manifest, no DELETE entry): success, no snapshot
-- ordered
CREATE TABLE A (k INT, v INT);
CALL sys.compact_manifest('default.A');
SELECT snapshot_id, commit_kind FROM A$snapshots;
INSERT INTO A VALUES (1, 1);
CALL sys.compact_manifest('default.A');
SELECT snapshot_id, commit_kind FROM A$snapshots;
SELECT * FROM A;
