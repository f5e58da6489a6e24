-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no partition expiration
-- 'partition.expiration-batch-size' = '2': three expired partitions are dropped as two OVERWRITE snapshots after the commit.
CREATE TABLE t (k INT, dt STRING) PARTITIONED BY (dt) WITH ('partition.expiration-time' = '1 d', 'partition.expiration-check-interval' = '0 s', 'partition.expiration-batch-size' = '2');
INSERT INTO t VALUES (1, '2000-01-01'), (2, '2000-01-02'), (3, '2000-01-03'), (4, '2999-01-01');
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
