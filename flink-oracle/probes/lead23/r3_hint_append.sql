CREATE TABLE w (k INT, v STRING);
INSERT INTO w VALUES (1, 'a');
INSERT OVERWRITE w VALUES (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM w /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1', 'streaming-read-overwrite' = 'true') */;
