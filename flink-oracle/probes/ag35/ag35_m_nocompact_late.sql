CREATE TABLE t (k INT, m MAP<INT, STRING>, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.m.aggregate-function' = 'merge_map', 'sequence.field' = 'sq');
INSERT INTO t VALUES (1, MAP[1, 'a'], 8);
INSERT INTO t VALUES -U(1, MAP[2, 'z'], 7);
INSERT INTO t VALUES (1, MAP[2, 'y'], 4);
SELECT * FROM t;
