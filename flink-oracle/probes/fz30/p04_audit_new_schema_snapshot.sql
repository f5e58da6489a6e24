-- fz30 probe: ALTER ADD, a write in the new schema, then a streaming $audit_log read from snapshot 3 and from 2
-- exit: 1
CREATE TABLE t (k INT, v STRING, n INT) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO t VALUES (5, 'c', 8), (2, 'd', 9), (6, 'c', 1);
INSERT INTO t VALUES (6, 'd', 1), (2, 'b', 7);
ALTER TABLE t ADD m BIGINT;
INSERT INTO t VALUES (7, 'e', 3, 70);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
