-- probe (b): partition expiration by end-input.check-partition-expire (default interval) after an empty dynamic-partition INSERT OVERWRITE
CREATE TABLE t (k INT, dt STRING) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, '2000-01-01'), (2, '2999-01-01');
ALTER TABLE t SET ('partition.expiration-time' = '1 d', 'end-input.check-partition-expire' = 'true');
INSERT OVERWRITE t SELECT k, dt FROM t WHERE k > 10;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
