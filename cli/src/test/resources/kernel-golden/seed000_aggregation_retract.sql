-- seed 000 (aggregation): sum and product retract -U/-D; ignore-retract on max; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (product_id BIGINT, price DOUBLE, sales BIGINT, qty INT, factor DOUBLE, PRIMARY KEY (product_id) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.price.aggregate-function' = 'max', 'fields.price.ignore-retract' = 'true',
  'fields.sales.aggregate-function' = 'sum', 'fields.qty.aggregate-function' = 'sum', 'fields.factor.aggregate-function' = 'product');
INSERT INTO T VALUES +I(1, 23.0, 15, 1, 2.0), +I(2, 5.0, 7, 1, 3.0);
INSERT INTO T VALUES +I(1, 30.2, 20, 1, 4.0);
INSERT INTO T VALUES -U(1, 30.2, 20, 1, 4.0), -D(2, 5.0, 7, 1, 3.0);
INSERT INTO T VALUES +U(1, 25.0, 22, 1, 5.0);
INSERT INTO T VALUES -D(3, 1.0, 4, 1, 2.0), +I(4, NULL, NULL, NULL, NULL);
SELECT * FROM T;
