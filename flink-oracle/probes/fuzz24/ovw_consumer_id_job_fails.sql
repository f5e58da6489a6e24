-- fuzz joins seed 49 (streaming reads of overwrite commits)
-- exit: 1
CREATE TABLE o (p INT NOT NULL, k INT NOT NULL, s STRING, n INT, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('changelog-producer' = 'none', 'bucket' = '1', 'streaming-read-overwrite' = 'true');
INSERT INTO o VALUES (1, 2, 'v5', 6), (2, 4, 'v1', 3), (1, 1, 'v4', 6);
INSERT INTO o VALUES (2, 5, 'v5', 4), (1, 6, 'v5', 9), (2, 1, 'v2', 4), (2, 3, 'v3', 8);
INSERT OVERWRITE o PARTITION (p = 2) VALUES (6, 'w1', 9), (5, 'w2', 1);
SET 'execution.runtime-mode' = 'streaming';
SELECT k, s FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1', 'consumer-id' = 'co', 'consumer.expiration-time' = '1 d') */ WHERE n > 2;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO o VALUES (2, 6, 'v1', 7), (2, 1, 'v4', 8), (2, 4, CAST(NULL AS STRING), 7);
SET 'execution.runtime-mode' = 'streaming';
SELECT k, s FROM o /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1', 'consumer-id' = 'co', 'consumer.expiration-time' = '1 d') */ WHERE n > 2;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM o;
