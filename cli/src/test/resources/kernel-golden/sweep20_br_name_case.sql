-- exit: 1
-- stderr: Branch name 'bx' doesn't exist.
-- branch names are case-sensitive: t$branch_Bx reads branch Bx, t$branch_bx is missing
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'Bx');
SELECT branch_name FROM t$branches;
SELECT * FROM t$branch_Bx;
SELECT * FROM t$branch_bx;
