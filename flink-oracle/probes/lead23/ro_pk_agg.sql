CREATE TABLE t (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true', 'merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
INSERT INTO t VALUES (1, 10), (2, 20);
INSERT OVERWRITE t VALUES (2, 5), (2, 6), (3, 7);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
