CREATE TABLE x (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-append-overwrite' = 'true');
INSERT INTO x VALUES (1, 'a');
INSERT OVERWRITE x VALUES (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM x /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
