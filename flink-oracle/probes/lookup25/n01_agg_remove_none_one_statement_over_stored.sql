-- no producer, aggregation with aggregation.remove-record-on-delete: a stored row, then -D and +I in one statement (k10 without lookup)
CREATE TABLE t (k INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO t VALUES (1, 10, 100), (2, 20, 200);
INSERT INTO t VALUES -D(1, 5, 50), (1, 7, 70);
SELECT * FROM t;
SELECT * FROM t$audit_log;
