-- compaction.total-size-threshold with an explicit minor compaction and a partitioned table
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'compaction.total-size-threshold' = '10 mb', 'write-only' = 'true');
INSERT INTO t VALUES (1, 'a', 'd1'), (1, 'a', 'd2');
INSERT INTO t VALUES (2, 'b', 'd1');
CALL sys.compact(`table` => 'default.t', compact_strategy => 'minor');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT `partition`, level, record_count FROM t$files;
