-- append queue table with 2 buckets on a two-column bucket-key, partitioned, over three commits and a CALL sys.compact: a streaming read returns every row once (no duplicates from the compaction), a batch read the same; compared as sets
CREATE TABLE Q (dt STRING, a INT, b STRING, v INT) PARTITIONED BY (dt) WITH ('bucket' = '2', 'bucket-key' = 'a,b');
INSERT INTO Q VALUES ('d1', 1, 'x', 1), ('d1', 2, 'y', 2), ('d2', 1, 'x', 3);
INSERT INTO Q VALUES ('d1', 1, 'x', 4), ('d1', 3, 'z', 5);
INSERT INTO Q VALUES ('d2', 2, 'y', 6);
CALL sys.compact('default.Q');
INSERT INTO Q VALUES ('d1', 9, 'w', 7);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM Q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM Q;
