-- sys.fast_forward to a branch whose early snapshots expired: main's snapshots are the branch's (main's older ones gone); main commits and expires on. Reading the branch afterwards is left out: Paimon 1.4.2 then fails (main's expiration deleted manifests the branch uses), Varve keeps them
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 'tg', 1);
CALL sys.create_branch('default.t', 'b', 'tg');
INSERT INTO t$branch_b VALUES (2, 'b');
INSERT INTO t$branch_b VALUES (3, 'c');
SELECT snapshot_id FROM t$branch_b$snapshots;
CALL sys.fast_forward('default.t', 'b');
SELECT * FROM t;
SELECT snapshot_id FROM t$snapshots;
INSERT INTO t VALUES (4, 'd');
SELECT * FROM t;
