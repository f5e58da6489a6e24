-- exit: 1
-- stderr: Unsupported function signature
-- sys.create_branch is overloaded (with and without a tag): Flink refuses its named arguments
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch(`table` => 'default.t', branch => 'b2');
SELECT branch_name FROM t$branches;
