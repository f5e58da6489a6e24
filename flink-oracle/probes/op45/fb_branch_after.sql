-- a branch created after scan.fallback-branch is set copies the option
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
CALL sys.create_branch('default.p', 'c');
SELECT * FROM p$branch_c;
INSERT INTO p$branch_c VALUES (4, 'c', 'd4');
SELECT * FROM p$branch_c;
SELECT * FROM p$branch_b;
SELECT * FROM p;
