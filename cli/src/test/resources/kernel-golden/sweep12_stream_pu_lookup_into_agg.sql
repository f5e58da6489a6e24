-- a partial-update table with the lookup producer feeds an aggregation table through a streaming INSERT ... SELECT: the -U/+U pairs of partial updates retract and re-add the sums
-- ordered
CREATE TABLE P (k INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE S (k INT, a BIGINT, b BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'sum', 'bucket' = '1');
INSERT INTO P VALUES (1, 10, NULL), (2, NULL, 20);
INSERT INTO P VALUES (1, NULL, 1), (2, 5, NULL), (3, 7, 7);
INSERT INTO P VALUES (1, 11, NULL), (3, 7, 7);
SET 'execution.runtime-mode' = 'streaming';
SET 'table.exec.sink.upsert-materialize' = 'NONE';
INSERT INTO S SELECT k, a, b FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM S;
SELECT * FROM P;
