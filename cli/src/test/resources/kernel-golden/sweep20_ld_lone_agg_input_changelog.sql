-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle), where a key's lone record passes through unmerged
-- lone records of an aggregation table with the input producer: a streaming read and $audit_log
CREATE TABLE A (k INT, c ARRAY<INT>, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'changelog-producer' = 'input',
  'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.s.aggregate-function' = 'sum');
INSERT INTO A VALUES +U(1, ARRAY[3, 3, 1], 5), +I(2, ARRAY[2, 2], 1);
INSERT INTO A VALUES +I(2, ARRAY[2, 4], 2);
SELECT * FROM A$audit_log;
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'latest-full') */;
