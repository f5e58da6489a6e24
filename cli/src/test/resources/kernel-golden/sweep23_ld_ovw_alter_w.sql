-- exit: 1
-- stderr: Doesn't support streaming read the changes from overwrite when the primary keys are not defined
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite refused where Paimon refuses it: Doesn't support streaming read the changes from overwrite when the primary keys are not defined
CREATE TABLE w (k INT, v STRING);
ALTER TABLE w SET ('streaming-read-overwrite' = 'true');
SHOW CREATE TABLE w;
