-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- A DATE partition is its epoch-day number to partition expiration (Paimon's partition row): '$d' never parses; an INT partition parses with 'yyyyMMdd' and the dropped partition is named 'd=10957, n=20000101'.
CREATE TABLE t (k INT, d DATE, n INT, PRIMARY KEY (k, d, n) NOT ENFORCED) PARTITIONED BY (d, n) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, DATE '2000-01-01', 20000101), (2, DATE '2999-01-01', 29990101);
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d', timestamp_pattern => '$d');
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d', timestamp_pattern => '$n', timestamp_formatter => 'yyyyMMdd');
SELECT * FROM t;
