-- seed 001 (snapshot.num-retained.min/max, num-sorted-run.compaction-trigger, snapshot.time-retained, consumer.expiration-time, consumer-id + consumer.mode exactly-once): expiration keeps the newest snapshots but never one a consumer still needs, and the consumer resumes where it stopped; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'snapshot.time-retained' = '7d', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'consumer.expiration-time' = '7d', 'num-sorted-run.compaction-trigger' = '10');
INSERT INTO T VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'xxx', 'consumer.mode' = 'exactly-once') */;
INSERT INTO T VALUES (2, 'b');
INSERT INTO T VALUES (1, 'a2');
INSERT INTO T VALUES -D(2, 'b');
SELECT snapshot_id FROM T$snapshots;
SELECT * FROM T$consumers;
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'xxx', 'consumer.mode' = 'exactly-once') */;
INSERT INTO T VALUES (3, 'c');
SELECT snapshot_id FROM T$snapshots;
SELECT * FROM T$consumers;
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'xxx', 'consumer.mode' = 'exactly-once') */;
