-- nested_update with fields.<c>.count-limit: a merge adds rows only while the array is below the limit (the first array is kept as is, even over the limit), with and without nested-key
CREATE TABLE T (k INT, items ARRAY<ROW<id INT, s STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.items.aggregate-function' = 'nested_update', 'fields.items.nested-key' = 'id', 'fields.items.count-limit' = '3', 'bucket' = '1');
CREATE TABLE U (k INT, items ARRAY<ROW<id INT, s STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.items.aggregate-function' = 'nested_update', 'fields.items.count-limit' = '2', 'bucket' = '1');
INSERT INTO T VALUES (1, ARRAY[ROW(1, 'a'), ROW(2, 'b')]), (2, ARRAY[ROW(1, 'a'), ROW(2, 'b'), ROW(3, 'c'), ROW(4, 'd')]);
INSERT INTO T VALUES (1, ARRAY[ROW(2, 'bb'), ROW(3, 'c'), ROW(4, 'd')]), (2, ARRAY[ROW(5, 'e')]);
SELECT * FROM T;
INSERT INTO T VALUES (1, ARRAY[ROW(9, 'z')]);
SELECT * FROM T;
INSERT INTO U VALUES (1, ARRAY[ROW(1, 'a')]);
INSERT INTO U VALUES (1, ARRAY[CAST(NULL AS ROW<id INT, s STRING>), ROW(2, 'b'), ROW(3, 'c')]);
INSERT INTO U VALUES (1, ARRAY[ROW(4, 'd')]);
SELECT * FROM U;
