-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no -D row kinds in VALUES
-- remove-record-on-sequence-group with sum: after a removal the row starts from the -D's values
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'sum', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100);
INSERT INTO t VALUES -D(1, 2, 5, 50);
INSERT INTO t VALUES (1, 3, 7, 70);
SELECT * FROM t;
INSERT INTO t VALUES (2, 1, 10, 100), -D(2, 2, 5, 50), (2, 3, 7, 70);
SELECT * FROM t;
