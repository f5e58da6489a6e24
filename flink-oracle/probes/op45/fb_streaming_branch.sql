-- streaming read of a branch created after fallback is set
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (3, 'y', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
INSERT INTO p VALUES (5, 'e', 'd5');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM p /*+ OPTIONS('scan.mode' = 'latest-full') */;
