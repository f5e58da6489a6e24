-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no partition expiration
-- 'end-input.check-partition-expire': the end of a batch INSERT checks partition expiration whatever the interval (one OVERWRITE snapshot).
CREATE TABLE t (k INT, dt STRING) PARTITIONED BY (dt) WITH ('partition.expiration-time' = '1 d', 'end-input.check-partition-expire' = 'true');
INSERT INTO t VALUES (1, '2000-01-01'), (2, '2999-01-01');
SELECT * FROM t;
SELECT snapshot_id, commit_kind FROM t$snapshots;
