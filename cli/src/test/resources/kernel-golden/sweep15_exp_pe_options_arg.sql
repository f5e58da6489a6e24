-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- sys.expire_partitions with the options argument ('k=v,k2=v2') setting the expiration time and max number.
CREATE TABLE t (k INT, dt STRING) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, '2000-01-01'), (2, '2000-01-02'), (3, '2999-01-01');
CALL sys.expire_partitions(`table` => 'default.t', options => 'partition.expiration-time=1 d,partition.expiration-max-num=1');
SELECT * FROM t;
