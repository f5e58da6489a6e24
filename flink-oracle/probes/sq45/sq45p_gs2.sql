-- probe sq45: grouping sets with DISTINCT aggregates, FILTER, expressions, nested CUBE within GROUPING SETS; streaming CUBE
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
SELECT 'h1', g, s, COUNT(DISTINCT v) AS cd, SUM(v) FILTER (WHERE k > 2) AS sf FROM a GROUP BY CUBE (g, s);
SELECT 'h2', g, COUNT(*) AS c FROM a GROUP BY GROUPING SETS (ROLLUP (g), (s, g)) ;
SELECT 'h3', CASE WHEN v > 1 THEN 'hi' ELSE 'lo' END AS b, s, COUNT(*) AS c FROM a GROUP BY ROLLUP (CASE WHEN v > 1 THEN 'hi' ELSE 'lo' END, s);
SELECT 'h4', s, g, GROUPING_ID(s, g) AS gid, COUNT(*) AS c FROM a GROUP BY GROUPING SETS ((s), (g), (s, g));
SELECT 'h5', g, s, COUNT(*) AS c FROM a GROUP BY ROLLUP (g, s) ORDER BY GROUPING_ID(g, s) DESC, c DESC LIMIT 3;
SELECT 'h6', g, MAX(s) AS ms FROM a GROUP BY GROUPING SETS ((g), ()) HAVING GROUPING(g) = 1;
SET 'execution.runtime-mode' = 'streaming';
SELECT 'h7', g, s, COUNT(*) AS c FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY GROUPING SETS ((s), (g), ());
