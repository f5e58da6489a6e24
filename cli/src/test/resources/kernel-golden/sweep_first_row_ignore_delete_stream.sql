-- first-row with first-row.ignore-delete and lookup changelog; the deleted key keeps its first row
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'first-row.ignore-delete' = 'true', 'changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a'), -D(1, 'a'), (1, 'a2');
INSERT INTO T VALUES -U(1, 'a'), +U(1, 'a3'), (2, 'b'), -D(2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
