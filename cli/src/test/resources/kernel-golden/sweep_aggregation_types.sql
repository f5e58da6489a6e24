-- aggregation: sum/product/min/max over TINYINT..DECIMAL, FLOAT, max/min over STRING, DATE, TIMESTAMP, DECIMAL; last_value; listagg delimiter and distinct; fields.default-aggregate-function
CREATE TABLE T (k INT, s_ti TINYINT, s_si SMALLINT, s_i INT, s_f FLOAT, p_i INT, p_dec DECIMAL(12, 3), mx_ts TIMESTAMP(3), mn_ts TIMESTAMP(3), mx_dec DECIMAL(5, 1), mn_s STRING, cnt BIGINT, la STRING, lad STRING, d1 BIGINT, d2 DOUBLE, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.default-aggregate-function' = 'sum',
  'fields.p_i.aggregate-function' = 'product', 'fields.p_dec.aggregate-function' = 'product',
  'fields.mx_ts.aggregate-function' = 'max', 'fields.mn_ts.aggregate-function' = 'min',
  'fields.mx_dec.aggregate-function' = 'max', 'fields.mn_s.aggregate-function' = 'min',
  'fields.cnt.aggregate-function' = 'last_value',
  'fields.la.aggregate-function' = 'listagg', 'fields.la.list-agg-delimiter' = '|',
  'fields.lad.aggregate-function' = 'listagg', 'fields.lad.distinct' = 'true', 'fields.lad.list-agg-delimiter' = ';');
INSERT INTO T VALUES (1, CAST(1 AS TINYINT), CAST(100 AS SMALLINT), 1000, 1.5, 2, 1.500, TIMESTAMP '2024-01-01 10:00:00.123', TIMESTAMP '2024-01-01 10:00:00.123', 12.5, 'pear', 1, 'a', 'x;y', 1, 0.5);
INSERT INTO T VALUES (1, CAST(2 AS TINYINT), NULL, -1, 2.25, 3, -2.000, TIMESTAMP '2023-05-05 00:00:00', TIMESTAMP '2023-05-05 00:00:00', -3.0, 'apple', 7, NULL, 'y', NULL, 0.25), (2, NULL, CAST(5 AS SMALLINT), NULL, NULL, NULL, 0.001, NULL, TIMESTAMP '2020-02-29 23:59:59.999', NULL, 'z', NULL, 'only', NULL, 4, NULL);
INSERT INTO T VALUES (1, CAST(-3 AS TINYINT), CAST(1 AS SMALLINT), 1, 0.25, 4, 0.500, TIMESTAMP '2024-06-01 00:00:01', TIMESTAMP '2024-06-01 00:00:01', 99.9, 'banana', NULL, 'c', 'z;x', 10, 1.0E10);
SELECT * FROM T;
