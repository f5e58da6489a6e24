-- exit: 1
-- sys.rollback_to a snapshot that does not exist fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run sys.rollback_to
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
CALL sys.rollback_to(`table` => 'default.t', snapshot_id => 7);
