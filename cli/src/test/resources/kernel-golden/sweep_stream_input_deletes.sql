-- input changelog with ignore-update-before: the written records minus -U, in write order per key
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'ignore-update-before' = 'true');
INSERT INTO T VALUES (1, 'a'), (1, 'a1');
INSERT INTO T VALUES -U(1, 'a1'), +U(1, 'a2');
INSERT INTO T VALUES -D(1, 'a2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM T;
