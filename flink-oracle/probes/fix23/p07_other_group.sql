CREATE TABLE t (k INT, s1 INT, a INT, s2 INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a', 'fields.s2.sequence-group' = 'b', 'fields.b.aggregate-function' = 'max', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 1, 100), (2, 1, 20, 1, 200);
INSERT INTO t VALUES -D(1, CAST(NULL AS INT), 99, 2, 99);
SELECT * FROM t;
