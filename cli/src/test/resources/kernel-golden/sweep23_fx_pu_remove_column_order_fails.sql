-- exit: 1
-- stderr: does not support retraction
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no -D row kinds in VALUES
-- a value column with max before the group's sequence field: a newer -D retracts it first and the merge fails
CREATE TABLE t (k INT, a INT, s1 INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'max', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 10, 1, 100), (2, 20, 1, 200);
INSERT INTO t VALUES -D(1, 99, 2, 99);
SELECT * FROM t;
