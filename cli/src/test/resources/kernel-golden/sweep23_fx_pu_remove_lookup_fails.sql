-- exit: 1
-- stderr: does not support retraction
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no -D row kinds in VALUES
-- the lookup producer merges at the write: a newer -D removes the row, an older one fails the INSERT and commits nothing
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'max', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200);
INSERT INTO t VALUES -D(1, 2, 99, 99);
SELECT * FROM t;
SELECT * FROM t$audit_log;
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT INTO t VALUES -D(2, 0, 99, 99);
