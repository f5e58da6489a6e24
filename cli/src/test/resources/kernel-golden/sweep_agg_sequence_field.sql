-- aggregation with sequence.field: late records still feed sum, last_non_null_value/last_value take the highest sequence, first_value the lowest
CREATE TABLE T (k INT, s BIGINT, l STRING, lv STRING, fv STRING, mx DOUBLE, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'ts', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value',
  'fields.fv.aggregate-function' = 'first_value', 'fields.mx.aggregate-function' = 'max');
INSERT INTO T VALUES (1, 10, 'l5', 'v5', 'f5', 1.5, 5), (2, 1, 'x', NULL, NULL, NULL, 1);
INSERT INTO T VALUES (1, 3, 'l2', NULL, 'f2', 9.0, 2), (2, 2, NULL, 'y', 'y', 2.0, 0);
INSERT INTO T VALUES (1, 4, NULL, 'v9', NULL, -1.0, 9), (2, 4, 'z', NULL, 'w', NULL, 1);
SELECT * FROM T;
