-- seed 000 (changelog-producer full-compaction, full-compaction.delta-commits = 2): changes appear at every second commit, merged; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2');
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (1, 'a2'), (3, 'c');
INSERT INTO T VALUES (2, 'b2');
INSERT INTO T VALUES -D(3, 'c'), (2, 'b3'), (4, 'd');
INSERT INTO T VALUES (4, 'd2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
