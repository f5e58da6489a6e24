-- probe ag43: a join on a DOUBLE key holding -0.0 and 0.0 (batch), and -0.0 / 0.0 in a WHERE
CREATE TABLE s (k INT, z DOUBLE, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE));
CREATE TABLE a (k INT, d DOUBLE, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a SELECT 1, z FROM s UNION ALL SELECT 2, -z FROM s;
SELECT 'j1', x.k, y.k, x.d, y.d FROM a AS x JOIN a AS y ON x.d = y.d;
SELECT 'w1', k, d FROM a WHERE d = 0.0E0;
SELECT 'w2', k, d FROM a WHERE d IN (0.0E0, 1.0E0);
