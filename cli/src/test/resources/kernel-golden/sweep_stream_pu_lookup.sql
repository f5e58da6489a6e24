-- partial-update with lookup changelog: each commit's changes as -U/+U of the merged row; ignore-delete drops -D
-- ordered
CREATE TABLE T (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'ignore-delete' = 'true');
INSERT INTO T VALUES (1, 'a', NULL), (2, NULL, 2);
INSERT INTO T VALUES (1, NULL, 10), -D(2, NULL, 2);
INSERT INTO T VALUES (1, NULL, NULL), (2, 'b', NULL);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
