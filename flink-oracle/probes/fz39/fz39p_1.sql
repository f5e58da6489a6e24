-- probe (a): an empty non-overwrite batch INSERT after lowering snapshot.num-retained.max (primary-key table, fixed bucket)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
ALTER TABLE t SET ('snapshot.num-retained.max' = '1');
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT INTO t SELECT k, v FROM t WHERE k > 10;
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT INTO t SELECT k, v FROM t WHERE false;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
