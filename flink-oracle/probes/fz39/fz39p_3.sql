-- probe (b): partition expiration (check interval 0) after an empty static-partition INSERT OVERWRITE; the options set after the old partition was written
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', '20000101'), (2, 'b', '29990101');
ALTER TABLE t SET ('partition.expiration-time' = '1 d', 'partition.timestamp-formatter' = 'yyyyMMdd', 'partition.expiration-check-interval' = '0 s');
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT OVERWRITE t PARTITION (dt = '29990202') SELECT k, v FROM t WHERE k > 10;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
