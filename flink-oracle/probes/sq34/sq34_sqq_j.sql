CREATE TABLE j (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'changelog-producer' = 'input');
INSERT INTO j VALUES (1, 5, 5), (2, 5, 5);
INSERT INTO j VALUES -U(1, 2, 6), -D(2, 2, 6);
INSERT INTO j VALUES (1, 1, 3), (2, 1, 3);
SELECT * FROM j;
SELECT * FROM j$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM j /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
