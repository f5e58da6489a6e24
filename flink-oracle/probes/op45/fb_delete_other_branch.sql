-- a branch that is not the fallback can be deleted; the fallback cannot
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
CALL sys.create_branch('default.p', 'c');
INSERT INTO p$branch_b VALUES (3, 'y', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
CALL sys.delete_branch('default.p', 'c');
SELECT * FROM p;
ALTER TABLE p RESET ('scan.fallback-branch');
CALL sys.delete_branch('default.p', 'b');
SELECT * FROM p;
