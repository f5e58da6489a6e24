-- stderr: Cannot delete branch 'b' because it is configured as 'scan.fallback-branch'. Unset 'scan.fallback-branch' first.
-- exit: 1
-- deleting the branch scan.fallback-branch names is refused
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (3, 'y', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
CALL sys.delete_branch('default.p', 'b');
SELECT * FROM p;
