-- first-row with dynamic bucket (tiny target-row-num) and the lookup producer, with and without first-row.ignore-delete: streams carry only first-seen keys as +I
-- ordered
CREATE TABLE F (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup', 'dynamic-bucket.target-row-num' = '2');
CREATE TABLE G (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup', 'first-row.ignore-delete' = 'true', 'dynamic-bucket.target-row-num' = '2');
INSERT INTO F VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO F VALUES (2, 'b2'), (4, 'd'), (5, 'e');
INSERT INTO F VALUES (5, 'e3'), (6, 'f'), (1, 'a3');
INSERT INTO G VALUES (1, 'a'), (2, 'b');
INSERT INTO G VALUES -D(1, 'a'), -U(2, 'b'), +U(2, 'b2'), (3, 'c');
INSERT INTO G VALUES (1, 'a3'), (4, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM F /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM G /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM F;
SELECT * FROM G;
