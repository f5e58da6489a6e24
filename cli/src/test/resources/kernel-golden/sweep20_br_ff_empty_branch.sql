-- sys.fast_forward to a branch created empty: all of main's snapshots are replaced by the branch's
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
CALL sys.create_branch('default.t', 'b');
INSERT INTO t$branch_b VALUES (9, 'z');
CALL sys.fast_forward('default.t', 'b');
SELECT * FROM t;
SELECT snapshot_id, total_record_count FROM t$snapshots;
INSERT INTO t VALUES (3, 'c');
SELECT * FROM t;
