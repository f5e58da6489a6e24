-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- append tables: a fixed bucket compacts compaction.min.file-num one-row files at the end of input (Paimon's writer pick, no target size needed); bucket-unaware tables never compact at a statement's end
CREATE TABLE a (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO a VALUES (1, 'a');
INSERT INTO a VALUES (2, 'b');
INSERT INTO a VALUES (3, 'c');
INSERT INTO a VALUES (4, 'd');
INSERT INTO a VALUES (5, 'e');
INSERT INTO a VALUES (6, 'f');
SELECT level, record_count FROM a$files;
SELECT snapshot_id, commit_kind FROM a$snapshots;
CREATE TABLE u (k INT, v STRING);
INSERT INTO u VALUES (1, 'a');
INSERT INTO u VALUES (2, 'b');
INSERT INTO u VALUES (3, 'c');
INSERT INTO u VALUES (4, 'd');
INSERT INTO u VALUES (5, 'e');
INSERT INTO u VALUES (6, 'f');
SELECT level, record_count FROM u$files;
SELECT snapshot_id, commit_kind FROM u$snapshots;
CREATE TABLE b (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k', 'compaction.min.file-num' = '2');
INSERT INTO b VALUES (1, 'a');
INSERT INTO b VALUES (2, 'b');
INSERT INTO b VALUES (3, 'c');
SELECT level, record_count FROM b$files;
SELECT snapshot_id, commit_kind FROM b$snapshots;
