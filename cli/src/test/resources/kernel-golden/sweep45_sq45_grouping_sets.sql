-- GROUPING SETS, ROLLUP, CUBE (composite elements, crossed with a plain key, a set written twice groups twice), GROUPING / GROUPING_ID, HAVING and ORDER BY .. LIMIT over them; rolled-up keys are NULL; ROLLUP over no row gives no row, GROUPING SETS (()) is a global aggregate (one row); checked on Flink 2.0 + Paimon 1.4.2 (probe sq45p_gs)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes sq45p_gs, sq45p_gs_st); the Java-API interpreter runs no GROUPING SETS / ROLLUP / CUBE
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
SELECT 'g1', g, s, COUNT(*) AS c, SUM(v) AS sv FROM a GROUP BY GROUPING SETS ((g), (s), ());
SELECT 'g2', g, s, COUNT(*) AS c FROM a GROUP BY ROLLUP (g, s);
SELECT 'g3', g, s, COUNT(*) AS c FROM a GROUP BY CUBE (g, s);
SELECT 'g4', g, s, GROUPING(g) AS gg, GROUPING(s) AS gs, GROUPING_ID(g, s) AS gid, COUNT(*) AS c FROM a GROUP BY ROLLUP (g, s);
SELECT 'g5', g, s, COUNT(*) AS c FROM a GROUP BY g, ROLLUP (s);
SELECT 'g6', g, COUNT(*) AS c FROM a GROUP BY GROUPING SETS ((g), (g));
SELECT 'g7', g, s, SUM(v) AS sv FROM a GROUP BY ROLLUP (g, s) HAVING SUM(v) > 3;
SELECT 'g8', g, s, COUNT(*) AS c FROM a GROUP BY ROLLUP (g, s) ORDER BY g NULLS LAST, s NULLS LAST, c;
SELECT 'g9', g, COUNT(*) AS c FROM a WHERE k > 100 GROUP BY ROLLUP (g);
SELECT 'g10', COUNT(*) AS c FROM a WHERE k > 100 GROUP BY GROUPING SETS (());
SELECT 'g11', g + 1 AS g1, COUNT(*) AS c, GROUPING(g + 1) AS gg FROM a GROUP BY ROLLUP (g + 1);
SELECT 'g12', g, v, COUNT(*) AS c FROM a GROUP BY GROUPING SETS ((g, v), (v), ()) ORDER BY c DESC, g, v LIMIT 4;
SELECT 'g13', g, s, COUNT(*) AS c FROM a GROUP BY CUBE ((g, s));
SELECT 'g14', g, s, COUNT(DISTINCT v) AS cd, MAX(v) AS mx FROM a GROUP BY GROUPING SETS (g, s);
