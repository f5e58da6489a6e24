-- exit: 1
-- stderr: does not support retraction
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no -D row kinds in VALUES
-- a -D below the group's sequence reaches first_value's retraction: the INSERT commits, the merge fails
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 5, 10, 100), (2, 1, 20, 200);
INSERT INTO t VALUES -D(1, 2, 99, 99);
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
