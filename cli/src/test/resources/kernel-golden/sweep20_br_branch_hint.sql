-- the dynamic option 'branch' reads that branch, as t$branch_b
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'b');
INSERT INTO t$branch_b VALUES (2, 'x');
SELECT * FROM t /*+ OPTIONS('branch' = 'b') */;
