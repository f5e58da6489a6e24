-- SHOW PARTITIONS and $partitions of a table with scan.fallback-branch
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2'), (4, 'z', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SHOW PARTITIONS p;
SELECT `partition`, record_count, file_count FROM p$partitions;
SELECT `partition`, record_count FROM p$partitions WHERE `partition` = 'dt=d2';
SELECT `partition`, bucket, record_count FROM p$buckets;
SELECT * FROM p$branch_b$partitions;
