-- exit: 1
-- stderr: Tag 'nope' doesn't exist.
-- sys.create_branch from a missing tag fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'b', 'nope');
