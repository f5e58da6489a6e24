-- collect and merge_map with retractions, distinct collect, ignore-retract per field, fields.default-aggregate-function
CREATE TABLE C (k INT, c ARRAY<STRING>, d ARRAY<INT>, m MAP<STRING, INT>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.d.aggregate-function' = 'collect', 'fields.d.distinct' = 'true', 'fields.m.aggregate-function' = 'merge_map', 'bucket' = '1');
CREATE TABLE D (k INT, a INT, b INT, c STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.default-aggregate-function' = 'sum', 'fields.c.aggregate-function' = 'listagg', 'fields.c.ignore-retract' = 'true', 'fields.b.ignore-retract' = 'true', 'bucket' = '1');
INSERT INTO C VALUES (1, ARRAY['x', 'y', 'x'], ARRAY[1, 2, 2], MAP['a', 1, 'b', 2]);
INSERT INTO C VALUES (1, ARRAY['x', 'z'], ARRAY[3, 1], MAP['b', 20, 'c', 3]);
INSERT INTO C VALUES -U(1, ARRAY['x'], ARRAY[2], MAP['a', 100]);
INSERT INTO C VALUES -D(1, ARRAY['q'], CAST(NULL AS ARRAY<INT>), CAST(NULL AS MAP<STRING, INT>));
INSERT INTO C VALUES (2, CAST(NULL AS ARRAY<STRING>), ARRAY[CAST(NULL AS INT), 1], MAP['k', CAST(NULL AS INT)]);
INSERT INTO D VALUES (1, 1, 10, 'a'), (2, 5, 5, 'x');
INSERT INTO D VALUES (1, 2, 20, 'b');
INSERT INTO D VALUES -U(1, 1, 10, 'a');
INSERT INTO D VALUES -D(2, 5, 5, 'x');
SELECT * FROM C;
SELECT * FROM D;
