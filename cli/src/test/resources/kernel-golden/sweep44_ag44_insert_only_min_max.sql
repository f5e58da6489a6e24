-- Streaming MIN / MAX over an insert-only input that is not a table read (an inner join of append tables, a subquery over one, a UNION ALL of such reads): Flink plans MinAggFunction / MaxAggFunction (< and >) as over the table itself, so a later -0.0 does not replace 0.0 and a NaN after 2.0 is ignored; -0.0 is made at run time (-z)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probe ag44_mm_1); the Java-API interpreter does not plan Flink's aggregations nor evaluate -z
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
SELECT 'u2', g, MIN(d) AS mi, MAX(d) AS ma FROM (SELECT g, d FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE g < 3 UNION ALL SELECT g, d FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE g = 3) GROUP BY g;
