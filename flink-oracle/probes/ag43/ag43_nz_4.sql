-- probe ag43: batch and streaming MIN / MAX over an append table (no retraction): -0.0 beside 0.0, NaN first or later
CREATE TABLE s (k INT, z DOUBLE, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE));
CREATE TABLE a (k INT, g INT, d DOUBLE);
INSERT INTO a SELECT 1, 1, z FROM s UNION ALL SELECT 2, 1, -z FROM s UNION ALL SELECT 3, 2, -z FROM s UNION ALL SELECT 4, 2, z FROM s;
INSERT INTO a VALUES (6, 3, CAST('NaN' AS DOUBLE)), (7, 3, 2.0E0), (8, 4, 2.0E0), (9, 4, CAST('NaN' AS DOUBLE)), (10, 4, 3.0E0);
SELECT 'b1', g, MIN(d) AS mi, MAX(d) AS ma, COUNT(*) AS n FROM a GROUP BY g;
SET 'execution.runtime-mode' = 'streaming';
SELECT 's1', g, MIN(d) AS mi, MAX(d) AS ma, COUNT(*) AS n FROM a GROUP BY g;
