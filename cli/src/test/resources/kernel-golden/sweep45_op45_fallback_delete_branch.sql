-- the branch scan.fallback-branch names cannot be deleted until the option is reset; other branches can
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
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
