-- probe pu37: partial-update sequence groups with order-sensitive functions (last_non_null_value, last_value, first_value): where does Paimon 1.4.2 store one merged row per key (record counts of $files / $snapshots); rows too
-- a: no changelog producer, fixed bucket: write-time universal compaction, then CALL sys.compact (full)
CREATE TABLE a (k INT, v STRING, n INT, f INT, g1 INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'v,f', 'fields.g2.sequence-group' = 'n', 'fields.v.aggregate-function' = 'last_non_null_value', 'fields.n.aggregate-function' = 'last_value', 'fields.f.aggregate-function' = 'first_value', 'num-sorted-run.compaction-trigger' = '3');
INSERT INTO a VALUES (1, 'a', 1, 10, 1, 1), (2, 'b', 2, 20, 1, 1);
INSERT INTO a VALUES (1, CAST(NULL AS STRING), CAST(NULL AS INT), 11, 2, 2);
INSERT INTO a VALUES (1, 'c', 3, 12, 1, 1), (2, 'd', 4, 21, 3, 3);
SELECT `level`, record_count FROM `a$files` ORDER BY `level`, record_count;
INSERT INTO a VALUES (1, 'e', 5, 13, 5, 0), (3, 'x', 7, 30, 1, 1);
SELECT `level`, record_count FROM `a$files` ORDER BY `level`, record_count;
SELECT snapshot_id, commit_kind, total_record_count FROM `a$snapshots`;
CALL sys.compact(`table` => 'default.a');
SELECT `level`, record_count FROM `a$files` ORDER BY `level`, record_count;
SELECT * FROM a;
INSERT INTO a VALUES (1, 'y', 8, 14, 4, 6), (2, CAST(NULL AS STRING), 9, 22, 4, 1);
CALL sys.compact(`table` => 'default.a');
SELECT `level`, record_count FROM `a$files` ORDER BY `level`, record_count;
SELECT * FROM a;
-- b: lookup producer, fixed bucket: the commit compactions reach the bottom
CREATE TABLE b (k INT, v STRING, n INT, f INT, g1 INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'fields.g1.sequence-group' = 'v,f', 'fields.g2.sequence-group' = 'n', 'fields.v.aggregate-function' = 'last_non_null_value', 'fields.n.aggregate-function' = 'last_value', 'fields.f.aggregate-function' = 'first_value');
INSERT INTO b VALUES (1, 'a', 1, 10, 1, 1), (2, 'b', 2, 20, 1, 1);
INSERT INTO b VALUES (1, CAST(NULL AS STRING), CAST(NULL AS INT), 11, 2, 2);
SELECT `level`, record_count FROM `b$files` ORDER BY `level`, record_count;
INSERT INTO b VALUES (1, 'c', 3, 12, 1, 1), (2, 'd', 4, 21, 3, 3);
SELECT `level`, record_count FROM `b$files` ORDER BY `level`, record_count;
SELECT snapshot_id, commit_kind, total_record_count FROM `b$snapshots`;
SELECT * FROM b;
INSERT INTO b VALUES (1, 'e', 5, 13, 5, 0);
SELECT `level`, record_count FROM `b$files` ORDER BY `level`, record_count;
SELECT * FROM b;
-- c: full-compaction changelog producer
CREATE TABLE c (k INT, v STRING, n INT, f INT, g1 INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2', 'fields.g1.sequence-group' = 'v,f', 'fields.g2.sequence-group' = 'n', 'fields.v.aggregate-function' = 'last_non_null_value', 'fields.n.aggregate-function' = 'last_value', 'fields.f.aggregate-function' = 'first_value');
INSERT INTO c VALUES (1, 'a', 1, 10, 1, 1), (2, 'b', 2, 20, 1, 1);
INSERT INTO c VALUES (1, CAST(NULL AS STRING), CAST(NULL AS INT), 11, 2, 2);
INSERT INTO c VALUES (1, 'c', 3, 12, 1, 1), (2, 'd', 4, 21, 3, 3);
SELECT `level`, record_count FROM `c$files` ORDER BY `level`, record_count;
INSERT INTO c VALUES (1, 'e', 5, 13, 5, 0);
SELECT `level`, record_count FROM `c$files` ORDER BY `level`, record_count;
SELECT * FROM c;
-- d: deletion vectors, no producer; then CALL sys.compact
CREATE TABLE d (k INT, v STRING, n INT, f INT, g1 INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'deletion-vectors.enabled' = 'true', 'fields.g1.sequence-group' = 'v,f', 'fields.g2.sequence-group' = 'n', 'fields.v.aggregate-function' = 'last_non_null_value', 'fields.n.aggregate-function' = 'last_value', 'fields.f.aggregate-function' = 'first_value');
INSERT INTO d VALUES (1, 'a', 1, 10, 1, 1), (2, 'b', 2, 20, 1, 1);
INSERT INTO d VALUES (1, CAST(NULL AS STRING), CAST(NULL AS INT), 11, 2, 2);
INSERT INTO d VALUES (1, 'c', 3, 12, 1, 1), (2, 'd', 4, 21, 3, 3);
SELECT `level`, record_count FROM `d$files` ORDER BY `level`, record_count;
CALL sys.compact(`table` => 'default.d');
SELECT `level`, record_count FROM `d$files` ORDER BY `level`, record_count;
SELECT * FROM d;
