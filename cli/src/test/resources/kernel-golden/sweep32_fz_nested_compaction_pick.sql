-- nested columns (ARRAY, MAP, ROW, ARRAY<ROW>) in the lookup layout's commit compaction: the second commit's 2-row
-- level-0 file joins the first commit's 3-row file or stays above it (level 4) as Paimon's Parquet sizes decide
-- (COMPACTION.md "Run sizes", version 4: a nested column is its Parquet leaf columns; t reduced from fzag_1412).
-- Version 3 weighed a nested column as one text column: t and n stayed in level 4, r joined.
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 32 fz, 2026-12-04); the Java-API interpreter runs no $files reads
CREATE TABLE t (k INT, v0 ARRAY<INT>, v1 STRING, v2 BIGINT, v3 MAP<INT, STRING>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'bucket' = '1', 'fields.v0.aggregate-function' = 'collect', 'fields.v0.distinct' = 'true', 'fields.v1.aggregate-function' = 'last_value', 'fields.v2.aggregate-function' = 'sum', 'fields.v3.aggregate-function' = 'merge_map', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO t VALUES (2, ARRAY[2, 2, 2], CAST(NULL AS STRING), 9, MAP[4, 'x', 2, 'y']), (3, ARRAY[2], 'x', 9, MAP[2, 'x,y']), (4, ARRAY[2, 2], 'y', 0, MAP[1, 'x,y']);
INSERT INTO t VALUES (4, ARRAY[3, 3], 'x,y', 5, MAP[4, 'z', 3, 'y']), (1, ARRAY[4, 4], CAST(NULL AS STRING), 0, MAP[4, 'z']);
SELECT `level`, record_count FROM `t$files`;
SELECT * FROM t;
CREATE TABLE r (k INT, r ROW<a INT, b STRING>, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO r VALUES (4, ROW(1, 'u')), (6, ROW(1, 'v')), (7, ROW(3, 'u'));
INSERT INTO r VALUES (1, ROW(3, 'u')), (5, ROW(3, 'u'));
SELECT `level`, record_count FROM `r$files`;
SELECT * FROM r;
CREATE TABLE n (k INT, n ARRAY<ROW<i INT, s STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO n VALUES (8, ARRAY[ROW(2, 's'), ROW(1, 's')]), (1, ARRAY[ROW(1, 's')]), (7, ARRAY[ROW(1, 's'), ROW(1, 's')]);
INSERT INTO n VALUES (7, ARRAY[ROW(3, 's')]), (8, ARRAY[ROW(1, 't'), ROW(3, 't')]);
SELECT `level`, record_count FROM `n$files`;
SELECT * FROM n;
