-- seed 000 (changelog-producer.row-deduplicate with full-compaction): an identical update produces no -U/+U; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'full-compaction', 'changelog-producer.row-deduplicate' = 'true');
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (1, 'a'), (2, 'c'), (3, 'd');
INSERT INTO T VALUES (3, 'd'), -D(2, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
