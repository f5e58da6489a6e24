-- fuzz aggregation seed 1412
CREATE TABLE t (k INT, v0 ARRAY<INT>, v1 STRING, v2 BIGINT, v3 MAP<INT, STRING>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'bucket' = '1', 'fields.v0.aggregate-function' = 'collect', 'fields.v0.distinct' = 'true', 'fields.v1.aggregate-function' = 'last_value', 'fields.v2.aggregate-function' = 'sum', 'fields.v3.aggregate-function' = 'merge_map', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO t VALUES (2, ARRAY[2, 2, 2], CAST(NULL AS STRING), 9, MAP[4, 'x', 2, 'y']), (3, ARRAY[2], 'x', 9, MAP[2, 'x,y']), (4, ARRAY[2, 2], 'y', 0, MAP[1, 'x,y']);
INSERT INTO t VALUES (4, ARRAY[3, 3], 'x,y', 5, MAP[4, 'z', 3, 'y']), (1, ARRAY[4, 4], CAST(NULL AS STRING), 0, MAP[4, 'z']);
SELECT `level`, record_count FROM `t$files`;
