-- exit: 1
-- stderr: Branch name ' nope' doesn't exist.
-- sys.delete_branch takes a comma-separated list; names are not trimmed, so ' nope' is a missing branch
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CALL sys.create_branch('default.t', 'b1');
CALL sys.create_branch('default.t', 'b2');
CALL sys.create_branch('default.t', 'b3');
CALL sys.delete_branch('default.t', 'b1,b2');
SELECT branch_name FROM t$branches;
CALL sys.delete_branch('default.t', 'b3, nope');
SELECT branch_name FROM t$branches;
