-- sys.compact with a where condition on the partition column and with partitions
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files and runs sys.compact only with the table argument
CREATE TABLE t (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES ('a', 1, 'x'), ('b', 2, 'y'), ('c', 3, 'z');
INSERT INTO t VALUES ('a', 1, 'x2'), ('b', 2, 'y2'), ('c', 3, 'z2');
CALL sys.compact(`table` => 'default.t', `where` => 'dt = ''a''');
SELECT `partition`, level, record_count FROM t$files;
CALL sys.compact(`table` => 'default.t', partitions => 'dt=b');
SELECT `partition`, level, record_count FROM t$files;
SELECT snapshot_id, commit_kind FROM t$snapshots;
