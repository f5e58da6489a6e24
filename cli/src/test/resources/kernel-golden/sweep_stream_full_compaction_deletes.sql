-- full-compaction changelog with delta-commits 2: changes of two commits diffed at once, deletes and re-inserts
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2');
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (1, 'a2'), -D(2, 'b'), (3, 'c');
INSERT INTO T VALUES (2, 'b2'), -D(3, 'c');
INSERT INTO T VALUES (3, 'c3'), (1, 'a2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
