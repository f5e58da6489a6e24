-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE t (id INT, v STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('changelog-producer' = 'input');
CREATE TABLE s (id INT);
INSERT INTO t VALUES (1,'a'),(2,'b'),(3,'c');
INSERT INTO s VALUES (2),(3),(4);
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.id=s.id', matched_delete_condition => 'TRUE');
SELECT * FROM t;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode'='from-snapshot','scan.snapshot-id'='2') */;
