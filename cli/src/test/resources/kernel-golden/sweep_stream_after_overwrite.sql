-- streaming reads across INSERT OVERWRITE commits (PK table with lookup changelog, PK table without producer, append table): overwrite snapshots are not streamed (streaming-read-overwrite defaults to false), later appends are
-- ordered
CREATE TABLE L (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE N (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE A (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO L VALUES (1, 'a'), (2, 'b');
INSERT INTO N VALUES (1, 'a'), (2, 'b');
INSERT INTO A VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE L VALUES (2, 'b2'), (3, 'c');
INSERT OVERWRITE N VALUES (2, 'b2'), (3, 'c');
INSERT OVERWRITE A VALUES (2, 'b2'), (3, 'c');
INSERT INTO L VALUES (3, 'c2'), (4, 'd');
INSERT INTO N VALUES (3, 'c2'), (4, 'd');
INSERT INTO A VALUES (3, 'c2'), (4, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM L /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM N /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM N;
