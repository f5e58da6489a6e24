-- probe ag43: -0.0 and 0.0 in a streaming GROUP BY over a changelog (ChangelogNormalize of a primary-key table read from snapshot 1): MIN / MAX value -> count maps, the result equaliser (== on DOUBLE: NaN never equal), GROUP BY / DISTINCT / COUNT(DISTINCT) keys; -0.0 made at run time (-z), as Flink folds a literal -0.0
CREATE TABLE s (k INT, z DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE), CAST(0.0 AS FLOAT));
CREATE TABLE a (k INT, g INT, d DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a SELECT 1, 1, z, f FROM s UNION ALL SELECT 2, 1, -z, -f FROM s UNION ALL SELECT 3, 2, -z, -f FROM s UNION ALL SELECT 4, 2, z, f FROM s UNION ALL SELECT 5, 3, CAST('NaN' AS DOUBLE), f FROM s;
INSERT INTO a VALUES (1, 9, 1.0E0, CAST(1.0 AS FLOAT)), (6, 3, 2.0E0, CAST(2.0 AS FLOAT));
INSERT INTO a VALUES (4, 9, 1.0E0, CAST(1.0 AS FLOAT)), (7, 3, 3.0E0, CAST(3.0 AS FLOAT));
SELECT 'b1', d, COUNT(*) AS n FROM a GROUP BY d;
SELECT 'b2', COUNT(DISTINCT d) AS cd FROM a;
SELECT DISTINCT 'b3', d FROM a;
SELECT 'b4', g, MIN(d) AS mi, MAX(d) AS ma, MIN(f) AS fi, MAX(f) AS fa FROM a GROUP BY g;
SET 'execution.runtime-mode' = 'streaming';
SELECT 's1', g, COUNT(*) AS n, MIN(d) AS mi, MAX(d) AS ma, MIN(f) AS fi, MAX(f) AS fa FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT 's2', g, MAX(d) AS ma FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT 's3', d, COUNT(*) AS n FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY d;
SELECT 's4', g, COUNT(DISTINCT d) AS cd FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
