-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $consumers
-- consumer.mode = at-least-once records progress like exactly-once for a later read
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY TABLE p (k INT, v STRING) WITH ('connector' = 'print');
INSERT INTO p SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1', 'consumer.mode' = 'at-least-once') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO t VALUES (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO p SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1', 'consumer.mode' = 'at-least-once') */;
SET 'execution.runtime-mode' = 'batch';
SELECT consumer_id, next_snapshot_id FROM t$consumers;
