-- FLOAT/DOUBLE primary keys: infinities, 0.0, MIN_VALUE next to 0.0; updates of each after a compaction
CREATE TABLE F (d DOUBLE, f FLOAT, v STRING, PRIMARY KEY (d, f) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO F VALUES (CAST('Infinity' AS DOUBLE), CAST(1 AS FLOAT), 'inf'), (CAST('-Infinity' AS DOUBLE), CAST(1 AS FLOAT), '-inf'), (0.0, CAST(0.0 AS FLOAT), 'zero'), (4.9E-324, CAST(0.0 AS FLOAT), 'tiny'), (1.5, CAST('Infinity' AS FLOAT), 'x');
CALL sys.compact('default.F');
INSERT INTO F VALUES (CAST('Infinity' AS DOUBLE), CAST(1 AS FLOAT), 'inf2'), (1.5, CAST('Infinity' AS FLOAT), 'x2'), (4.9E-324, CAST(0.0 AS FLOAT), 'tiny2');
SELECT * FROM F;
