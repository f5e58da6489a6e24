-- partial-update on a dynamic-bucket table (target 2 keys per bucket) with the full-compaction producer: keys spread over several buckets; streaming changelog and batch rows after updates and a compaction
CREATE TABLE T (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'full-compaction', 'dynamic-bucket.target-row-num' = '2');
INSERT INTO T VALUES (1, 'a', NULL), (2, NULL, 2), (3, 'c', 3), (4, 'd', NULL), (5, NULL, 5);
INSERT INTO T VALUES (1, NULL, 10), (4, 'd2', 40), (6, 'f', 6);
INSERT INTO T VALUES (2, 'b', NULL), (5, NULL, 5), (6, NULL, 60);
CALL sys.compact('default.T');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM T;
