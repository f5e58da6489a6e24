-- aggregation (sum, max with ignore-retract) with the full-compaction producer: -U/+U and -D rows retract; streamed from snapshot 1
-- ordered
CREATE TABLE t (k INT, s BIGINT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'changelog-producer' = 'full-compaction',
  'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'fields.m.ignore-retract' = 'true');
INSERT INTO t VALUES (1, 5, 1), (2, 7, 2);
INSERT INTO t VALUES (1, 5, 3);
INSERT INTO t VALUES -U(2, 7, 2), +U(2, 100, 2);
INSERT INTO t VALUES -D(1, 10, 3);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t;
