-- SEMANTICS §5: lookup changelog; row-deduplicate drops -U/+U pairs of equal rows; a delete is -D
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED)
WITH ('changelog-producer' = 'lookup', 'changelog-producer.row-deduplicate' = 'true');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (3, 'z');
INSERT INTO T VALUES (1, 'a'), (2, 'c');
DELETE FROM T WHERE k = 3;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
