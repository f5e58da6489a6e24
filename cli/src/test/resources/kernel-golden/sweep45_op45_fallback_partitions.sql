-- SHOW PARTITIONS and $partitions list the fallback branch's partitions too; $files, $buckets, $snapshots and $audit_log stay on the table's own branch
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2'), (4, 'z', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SHOW PARTITIONS p;
SHOW PARTITIONS p PARTITION (dt = 'd2');
SELECT 'partitions', `partition`, record_count, file_count FROM p$partitions;
SELECT 'partitions_d2', `partition`, record_count FROM p$partitions WHERE `partition` = 'dt=d2';
SELECT 'files', `partition`, record_count FROM p$files;
SELECT 'buckets', `partition`, bucket, record_count FROM p$buckets;
SELECT 'snapshots', snapshot_id, commit_kind FROM p$snapshots;
SELECT 'audit', rowkind, k, v, dt FROM p$audit_log;
SELECT 'ro', k, v, dt FROM p$ro;
