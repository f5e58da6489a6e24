-- probe ag44: streaming MIN / MAX over insert-only inputs that are not a table read (inner join of append tables, a subquery, UNION ALL), -0.0 / NaN after 0.0 / a number
CREATE TABLE s (k INT, z DOUBLE, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE));
CREATE TABLE a (g INT, n INT, d DOUBLE);
CREATE TABLE b (g INT, m INT);
INSERT INTO b VALUES (1, 1), (2, 2), (3, 3);
INSERT INTO a SELECT 1, 1, z FROM s;
INSERT INTO a SELECT 1, 2, -z FROM s;
INSERT INTO a SELECT 2, 3, -z FROM s;
INSERT INTO a SELECT 2, 4, z FROM s;
INSERT INTO a VALUES (3, 5, 2.0E0);
INSERT INTO a VALUES (3, 6, CAST('NaN' AS DOUBLE));
INSERT INTO a VALUES (3, 7, 1.0E0);
SET 'execution.runtime-mode' = 'streaming';
SELECT 'j1', a.g, MIN(d) AS mi, MAX(d) AS ma, COUNT(*) AS c FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN b ON a.g = b.g GROUP BY a.g;
SELECT 'q1', g, MIN(d) AS mi, MAX(d) AS ma FROM (SELECT g, d FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 0) GROUP BY g;
SELECT 'u1', g, MIN(d) AS mi, MAX(d) AS ma FROM (SELECT g, d FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ UNION ALL SELECT g, CAST(m AS DOUBLE) FROM b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) GROUP BY g;
