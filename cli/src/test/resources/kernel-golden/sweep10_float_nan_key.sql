-- a NaN primary key is a key of its own (SEMANTICS §2: NaN equals itself and sorts last)
-- not checked against Paimon: Paimon's generated key comparator treats NaN as equal to every value (keys (NaN, NaN) and (Infinity, 1.0) merge into one row), SEMANTICS §2 keeps NaN a key of its own
CREATE TABLE F (d DOUBLE, f FLOAT, v STRING, PRIMARY KEY (d, f) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO F VALUES (CAST('NaN' AS DOUBLE), CAST('NaN' AS FLOAT), 'nan'), (CAST('Infinity' AS DOUBLE), CAST(1 AS FLOAT), 'inf'), (0.0, CAST('NaN' AS FLOAT), 'zero');
INSERT INTO F VALUES (CAST('NaN' AS DOUBLE), CAST('NaN' AS FLOAT), 'nan2'), (CAST('Infinity' AS DOUBLE), CAST(1 AS FLOAT), 'inf2');
SELECT * FROM F;
