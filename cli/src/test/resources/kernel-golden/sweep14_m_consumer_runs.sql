-- a streaming read with consumer-id over three runs with writes in between (lookup producer, partitioned fixed-bucket table): each run continues where the last stopped; a second consumer-id starts from scratch
-- ordered
CREATE TABLE T (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'lookup', 'bucket' = '1', 'consumer.expiration-time' = '1 d');
INSERT INTO T VALUES ('d1', 1, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO T VALUES ('d1', 1, 'b'), ('d1', 2, 'x');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
DELETE FROM T WHERE k = 2;
INSERT INTO T VALUES ('d1', 3, 'y');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c1') */;
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'c2', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
