-- Flink's streaming GroupAggregate over a lookup changelog: +I for a new group, -U/+U per change, -D when emptied
CREATE TABLE T (k INT, region STRING, amount INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'n', 10), (2, 's', 5);
INSERT INTO T VALUES (3, 'n', 7);
INSERT INTO T VALUES (1, 'n', 20);
DELETE FROM T WHERE k = 2;
SET 'execution.runtime-mode' = 'streaming';
SELECT region, COUNT(*) AS c, SUM(amount) FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY region;
SELECT COUNT(*) FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
