-- scan.fallback-branch as a dynamic option
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2');
SELECT * FROM p /*+ OPTIONS('scan.fallback-branch' = 'b') */;
SELECT * FROM p;
