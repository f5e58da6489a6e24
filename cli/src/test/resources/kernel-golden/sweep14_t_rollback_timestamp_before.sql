-- exit: 1
-- sys.rollback_to_timestamp before the first snapshot fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run sys.rollback_to_timestamp
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.rollback_to_timestamp('default.t', 1);
