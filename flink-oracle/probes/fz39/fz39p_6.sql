-- probe (b): an empty static-partition INSERT OVERWRITE with partition expiration due but the default check interval (1 h) and no end-input check
CREATE TABLE t (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, 'a', '20000101'), (2, 'b', '29990101');
ALTER TABLE t SET ('partition.expiration-time' = '1 d', 'partition.timestamp-formatter' = 'yyyyMMdd');
INSERT OVERWRITE t PARTITION (dt = '29990202') SELECT k, v FROM t WHERE k > 10;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
