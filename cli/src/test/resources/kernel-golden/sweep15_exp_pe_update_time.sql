-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- expire_strategy 'update-time': a partition expires when its newest file is older than the expiration time (1 d: none; 1 ms: all, max_expires 1 drops the first by value).
CREATE TABLE t (k INT, dt STRING) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, 'a'), (2, 'b');
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d', expire_strategy => 'update-time');
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 ms', expire_strategy => 'update-time', max_expires => 1);
SELECT * FROM t;
