-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE src (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer'='input');
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer'='lookup', 'write-only'='true', 'bucket'='1');
INSERT INTO src VALUES (1,'x'),(2,'y');
INSERT INTO src VALUES (1,'z');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO a SELECT * FROM src /*+ OPTIONS('scan.mode'='from-snapshot','scan.snapshot-id'='1') */;
SELECT * FROM a /*+ OPTIONS('scan.mode'='from-snapshot','scan.snapshot-id'='1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM a;
SELECT commit_kind, changelog_record_count FROM a$snapshots WHERE commit_kind <> 'APPEND';
CALL sys.compact('default.a');
SELECT commit_kind, changelog_record_count FROM a$snapshots WHERE commit_kind = 'COMPACT';
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a /*+ OPTIONS('scan.mode'='from-snapshot','scan.snapshot-id'='1') */;
