CREATE TABLE o (p INT NOT NULL, k INT NOT NULL, s STRING, n INT, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('changelog-producer' = 'none', 'bucket' = '1', 'streaming-read-overwrite' = 'true');
INSERT INTO o VALUES (2, 3, 'v5', 9), (1, 5, 'v5', 8), (2, 2, CAST(NULL AS STRING), 9), (1, 6, 'v4', 8);
INSERT OVERWRITE o VALUES (1, 2, 'v3', 1), (2, 4, CAST(NULL AS STRING), 9);
INSERT INTO o VALUES (2, 6, 'v1', 3), (2, 3, 'v4', 3), (1, 2, 'v2', 3), (2, 1, 'v2', 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT 'f', k, s FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM o$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
