-- no producer, partial-update removal group: a stored row, then -D and a newer +I in one statement (k11 without lookup)
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200);
INSERT INTO t VALUES -D(1, 2, 5, 50), (1, 3, 7, 70);
SELECT * FROM t;
SELECT * FROM t$audit_log;
