-- deduplicate with the full-compaction producer on a partitioned table: DELETE and UPDATE statements, then streaming changelog of the full compactions (-U/+U for updates, -D for deletes, +I for a key re-inserted)
-- ordered
CREATE TABLE T (dt STRING, k INT, v STRING, n INT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'full-compaction', 'bucket' = '1');
INSERT INTO T VALUES ('d1', 1, 'a', 1), ('d1', 2, 'b', 2), ('d1', 3, 'c', 3);
DELETE FROM T WHERE k = 2;
UPDATE T SET v = 'cc', n = 30 WHERE k = 3;
INSERT INTO T VALUES ('d1', 2, 'b2', 20), ('d1', 1, 'a', 1);
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
