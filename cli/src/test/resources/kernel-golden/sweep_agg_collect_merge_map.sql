-- aggregation: collect (with and without distinct) and merge_map over several commits, NULL inputs, retraction (collect removes one occurrence, merge_map removes the keys); a distinct collect prints Paimon's hash-set order
CREATE TABLE T (k INT, c ARRAY<INT>, cd ARRAY<STRING>, ci ARRAY<INT>, m MAP<STRING, INT>, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.cd.aggregate-function' = 'collect', 'fields.cd.distinct' = 'true',
  'fields.ci.aggregate-function' = 'collect', 'fields.ci.distinct' = 'true', 'fields.m.aggregate-function' = 'merge_map');
INSERT INTO T VALUES (1, ARRAY[1, 2], ARRAY['a', 'b'], ARRAY[33, 17], MAP['x', 1, 'y', 2]), (2, NULL, NULL, NULL, NULL), (3, ARRAY[4], ARRAY['pear', 'apple', 'fig', 'kiwi', 'plum', 'lime'], ARRAY[100, -1, 7, 23], MAP['k', 1]);
INSERT INTO T VALUES (1, ARRAY[2, 3], ARRAY['b', 'c'], ARRAY[1, 49, 17], MAP['y', 20, 'z', 3]), (2, ARRAY[5], ARRAY['q', 'q'], ARRAY[2, 2], MAP['k', 1]), (3, NULL, ARRAY['date', 'apple', 'melon'], ARRAY[16, 0], NULL);
INSERT INTO T VALUES -U(1, ARRAY[2], ARRAY['a'], ARRAY[49], MAP['x', 0]);
INSERT INTO T VALUES +U(1, ARRAY[9], NULL, NULL, MAP['w', 9]);
SELECT * FROM T;
