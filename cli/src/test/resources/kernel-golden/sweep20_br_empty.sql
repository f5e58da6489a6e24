-- sys.create_branch without a tag: an empty branch (no snapshot, the table's schemas) written and read as t$branch_b, its system tables and $branches
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'b');
SELECT branch_name FROM t$branches;
SELECT * FROM t$branch_b;
SELECT snapshot_id FROM t$branch_b$snapshots;
SELECT schema_id FROM t$branch_b$schemas;
INSERT INTO t$branch_b VALUES (2, 'x');
SELECT * FROM t$branch_b;
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$branch_b$snapshots;
SELECT snapshot_id FROM t$snapshots;
SELECT branch_name, create_time IS NOT NULL FROM t$branches;
