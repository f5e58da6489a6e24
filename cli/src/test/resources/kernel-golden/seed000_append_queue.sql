-- ordered
-- seed 000 (append queue table, 'bucket' = '1', bucket-key): rows streamed in write order, duplicates kept; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE Q (dt STRING, order_id BIGINT, item_id BIGINT, amount INT, address STRING) PARTITIONED BY (dt) WITH ('bucket' = '1', 'bucket-key' = 'order_id');
INSERT INTO Q VALUES ('20240101', 3, 30, 1, 'c'), ('20240101', 1, 10, 2, 'a'), ('20240101', 3, 30, 1, 'c');
INSERT INTO Q VALUES ('20240101', 2, 20, NULL, NULL);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM Q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM Q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
