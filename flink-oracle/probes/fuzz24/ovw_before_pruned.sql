CREATE TABLE o (k INT NOT NULL, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'streaming-read-overwrite' = 'true');
INSERT INTO o VALUES (1, 'a', 1), (2, 'b', 1);
INSERT OVERWRITE o VALUES (1, 'a2', 7);
INSERT INTO o VALUES (2, 'b2', 8);
SET 'execution.runtime-mode' = 'streaming';
SELECT k, s, n FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
SELECT 'all', k, s, n FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
