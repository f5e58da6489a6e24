-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- CALL sys.expire_partitions with expiration_time, timestamp_formatter and max_expires: one row per dropped partition ('dt=...'), oldest first, at most max_expires; one OVERWRITE snapshot per call that drops; 'No expired partitions.' otherwise.
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', '2000-01-01'), (2, 'b', '2999-01-01'), (3, 'c', '2000-01-02'), (4, 'd', '2000-01-03');
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d', timestamp_formatter => 'yyyy-MM-dd', max_expires => 2);
SELECT * FROM t;
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d', timestamp_formatter => 'yyyy-MM-dd');
SELECT * FROM t;
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d', timestamp_formatter => 'yyyy-MM-dd');
SELECT snapshot_id, commit_kind FROM t$snapshots;
