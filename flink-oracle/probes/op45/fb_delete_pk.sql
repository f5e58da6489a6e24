-- DELETE on main of a row that only the fallback holds
CREATE TABLE p (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (3, 'y', 'd2'), (4, 'z', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
DELETE FROM p WHERE k = 3;
SELECT * FROM p;
SELECT * FROM p$branch_b;
