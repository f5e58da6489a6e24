-- changelog-producer none, read through Flink's ChangelogNormalize: deletes of known and unknown keys, re-inserts, from snapshot 1, from-snapshot-full 2, latest-full
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (1, 'a2'), -D(2, 'b'), -D(7, 'z');
INSERT INTO T VALUES (2, 'b2'), (1, 'a2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '2') */;
SELECT * FROM T;
