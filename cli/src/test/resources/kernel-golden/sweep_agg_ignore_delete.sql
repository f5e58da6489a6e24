-- aggregation with ignore-delete: -D and -U are dropped at write, so max and first_value need no retraction
CREATE TABLE T (k INT, m INT, f STRING, s BIGINT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'ignore-delete' = 'true', 'fields.m.aggregate-function' = 'max', 'fields.f.aggregate-function' = 'first_value', 'fields.s.aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 5, 'a', 10), (2, 1, 'b', 1);
INSERT INTO T VALUES -U(1, 5, 'a', 10), +U(1, 3, 'c', 4), -D(2, 1, 'b', 1);
SELECT * FROM T;
