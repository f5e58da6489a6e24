-- probe ag43: JSON_OBJECTAGG with a duplicate key in a batch GROUP BY
CREATE TABLE j (k INT NOT NULL, g INT, n STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO j VALUES (1, 1, 'a', 1), (2, 1, 'a', 2), (3, 2, 'b', 3);
SELECT 'ok', g, JSON_OBJECTAGG(KEY n VALUE v) AS o FROM j WHERE k <> 2 GROUP BY g;
SELECT 'dup', g, JSON_OBJECTAGG(KEY n VALUE v) AS o FROM j GROUP BY g;
