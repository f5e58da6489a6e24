-- aggregation retractions: product over BIGINT, last_value, last_non_null_value, sum over DECIMAL/DOUBLE, max/listagg with ignore-retract, -D of an unknown key, -U and +U in separate commits (Paimon 1.4.2 loses a product retraction of a pair in one commit, SEMANTICS §11)
CREATE TABLE T (k INT, c BIGINT, lv STRING, lnn STRING, sd DECIMAL(10, 2), sf DOUBLE, mx INT, la STRING, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'product', 'fields.lv.aggregate-function' = 'last_value',
  'fields.lnn.aggregate-function' = 'last_non_null_value', 'fields.sd.aggregate-function' = 'sum', 'fields.sf.aggregate-function' = 'sum',
  'fields.mx.aggregate-function' = 'max', 'fields.mx.ignore-retract' = 'true',
  'fields.la.aggregate-function' = 'listagg', 'fields.la.ignore-retract' = 'true');
INSERT INTO T VALUES (1, 1, 'v1', 'n1', 1.10, 0.5, 3, 'a'), (2, 1, 'w1', 'm1', 2.00, 1.0, 1, 'b');
INSERT INTO T VALUES (1, 3, 'v2', NULL, 2.20, 0.25, 7, 'c');
INSERT INTO T VALUES -U(1, 3, 'v2', NULL, 2.20, 0.25, 7, 'c');
INSERT INTO T VALUES +U(1, 2, 'v3', 'n3', 3.30, 2.0, 5, 'd'), -D(2, 1, 'w1', 'm1', 0.50, 1.0, 9, 'b');
INSERT INTO T VALUES -D(3, 1, 'u', 'u', 1.00, 1.0, 1, 'u'), -U(1, NULL, NULL, 'n3', NULL, NULL, NULL, NULL);
SELECT * FROM T;
