-- num-levels defaults to num-sorted-run.compaction-trigger + 1, but the levels of a bucket restore at least one more than the highest level a file is on: after the trigger is lowered to 3 a full compaction still writes level 5 (fzmx_1255)
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'full-compaction.delta-commits' = '2');
INSERT INTO t VALUES (3, 'p1', 'c', 1), (5, 'p2', 'dd', 50);
SELECT `partition`, `level`, record_count FROM t$files;
ALTER TABLE t SET ('num-sorted-run.compaction-trigger' = '3');
INSERT INTO t VALUES (6, 'p1', CAST(NULL AS STRING), 53), (5, 'p2', 'e', 1);
SELECT `partition`, `level`, record_count FROM t$files;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
CREATE TABLE u (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO u VALUES (1, 'a');
CALL sys.compact(`table` => 'default.u', compact_strategy => 'full');
ALTER TABLE u SET ('num-sorted-run.compaction-trigger' = '2');
INSERT INTO u VALUES (2, 'b');
CALL sys.compact(`table` => 'default.u', compact_strategy => 'full');
SELECT `level`, record_count FROM u$files;
SELECT * FROM u;
SELECT * FROM t;
