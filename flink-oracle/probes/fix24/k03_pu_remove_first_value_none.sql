-- no producer, partial-update: a stored removal -D, then a newer add (merge on read: every version in one merge)
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200);
INSERT INTO t VALUES -D(1, 2, 5, 50);
INSERT INTO t VALUES (1, 3, 7, 70), (2, 2, 1, 1);
SELECT * FROM t;
SELECT * FROM t$audit_log;
