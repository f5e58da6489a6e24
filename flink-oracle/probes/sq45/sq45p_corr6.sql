-- probe sq45: correlated scalar with ORDER BY .. LIMIT 1
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
SELECT 'e13', k, (SELECT n FROM b WHERE b.g = a.g ORDER BY n DESC LIMIT 1) AS top FROM a;
