-- sys.create_branch on t$branch_b from a tag of that branch
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'b');
INSERT INTO t$branch_b VALUES (2, 'b');
CALL sys.create_tag('default.t$branch_b', 'bt', 1);
CALL sys.create_branch('default.t$branch_b', 'c', 'bt');
SELECT branch_name FROM t$branches;
SELECT * FROM t$branch_c;
