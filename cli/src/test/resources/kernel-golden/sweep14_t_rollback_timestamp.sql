-- sys.rollback_to_timestamp: to the latest snapshot at or before the time; its answer row (previous, current)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run sys.rollback_to or sys.rollback_to_timestamp
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
CALL sys.rollback_to_timestamp(`table` => 'default.t', `timestamp` => 32503680000000);
SELECT snapshot_id FROM t$snapshots;
CALL sys.rollback_to(`table` => 'default.t', snapshot_id => 1);
CALL sys.rollback_to_timestamp('default.t', 32503680000000);
SELECT * FROM t;
SELECT snapshot_id FROM t$snapshots;
