-- streaming from a snapshot id beyond the latest waits for it (reads nothing yet); from-snapshot-full of the latest id; batch scan.snapshot-id of the latest
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 'b'), (1, 'a2');
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '2') */;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '9') */;
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '2') */;
