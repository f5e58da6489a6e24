-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('write-only'='true', 'bucket'='1', 'num-sorted-run.compaction-trigger'='2');
INSERT INTO a VALUES (1,'x'),(2,'y'),(3,'u'),(4,'t');
INSERT INTO a VALUES (1,'z');
CALL sys.compact(`table` => 'default.a', compact_strategy => 'minor');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM a$snapshots;
SELECT `level`, record_count FROM a$files;
INSERT INTO a VALUES (2,'q');
INSERT INTO a VALUES (3,'q');
CALL sys.compact(`table` => 'default.a', compact_strategy => 'minor');
SELECT `level`, record_count FROM a$files;
