-- fz30 probe: ALTER ADD, then a streaming read of t (not $audit_log) from snapshot 2
CREATE TABLE t (k INT, v STRING, n INT) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO t VALUES (5, 'c', 8), (2, 'd', 9), (6, 'c', 1);
INSERT INTO t VALUES (6, 'd', 1), (2, 'b', 7);
ALTER TABLE t ADD m BIGINT;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
