-- probe ag39: nested_update count-limit with retractions, with and without nested-key
CREATE TABLE T (k INT, items ARRAY<ROW<id INT, s STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.items.aggregate-function' = 'nested_update', 'fields.items.nested-key' = 'id', 'fields.items.count-limit' = '2', 'bucket' = '1');
CREATE TABLE U (k INT, items ARRAY<ROW<id INT, s STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.items.aggregate-function' = 'nested_update', 'fields.items.count-limit' = '2', 'bucket' = '1');
INSERT INTO T VALUES (1, ARRAY[ROW(1, 'a'), ROW(2, 'b')]), (2, ARRAY[ROW(1, 'a')]);
INSERT INTO T VALUES -U(1, ARRAY[ROW(1, 'a')]), +U(1, ARRAY[ROW(3, 'c'), ROW(4, 'd')]), -D(2, ARRAY[ROW(1, 'zz')]);
SELECT * FROM T;
INSERT INTO T VALUES (2, ARRAY[ROW(5, 'e'), ROW(6, 'f'), ROW(7, 'g')]);
SELECT * FROM T;
INSERT INTO U VALUES (1, ARRAY[ROW(1, 'a'), ROW(2, 'b')]);
INSERT INTO U VALUES -U(1, ARRAY[ROW(1, 'a')]), +U(1, ARRAY[ROW(3, 'c'), ROW(4, 'd')]);
SELECT * FROM U;
INSERT INTO U VALUES -D(1, ARRAY[ROW(2, 'b'), ROW(9, 'z')]);
SELECT * FROM U;
