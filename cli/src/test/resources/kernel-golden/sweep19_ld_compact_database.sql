-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE DATABASE d1;
CREATE TABLE d1.a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('write-only'='true', 'bucket'='1');
CREATE TABLE d1.b (k INT, v STRING) WITH ('write-only'='true');
CREATE TABLE `default`.c (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('write-only'='true', 'bucket'='1', 'changelog-producer'='lookup');
INSERT INTO d1.a VALUES (1,'x'),(2,'y');
INSERT INTO d1.a VALUES (1,'z');
INSERT INTO d1.b VALUES (1,'x');
INSERT INTO d1.b VALUES (2,'x');
INSERT INTO `default`.c VALUES (1,'x');
INSERT INTO `default`.c VALUES (1,'y');
CALL sys.compact_database('d1');
SELECT snapshot_id, commit_kind FROM d1.`a$snapshots`;
SELECT snapshot_id, commit_kind FROM d1.`b$snapshots`;
SELECT snapshot_id, commit_kind FROM `default`.`c$snapshots`;
CALL sys.compact_database();
SELECT snapshot_id, commit_kind, changelog_record_count FROM `default`.`c$snapshots`;
SELECT snapshot_id, commit_kind FROM d1.`b$snapshots`;
