-- seed 000 (changelog-producer input): the written records, kinds kept, streamed as written; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input');
INSERT INTO T VALUES +I(1, 'a'), +I(2, 'b');
INSERT INTO T VALUES -U(1, 'a'), +U(1, 'a2'), -D(2, 'b'), +I(3, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
