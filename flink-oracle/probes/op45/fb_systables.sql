-- system tables of a table with scan.fallback-branch
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT `partition`, record_count FROM p$partitions;
SELECT `partition`, record_count FROM p$files;
SELECT snapshot_id, commit_kind FROM p$snapshots;
SELECT rowkind, k, v, dt FROM p$audit_log;
SELECT k, v, dt FROM p$ro;
