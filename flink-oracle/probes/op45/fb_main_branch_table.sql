-- p$branch_main of a table with scan.fallback-branch
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (3, 'y', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT * FROM p$branch_main;
