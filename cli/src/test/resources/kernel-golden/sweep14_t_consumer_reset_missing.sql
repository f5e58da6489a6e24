-- exit: 1
-- stderr: does not exist
-- sys.reset_consumer to a snapshot id that does not exist is refused (Paimon reads the snapshot)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run sys.reset_consumer
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a');
CALL sys.reset_consumer('default.t', 'c1', 1);
SELECT * FROM t$consumers;
CALL sys.reset_consumer('default.t', 'c1', 9);
