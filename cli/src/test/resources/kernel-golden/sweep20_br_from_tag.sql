-- sys.create_branch from a tag: the branch starts at the tag's snapshot (its snapshot and tag copied), then commits its own; time travel, $files and $audit_log of the branch
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
CALL sys.create_tag('default.t', 'tg', 1);
INSERT INTO t VALUES (3, 'c');
CALL sys.create_branch('default.t', 'b', 'tg');
SELECT * FROM t$branch_b;
SELECT snapshot_id, commit_kind FROM t$branch_b$snapshots;
SELECT tag_name, snapshot_id FROM t$branch_b$tags;
INSERT INTO t$branch_b VALUES (4, 'd');
SELECT * FROM t$branch_b;
SELECT snapshot_id, commit_kind, total_record_count FROM t$branch_b$snapshots;
SELECT * FROM t;
SELECT * FROM t$branch_b /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT * FROM t$branch_b /*+ OPTIONS('scan.tag-name' = 'tg') */;
SELECT `partition`, bucket, record_count, level FROM t$branch_b$files;
SELECT rowkind, k, v FROM t$branch_b$audit_log;
SELECT branch_name FROM t$branches;
