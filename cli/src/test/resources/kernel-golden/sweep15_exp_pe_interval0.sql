-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $partitions
-- 'partition.expiration-check-interval' = '0 s': every commit is followed by an OVERWRITE snapshot dropping the expired partitions (the one just written too); a value that does not parse never expires.
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'partition.expiration-time' = '1 d', 'partition.timestamp-formatter' = 'yyyyMMdd', 'partition.expiration-check-interval' = '0 s');
INSERT INTO t VALUES (1, 'a', '20000101'), (2, 'b', '29990101');
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
INSERT INTO t VALUES (3, 'c', '20000102'), (4, 'd', 'notadate');
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `partition` FROM t$partitions;
