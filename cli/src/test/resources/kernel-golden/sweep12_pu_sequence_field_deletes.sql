-- partial-update with sequence.field and partial-update.remove-record-on-delete: a late -D (lower sequence) and a current -D; a key written again after its delete
-- ordered
CREATE TABLE T (k INT, a STRING, b INT, s BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'sequence.field' = 's', 'partial-update.remove-record-on-delete' = 'true', 'bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a', 1, 10), (2, 'b', 2, 10), (3, 'c', 3, 10);
INSERT INTO T VALUES -D(1, 'a', 1, 5), -D(2, 'b', 2, 10), (3, NULL, 30, 5);
INSERT INTO T VALUES (2, NULL, 22, 11), -D(3, NULL, NULL, 20), (1, 'a2', NULL, 4);
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
