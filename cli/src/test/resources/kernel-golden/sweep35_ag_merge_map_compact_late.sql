-- Paimon 1.4.2's CALL sys.compact stores the key's merged row at its newest sequence (8), so the later record of sequence 4 merges before that whole row and its map entry 2 stays ({1=a, 2=y}); Varve's explicit compaction stores the same since sweep 44 (lt44; before: {1=a}, the -U of sequence 7 removing entry 2; fzag_1449 reduced)
-- not checked against Paimon: named CALL arguments (flink-oracle checks it on Flink)
CREATE TABLE t (k INT, m MAP<INT, STRING>, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.m.aggregate-function' = 'merge_map', 'sequence.field' = 'sq');
INSERT INTO t VALUES (1, MAP[1, 'a'], 8);
INSERT INTO t VALUES -U(1, MAP[2, 'z'], 7);
CALL sys.compact(`table` => 'default.t');
INSERT INTO t VALUES (1, MAP[2, 'y'], 4);
SELECT * FROM t;
