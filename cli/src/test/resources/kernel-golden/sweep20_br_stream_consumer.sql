-- a consumer of a streaming read of a branch is the branch's (t$branch_b$consumers), not main's
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'b');
INSERT INTO t$branch_b VALUES (2, 'x');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t$branch_b /*+ OPTIONS('consumer-id' = 'c1', 'consumer.expiration-time' = '1 d') */;
SET 'execution.runtime-mode' = 'batch';
SELECT consumer_id, next_snapshot_id FROM t$branch_b$consumers;
SELECT count(*) FROM t$consumers;
