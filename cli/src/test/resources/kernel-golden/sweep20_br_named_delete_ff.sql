-- sys.delete_branch and sys.fast_forward take named arguments (`table` => ..., branch => ...)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'b1');
CALL sys.create_branch('default.t', 'b2');
CALL sys.delete_branch(`table` => 'default.t', branch => 'b1');
SELECT branch_name FROM t$branches;
INSERT INTO t$branch_b2 VALUES (7, 'g');
CALL sys.fast_forward(`table` => 'default.t', branch => 'b2');
SELECT * FROM t;
