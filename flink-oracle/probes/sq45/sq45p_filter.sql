-- probe sq45: aggregate FILTER (WHERE ...), batch and streaming
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
SELECT 'f1', g, COUNT(*) FILTER (WHERE v > 1) AS c, SUM(v) FILTER (WHERE s = 'x') AS s1, COUNT(DISTINCT v) FILTER (WHERE v > 1) AS cd FROM a GROUP BY g;
SELECT 'f2', COUNT(*) FILTER (WHERE v > 100) AS c, SUM(v) FILTER (WHERE v > 100) AS s, MAX(v) FILTER (WHERE v IS NULL) AS m, COUNT(*) AS n FROM a;
SELECT 'f3', g, SUM(DISTINCT v) FILTER (WHERE k > 1) AS sd, AVG(v) FILTER (WHERE v <> 2) AS av FROM a GROUP BY g HAVING COUNT(*) FILTER (WHERE v > 1) > 0;
SELECT 'f4', g, COUNT(v) FILTER (WHERE s IS NOT NULL) AS c, MIN(s) FILTER (WHERE v >= 2) AS mi, COUNT(*) AS n FROM a GROUP BY g;
SELECT 'f5', COUNT(*) FILTER (WHERE v > 1) AS c FROM a WHERE k > 100;
SELECT 'f6', g, COUNT(*) FILTER (WHERE v > 1) AS c, COUNT(*) FILTER (WHERE v > 1) + 1 AS c1 FROM a GROUP BY g ORDER BY g;
SET 'execution.runtime-mode' = 'streaming';
SELECT 's1', g, COUNT(*) FILTER (WHERE v > 1) AS c, SUM(v) FILTER (WHERE s = 'x') AS s1, COUNT(DISTINCT v) FILTER (WHERE v > 1) AS cd FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
