-- probe ag39: collect distinct and merge_map with retractions; listagg distinct with blanks
CREATE TABLE T (k INT, c ARRAY<INT>, m MAP<STRING, INT>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.m.aggregate-function' = 'merge_map', 'bucket' = '1');
INSERT INTO T VALUES (1, ARRAY[1, 1, 2, CAST(NULL AS INT)], MAP['a', 1, 'b', 2]);
INSERT INTO T VALUES (1, ARRAY[2, 3, 3], MAP['a', 5, 'c', CAST(NULL AS INT)]);
SELECT * FROM T;
INSERT INTO T VALUES -U(1, ARRAY[1, 3], MAP['a', 9]), +U(1, ARRAY[4, 4], MAP['d', 4]);
SELECT * FROM T;
INSERT INTO T VALUES -D(1, ARRAY[2, 4, CAST(NULL AS INT)], MAP['b', 0, 'd', 4, 'z', 1]);
SELECT * FROM T;
CALL sys.compact(`table` => 'default.T');
SELECT * FROM T;
