-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no -D row kinds in VALUES
-- partial-update.remove-record-on-sequence-group over a group with first_value (no retraction): a -D at or above the group's sequence removes the row (the group's sequence field comes first)
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200), (3, 1, 30, 300);
INSERT INTO t VALUES -D(1, 2, 99, 99), -D(3, CAST(NULL AS INT), 99, 99);
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (4, 1, 40, 400), -D(4, 1, 41, 401), (5, 1, 50, 500);
SELECT * FROM t;
