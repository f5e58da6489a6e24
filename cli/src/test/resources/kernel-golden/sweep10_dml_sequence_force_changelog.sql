-- DELETE/UPDATE on a deduplicate table with sequence.field (the rewritten row keeps its sequence value: a tie, the later write wins) and a partition-only DELETE with delete.force-produce-changelog (written as -D rows, so streaming readers see them)
CREATE TABLE S (k INT, ts BIGINT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'ts', 'bucket' = '1');
CREATE TABLE F (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'delete.force-produce-changelog' = 'true');
INSERT INTO S VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 30, 'c');
UPDATE S SET v = 'a2' WHERE k = 1;
DELETE FROM S WHERE ts >= 30;
INSERT INTO S VALUES (2, 5, 'late');
INSERT INTO F VALUES ('a', 1, 'x'), ('a', 2, 'y'), ('b', 1, 'z');
DELETE FROM F WHERE dt = 'a';
SELECT * FROM S;
SELECT * FROM F;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM F /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
