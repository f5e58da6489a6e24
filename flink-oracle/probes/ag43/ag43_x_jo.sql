-- probe ag43 (extra): JSON_OBJECTAGG ABSENT ON NULL with a NULL value for a key already present (Flink checks the key first)
CREATE TABLE j (k INT NOT NULL, g INT, n STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO j VALUES (1, 1, 'a', 1), (2, 1, 'a', CAST(NULL AS INT)), (3, 2, 'b', CAST(NULL AS INT)), (4, 2, 'c', 4);
SELECT 'ok', g, JSON_OBJECTAGG(KEY n VALUE v ABSENT ON NULL) AS o FROM j WHERE g = 2 GROUP BY g;
SELECT 'dup', g, JSON_OBJECTAGG(KEY n VALUE v ABSENT ON NULL) AS o FROM j GROUP BY g;
