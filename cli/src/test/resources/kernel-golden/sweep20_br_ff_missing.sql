-- exit: 1
-- stderr: Branch name 'nope' doesn't exist.
-- sys.fast_forward to a missing branch fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.fast_forward('default.t', 'nope');
