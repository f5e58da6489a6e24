-- not checked against Paimon: probe of Flink's GroupAggregate over an input changelog with unmatched retractions
-- an unchanged ARRAY_AGG result with and without NULL elements (is -U/+U emitted?), IGNORE NULLS, VAR_POP / STDDEV_SAMP with counts below 0, FIRST_VALUE over ints
CREATE TABLE a (k INT NOT NULL, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO a VALUES (1, 1, 3, 'c'), (2, 1, 2, 'b'), (3, 2, 4, CAST(NULL AS STRING)), (4, 2, CAST(NULL AS INT), 'n'), (5, 3, 1, 'a'), (6, 3, 5, 'e'), (7, 3, 9, 'i');
INSERT INTO a VALUES -D(21, 1, 7, 'g'), -D(22, 2, 8, 'h'), -D(23, 3, 2, 'b');
INSERT INTO a VALUES -D(24, 3, 6, 'f');
INSERT INTO a VALUES +I(25, 1, 7, 'g'), +I(26, 3, 3, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT g, ARRAY_AGG(v) AS av FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT g, ARRAY_AGG(v IGNORE NULLS) AS av FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT g, ARRAY_AGG(s) AS sv, COUNT(*) AS c FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT g, VAR_POP(v) AS vp, STDDEV_SAMP(v) AS ss, VAR_SAMP(CAST(v AS DOUBLE)) AS vd FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT g, FIRST_VALUE(v) AS f, LAST_VALUE(v) AS l FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
