CREATE TABLE o (p INT NOT NULL, k INT NOT NULL, s STRING, n INT, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('streaming-read-overwrite' = 'true', 'bucket' = '1');
INSERT INTO o VALUES (1, 1, 'a', 5), (2, 2, 'b', 1);
INSERT OVERWRITE o PARTITION (p = 1) VALUES (1, 'a2', 1), (3, 'c', 4);
INSERT INTO o VALUES (1, 1, 'a3', 8);
SET 'execution.runtime-mode' = 'streaming';
SELECT k, s FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
SELECT k, s FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE p = 1;
