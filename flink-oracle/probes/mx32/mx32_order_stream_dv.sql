-- ordered
-- row order: a streaming full read of a deletion-vector table (bucket 1) after an UPDATE moved key 5's new version above the bottom file; the same without deletion vectors; a batch GROUP BY's emission order
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
CREATE TABLE u (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (8, 'c', CAST(NULL AS INT)), (5, 'c', 53), (4, 'e', 4), (2, 'zz', 1);
INSERT INTO u VALUES (8, 'c', CAST(NULL AS INT)), (5, 'c', 53), (4, 'e', 4), (2, 'zz', 1);
UPDATE t SET n = 7 WHERE k IN (3, 5);
UPDATE u SET n = 7 WHERE k IN (3, 5);
SELECT `level`, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1') */;
SELECT * FROM u /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t;
SELECT * FROM u;
INSERT INTO t VALUES (6, 'dd', 53), (1, 'c', 26), (3, CAST(NULL AS STRING), 9), (7, 'a', 1);
SELECT v, COUNT(*) AS c FROM t GROUP BY v;
SELECT n, COUNT(*) AS c FROM t GROUP BY n;
