-- GROUPING SETS into tables (INSERT of ROLLUP with GROUPING_ID, CTAS of CUBE), SELECT DISTINCT over ROLLUP, a derived table of GROUPING SETS filtered outside, FILTER in HAVING, streaming COUNT(DISTINCT) / MIN FILTER over an append table; checked on Flink 2.0 + Paimon 1.4.2 (probe sq45p_x3)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no GROUPING SETS nor FILTER
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
CREATE TABLE r (g INT, s STRING, c BIGINT, gid BIGINT);
INSERT INTO r SELECT g, s, COUNT(*), GROUPING_ID(g, s) FROM a GROUP BY ROLLUP (g, s);
SELECT 'x1', * FROM r;
CREATE TABLE r2 AS SELECT g, s, SUM(v) AS sv FROM a GROUP BY CUBE (g, s);
SELECT 'x2', * FROM r2;
SELECT DISTINCT 'x3', g FROM a GROUP BY ROLLUP (g, s);
SELECT 'x5', COUNT(*) AS c FROM (SELECT g, s FROM a GROUP BY GROUPING SETS ((g), (s))) t WHERE g IS NULL;
SELECT 'x6', g, SUM(v) FILTER (WHERE s <> 'x') AS sv, COUNT(DISTINCT s) FILTER (WHERE v > 0) AS cs FROM a GROUP BY g HAVING SUM(v) FILTER (WHERE s <> 'x') IS NOT NULL;
CREATE TABLE ap (g INT, v INT);
INSERT INTO ap VALUES (1, 1), (1, 2), (2, 3), (1, 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT 'x7', g, COUNT(DISTINCT v) FILTER (WHERE v > 1) AS cd, MIN(v) FILTER (WHERE v > 1) AS mi FROM ap /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
