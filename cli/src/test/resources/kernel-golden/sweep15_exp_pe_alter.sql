-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $partitions
-- Partition expiration set by ALTER TABLE SET applies to later commits (interval 0): the next INSERT drops the expired partition; a DELETE that expires nothing adds no OVERWRITE.
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', '2000-01-01'), (2, 'b', '2999-01-01');
ALTER TABLE t SET ('partition.expiration-time' = '7 d', 'partition.expiration-check-interval' = '0 s');
SELECT * FROM t;
INSERT INTO t VALUES (3, 'c', '2999-01-02');
SELECT * FROM t;
SELECT `partition`, record_count FROM t$partitions;
DELETE FROM t WHERE k = 2;
SELECT * FROM t;
SELECT snapshot_id, commit_kind FROM t$snapshots;
