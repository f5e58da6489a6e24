-- partial-update.remove-record-on-delete with the lookup producer: a -D removes the row (changelog -D), a -U is skipped, the key written again later starts from nothing (+I); streaming changelog and batch rows
-- ordered
CREATE TABLE T (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a', NULL), (2, 'b', 2), (3, NULL, 3);
INSERT INTO T VALUES (1, NULL, 10), -D(2, NULL, NULL), -U(3, NULL, 3);
INSERT INTO T VALUES (2, NULL, 22), (3, 'c', NULL);
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
