-- streaming ROLLUP: each change of the source reaches one group per grouping set, in Flink's Expand order ((g, s), (g), ()), each group retracted and updated on its own; checked on Flink 2.0 + Paimon 1.4.2 (probe sq45p_gs_st)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes sq45p_gs, sq45p_gs_st); the Java-API interpreter runs no GROUPING SETS / ROLLUP / CUBE
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT 's3', g, s, COUNT(*) AS c, SUM(v) AS sv FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY ROLLUP (g, s);
