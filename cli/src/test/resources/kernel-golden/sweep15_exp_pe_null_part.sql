-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- A null partition value never expires by values-time; the dropped partitions are one OVERWRITE snapshot.
CREATE TABLE t (k INT, dt STRING) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, '2000-01-01'), (2, CAST(NULL AS STRING)), (3, '2000-01-02');
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d');
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
