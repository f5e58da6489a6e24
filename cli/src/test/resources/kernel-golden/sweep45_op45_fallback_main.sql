-- scan.fallback-branch = 'main': accepted (main always exists); on main it changes nothing, on a branch the partitions the branch lacks come from main
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1'), (2, 'b', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'main');
SELECT 'main', * FROM p;
ALTER TABLE p RESET ('scan.fallback-branch');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (3, 'y', 'd3'), (4, 'z', 'd1');
ALTER TABLE p$branch_b SET ('scan.fallback-branch' = 'main');
SELECT 'b', * FROM p$branch_b;
SELECT 'p', * FROM p;
