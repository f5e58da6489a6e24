-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- bucketed append table, default compaction.min.file-num (5): each statement's end of input compacts once five files (the last compaction's small output included) are there
CREATE TABLE a (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO a VALUES (1, 'a');
INSERT INTO a VALUES (2, 'b');
INSERT INTO a VALUES (3, 'c');
INSERT INTO a VALUES (4, 'd');
INSERT INTO a VALUES (5, 'e');
INSERT INTO a VALUES (6, 'f');
INSERT INTO a VALUES (7, 'g');
INSERT INTO a VALUES (8, 'h');
INSERT INTO a VALUES (9, 'i');
INSERT INTO a VALUES (10, 'j'), (11, 'k');
SELECT level, record_count FROM a$files;
SELECT snapshot_id, commit_kind, delta_record_count FROM a$snapshots;
SELECT * FROM a /*+ OPTIONS('scan.snapshot-id' = '6') */;
SELECT * FROM a /*+ OPTIONS('incremental-between' = '5,7') */;
