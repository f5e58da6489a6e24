-- ALTER TABLE t RENAME TO t2 moves the table's consumers with it: a streaming read of t2 with the consumer id that read t resumes where it stopped; schema changes after the rename (MODIFY v BIGINT) apply to t2
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run ALTER TABLE RENAME TO
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'consumer.expiration-time' = '7d');
INSERT INTO t VALUES (1, 10);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1', 'consumer.mode' = 'exactly-once') */;
SET 'execution.runtime-mode' = 'batch';
ALTER TABLE t RENAME TO t2;
ALTER TABLE t2 MODIFY v BIGINT;
INSERT INTO t2 VALUES (2, 3000000000);
SELECT * FROM t2$consumers;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t2 /*+ OPTIONS('consumer-id' = 'c1', 'consumer.mode' = 'exactly-once') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t2;
