CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'write-only' = 'true', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT level, record_count FROM t$files;
SELECT * FROM t;
