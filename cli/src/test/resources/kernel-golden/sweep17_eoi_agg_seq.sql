-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- aggregation, and deduplicate with sequence.field and a delete: the fifth statement's end-of-input compaction reaches the bottom (the -D is dropped there, as in Paimon); results and layout
CREATE TABLE g (k INT, s BIGINT, m INT, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max');
INSERT INTO g VALUES (1, 1, 5, 1), (2, 2, 1, 1);
INSERT INTO g VALUES (1, 10, 3, 2);
INSERT INTO g VALUES (2, 5, 9, 3);
INSERT INTO g VALUES (3, 1, 1, 4);
SELECT level, record_count FROM g$files;
INSERT INTO g VALUES (1, 100, 1, 5);
SELECT level, record_count FROM g$files;
SELECT snapshot_id, commit_kind FROM g$snapshots;
SELECT * FROM g;
SELECT * FROM g$audit_log;
CREATE TABLE d (k INT, v STRING, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 'ts');
INSERT INTO d VALUES (1, 'a', 5), (2, 'b', 5);
INSERT INTO d VALUES (1, 'old', 1);
INSERT INTO d VALUES -D(2, 'b', 6);
INSERT INTO d VALUES (3, 'c', 1);
INSERT INTO d VALUES (4, 'd', 1);
SELECT level, record_count FROM d$files;
SELECT * FROM d;
SELECT * FROM d$audit_log;
SELECT snapshot_id, commit_kind FROM d$snapshots;
