-- aggregation with lookup changelog: the merged row per commit as +I, then -U/+U; a retraction to zero keeps the row
-- ordered
CREATE TABLE T (k INT, s BIGINT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup',
  'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'fields.m.ignore-retract' = 'true');
INSERT INTO T VALUES (1, 5, 1), (2, 7, 2);
INSERT INTO T VALUES (1, 3, 0), (3, 1, 1);
INSERT INTO T VALUES -U(2, 7, NULL), (1, 0, NULL);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
