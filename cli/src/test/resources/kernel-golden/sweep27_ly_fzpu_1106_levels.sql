-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lead26 p_fzpu_1106_files, file sizes left out: $files shows Varve's own); the Java-API interpreter does not read $files nor publish the lookup compaction as Flink does
-- fzpu_1106's layout: 2 rows join the 3 below (level 5), a 1-row file stays above them (level 4), then all join, then 1 row stays above again
CREATE TABLE t (k INT, g1 INT, a INT, b STRING, g2 BIGINT, c INT, d STRING, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'bucket' = '-1', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'c,d', 'fields.c.aggregate-function' = 'sum', 'partial-update.ignore-delete' = 'true');
INSERT INTO t VALUES (4, 2, 9, CAST(NULL AS STRING), 1, 6, 'y', CAST(NULL AS INT)), (1, CAST(NULL AS INT), 2, 'x', 3, 3, 'y', CAST(NULL AS INT)), (2, 9, 7, 'z', 6, 9, 'y', 8);
SELECT `level`, record_count FROM `t$files` ORDER BY `level`, record_count;
INSERT INTO t VALUES (4, 3, 5, 'y', 7, 1, 'x', CAST(NULL AS INT)), (2, 2, 5, 'x', 9, 2, 'x', 3);
SELECT `level`, record_count FROM `t$files` ORDER BY `level`, record_count;
INSERT INTO t VALUES (4, CAST(NULL AS INT), CAST(NULL AS INT), 'w', 6, 1, 'y', 9);
SELECT `level`, record_count FROM `t$files` ORDER BY `level`, record_count;
INSERT INTO t VALUES +U(1, CAST(NULL AS INT), 6, CAST(NULL AS STRING), CAST(NULL AS BIGINT), 8, 'x', 8), +U(4, 8, 9, 'x', 5, 9, 'w', 3);
SELECT `level`, record_count FROM `t$files` ORDER BY `level`, record_count;
INSERT INTO t VALUES (2, 8, 6, CAST(NULL AS STRING), 3, 6, 'z', 7);
SELECT `level`, record_count FROM `t$files` ORDER BY `level`, record_count;
