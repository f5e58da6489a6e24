-- fz30 probe: a primary-key table (input producer), ALTER ADD, then a streaming $audit_log from snapshot 2
-- exit: 1
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (5, 'c', 8), (2, 'd', 9), (6, 'c', 1);
INSERT INTO t VALUES (6, 'd', 1), (2, 'b', 7);
ALTER TABLE t ADD m BIGINT;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
