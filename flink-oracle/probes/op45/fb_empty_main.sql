-- main without any snapshot reads the fallback's partitions; main's overwrite of a partition hides the fallback's
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT * FROM p;
INSERT OVERWRITE p PARTITION (dt = 'd1') SELECT 9, 'm';
SELECT * FROM p;
INSERT OVERWRITE p PARTITION (dt = 'd1') SELECT k, v FROM p WHERE k < 0;
SELECT * FROM p;
