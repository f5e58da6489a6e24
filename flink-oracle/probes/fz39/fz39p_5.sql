-- probe (a)+(b): an empty non-overwrite batch INSERT with partition expiration due (check interval 0)
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', '20000101'), (2, 'b', '29990101');
ALTER TABLE t SET ('partition.expiration-time' = '1 d', 'partition.timestamp-formatter' = 'yyyyMMdd', 'partition.expiration-check-interval' = '0 s');
INSERT INTO t SELECT k, v, dt FROM t WHERE k > 10;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
