-- Flink normalizes the upsert stream of a changelog-producer 'none' table (ChangelogNormalize):
-- unchanged updates vanish, updates become -U/+U, a delete is -D of the stored row; projections compare only read columns
CREATE TABLE T (k INT, v STRING, w INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO T VALUES (1, 'a', 0), (2, 'b', 0);
INSERT INTO T VALUES (1, 'a2', 0), (2, 'b', 0), (3, 'c', 0);
INSERT INTO T VALUES (3, 'c', 9);
DELETE FROM T WHERE k = 1;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT k, v FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
