-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the consumer procedures
-- fuzz19 (gen_maint seed 40): a rollback leaves consumers as they are (Paimon 1.4.2): c1 and c2 stay past the target, and once
-- commits reach their ids they resume there, skipping the commits that reused the removed ids before them (c1 reads only (6, f))
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
CALL sys.reset_consumer('default.t', 'c2', 3);
CALL sys.reset_consumer('default.t', 'c3', 2);
SELECT * FROM t$consumers;
CALL sys.rollback_to(`table` => 'default.t', snapshot_id => 1);
SELECT * FROM t$consumers;
INSERT INTO t VALUES (4, 'd');
INSERT INTO t VALUES (5, 'e');
INSERT INTO t VALUES (6, 'f');
SELECT * FROM t$consumers;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1') */;
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c2') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t$consumers;
