-- an INSERT OVERWRITE that commits nothing (a static partition with no data, or a dynamic overwrite of no rows) still checks partition expiration, as Paimon 1.4.2's committer maintains after every overwrite; an INSERT of no rows commits nothing and checks nothing (probes fz39p_3 / 4 / 5 reduced)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 instead (flink-oracle, sweep 39 fz); the interpreter has no partition expiration
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', '20000101'), (2, 'b', '29990101');
ALTER TABLE t SET ('partition.expiration-time' = '1 d', 'partition.timestamp-formatter' = 'yyyyMMdd', 'partition.expiration-check-interval' = '0 s');
INSERT INTO t SELECT k, v, dt FROM t WHERE k > 10;
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT OVERWRITE t PARTITION (dt = '29990202') SELECT k, v FROM t WHERE k > 10;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
CREATE TABLE u (k INT, dt STRING) PARTITIONED BY (dt);
INSERT INTO u VALUES (1, '2000-01-01'), (2, '2999-01-01');
ALTER TABLE u SET ('partition.expiration-time' = '1 d', 'end-input.check-partition-expire' = 'true');
INSERT OVERWRITE u SELECT k, dt FROM u WHERE k > 10;
SELECT snapshot_id, commit_kind FROM u$snapshots;
SELECT * FROM u;
