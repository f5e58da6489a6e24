-- aggregation retractions over FLOAT/DECIMAL sum, DOUBLE product, last_value/last_non_null_value with NULLs, and first_non_null_value/bool_and/bool_or with ignore-retract; -D keeps the row
CREATE TABLE T (k INT, sf FLOAT, sd DECIMAL(5, 2), pd DOUBLE, fnn STRING, ba BOOLEAN, bo BOOLEAN, lv INT, lnn INT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.sf.aggregate-function' = 'sum', 'fields.sd.aggregate-function' = 'sum',
  'fields.pd.aggregate-function' = 'product', 'fields.fnn.aggregate-function' = 'first_non_null_value', 'fields.fnn.ignore-retract' = 'true',
  'fields.ba.aggregate-function' = 'bool_and', 'fields.ba.ignore-retract' = 'true', 'fields.bo.aggregate-function' = 'bool_or',
  'fields.bo.ignore-retract' = 'true', 'fields.lv.aggregate-function' = 'last_value', 'fields.lnn.aggregate-function' = 'last_non_null_value');
INSERT INTO T VALUES (1, 0.1, 1.25, 2.0, NULL, true, false, 1, 1), (2, 1.5, 0.10, 4.0, 'x', false, true, NULL, NULL);
INSERT INTO T VALUES (1, 0.2, 2.50, 0.5, 'a', true, true, NULL, 2);
INSERT INTO T VALUES -U(1, 0.1, 1.25, 2.0, 'b', false, false, 3, 3), -D(2, 1.5, 0.10, 4.0, 'x', true, false, NULL, NULL);
SELECT * FROM T;
INSERT INTO T VALUES +U(1, NULL, NULL, NULL, 'c', NULL, NULL, NULL, NULL), (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
SELECT * FROM T;
CALL sys.compact('default.T');
SELECT * FROM T;
