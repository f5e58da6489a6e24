-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no clock-driven partition expiration
-- With the default 'partition.expiration-check-interval' (1 h) a batch INSERT never expires partitions: Paimon's committer starts its interval when the job starts.
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'partition.expiration-time' = '1 d', 'partition.timestamp-formatter' = 'yyyyMMdd');
INSERT INTO t VALUES (1, 'a', '20000101'), (2, 'b', '29990101');
SELECT * FROM t;
INSERT INTO t VALUES (3, 'c', '20000102');
SELECT * FROM t;
SELECT snapshot_id, commit_kind FROM t$snapshots;
