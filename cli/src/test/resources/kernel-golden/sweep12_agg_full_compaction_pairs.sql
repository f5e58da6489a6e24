-- aggregation with the full-compaction producer: -U/+U pairs of one key in one commit and across commits, sum and max (ignore-retract); the changelog of each full compaction
-- ordered
CREATE TABLE T (k INT, s BIGINT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'fields.m.ignore-retract' = 'true', 'changelog-producer' = 'full-compaction', 'bucket' = '1');
INSERT INTO T VALUES (1, 10, 1), (2, 20, 2);
INSERT INTO T VALUES -U(1, 10, 1), +U(1, 15, 5), (3, 1, 1);
INSERT INTO T VALUES -U(2, 20, 2), +U(2, 20, 2);
INSERT INTO T VALUES -D(3, 1, 1);
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
