-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- sys.expire_partitions with positional arguments (table, expiration_time, timestamp_formatter); a drop names every partition column.
CREATE TABLE t (k INT, dt STRING, hr INT) PARTITIONED BY (dt, hr);
INSERT INTO t VALUES (1, '20000101', 1), (2, '20000101', 2), (3, '29990101', 1), (4, '20000102', 0);
CALL sys.expire_partitions('default.t', '1 d', 'yyyyMMdd');
SELECT * FROM t;
