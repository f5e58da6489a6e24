-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE a (p STRING, k INT, v1 STRING, v2 INT, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('merge-engine'='partial-update', 'changelog-producer'='lookup', 'write-only'='true', 'bucket'='2');
INSERT INTO a VALUES ('a',1,'x',CAST(NULL AS INT)),('b',2,'y',2);
INSERT INTO a VALUES ('a',1,CAST(NULL AS STRING),10),('b',3,'w',3);
CALL sys.compact('default.a', 'p=a');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM a$snapshots;
INSERT INTO a VALUES ('a',1,'xx',CAST(NULL AS INT)),('b',2,CAST(NULL AS STRING),20);
CALL sys.compact('default.a');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM a$snapshots;
SELECT * FROM a;
SELECT * FROM a$audit_log /*+ OPTIONS('incremental-between'='2,5') */;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a /*+ OPTIONS('scan.mode'='from-snapshot','scan.snapshot-id'='1') */;
