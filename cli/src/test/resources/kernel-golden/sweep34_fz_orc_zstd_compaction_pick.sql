-- ORC with zstd (file.compression unset: Paimon 1.4.2's default; and set) in the commit's universal pick with
-- 'num-sorted-run.compaction-trigger' = '2': the second commit's level-0 file joins the first one or stays above it as
-- Paimon's ORC sizes decide (COMPACTION.md "Run sizes", version 5; rows from flink-oracle/probes/fz34: a 585-byte and
-- a 606-byte file join into one level-5 file, a 671-byte file stays above a 706-byte one). The Parquet model
-- (version 4's weight of compressed ORC) decided the other way in both: a 2 left level 0 alone, b compacted fully.
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 34 fz, 2026-12-04); the Java-API interpreter runs no $files reads
CREATE TABLE a (k INT, c0 STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'file.format' = 'orc', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO a VALUES (1, 'z'), (2, 'z');
INSERT INTO a VALUES (1, 'x'), (2, 'w'), (3, 'y');
SELECT `level`, record_count FROM `a$files`;
SELECT snapshot_id, commit_kind FROM `a$snapshots`;
SELECT * FROM a;
CREATE TABLE b (k INT, mn STRING, lv STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'file.format' = 'orc', 'file.compression' = 'zstd', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO b VALUES (5, CAST(NULL AS STRING), 'e'), (14, 'x', CAST(NULL AS STRING)), (1, 'a', 'c');
INSERT INTO b VALUES (5, 'e', 'x'), (10, 'e', 'e');
SELECT `level`, record_count FROM `b$files`;
SELECT snapshot_id, commit_kind FROM `b$snapshots`;
SELECT * FROM b;
