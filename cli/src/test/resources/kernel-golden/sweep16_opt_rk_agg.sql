-- rowkind.field with the aggregation engine: -U/+U/-D from the column retract and add sums; a -D does not remove the row
CREATE TABLE t (k INT, s BIGINT, op STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('rowkind.field' = 'op', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum');
INSERT INTO t VALUES (1, 10, '+I'), (2, 5, '+I');
INSERT INTO t VALUES (1, 3, '-U'), (1, 4, '+U'), (2, 5, '-D');
SELECT * FROM t;
SELECT * FROM t$audit_log;
