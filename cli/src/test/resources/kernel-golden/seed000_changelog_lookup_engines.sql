-- seed 000 (lookup changelog for aggregation, partial-update and first-row): streamed -U/+U of merged rows; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE A (product_id BIGINT, price DOUBLE, sales BIGINT, PRIMARY KEY (product_id) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.price.aggregate-function' = 'max', 'fields.sales.aggregate-function' = 'sum', 'changelog-producer' = 'lookup');
CREATE TABLE P (k INT, v1 DOUBLE, v2 BIGINT, v3 STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup');
CREATE TABLE F (k INT, v1 DOUBLE, v2 STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup');
INSERT INTO A VALUES (1, 23.0, 15);
INSERT INTO A VALUES (1, 30.2, 20), (2, 1.0, 1);
INSERT INTO A VALUES (1, 10.0, 0);
INSERT INTO P VALUES (1, 23.0, 10, NULL);
INSERT INTO P VALUES (1, NULL, NULL, 'This is a book');
INSERT INTO P VALUES (1, 25.2, NULL, NULL);
INSERT INTO F VALUES (1, 2.0, 'apple');
INSERT INTO F VALUES (1, 4.0, 'banana'), (2, 1.0, 'x');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM F /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
