-- aggregation at the edges of the types: INT/BIGINT/TINYINT sum and product overflow, DOUBLE sum to infinity (a DECIMAL sum beyond its precision differs: Paimon 1.4.2 keeps 99.99 + 0.02 = 100.01 in a DECIMAL(4, 2), Varve gives null)
CREATE TABLE T (k INT, si INT, sb BIGINT, st TINYINT, pi INT, sf DOUBLE, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.si.aggregate-function' = 'sum', 'fields.sb.aggregate-function' = 'sum', 'fields.st.aggregate-function' = 'sum',
  'fields.pi.aggregate-function' = 'product', 'fields.sf.aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 2147483647, 9223372036854775807, CAST(127 AS TINYINT), 65536, 1.7976931348623157E308);
INSERT INTO T VALUES (1, 1, 1, CAST(1 AS TINYINT), 65536, 1.7976931348623157E308);
SELECT * FROM T;
