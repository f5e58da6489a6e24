-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- sys.expire_partitions without arguments takes the table's options (expiration time, 'partition.expiration-max-num', formatter); max_expires overrides the max.
CREATE TABLE t (k INT, dt STRING) PARTITIONED BY (dt) WITH ('partition.expiration-time' = '1 d', 'partition.expiration-max-num' = '1', 'partition.timestamp-formatter' = 'yyyyMMdd');
INSERT INTO t VALUES (1, '20000101'), (2, '20000102'), (3, '29990101');
CALL sys.expire_partitions(`table` => 'default.t');
SELECT * FROM t;
CALL sys.expire_partitions(`table` => 'default.t', max_expires => 5);
SELECT * FROM t;
