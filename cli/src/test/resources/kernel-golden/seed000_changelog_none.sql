-- seed 000 + 001 (changelog-producer none, the default): a streaming reader gets each snapshot's delta merged per key, which Flink normalizes (ChangelogNormalize, seed 001) into -U/+U, -D and +I, an unchanged row dropped; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'none');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (1, 'a1');
INSERT INTO T VALUES (1, 'a2'), -D(2, 'b'), (3, 'c'), (3, 'c2');
INSERT INTO T VALUES -D(3, 'c2'), (3, 'c3'), (1, 'a2'), -D(9, 'x');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
