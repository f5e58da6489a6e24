-- num-sorted-run.compaction-trigger lowered then raised; levels of $files after each full compaction
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', 1), (2, 'b', 2);
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
INSERT INTO t VALUES (3, 'c', 3);
ALTER TABLE t SET ('num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (4, 'd', 4);
INSERT INTO t VALUES (1, 'aa', 5);
SELECT `level`, record_count FROM t$files;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT `level`, record_count FROM t$files;
ALTER TABLE t SET ('num-sorted-run.compaction-trigger' = '8');
INSERT INTO t VALUES (5, 'e', 5);
INSERT INTO t VALUES (2, 'bb', 6);
SELECT `level`, record_count FROM t$files;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT `level`, record_count FROM t$files;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT * FROM t;
