-- exit: 1
-- stderr: Doesn't support streaming read the changes from overwrite when the primary keys are not defined
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite refused where Paimon refuses it: Doesn't support streaming read the changes from overwrite when the primary keys are not defined
CREATE TABLE t (k INT, v STRING) WITH ('streaming-read-overwrite' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (2, 'c'), (3, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
