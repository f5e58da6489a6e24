-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('write-only'='true', 'bucket'='1');
INSERT INTO a VALUES (1,'x'),(2,'y');
INSERT INTO a VALUES (1,'z'),(3,'w');
INSERT INTO a VALUES (4,'z'),(5,'w');
INSERT INTO a VALUES (6,'z');
INSERT INTO a VALUES (7,'z'),(8,'q'),(9,'r');
INSERT INTO a VALUES (1,'zz');
CALL sys.compact(`table` => 'default.a', compact_strategy => 'minor');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM a$snapshots;
SELECT `level`, record_count FROM a$files;
SELECT * FROM a;
INSERT INTO a VALUES (2,'yy');
CALL sys.compact(`table` => 'default.a', compact_strategy => 'minor');
SELECT `level`, record_count FROM a$files;
