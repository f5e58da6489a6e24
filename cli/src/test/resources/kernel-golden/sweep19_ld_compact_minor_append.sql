-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE a (k INT, v STRING) WITH ('write-only'='true');
INSERT INTO a VALUES (1,'x'),(2,'y');
INSERT INTO a VALUES (1,'z');
INSERT INTO a VALUES (3,'z');
INSERT INTO a VALUES (4,'z');
INSERT INTO a VALUES (5,'z');
INSERT INTO a VALUES (6,'z');
CALL sys.compact(`table` => 'default.a', compact_strategy => 'minor');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM a$snapshots;
SELECT record_count FROM a$files;
