-- fz30 probe: ALTER ADD, then batch $audit_log and a streaming $audit_log with the default scan mode
CREATE TABLE t (k INT, v STRING, n INT) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO t VALUES (5, 'c', 8), (2, 'd', 9), (6, 'c', 1);
INSERT INTO t VALUES (6, 'd', 1), (2, 'b', 7);
ALTER TABLE t ADD m BIGINT;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t$audit_log;
