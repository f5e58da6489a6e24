-- consumer.expiration-time shorter than the time between commits: the consumer is dropped at the next expiration and no longer protects its snapshot (snapshot.num-retained.max 2); its next read starts afresh from scan.mode
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'consumer.expiration-time' = '1 ms', 'num-sorted-run.compaction-trigger' = '10');
INSERT INTO T VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM T$consumers;
INSERT INTO T VALUES (2, 'b');
INSERT INTO T VALUES (3, 'c');
INSERT INTO T VALUES (4, 'd');
SELECT * FROM T$consumers;
SELECT snapshot_id FROM T$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c1') */;
