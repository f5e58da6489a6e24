-- lookup producer with lookup-wait = false (seed 001): each batch statement still ends with its changelog committed; deduplicate and aggregation tables
-- ordered
CREATE TABLE D (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'lookup-wait' = 'false', 'bucket' = '1');
CREATE TABLE A (k INT, s BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'changelog-producer' = 'lookup', 'lookup-wait' = 'false', 'bucket' = '1');
INSERT INTO D VALUES (1, 'a'), (2, 'b');
INSERT INTO A VALUES (1, 10), (2, 20);
INSERT INTO D VALUES (1, 'a2'), -D(2, 'b'), (3, 'c');
INSERT INTO A VALUES (1, 5), -D(2, 20), (3, 1);
INSERT INTO D VALUES (1, 'a2');
INSERT INTO A VALUES (1, 0);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM D /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
