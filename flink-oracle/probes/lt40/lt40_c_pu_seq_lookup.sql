-- partial-update under sequence.field with the lookup producer: stored record counts per level, then late records (fzso_1646's family)
CREATE TABLE t (k INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'bucket' = '1', 'sequence.field' = 'c');
INSERT INTO t VALUES (1, CAST(NULL AS INT), 'y', 2), (2, 1, 'w', 1);
INSERT INTO t VALUES (1, 8, CAST(NULL AS STRING), 4), (2, 5, 'x', 2), (3, 4, 'x', 2);
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES (1, 9, 'late', 3), (3, CAST(NULL AS INT), 'v', 1);
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
CREATE TABLE d (k INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'deletion-vectors.enabled' = 'true', 'bucket' = '1', 'sequence.field' = 'c');
INSERT INTO d VALUES (1, CAST(NULL AS INT), 'y', 2), (2, 1, 'w', 1);
INSERT INTO d VALUES (1, 8, CAST(NULL AS STRING), 4), (2, 5, 'x', 2), (3, 4, 'x', 2);
SELECT `level`, record_count FROM d$files;
INSERT INTO d VALUES (1, 9, 'late', 3), (3, CAST(NULL AS INT), 'v', 1);
SELECT `level`, record_count FROM d$files;
SELECT * FROM d;
