CREATE TABLE o (k INT NOT NULL, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true', 'bucket' = '1');
INSERT INTO o VALUES (1, 'a', 5), (2, 'b', 1), (3, 'c', 7);
INSERT OVERWRITE o VALUES (1, 'a2', 1), (2, 'b2', 6), (4, 'd', 9);
INSERT INTO o VALUES (1, 'a3', 8), (4, 'd2', 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT 'gt2', k, s, n FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
SELECT 'neb2', k, s, n FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE s <> 'b2';
SELECT 'all', k, s, n FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT 'cnt', COUNT(*) FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
