-- aggregation: first_value/last_value/first_non_null_value/last_non_null_value over DATE, TIMESTAMP, DECIMAL, BOOLEAN with NULLs; bool_and/bool_or with NULLs; product over DECIMAL and INT with NULLs
CREATE TABLE T (k INT, fv DATE, lv TIMESTAMP(3), fnn DECIMAL(8, 2), lnn BOOLEAN, ba BOOLEAN, bo BOOLEAN, pd DECIMAL(10, 4), pi BIGINT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.fv.aggregate-function' = 'first_value', 'fields.lv.aggregate-function' = 'last_value',
  'fields.fnn.aggregate-function' = 'first_non_null_value', 'fields.lnn.aggregate-function' = 'last_non_null_value',
  'fields.ba.aggregate-function' = 'bool_and', 'fields.bo.aggregate-function' = 'bool_or',
  'fields.pd.aggregate-function' = 'product', 'fields.pi.aggregate-function' = 'product');
INSERT INTO T VALUES (1, NULL, TIMESTAMP '2024-01-01 00:00:00', NULL, true, NULL, NULL, 1.5000, NULL), (2, DATE '2024-02-29', NULL, 1.00, NULL, true, false, NULL, 7);
INSERT INTO T VALUES (1, DATE '2024-01-02', NULL, 2.50, NULL, true, false, 2.0000, 3), (2, DATE '2000-01-01', TIMESTAMP '1999-12-31 23:59:59.999', NULL, false, NULL, NULL, 0.1000, -2);
INSERT INTO T VALUES (1, DATE '2024-01-03', TIMESTAMP '2025-05-05 05:05:05.5', 3.75, false, false, NULL, -0.5000, 4), (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
SELECT * FROM T;
