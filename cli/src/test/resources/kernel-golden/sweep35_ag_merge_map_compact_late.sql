-- not checked against Paimon: Paimon 1.4.2's CALL sys.compact stores the key's merged row at its newest sequence (8), so the later record of sequence 4 merges before that whole row and its map entry 2 stays ({1=a, 2=y} on Flink 2.0 + Paimon 1.4.2); Varve folds the versions in sequence order, so the -U of sequence 7 removes entry 2 ({1=a}, as Paimon without the compaction); SEMANTICS §3 keeps merge results independent of when compaction ran (fzag_1449 reduced; known-differences.txt)
CREATE TABLE t (k INT, m MAP<INT, STRING>, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.m.aggregate-function' = 'merge_map', 'sequence.field' = 'sq');
INSERT INTO t VALUES (1, MAP[1, 'a'], 8);
INSERT INTO t VALUES -U(1, MAP[2, 'z'], 7);
CALL sys.compact(`table` => 'default.t');
INSERT INTO t VALUES (1, MAP[2, 'y'], 4);
SELECT * FROM t;
