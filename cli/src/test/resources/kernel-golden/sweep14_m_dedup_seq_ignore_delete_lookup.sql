-- deduplicate with a BIGINT sequence.field, ignore-delete and the lookup producer: deletes and update-befores are dropped at write, late rows lose; streaming changelog and batch rows
-- ordered
CREATE TABLE T (k INT, v STRING, sq BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'sq', 'ignore-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a', 5), (2, 'b', 5);
INSERT INTO T VALUES -D(1, 'a', 9), -U(2, 'b', 9), +U(2, 'b2', 6), (1, 'late', 4);
INSERT INTO T VALUES (1, 'a3', 5), (3, 'c', 1);
DELETE FROM T WHERE k = 3;
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
