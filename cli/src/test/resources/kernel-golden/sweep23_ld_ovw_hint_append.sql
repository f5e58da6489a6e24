-- exit: 1
-- stderr: Doesn't support streaming read the changes from overwrite when the primary keys are not defined
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite refused where Paimon refuses it: Doesn't support streaming read the changes from overwrite when the primary keys are not defined
CREATE TABLE w (k INT, v STRING);
INSERT INTO w VALUES (1, 'a');
INSERT OVERWRITE w VALUES (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM w /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1', 'streaming-read-overwrite' = 'true') */;
