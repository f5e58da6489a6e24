-- exit: 1
-- stderr: ERROR: statement 3
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_partitions
-- sys.expire_partitions without an expiration time (neither argument nor table option) fails.
CREATE TABLE t (k INT, dt STRING) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, '2000-01-01');
CALL sys.expire_partitions(`table` => 'default.t');
