-- rollback_to_timestamp, compact with options, reset_consumer / clear_consumers
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run sys.rollback_to_timestamp, sys.reset_consumer, sys.clear_consumers or sys.compact with options
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
CALL sys.compact(`table` => 'default.t', options => 'sink.parallelism=1');
CALL sys.rollback_to_timestamp('default.t', 32503680000000);
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.reset_consumer('default.t', 'c1', 1);
SELECT * FROM t$consumers;
CALL sys.clear_consumers('default.t');
SELECT * FROM t$consumers;
