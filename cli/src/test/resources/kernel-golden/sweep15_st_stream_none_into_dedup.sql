-- streaming INSERT INTO a deduplicate lookup table SELECT from a changelog-producer none table: normalized upserts, deletes passed; the target read back
-- ordered
CREATE TABLE s (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE d (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO s VALUES (1, 'a'), (2, 'b');
INSERT INTO s VALUES (1, 'a2'), (2, 'b');
DELETE FROM s WHERE k = 2;
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO d SELECT * FROM s /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM d /*+ OPTIONS('scan.mode' = 'latest-full') */;
