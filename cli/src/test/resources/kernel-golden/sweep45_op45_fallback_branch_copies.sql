-- a branch created after scan.fallback-branch is set copies the option (reads of it fall back too); main without any snapshot reads the fallback's partitions, and an overwrite of a partition on main hides the fallback's, also an overwrite with no rows
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT 'empty main', * FROM p;
CALL sys.create_branch('default.p', 'c');
INSERT INTO p$branch_c VALUES (4, 'c', 'd4');
SELECT 'c', * FROM p$branch_c;
INSERT OVERWRITE p PARTITION (dt = 'd1') SELECT 9, 'm';
SELECT 'overwritten', * FROM p;
INSERT OVERWRITE p PARTITION (dt = 'd1') SELECT k, v FROM p WHERE k < 0;
SELECT 'emptied', * FROM p;
