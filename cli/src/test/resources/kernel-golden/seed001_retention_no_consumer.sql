-- seed 001 (snapshot.num-retained.max = 2 without consumers, so frequent commits expire the rest; time travel to the kept ones); checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog-producer' = 'input');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 'b');
INSERT INTO T VALUES (1, 'a2');
INSERT INTO T VALUES (3, 'c');
SELECT snapshot_id FROM T$snapshots;
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
