-- probe sq45: ROLLUP into a primary-key table (a rolled-up key is NULL)
CREATE TABLE a (k INT, g INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO a VALUES (1, 1, 1, 'x'), (2, 1, 2, 'y'), (3, 2, 3, 'x'), (4, 2, CAST(NULL AS INT), 'z'), (5, 3, 1, 'x'), (6, 1, 2, 'y'), (7, CAST(NULL AS INT), 5, CAST(NULL AS STRING));
CREATE TABLE b (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (1, 1, 10), (2, 1, 20), (3, 3, CAST(NULL AS INT)), (4, 4, 40), (5, CAST(NULL AS INT), 50), (6, 3, 2);
CREATE TABLE pk (g INT, c BIGINT, PRIMARY KEY (g) NOT ENFORCED);
INSERT INTO pk SELECT g, COUNT(*) FROM a WHERE g IS NOT NULL GROUP BY ROLLUP (g);
SELECT 'y1', * FROM pk;
