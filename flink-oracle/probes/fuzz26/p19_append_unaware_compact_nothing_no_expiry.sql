CREATE TABLE t (k INT, v STRING) WITH ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '5');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
ALTER TABLE t SET ('snapshot.num-retained.max' = '1');
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
