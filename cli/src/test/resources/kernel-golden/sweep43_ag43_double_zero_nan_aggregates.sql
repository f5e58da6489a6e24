-- -0.0 and 0.0 in a streaming GROUP BY over a changelog (ChangelogNormalize, read from snapshot 1): MIN / MAX are Flink's value -> count maps ordered by Double.compare / Float.compare (-0.0 below and apart from 0.0), a NaN result is never equal to the previous one (re-emitted), -0.0 is a GROUP BY key and a DISTINCT value of its own; batch MIN / MAX compare with < / > (NaN first stays, -0.0 does not replace 0.0); -0.0 is made at run time (-z), as Flink folds a literal -0.0
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes ag43_nz_1, ag43_nz_3); the Java-API interpreter does not plan Flink's aggregations nor evaluate -z
CREATE TABLE s (k INT, z DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE), CAST(0.0 AS FLOAT));
CREATE TABLE a (k INT, g INT, d DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a SELECT 1, 1, z, f FROM s UNION ALL SELECT 2, 1, -z, -f FROM s UNION ALL SELECT 3, 2, -z, -f FROM s UNION ALL SELECT 4, 2, z, f FROM s UNION ALL SELECT 5, 3, CAST('NaN' AS DOUBLE), f FROM s;
INSERT INTO a VALUES (1, 9, 1.0E0, CAST(1.0 AS FLOAT)), (6, 3, 2.0E0, CAST(2.0 AS FLOAT));
INSERT INTO a VALUES (4, 9, 1.0E0, CAST(1.0 AS FLOAT)), (7, 3, 3.0E0, CAST(3.0 AS FLOAT));
INSERT INTO a SELECT 11, 5, z, f FROM s UNION ALL SELECT 12, 5, -z, -f FROM s UNION ALL SELECT 13, 5, -z, -f FROM s;
INSERT INTO a VALUES (14, 6, CAST('NaN' AS DOUBLE), CAST(1.0 AS FLOAT)), (15, 6, 2.0E0, CAST(2.0 AS FLOAT)), (16, 7, 2.0E0, CAST(2.0 AS FLOAT)), (17, 7, CAST('NaN' AS DOUBLE), CAST(1.0 AS FLOAT));
SELECT 'b1', d, COUNT(*) AS n FROM a GROUP BY d;
SELECT 'b2', g, COUNT(DISTINCT d) AS cd, COUNT(DISTINCT f) AS cf FROM a GROUP BY g;
SELECT DISTINCT 'b3', d FROM a;
SELECT 'b4', d FROM a UNION SELECT 'b4', d FROM a;
SELECT 'b5', g, MIN(d) AS mi, MAX(d) AS ma, MIN(f) AS fi, MAX(f) AS fa FROM a GROUP BY g;
SET 'execution.runtime-mode' = 'streaming';
SELECT 's1', g, COUNT(*) AS n, MIN(d) AS mi, MAX(d) AS ma, MIN(f) AS fi, MAX(f) AS fa FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT 's2', g, MAX(d) AS ma FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT 's3', d, COUNT(*) AS n FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY d;
SELECT 's4', g, COUNT(DISTINCT d) AS cd FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
