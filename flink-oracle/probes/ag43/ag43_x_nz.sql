-- probe ag43 (extra): -0.0 beside 0.0 in a streaming GROUP BY over an append table (MinAggFunction: first kept), LISTAGG / ARRAY_AGG DISTINCT, FIRST_VALUE
CREATE TABLE s (k INT, z DOUBLE, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE));
CREATE TABLE a (k INT, g INT, d DOUBLE);
INSERT INTO a SELECT 1, 1, z FROM s;
INSERT INTO a SELECT 2, 1, -z FROM s;
INSERT INTO a SELECT 3, 2, -z FROM s;
INSERT INTO a SELECT 4, 2, z FROM s;
INSERT INTO a VALUES (5, 3, 2.0E0);
INSERT INTO a VALUES (6, 3, CAST('NaN' AS DOUBLE));
INSERT INTO a VALUES (7, 3, 3.0E0);
SELECT 'b1', g, ARRAY_AGG(DISTINCT d) AS ad FROM a GROUP BY g;
SELECT 'b2', g, FIRST_VALUE(d) AS f, LAST_VALUE(d) AS l FROM a GROUP BY g;
SET 'execution.runtime-mode' = 'streaming';
SELECT 's1', g, MIN(d) AS mi, MAX(d) AS ma, COUNT(*) AS n FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT 's2', d, COUNT(*) AS n FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY d;
