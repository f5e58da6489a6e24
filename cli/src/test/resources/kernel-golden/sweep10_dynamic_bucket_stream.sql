-- dynamic bucket (several buckets from a tiny target-row-num) with lookup and input changelog producers: streaming reads from the first snapshot show per key +I, -U/+U, -D in order
CREATE TABLE L (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'dynamic-bucket.target-row-num' = '2');
CREATE TABLE I (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'dynamic-bucket.target-row-num' = '2');
INSERT INTO L VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e');
INSERT INTO L VALUES (1, 'a2'), (4, 'd2'), -D(5, 'e'), (6, 'f');
INSERT INTO L VALUES (2, 'b3'), (6, 'f3'), (5, 'e3');
INSERT INTO I VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO I VALUES -U(1, 'a'), +U(1, 'a2'), -D(3, 'c'), (4, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM L /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM I /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM L;
SELECT * FROM I;
