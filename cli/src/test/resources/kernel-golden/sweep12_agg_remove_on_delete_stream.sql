-- aggregation.remove-record-on-delete with the full-compaction producer: a -D removes the row (changelog -D), a later +I (next commit) starts afresh (a -D and an add of one key in one commit are pre-merged by Paimon, a kept difference)
-- ordered
CREATE TABLE T (k INT, s BIGINT, mx INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'aggregation.remove-record-on-delete' = 'true',
  'fields.s.aggregate-function' = 'sum', 'fields.mx.aggregate-function' = 'max', 'changelog-producer' = 'full-compaction', 'bucket' = '1');
INSERT INTO T VALUES (1, 10, 1), (2, 20, 2);
INSERT INTO T VALUES -D(1, 0, 0), (2, 1, 9);
INSERT INTO T VALUES (1, 3, 3), -D(2, 0, 0);
INSERT INTO T VALUES (2, 4, 4);
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
