-- consumer.ignore-progress = true starts from scan.mode again (and records new progress); consumer.mode at-least-once records progress too
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO T VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c1') */;
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c2', 'consumer.mode' = 'at-least-once') */;
INSERT INTO T VALUES (2, 'b');
SELECT * FROM T$consumers;
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c1', 'consumer.ignore-progress' = 'true') */;
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c2', 'consumer.mode' = 'at-least-once') */;
INSERT INTO T VALUES (1, 'a3');
SELECT * FROM T$consumers;
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c1') */;
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c1', 'consumer.ignore-progress' = 'true', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
