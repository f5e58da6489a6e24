-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE a (p INT, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('write-only'='true', 'bucket'='1');
INSERT INTO a VALUES (1,1,'x'),(2,2,'y');
INSERT INTO a VALUES (1,1,'z'),(2,3,'w');
INSERT INTO a VALUES (1,4,'z');
CALL sys.compact(`table` => 'default.a', compact_strategy => 'minor', options => 'num-sorted-run.compaction-trigger=2');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM a$snapshots;
SELECT `partition`, `level`, record_count FROM a$files;
INSERT INTO a VALUES (1,5,'q'),(2,6,'r');
INSERT INTO a VALUES (1,6,'q'),(2,7,'r');
INSERT INTO a VALUES (1,7,'q'),(2,8,'r');
CALL sys.compact(`table` => 'default.a', `where` => 'p = 2', compact_strategy => 'minor', options => 'num-sorted-run.compaction-trigger=2');
SELECT `partition`, `level`, record_count FROM a$files;
SELECT * FROM a;
