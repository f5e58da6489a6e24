CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
ALTER TABLE t SET ('snapshot.num-retained.max' = '1');
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
