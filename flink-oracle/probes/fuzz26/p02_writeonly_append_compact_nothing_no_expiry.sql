CREATE TABLE t (k INT, v STRING) WITH ('write-only' = 'true', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
