-- exit: 1
-- stderr: does not have the same row type
-- scan.fallback-branch to a branch of other columns fails at the read
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
ALTER TABLE p$branch_b ADD c INT;
INSERT INTO p$branch_b VALUES (3, 'y', 'd2', 9);
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT * FROM p;
