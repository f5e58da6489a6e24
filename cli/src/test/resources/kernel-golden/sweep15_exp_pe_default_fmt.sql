-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- Without a formatter a partition time is 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss'; '20000103' does not parse and stays.
CREATE TABLE t (k INT, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, '2000-01-01'), (2, '2999-01-01'), (3, '2000-01-02 10:00:00'), (4, '20000103');
CALL sys.expire_partitions(`table` => 'default.t', expiration_time => '1 d');
SELECT * FROM t;
