-- seed 001's small-file options: precommit-compact with the lookup producer, compaction.min.file-num / compaction.max.file-num on a fixed-bucket append queue and an unaware-bucket append table; rows, streaming order within a bucket and after CALL sys.compact of the queue
-- ordered
CREATE TABLE P (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'precommit-compact' = 'true', 'bucket' = '1', 'num-sorted-run.compaction-trigger' = '10');
CREATE TABLE Q (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k', 'compaction.min.file-num' = '2', 'compaction.max.file-num' = '3');
CREATE TABLE U (k INT, v STRING) WITH ('compaction.min.file-num' = '2', 'compaction.max.file-num' = '3');
INSERT INTO P VALUES (1, 'a'), (2, 'b');
INSERT INTO Q VALUES (1, 'q1'), (2, 'q2');
INSERT INTO U VALUES (1, 'u1');
INSERT INTO P VALUES (1, 'a2'), -D(2, 'b');
INSERT INTO Q VALUES (3, 'q3');
INSERT INTO U VALUES (2, 'u2');
INSERT INTO P VALUES (3, 'c'), (1, 'a2');
INSERT INTO Q VALUES (4, 'q4'), (5, 'q5');
INSERT INTO U VALUES (3, 'u3');
INSERT INTO Q VALUES (6, 'q6');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM Q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM Q /*+ OPTIONS('scan.mode' = 'latest-full') */;
SET 'execution.runtime-mode' = 'batch';
CALL sys.compact('default.Q');
SELECT * FROM U;
SELECT * FROM Q;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM Q /*+ OPTIONS('scan.mode' = 'latest-full') */;
