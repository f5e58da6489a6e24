-- sys.reset_consumer (move a consumer, or delete it without next_snapshot_id) and sys.clear_consumers (all, or by including/excluding patterns)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run sys.reset_consumer or sys.clear_consumers
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
CALL sys.reset_consumer('default.t', 'c1', 2);
CALL sys.reset_consumer(`table` => 'default.t', consumer_id => 'c2', next_snapshot_id => 3);
CALL sys.reset_consumer(`table` => 'default.t', consumer_id => 'x1', next_snapshot_id => 1);
SELECT * FROM t$consumers;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
CALL sys.reset_consumer(`table` => 'default.t', consumer_id => 'c2');
SELECT * FROM t$consumers;
CALL sys.clear_consumers(`table` => 'default.t', including_consumers => 'c.*', excluding_consumers => 'c1');
SELECT * FROM t$consumers;
CALL sys.clear_consumers('default.t');
SELECT * FROM t$consumers;
