CREATE TABLE t (k INT, a INT, s1 INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 10, 1, 100), (2, 20, 1, 200);
INSERT INTO t VALUES -D(1, 99, 2, 99);
SELECT * FROM t;
