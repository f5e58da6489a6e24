-- streaming reads of a branch (latest-full and from a snapshot id of the branch)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'b');
INSERT INTO t$branch_b VALUES (2, 'x');
INSERT INTO t$branch_b VALUES (2, 'y');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t$branch_b;
SELECT * FROM t$branch_b /*+ OPTIONS('scan.snapshot-id' = '2') */;
