-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.compact with partitions or where
-- sys.compact over several partitions (a 'partitions' list, a 'where' condition) is one job with one commit: one COMPACT snapshot (fzme_1610, fzme_1616)
CREATE TABLE t (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES ('a', 1, 'x'), ('b', 1, 'x'), ('c', 1, 'x'), ('d', 1, 'x');
INSERT INTO t VALUES ('a', 2, 'y'), ('b', 2, 'y'), ('c', 2, 'y'), ('d', 2, 'y');
CALL sys.compact(`table` => 'default.t', `where` => 'dt < ''c''');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
CALL sys.compact(`table` => 'default.t', partitions => 'dt=c;dt=d', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `partition`, level, record_count FROM t$files;
CALL sys.compact(`table` => 'default.t', `where` => 'dt = ''z''');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
