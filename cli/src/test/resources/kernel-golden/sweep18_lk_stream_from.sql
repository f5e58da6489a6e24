-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- streaming reads of a lookup-producer table from an APPEND id and from a COMPACT id read the same changelog (the APPEND snapshot has none); from-snapshot-full of an APPEND snapshot reads it without its level-0 file, whose changes follow in the COMPACT snapshot's changelog
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (3, 'c'), (5, 'e'), (6, 'f');
INSERT INTO T VALUES (1, 'a2'), (4, 'd');
INSERT INTO T VALUES (2, 'b2');
SELECT snapshot_id, commit_kind FROM T$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT 'from3', k, v FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
SELECT 'from4', k, v FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '4') */;
SELECT 'from5', k, v FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '5') */;
SELECT 'full3', k, v FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '3') */;
SELECT 'full4', k, v FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '4') */;
