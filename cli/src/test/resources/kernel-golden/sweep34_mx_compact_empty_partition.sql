-- CALL sys.compact of a partition that holds no data (dt=x) compacts and expires nothing; compacting partition dt=b
-- commits and then expires by the lowered snapshot.num-retained.max
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 instead (flink-oracle, sweep 34 mx)
-- ordered
CREATE TABLE t (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10');
INSERT INTO t VALUES ('a', 1, 'a');
INSERT INTO t VALUES ('a', 2, 'b');
INSERT INTO t VALUES ('b', 3, 'c');
ALTER TABLE t SET ('snapshot.num-retained.max' = '2');
CALL sys.compact(`table` => 'default.t', partitions => 'dt=x');
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.compact(`table` => 'default.t', partitions => 'dt=b');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t ORDER BY dt, k;
