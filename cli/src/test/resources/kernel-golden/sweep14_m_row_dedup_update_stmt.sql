-- deduplicate with the lookup producer and changelog-producer.row-deduplicate: an UPDATE statement that sets a value to itself and a rewrite of identical rows produce no changelog, a real change produces -U/+U; aggregation with row-deduplicate: adding 0 produces nothing
-- ordered
CREATE TABLE D (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'changelog-producer.row-deduplicate' = 'true', 'bucket' = '1');
CREATE TABLE A (k INT, s BIGINT, mx INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'changelog-producer.row-deduplicate' = 'true', 'bucket' = '1',
  'fields.s.aggregate-function' = 'sum', 'fields.mx.aggregate-function' = 'max');
INSERT INTO D VALUES (1, 'a', 1), (2, 'b', 2);
UPDATE D SET v = 'a' WHERE k = 1;
UPDATE D SET n = 20 WHERE k = 2;
INSERT INTO D VALUES (1, 'a', 1), (2, 'b', 20), (3, 'c', 3);
INSERT INTO A VALUES (1, 10, 5);
INSERT INTO A VALUES (1, 0, 4);
INSERT INTO A VALUES (1, 0, 6);
SELECT * FROM D;
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM D /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
