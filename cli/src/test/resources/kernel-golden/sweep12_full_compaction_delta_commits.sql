-- full-compaction producer with full-compaction.delta-commits = 2 and row-deduplicate ignoring a column: streaming reads between commits see the changelog of each statement's end-of-input full compaction
-- ordered
CREATE TABLE T (k INT, v STRING, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2',
  'changelog-producer.row-deduplicate' = 'true', 'changelog-producer.row-deduplicate-ignore-fields' = 'ts');
INSERT INTO T VALUES (1, 'a', 1), (2, 'b', 1);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO T VALUES (1, 'a', 2), (2, 'b2', 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO T VALUES (1, 'a', 3), -D(2, 'b2', 3), (3, 'c', 3), (2, 'b2', 4);
INSERT INTO T VALUES (3, 'c', 9), (1, 'a1', 3);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM T;
