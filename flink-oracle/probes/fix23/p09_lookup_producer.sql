CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'max', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200);
INSERT INTO t VALUES -D(1, 2, 99, 99);
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES -D(2, 0, 99, 99);
SELECT * FROM t;
