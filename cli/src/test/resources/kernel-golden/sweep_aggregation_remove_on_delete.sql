-- aggregation.remove-record-on-delete: a -D removes the row, -U still retracts
CREATE TABLE T (k INT, s BIGINT, l STRING, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.l.aggregate-function' = 'last_non_null_value', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO T VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 30, 'c');
INSERT INTO T VALUES -D(1, 10, 'a'), -U(2, 5, 'b'), (3, 1, NULL);
INSERT INTO T VALUES -D(4, 1, 'x'), (2, 1, 'bb');
SELECT * FROM T;
