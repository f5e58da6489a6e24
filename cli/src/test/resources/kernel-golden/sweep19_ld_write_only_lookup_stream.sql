-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE a (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer'='lookup', 'write-only'='true', 'bucket'='2', 'merge-engine'='aggregation', 'fields.n.aggregate-function'='sum');
INSERT INTO a VALUES (1,'x',1),(2,'y',2),(5,'e',5);
SELECT * FROM a;
CALL sys.compact('default.a');
INSERT INTO a VALUES (1,'z',10),(3,'w',3);
INSERT INTO a VALUES (1,'zz',100);
CALL sys.compact('default.a');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM a$snapshots;
SELECT * FROM a;
SELECT * FROM a$audit_log /*+ OPTIONS('incremental-between'='1,5') */;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a /*+ OPTIONS('scan.mode'='from-snapshot','scan.snapshot-id'='1') */;
SELECT * FROM a /*+ OPTIONS('scan.mode'='from-snapshot-full','scan.snapshot-id'='3') */;
SELECT * FROM a;
