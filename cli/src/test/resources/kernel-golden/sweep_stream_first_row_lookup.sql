-- first-row with lookup changelog: only first-seen keys, as +I, over several commits
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a'), (1, 'a2'), (2, 'b');
INSERT INTO T VALUES (2, 'b2'), (3, 'c');
INSERT INTO T VALUES (3, 'c2'), (4, 'd'), (1, 'a3');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM T;
