-- Paimon 1.4.2's CALL sys.compact stores each key's merged row at its newest sequence value, so a later record with a lower sequence value merges before that whole row (last_non_null_value a5 here, a6 without the compaction); Varve's explicit compaction stores the same since sweep 44 (lt44; before: a6, a known difference)
CREATE TABLE T (k INT, s INT, lnn STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 's', 'fields.lnn.aggregate-function' = 'last_non_null_value', 'bucket' = '1');
INSERT INTO T VALUES (1, 5, 'a5');
INSERT INTO T VALUES (1, 7, CAST(NULL AS STRING));
CALL sys.compact('default.T');
INSERT INTO T VALUES (1, 6, 'a6');
SELECT * FROM T;
