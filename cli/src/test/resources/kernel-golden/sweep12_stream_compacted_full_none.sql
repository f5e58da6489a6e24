-- streaming compacted-full on a table that was never compacted (the latest snapshot is read in full), and from-timestamp before every snapshot / far in the future
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (1, 'a2'), -D(2, 'b');
INSERT INTO T VALUES (3, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'compacted-full') */;
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '0') */;
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '4102444800000') */;
SELECT * FROM T /*+ OPTIONS('scan.timestamp-millis' = '0') */;
