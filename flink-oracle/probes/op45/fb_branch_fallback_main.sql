-- a branch whose scan.fallback-branch is main
-- exit: 1
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1'), (2, 'b', 'd2');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (3, 'y', 'd3');
ALTER TABLE p$branch_b SET ('scan.fallback-branch' = 'main');
SELECT * FROM p$branch_b;
SELECT * FROM p;
