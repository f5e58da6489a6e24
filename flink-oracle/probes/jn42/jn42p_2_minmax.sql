-- not checked against Paimon: probe of Flink's GroupAggregate over an input changelog with unmatched retractions
-- MIN / MAX (value -> count maps), COUNT / SUM DISTINCT, LISTAGG / FIRST_VALUE / LAST_VALUE / ARRAY_AGG, SELECT DISTINCT, a -U/+U pair moving a row between groups
CREATE TABLE a (k INT NOT NULL, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO a VALUES (1, 4, CAST(NULL AS INT), CAST(NULL AS STRING)), (2, 5, 3, 'c'), (3, 5, 5, 'e'), (4, 5, CAST(NULL AS INT), CAST(NULL AS STRING)), (5, 6, 2, 'b'), (6, 7, 1, 'a'), (7, 4, CAST(NULL AS INT), CAST(NULL AS STRING)), (8, 4, CAST(NULL AS INT), CAST(NULL AS STRING)), (9, 5, CAST(NULL AS INT), CAST(NULL AS STRING)), (10, 5, CAST(NULL AS INT), CAST(NULL AS STRING)), (11, 5, 7, 'g');
INSERT INTO a VALUES -D(21, 4, 5, 'e'), -D(22, 5, 9, 'i'), -D(23, 6, 8, 'h');
INSERT INTO a VALUES +I(24, 4, 5, 'e'), -D(29, 6, 2, 'b'), -D(11, 5, 7, 'g');
INSERT INTO a VALUES +I(25, 4, 3, 'c'), -D(27, 5, 1, 'a'), +I(30, 6, 4, 'd');
INSERT INTO a VALUES +I(26, 4, 5, 'e'), -D(2, 5, 3, 'c');
INSERT INTO a VALUES (28, 5, 9, 'i');
INSERT INTO a VALUES -U(6, 7, 1, 'a'), +U(6, 8, 1, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT g, COUNT(*) AS c, MIN(v) AS mi, MAX(v) AS ma, COUNT(DISTINCT v) AS cd, SUM(DISTINCT v) AS sd FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT g, LISTAGG(s) AS l, FIRST_VALUE(s) AS f, LAST_VALUE(s) AS la, MIN(s) AS ms, MAX(s) AS xs FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT DISTINCT g FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT g, COUNT(*) AS c FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g HAVING MAX(v) > 4;
SELECT g, ARRAY_AGG(v) AS av FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT g, JSON_ARRAYAGG(s) AS js FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
