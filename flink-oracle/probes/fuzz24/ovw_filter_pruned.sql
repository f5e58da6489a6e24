CREATE TABLE o (p INT NOT NULL, k INT NOT NULL, s STRING, n INT, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1', 'streaming-read-overwrite' = 'true');
INSERT INTO o VALUES (1, 5, 'v5', 8);
INSERT OVERWRITE o VALUES (1, 2, 'v3', 1);
INSERT INTO o VALUES (1, 2, 'v2', 3);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT 'f', k, s FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
