-- ignore-delete / partial-update.ignore-delete with the full-compaction changelog producer: retractions dropped at write, changelog after each CALL sys.compact, streaming from snapshot 1 and from the latest
CREATE TABLE D (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('ignore-delete' = 'true', 'changelog-producer' = 'full-compaction', 'bucket' = '1');
CREATE TABLE P (k INT, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.ignore-delete' = 'true', 'changelog-producer' = 'full-compaction', 'bucket' = '1');
INSERT INTO D VALUES (1, 'a'), (2, 'b');
CALL sys.compact('default.D');
INSERT INTO D VALUES -D(1, 'a'), -U(2, 'b'), +U(2, 'b2'), (3, 'c');
CALL sys.compact('default.D');
INSERT INTO P VALUES (1, 'a', CAST(NULL AS STRING)), (2, 'x', 'y');
CALL sys.compact('default.P');
INSERT INTO P VALUES -D(1, 'a', CAST(NULL AS STRING)), (1, CAST(NULL AS STRING), 'b'), -U(2, 'x', 'y');
CALL sys.compact('default.P');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM D /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM D;
SELECT * FROM P;
