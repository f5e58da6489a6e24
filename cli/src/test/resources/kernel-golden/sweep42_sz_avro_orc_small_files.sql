-- not checked against Paimon: reads $files (levels and record counts after the commits' compactions)
-- sweep 42 sz: run sizes version 8 lays small Avro and ORC files out exactly. Each table's first commit is
-- upgraded to the bottom (force-lookup: a forced level-0 compaction per commit); the second commit's 1-row file joins
-- it when its Paimon size * 1.01 reaches the bottom's, else stays above (level 4). Paimon 1.4.2's sizes (probes/sz42):
-- avro 374 then 370 (stays above; version 3's fit 376 / 374 joined); orc zstd 583 then 583 (joins; version 5's fit
-- 572 / 563 stayed above); orc uncompressed 659 then 657 (joins; version 3's fit 663 / 654 stayed above).
CREATE TABLE ta (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'force-lookup' = 'true', 'file.format' = 'avro');
INSERT INTO ta VALUES (1, 'hello');
INSERT INTO ta VALUES (2, 'a');
SELECT `level`, record_count FROM ta$files ORDER BY `level`;
SELECT * FROM ta ORDER BY k;
CREATE TABLE tz (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'force-lookup' = 'true', 'file.format' = 'orc', 'file.compression' = 'zstd');
INSERT INTO tz VALUES (1, 'a');
INSERT INTO tz VALUES (2, '');
SELECT `level`, record_count FROM tz$files ORDER BY `level`;
SELECT * FROM tz ORDER BY k;
CREATE TABLE tn (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'force-lookup' = 'true', 'file.format' = 'orc', 'file.compression' = 'none');
INSERT INTO tn VALUES (1, CAST(NULL AS STRING));
INSERT INTO tn VALUES (2, '');
SELECT `level`, record_count FROM tn$files ORDER BY `level`;
SELECT * FROM tn ORDER BY k;
