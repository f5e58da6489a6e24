-- partial-update.ignore-delete with changelog producers input, lookup and full-compaction: -U/-D rows are dropped at write; streaming changelogs of each
-- ordered
CREATE TABLE I (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.ignore-delete' = 'true', 'changelog-producer' = 'input', 'bucket' = '1');
CREATE TABLE L (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.ignore-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE F (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.ignore-delete' = 'true', 'changelog-producer' = 'full-compaction', 'bucket' = '1');
INSERT INTO I VALUES (1, 'a', NULL), (2, NULL, 2);
INSERT INTO L VALUES (1, 'a', NULL), (2, NULL, 2);
INSERT INTO F VALUES (1, 'a', NULL), (2, NULL, 2);
INSERT INTO I VALUES -D(1, 'a', NULL), (1, NULL, 10), -U(2, NULL, 2), +U(2, 'b', NULL);
INSERT INTO L VALUES -D(1, 'a', NULL), (1, NULL, 10), -U(2, NULL, 2), +U(2, 'b', NULL);
INSERT INTO F VALUES -D(1, 'a', NULL), (1, NULL, 10), -U(2, NULL, 2), +U(2, 'b', NULL);
INSERT INTO I VALUES -D(2, 'b', 2);
INSERT INTO L VALUES -D(2, 'b', 2);
INSERT INTO F VALUES -D(2, 'b', 2);
SELECT * FROM I;
SELECT * FROM L;
SELECT * FROM F;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM I /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM L /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM F /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
