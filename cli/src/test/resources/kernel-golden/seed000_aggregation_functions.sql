-- seed 000 (aggregation): every listed function over several commits with NULLs; default last_non_null_value; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, s_sum BIGINT, s_prod DOUBLE, s_cnt INT, s_max STRING, s_min DATE, s_fv STRING, s_lv STRING, s_fnn STRING, s_lnn STRING, s_list STRING, s_and BOOLEAN, s_or BOOLEAN, s_dflt INT, s_dec DECIMAL(10, 2), PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation',
  'fields.s_sum.aggregate-function' = 'sum', 'fields.s_prod.aggregate-function' = 'product',
  'fields.s_cnt.aggregate-function' = 'sum', 'fields.s_max.aggregate-function' = 'max',
  'fields.s_min.aggregate-function' = 'min', 'fields.s_fv.aggregate-function' = 'first_value',
  'fields.s_lv.aggregate-function' = 'last_value', 'fields.s_fnn.aggregate-function' = 'first_not_null_value',
  'fields.s_lnn.aggregate-function' = 'last_non_null_value', 'fields.s_list.aggregate-function' = 'listagg',
  'fields.s_and.aggregate-function' = 'bool_and', 'fields.s_or.aggregate-function' = 'bool_or',
  'fields.s_dec.aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 15, 2.0, 1, 'pear', DATE '2024-03-01', NULL, 'x', NULL, 'p', 'a', true, false, 7, 1.25), (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO T VALUES (1, 20, 1.5, 1, 'apple', DATE '2023-12-31', 'second', NULL, 'q', NULL, 'b', false, false, NULL, 2.50);
INSERT INTO T VALUES (1, -5, -2.0, 1, 'zebra', DATE '2024-06-30', 'third', 'y', 'r', 'r2', NULL, true, true, 9, -0.05), (2, 3, 4.0, 2, 'm', DATE '2020-01-01', 'f', 'l', 'n', 'nn', 'c', true, NULL, 1, 0.10);
SELECT * FROM T;
