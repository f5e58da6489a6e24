-- sweep 40 lt: tables that need lookups compact at every commit; where that compaction holds a key's whole history (it reaches the bottom, or no run below holds the key) Varve stores Paimon 1.4.2's merged row at the key's newest sequence, also with sequence.field, so a later record with a lower sequence sorts before it (partial-update: the merged row's values win; first_value: the late record's value comes first) and level 5 holds one record per key
-- not checked against Paimon: reads $files (flink-oracle checks it on Flink)
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
CREATE TABLE a (k INT, v0 DECIMAL(38, 10), v1 TIMESTAMP(3), sq BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1', 'num-sorted-run.compaction-trigger' = '2', 'merge-engine' = 'aggregation', 'fields.v0.aggregate-function' = 'sum', 'fields.v1.aggregate-function' = 'first_value', 'sequence.field' = 'sq', 'sequence.field.sort-order' = 'descending');
INSERT INTO a VALUES (1, CAST('-3.5' AS DECIMAL(38, 10)), CAST(TIMESTAMP '2024-01-01 10:00:00.999' AS TIMESTAMP(3)), 3);
INSERT INTO a VALUES (3, CAST(NULL AS DECIMAL(38, 10)), CAST(TIMESTAMP '2024-01-01 10:00:00.000' AS TIMESTAMP(3)), 4), (1, CAST('9999999999999999999999999999.9999999999' AS DECIMAL(38, 10)), CAST(TIMESTAMP '2024-01-01 10:00:00.999' AS TIMESTAMP(3)), 1);
INSERT INTO a VALUES (2, CAST('-3.5' AS DECIMAL(38, 10)), CAST(NULL AS TIMESTAMP(3)), 2), (1, CAST('-3.5' AS DECIMAL(38, 10)), CAST(NULL AS TIMESTAMP(3)), 2);
INSERT INTO a VALUES (2, CAST('-3.5' AS DECIMAL(38, 10)), CAST(TIMESTAMP '2024-01-01 10:00:00.000' AS TIMESTAMP(3)), 2), (3, CAST('-3.5' AS DECIMAL(38, 10)), CAST(NULL AS TIMESTAMP(3)), 2);
SELECT * FROM a;
SELECT * FROM a$audit_log;
SELECT `level`, record_count FROM a$files;
