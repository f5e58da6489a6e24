-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- aggregation (last_non_null_value, sum) and partial-update with sequence.field: the fifth statement's end-of-input compaction reaches the bottom and stores one merged row per key, as Paimon, also for the order-sensitive columns; a later record with a lower sequence then sorts before that row (key 1 keeps 24.86)
CREATE TABLE a (k INT, v DOUBLE, n INT, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'ts', 'fields.n.aggregate-function' = 'sum', 'bucket' = '1');
CREATE TABLE p (k INT, v DOUBLE, w STRING, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'sequence.field' = 'ts', 'bucket' = '1');
INSERT INTO a VALUES (1, CAST(NULL AS DOUBLE), 1, 3);
INSERT INTO a VALUES (1, 24.86, 1, 0);
INSERT INTO a VALUES (2, 1.0, 1, 1);
INSERT INTO a VALUES (2, 2.0, 1, 2);
INSERT INTO a VALUES (3, 3.0, 1, 1);
SELECT * FROM a;
SELECT `level`, record_count FROM a$files;
SELECT * FROM a$audit_log;
INSERT INTO a VALUES (1, -1.5, 1, 2), (2, 9.0, 1, 0);
SELECT * FROM a;
INSERT INTO p VALUES (1, CAST(NULL AS DOUBLE), 'x', 3);
INSERT INTO p VALUES (1, 24.86, CAST(NULL AS STRING), 0);
INSERT INTO p VALUES (2, 1.0, 'a', 1);
INSERT INTO p VALUES (2, 2.0, CAST(NULL AS STRING), 2);
INSERT INTO p VALUES (3, 3.0, 'c', 1);
SELECT * FROM p;
SELECT `level`, record_count FROM p$files;
SELECT * FROM p$audit_log;
INSERT INTO p VALUES (1, -1.5, 'y', 2), (2, 9.0, 'z', 0);
SELECT * FROM p;
SELECT * FROM p$audit_log;
