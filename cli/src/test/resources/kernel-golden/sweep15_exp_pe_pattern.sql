-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- sys.expire_partitions with timestamp_pattern '$dt $hr:00:00' over two partition columns; a partition whose time string does not parse stays.
CREATE TABLE t (k INT, dt STRING, hr STRING, PRIMARY KEY (k, dt, hr) NOT ENFORCED) PARTITIONED BY (dt, hr) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, '2000-01-01', '10'), (2, '2999-01-01', '11'), (3, '2000-01-02', 'xx');
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d', timestamp_pattern => '$dt $hr:00:00');
SELECT * FROM t;
