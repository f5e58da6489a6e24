-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run sys.compact's compact_strategy
-- compaction.total-size-threshold with an explicit minor compaction of a write-only partitioned table: a bucket with two runs compacts fully, one with a single run stays
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'compaction.total-size-threshold' = '10 mb', 'write-only' = 'true');
INSERT INTO t VALUES (1, 'a', 'd1'), (1, 'a', 'd2');
INSERT INTO t VALUES (2, 'b', 'd1');
CALL sys.compact(`table` => 'default.t', compact_strategy => 'minor');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT `partition`, level, record_count FROM t$files;
