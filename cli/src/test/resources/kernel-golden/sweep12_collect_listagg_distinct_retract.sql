-- collect with distinct and listagg with distinct and a delimiter: duplicates within a commit and across commits, NULL elements, retraction of collect (one occurrence) with listagg ignoring retractions
CREATE TABLE T (k INT, c ARRAY<STRING>, cd ARRAY<INT>, l STRING, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.c.aggregate-function' = 'collect', 'fields.cd.aggregate-function' = 'collect', 'fields.cd.distinct' = 'true',
  'fields.l.aggregate-function' = 'listagg', 'fields.l.distinct' = 'true', 'fields.l.list-agg-delimiter' = ';', 'fields.l.ignore-retract' = 'true');
INSERT INTO T VALUES (1, ARRAY['a', 'b'], ARRAY[1, 2, 2], 'x;y'), (1, ARRAY['b', CAST(NULL AS STRING)], ARRAY[2, 3], 'y;z'), (2, CAST(NULL AS ARRAY<STRING>), ARRAY[CAST(NULL AS INT)], 'x');
INSERT INTO T VALUES (1, ARRAY['a'], ARRAY[3, 4], 'x'), (2, ARRAY['q'], ARRAY[CAST(NULL AS INT), 5], 'x x');
SELECT * FROM T;
INSERT INTO T VALUES -U(1, ARRAY['b', 'a'], ARRAY[2], 'x'), -D(2, ARRAY['q', 'nope'], ARRAY[5, 6], 'x');
SELECT * FROM T;
CALL sys.compact('default.T');
SELECT * FROM T;
