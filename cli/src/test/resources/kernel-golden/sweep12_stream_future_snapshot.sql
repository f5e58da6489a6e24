-- exit: 1
-- stderr: ERROR: statement 8 (line 11) "SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '9') */" failed: a streaming read cannot start at snapshot 9: the latest snapshot is 2, so the next one to be committed is 3 (was the table re-created, or is 'scan.snapshot-id' too big?)
-- streaming from latest + 1 waits for it (reads nothing yet); from-snapshot-full of the latest id; batch scan.snapshot-id of the latest; streaming from beyond latest + 1 fails, as Paimon 1.4.2's OutOfRangeException does (checked with Flink 2.0 + Paimon 1.4.2, flink-oracle)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 'b'), (1, 'a2');
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '2') */;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '2') */;
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '9') */;
