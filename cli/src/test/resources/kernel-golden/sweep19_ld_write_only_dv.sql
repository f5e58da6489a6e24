-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('deletion-vectors.enabled'='true', 'changelog-producer'='lookup', 'write-only'='true', 'bucket'='1');
INSERT INTO a VALUES (1,'x'),(2,'y');
SELECT * FROM a;
CALL sys.compact('default.a');
SELECT * FROM a;
INSERT INTO a VALUES +I(1,'z'), -D(2,'y'), +I(3,'w');
SELECT * FROM a;
CALL sys.compact('default.a');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM a$snapshots;
SELECT * FROM a;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a /*+ OPTIONS('scan.mode'='from-snapshot','scan.snapshot-id'='1') */;
