-- fields.<c>.ignore-retract on functions that can retract (sum, product, collect, last_value, last_non_null_value, merge_map): the retraction is ignored; DOUBLE product retracting 0.0
CREATE TABLE T (k INT, s INT, p DOUBLE, c ARRAY<INT>, lv STRING, lnn STRING, m MAP<INT, STRING>, p0 DOUBLE, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.s.ignore-retract' = 'true',
  'fields.p.aggregate-function' = 'product', 'fields.p.ignore-retract' = 'true', 'fields.c.aggregate-function' = 'collect', 'fields.c.ignore-retract' = 'true',
  'fields.lv.aggregate-function' = 'last_value', 'fields.lv.ignore-retract' = 'true', 'fields.lnn.aggregate-function' = 'last_non_null_value', 'fields.lnn.ignore-retract' = 'true',
  'fields.m.aggregate-function' = 'merge_map', 'fields.m.ignore-retract' = 'true', 'fields.p0.aggregate-function' = 'product');
INSERT INTO T VALUES (1, 1, 2.0, ARRAY[1, 2], 'a', 'a', MAP[1, 'x'], 2.0), (2, 5, 3.0, ARRAY[5], 'b', 'b', MAP[5, 'y'], 0.0);
INSERT INTO T VALUES -U(1, 1, 2.0, ARRAY[1], 'a', 'a', MAP[1, 'x'], 2.0), -D(2, 5, 3.0, ARRAY[5], 'b', 'b', MAP[5, 'y'], 0.0);
SELECT * FROM T;
INSERT INTO T VALUES +U(1, 2, 4.0, ARRAY[3], NULL, NULL, MAP[2, 'z'], 4.0);
CALL sys.compact('default.T');
SELECT * FROM T;
