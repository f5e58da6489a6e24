-- input changelog with partial-update (ignore-delete) and aggregation: the written records themselves are streamed (partial rows, raw contributions), dropped deletes are not; batch reads merge
-- ordered
CREATE TABLE P (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'input', 'ignore-delete' = 'true', 'bucket' = '1');
CREATE TABLE A (k INT, s BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'fields.s.aggregate-function' = 'sum', 'bucket' = '1');
INSERT INTO P VALUES (1, 'a', NULL), (1, NULL, 10);
INSERT INTO P VALUES -D(1, 'a', 10), (2, NULL, 2);
INSERT INTO A VALUES (1, 5), (1, 6);
INSERT INTO A VALUES -U(1, 5), +U(1, 7);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM P;
SELECT * FROM A;
