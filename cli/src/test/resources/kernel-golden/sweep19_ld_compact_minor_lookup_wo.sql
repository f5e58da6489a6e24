-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('write-only'='true', 'bucket'='1', 'changelog-producer'='lookup');
INSERT INTO a VALUES (1,'x'),(2,'y');
INSERT INTO a VALUES (1,'z'),(3,'w');
CALL sys.compact(`table` => 'default.a', compact_strategy => 'minor');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM a$snapshots;
SELECT `level`, record_count FROM a$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a /*+ OPTIONS('scan.mode'='from-snapshot','scan.snapshot-id'='1') */;
