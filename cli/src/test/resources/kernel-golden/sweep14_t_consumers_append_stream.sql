-- $consumers after streaming reads with consumer-id of an append table and of an input-producer table; a second read resumes after the recorded snapshot
-- ordered
CREATE TABLE a (k INT, v STRING) WITH ('consumer.expiration-time' = '1 d');
INSERT INTO a VALUES (1, 'a');
INSERT INTO a VALUES (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a /*+ OPTIONS('consumer-id' = 'r1', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM a$consumers;
INSERT INTO a VALUES (3, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a /*+ OPTIONS('consumer-id' = 'r1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM a$consumers;
