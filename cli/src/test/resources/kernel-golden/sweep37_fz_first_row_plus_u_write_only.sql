-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
-- first-row, write-only, lookup producer: the dedicated compaction's changelog of a first-seen key keeps the kind it was written with (an explicit +U streams as +U), as the writers' lookup does (sweep37_fz_first_row_plus_u_changelog)
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup', 'write-only' = 'true', 'bucket' = '1', 'first-row.ignore-delete' = 'true');
INSERT INTO a VALUES (1, 'x'), (3, 'c');
INSERT INTO a VALUES -U(3, 'q'), +U(2, 'y'), +U(1, 'z');
CALL sys.compact(`table` => 'default.a');
INSERT INTO a VALUES +U(4, 'd'), (2, 'w');
CALL sys.compact(`table` => 'default.a');
SELECT snapshot_id, commit_kind, changelog_record_count FROM a$snapshots;
SELECT * FROM a;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
