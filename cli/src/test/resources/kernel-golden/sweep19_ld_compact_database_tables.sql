-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE DATABASE d1;
CREATE TABLE d1.a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('write-only'='true', 'bucket'='1');
CREATE TABLE d1.ab (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('write-only'='true', 'bucket'='1');
INSERT INTO d1.a VALUES (1,'x'),(2,'y');
INSERT INTO d1.a VALUES (1,'z');
INSERT INTO d1.ab VALUES (1,'x'),(2,'y');
INSERT INTO d1.ab VALUES (1,'z');
CALL sys.compact_database(including_databases => 'd1', mode => 'combined', including_tables => 'd1.a.*', excluding_tables => 'd1.ab');
SELECT snapshot_id, commit_kind FROM d1.`a$snapshots`;
SELECT snapshot_id, commit_kind FROM d1.`ab$snapshots`;
CALL sys.compact_database(including_databases => 'd1', compact_strategy => 'minor');
SELECT snapshot_id, commit_kind FROM d1.`ab$snapshots`;
