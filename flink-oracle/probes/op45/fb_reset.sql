-- ALTER TABLE RESET scan.fallback-branch; deleting the fallback branch
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (3, 'y', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT * FROM p;
ALTER TABLE p RESET ('scan.fallback-branch');
SELECT * FROM p;
