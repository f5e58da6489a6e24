-- a dynamic option cannot set nor unset scan.fallback-branch
-- exit: 1
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
CALL sys.create_branch('default.p', 'c');
INSERT INTO p$branch_b VALUES (3, 'y', 'd2');
INSERT INTO p$branch_c VALUES (4, 'z', 'd4');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT * FROM p /*+ OPTIONS('scan.fallback-branch' = 'c') */;
SELECT * FROM p /*+ OPTIONS('scan.fallback-branch' = 'nope') */;
