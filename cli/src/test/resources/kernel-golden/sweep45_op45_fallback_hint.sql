-- scan.fallback-branch is read from the stored table options only: a dynamic option neither enables it, nor names another branch, nor a missing one
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
CALL sys.create_branch('default.p', 'c');
INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2');
INSERT INTO p$branch_c VALUES (4, 'z', 'd4');
SELECT 'hint', * FROM p /*+ OPTIONS('scan.fallback-branch' = 'b') */;
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT 'other', * FROM p /*+ OPTIONS('scan.fallback-branch' = 'c') */;
SELECT 'missing', * FROM p /*+ OPTIONS('scan.fallback-branch' = 'nope') */;
