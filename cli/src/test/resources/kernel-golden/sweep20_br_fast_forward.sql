-- sys.fast_forward: main's snapshots and tags from the branch's earliest snapshot on become the branch's; main commits on from there, the branch stays
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
CALL sys.create_tag('default.t', 'tg', 1);
CALL sys.create_tag('default.t', 'tg2', 2);
CALL sys.create_branch('default.t', 'b', 'tg');
INSERT INTO t$branch_b VALUES (5, 'e');
CALL sys.create_tag('default.t$branch_b', 'btag', 2);
CALL sys.fast_forward('default.t', 'b');
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT tag_name, snapshot_id FROM t$tags;
INSERT INTO t VALUES (6, 'f');
SELECT * FROM t;
SELECT snapshot_id FROM t$snapshots;
SELECT * FROM t$branch_b;
SELECT branch_name FROM t$branches;
