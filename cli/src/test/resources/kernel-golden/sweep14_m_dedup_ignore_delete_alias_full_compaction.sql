-- deduplicate with the seed alias 'deduplicate.ignore-delete' and ignore-update-before on another table, full-compaction producer: dropped retractions never reach the changelog, a DELETE statement is dropped too; streaming changelog and batch rows
-- ordered
CREATE TABLE D (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('deduplicate.ignore-delete' = 'true', 'changelog-producer' = 'full-compaction', 'bucket' = '1');
CREATE TABLE U (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('ignore-update-before' = 'true', 'changelog-producer' = 'full-compaction', 'bucket' = '1');
INSERT INTO D VALUES (1, 'a'), (2, 'b');
INSERT INTO D VALUES -D(1, 'a'), -U(2, 'b'), +U(2, 'b2');
DELETE FROM D WHERE k = 2;
INSERT INTO U VALUES (1, 'a'), (2, 'b');
INSERT INTO U VALUES -U(1, 'a'), +U(1, 'a1'), -D(2, 'b');
INSERT INTO U VALUES -U(1, 'a1');
SELECT * FROM D;
SELECT * FROM U;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM D /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM U /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
